//===- TraceWriter.h - a timeline in Chrome's trace-event format -*- C++
//-*-===//
//
// An ExecutionObserver that records one complete event ("ph": "X") per op
// and per region invocation, and writes them in the Chrome trace-event JSON
// format that Perfetto and chrome://tracing open. Events nest by time as the
// program's calls, loops, branches and regions do; op events carry the
// op's source line, result types and result bytes.
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
  TraceWriter() : origin(Clock::now()) {}

  void beginOp(mlir::Operation &op) override;
  void endOp(mlir::Operation &op,
             llvm::ArrayRef<const RuntimeValue *> results) override;
  void beginRegion(mlir::Region &region) override;
  void endRegion(mlir::Region &region) override;

  /// `{"traceEvents": [...], "displayTimeUnit": "ns"}`.
  void write(llvm::raw_ostream &os) const;

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

  double nowMicros() const;
  void begin(std::string name, std::string category, std::string location);

  Clock::time_point origin;
  std::vector<Event> events;
  std::vector<size_t> open; // indices into events of unfinished ones
};

/// The name of one invocation of `region`: `@f` for a function body,
/// `stablehlo.while cond`, `stablehlo.while body`, `stablehlo.case branch 1`,
/// `<op> region <i>` otherwise.
std::string getRegionName(mlir::Region &region);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_TRACEWRITER_H
