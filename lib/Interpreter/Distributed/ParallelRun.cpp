//===- ParallelRun.cpp - running a program on a grid of processes ---------===//

#include "hlokit/Interpreter/Distributed/ParallelRun.h"

#include "hlokit/Interpreter/Distributed/Transport.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Tensor/MemoryBudget.h"

#include "llvm/Support/Path.h"

#include <thread>

namespace hlokit::interpreter {

namespace {

/// Where the process `transport` links probes into: in a grid of several
/// processes each has its own `<dir>/process_<r>_<p>` (as with --output-dir),
/// so the processes' probes of one id never overwrite each other; a process
/// reads back its own probes. A grid of one process probes into `dir`.
std::string probeDirOf(const Transport &transport, llvm::StringRef dir) {
  if (dir.empty() || transport.getGridShape().getNumProcesses() == 1)
    return dir.str();
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, processDirName(transport.getProcessId()));
  return std::string(path);
}

} // namespace

ProcessOutcome runProcess(mlir::ModuleOp module, Transport &transport,
                          ProcessProgram program,
                          const ParallelOptions &options) {
  ProcessOutcome outcome;
  llvm::raw_string_ostream checkLog(outcome.checkLog);
  Evaluator evaluator(module, checkLog);
  evaluator.setTransport(transport);
  evaluator.setCollectiveTimeout(options.collectiveTimeout);
  evaluator.setLimits(options.limits);
  if (options.memoryBudget)
    evaluator.setMemoryBudget(options.memoryBudget);
  evaluator.setProbeOutputDir(probeDirOf(transport, options.probeOutputDir));
  if (options.observersOf)
    for (ExecutionObserver *observer :
         options.observersOf(transport.getProcessId()))
      evaluator.addObserver(observer);
  evaluator.setInfeed(std::move(program.infeed));
  auto results = evaluator.run(program.function, program.arguments);
  if (results)
    outcome.results = std::move(*results);
  else
    outcome.error = llvm::toString(results.takeError());
  outcome.failedChecks = evaluator.getNumFailedChecks();
  outcome.outfeed = evaluator.getOutfeed().vec();
  return outcome;
}

std::vector<ProcessOutcome> runParallel(mlir::ModuleOp module, GridShape grid,
                                        std::vector<ProcessProgram> programs,
                                        ParallelOptions options) {
  if (!options.memoryBudget && options.limits.maxMemoryBytes > 0)
    options.memoryBudget =
        std::make_shared<MemoryBudget>(options.limits.maxMemoryBytes);
  InProcessGrid processes(grid, options.collectiveTimeout);
  std::vector<ProcessOutcome> outcomes(programs.size());
  std::vector<std::thread> threads;
  for (uint32_t id = 0; id < programs.size(); ++id)
    threads.emplace_back([&, id] {
      outcomes[id] = runProcess(module, processes.getTransport(id),
                                std::move(programs[id]), options);
      // Processes waiting for this one stop waiting.
      processes.markEnded(id, /*failed=*/!outcomes[id].results,
                          outcomes[id].error);
    });
  for (std::thread &thread : threads)
    thread.join();
  return outcomes;
}

} // namespace hlokit::interpreter
