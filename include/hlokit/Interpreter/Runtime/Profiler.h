//===- Profiler.h - where a program's time goes -----------------*- C++ -*-===//
//
// An ExecutionObserver that sums, per op kind and per source line, the calls,
// the total time (nested ops included: a while holds its body's time), the
// self time (nested ops excluded) and the bytes of the results. `hlokit-run
// --profile` prints it as a table or writes it as JSON.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_PROFILER_H
#define HLOKIT_INTERPRETER_PROFILER_H

#include "hlokit/Interpreter/Runtime/ExecutionObserver.h"

#include "llvm/ADT/DenseMap.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace hlokit::interpreter {

/// Wall time of the tool's phases, in seconds.
struct PhaseTimes {
  double parse = 0;
  double verify = 0;
  double run = 0;
};

class Profiler : public ExecutionObserver {
public:
  /// The sums of one row of the profile.
  struct Entry {
    std::string opKind;
    std::string location; // empty in the per-kind rows
    int64_t calls = 0;
    double totalSeconds = 0;
    double selfSeconds = 0;
    int64_t bytes = 0;
  };

  void beginOp(mlir::Operation &op) override;
  void endOp(mlir::Operation &op,
             llvm::ArrayRef<const RuntimeValue *> results) override;
  void beginRegion(mlir::Region &) override {}
  void endRegion(mlir::Region &) override {}

  /// Folds the sums kept per op into the rows; call it before the ops'
  /// module goes away (the rows outlive it).
  void finishModule();

  /// Rows per op kind / per source line and op kind, by self time, longest
  /// first. The ops of a module count once finishModule has run.
  std::vector<Entry> getByOpKind() const;
  std::vector<Entry> getByLocation() const;

  /// The phase table, then both row tables.
  void printTable(llvm::raw_ostream &os, const PhaseTimes &phases) const;
  void printJson(llvm::raw_ostream &os, const PhaseTimes &phases) const;

private:
  using Clock = std::chrono::steady_clock;
  struct Running {
    Clock::time_point start;
    double childSeconds = 0;
  };

  /// Sums per op while its module runs: a pointer lookup per op, with the
  /// names made once per op by finishModule.
  struct Sums {
    int64_t calls = 0;
    double totalSeconds = 0;
    double selfSeconds = 0;
    int64_t bytes = 0;
  };

  llvm::SmallVector<Running> stack;
  llvm::DenseMap<mlir::Operation *, Sums> byOp;
  std::map<std::string, Entry> byOpKind;
  std::map<std::pair<std::string, std::string>, Entry> byLocation;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_PROFILER_H
