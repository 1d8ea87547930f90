//===- ProcessReports.h - --profile and --trace of a grid's processes -----===//
//
// On a grid (--replicas, --partitions, global programs, MPI ranks) each
// process has its own profiler and trace writer. ProcessReports owns them,
// renders each process's part (a table headed by its id, a JSON object, or
// trace events under a Perfetto process of its own) and, over MPI, brings
// every rank's parts to rank 0, which writes them as one report.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TOOLS_HLOKIT_RUN_PROCESSREPORTS_H
#define HLOKIT_TOOLS_HLOKIT_RUN_PROCESSREPORTS_H

#include "hlokit/Interpreter/Distributed/ProcessGrid.h"
#include "hlokit/Interpreter/Runtime/Profiler.h"
#include "hlokit/Interpreter/Runtime/TraceWriter.h"

#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <string>
#include <vector>

namespace hlokit::interpreter {
class MpiTransport;
} // namespace hlokit::interpreter

namespace hlokit::run {

class ProcessReports {
public:
  ProcessReports(bool profile, bool profileAsJson, bool trace)
      : profile(profile), profileAsJson(profileAsJson), trace(trace) {}

  bool isEnabled() const { return profile || trace; }
  /// Whether prepare has run: the tool ran on a grid.
  bool isPrepared() const { return !profilers.empty() || !tracers.empty(); }
  /// Whether gatherAtRoot has run: the parts are rendered.
  bool isGathered() const { return gathered; }
  /// Makes the observers of each process of `grid`, once per tool run.
  void prepare(interpreter::GridShape grid);
  /// What process `id`'s evaluator reports to.
  llvm::SmallVector<interpreter::ExecutionObserver *, 2>
  observersOf(interpreter::ProcessId id);
  /// Folds the profiles; call before the module that ran goes away.
  void finishModule();

  /// Renders the parts of the processes that ran (trace times from the
  /// earliest writer's start) for writeProfile and writeTrace.
  void render(const interpreter::PhaseTimes &phases);
#ifdef HLOKIT_HAVE_MPI
  /// Renders this rank's parts with times from the earliest rank's start,
  /// and gathers every rank's at rank 0 (other ranks then write nothing).
  /// Every rank must call it.
  void gatherAtRoot(interpreter::MpiTransport &transport,
                    const interpreter::PhaseTimes &phases);
#endif

  bool hasProfile() const { return profile && !processes.empty(); }
  bool hasTrace() const { return trace && !processes.empty(); }
  /// Every process's table in process order, or
  /// `{"processes": [{"process": "(r, p)", "id": n, "profile": {...}}]}`.
  void writeProfile(llvm::raw_ostream &os) const;
  /// One trace file with every process's events.
  void writeTrace(llvm::raw_ostream &os) const;

private:
  /// What one process contributes to the reports.
  struct Part {
    std::string profile;
    std::string trace;
  };
  Part renderProcess(uint32_t id, const interpreter::PhaseTimes &phases,
                     int64_t originMicros) const;
  int64_t getEarliestOrigin() const;

  bool profile, profileAsJson, trace;
  bool gathered = false;
  interpreter::GridShape grid{1, 1};
  std::vector<std::unique_ptr<interpreter::Profiler>> profilers;
  std::vector<std::unique_ptr<interpreter::TraceWriter>> tracers;
  /// Rendered parts, in process order.
  std::vector<Part> processes;
};

} // namespace hlokit::run

#endif // HLOKIT_TOOLS_HLOKIT_RUN_PROCESSREPORTS_H
