//===- TraceWriter.h - a timeline in Chrome's trace-event format -*- C++
//-*-===//
//
// An ExecutionObserver that records one complete event ("ph": "X") per op
// and per region invocation, and writes them in the Chrome trace-event JSON
// format that Perfetto and chrome://tracing open. Events nest by time as the
// program's calls, loops, branches and regions do; op events carry the
// op's source line, result types and result bytes. On a grid each process
// has its own writer; writeTraceFile puts their events in one file, a
// Perfetto process per grid process.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_TRACEWRITER_H
#define HLOKIT_INTERPRETER_TRACEWRITER_H

#include "hlokit/Interpreter/Runtime/ExecutionObserver.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <string>
#include <vector>

namespace hlokit::interpreter {

class TraceWriter : public ExecutionObserver {
public:
  TraceWriter()
      : origin(Clock::now()),
        originMicros(std::chrono::duration_cast<std::chrono::microseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count()) {}

  void beginOp(mlir::Operation &op) override;
  void endOp(mlir::Operation &op,
             llvm::ArrayRef<const RuntimeValue *> results) override;
  void beginRegion(mlir::Region &region) override;
  void endRegion(mlir::Region &region) override;

  /// `{"traceEvents": [...], "displayTimeUnit": "ns"}`.
  void write(llvm::raw_ostream &os) const;

  bool hasEvents() const { return !events.empty(); }
  /// When this writer's timeline starts, in microseconds since the Unix
  /// epoch: what aligns the timelines of processes (of one machine, or of
  /// machines whose clocks agree).
  int64_t getOriginMicros() const { return originMicros; }
  /// The events as comma-separated JSON objects of trace process `pid`,
  /// named `processName` (none when empty) and moved `shiftMicros` later,
  /// for writeTraceFile. Events a failed run left open end at the last
  /// time recorded, with `"unfinished": true` among their arguments.
  std::string getProcessEvents(int64_t pid, llvm::StringRef processName,
                               double shiftMicros) const;

private:
  using Clock = std::chrono::steady_clock;
  struct Event {
    std::string name;
    std::string category;
    double startMicros = 0;
    double durationMicros = 0;
    std::string location;
    std::string resultTypes;
    int64_t bytes = -1; // -1: a region event, no results
  };

  double nowMicros();
  void begin(std::string name, std::string category, std::string location);

  Clock::time_point origin;
  int64_t originMicros;
  std::vector<Event> events;
  std::vector<size_t> open; // indices into events of unfinished ones
  double lastMicros = 0;    // the latest begin or end recorded
};

/// The name of one invocation of `region`: `@f` for a function body,
/// `stablehlo.while cond`, `stablehlo.while body`, `stablehlo.case branch 1`,
/// `<op> region <i>` otherwise.
std::string getRegionName(mlir::Region &region);

/// A trace file of the events `processes` (TraceWriter::getProcessEvents
/// of each process, in any order; empty ones are skipped).
void writeTraceFile(llvm::raw_ostream &os,
                    llvm::ArrayRef<std::string> processes);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_TRACEWRITER_H
