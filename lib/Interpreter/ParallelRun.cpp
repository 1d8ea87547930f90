//===- ParallelRun.cpp - running a program on a grid of processes ---------===//

#include "hlokit/Interpreter/ParallelRun.h"

#include "hlokit/Interpreter/Evaluator.h"
#include "hlokit/Interpreter/Transport.h"

#include <thread>

namespace hlokit::interpreter {

namespace {

/// Runs one process to its end and tells the grid, so that processes
/// waiting for it stop waiting.
void runProcess(mlir::ModuleOp module, InProcessGrid &grid, uint32_t id,
                ProcessProgram &program, const ParallelOptions &options,
                ProcessOutcome &outcome) {
  llvm::raw_string_ostream checkLog(outcome.checkLog);
  Evaluator evaluator(module, checkLog);
  evaluator.setTransport(grid.getTransport(id));
  evaluator.setCollectiveTimeout(options.collectiveTimeout);
  evaluator.setProbeOutputDir(options.probeOutputDir);
  evaluator.setInfeed(std::move(program.infeed));
  auto results = evaluator.run(program.function, program.arguments);
  grid.markEnded(id, /*failed=*/!results);
  if (results)
    outcome.results = std::move(*results);
  else
    outcome.error = llvm::toString(results.takeError());
  outcome.failedChecks = evaluator.getNumFailedChecks();
  outcome.outfeed = evaluator.getOutfeed().vec();
}

} // namespace

std::vector<ProcessOutcome> runParallel(mlir::ModuleOp module, GridShape grid,
                                        std::vector<ProcessProgram> programs,
                                        const ParallelOptions &options) {
  InProcessGrid processes(grid, options.collectiveTimeout);
  std::vector<ProcessOutcome> outcomes(programs.size());
  std::vector<std::thread> threads;
  for (uint32_t id = 0; id < programs.size(); ++id)
    threads.emplace_back(runProcess, module, std::ref(processes), id,
                         std::ref(programs[id]), std::cref(options),
                         std::ref(outcomes[id]));
  for (std::thread &thread : threads)
    thread.join();
  return outcomes;
}

} // namespace hlokit::interpreter
