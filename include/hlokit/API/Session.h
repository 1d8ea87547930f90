//===- Session.h - hlokit as a library: load, transform, run ----*- C++ -*-===//
//
// The one C++ entry point that the C API and the Python package wrap: a
// Module owns a parsed, verified StableHLO module (and shares its MLIR
// context with the modules transformed from it), prints it, runs passes and
// autodiff on copies, runs functions on tensors, and lists indexing maps.
// Failures carry every diagnostic MLIR emitted, with its location.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_API_SESSION_H
#define HLOKIT_API_SESSION_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"
#include "hlokit/Interpreter/Runtime/RunLimits.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hlokit::interpreter {
class PlanCache;
class PartitionedProgram;
} // namespace hlokit::interpreter

namespace hlokit::api {

/// One diagnostic: where and what. `line`/`column` are 0 without a file
/// location.
struct Diagnostic {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
  std::string severity; // "error", "warning", "note", "remark"
  std::string message;
};

/// `file:line:col: severity: message` (without the location when there is
/// none).
std::string formatDiagnostic(const Diagnostic &diagnostic);

/// A failure of the API, with the diagnostics behind it.
class Error : public std::exception {
public:
  Error(std::string summary, std::vector<Diagnostic> diagnostics = {});
  const char *what() const noexcept override { return text.c_str(); }
  const std::vector<Diagnostic> &getDiagnostics() const { return diagnostics; }
  /// The first spec constraint label (`add_c1`, `gather_c17`) in the
  /// diagnostics, or empty.
  std::string getLabel() const;

private:
  std::vector<Diagnostic> diagnostics;
  std::string text; // summary, then one `file:line:col: message` per line
};

/// An indexing map from a function result to one of its arguments. It keeps
/// the context its affine map lives in alive.
struct ArgumentIndexing {
  std::shared_ptr<mlir::MLIRContext> context;
  unsigned argument;
  indexing::IndexingMap map;
};

/// The `sdy` sharding of one value of a function: an argument, or a result
/// of an op in its body (nested regions included), in program order.
struct ValueSharding {
  /// "argument" or the op's name ("stablehlo.add").
  std::string owner;
  /// The argument's or the result's number.
  unsigned index;
  /// The op's location as `file:line:col`; empty for arguments.
  std::string location;
  /// The sharding as `#sdy.sharding<...>`; empty when the value has none.
  std::string sharding;
};

class Module {
public:
  /// Parses and verifies `text`; `name` is the file name in locations.
  /// Throws Error.
  static Module parse(const std::string &text, const std::string &name);
  /// Reads the file at `path`, then parse.
  static Module load(const std::string &path);

  /// Names of the functions with a body, in order.
  std::vector<std::string> getFunctionNames() const;
  std::string print(bool generic = false) const;

  /// A copy with `pipeline` (mlir-opt syntax, e.g.
  /// "hlokit-expand-batching-dims,canonicalize") run on it. Throws Error.
  Module runPasses(const std::string &pipeline) const;
  /// A copy with the `sdy` shardings propagated through every op by
  /// Shardy's `sdy-propagation-pipeline` (docs/sharding.md). Throws Error.
  Module propagateShardings() const;
  /// The shardings of `function`'s arguments and op results.
  std::vector<ValueSharding> getShardings(const std::string &function) const;

  /// A copy with `f_vjp` / `f_jvp` added (docs/autodiff.md). Throws Error.
  Module vjp(const std::string &function) const;
  Module jvp(const std::string &function) const;

  /// Runs `function` on `arguments` (bounded and dynamic parameters take
  /// the arguments' shapes; .npy stand-ins convert as in hlokit-run). The
  /// arguments' buffers are only read. No result shares its buffer with an
  /// argument or with another result, so callers may write into results.
  /// Throws Error on bad arguments, run-time errors and failed checks, and
  /// when the run reaches one of `limits` (docs/limits.md). With
  /// `partitions` > 1, `function` must have shardings in its signature: its
  /// program is partitioned for that many devices, each runs on its block
  /// of the (global) arguments on the in-process grid, and the global
  /// results are put together (docs/sharding.md, "Running").
  std::vector<interpreter::Tensor>
  run(const std::string &function,
      const std::vector<interpreter::Tensor> &arguments, int partitions = 1,
      const interpreter::RunLimits &limits = {}) const;

  /// For each parameter of `function`, the NumPy dtype descriptor its
  /// arguments take ("<f4"; the stand-in for bf16, i4, ui4), or nullopt when
  /// the interpreter cannot be given it (a token, a tuple).
  std::vector<std::optional<std::string>>
  getArgumentDescriptors(const std::string &function) const;

  /// Maps from result `result` of `function` to each argument it reads.
  std::vector<ArgumentIndexing> getIndexingMaps(const std::string &function,
                                                unsigned result = 0) const;

  /// The element type an MLIR type name ("f32", "ui8", "complex<f64>")
  /// denotes. Throws Error when the name is not one the interpreter holds.
  interpreter::ElementType parseElementType(const std::string &name) const;

  mlir::ModuleOp get() const { return module->get(); }

private:
  Module(std::shared_ptr<mlir::MLIRContext> context,
         mlir::OwningOpRef<mlir::ModuleOp> module);
  Module copy() const;
  mlir::func::FuncOp lookup(const std::string &function) const;
  /// `function` partitioned for `partitions` devices: made by the first
  /// call, kept for later ones. Throws Error.
  const interpreter::PartitionedProgram &
  getPartitioned(mlir::func::FuncOp function, int partitions) const;

  std::shared_ptr<mlir::MLIRContext> context;
  std::shared_ptr<mlir::OwningOpRef<mlir::ModuleOp>> module;
  /// The functions' run plans, built by the first run and kept for later
  /// calls (a small call's cost is then the run itself).
  std::shared_ptr<interpreter::PlanCache> plans;
  /// The programs `run` partitioned, by function and number of partitions,
  /// kept for later calls (a training loop partitions once).
  std::shared_ptr<
      std::map<std::pair<std::string, int>, interpreter::PartitionedProgram>>
      partitioned;
};

/// Threads the kernels split work over (hlokit/Support/Parallel.h; every
/// core by default); results do not depend on it. Values below 1 mean 1,
/// values over hlokit::getMaxNumThreads() that maximum.
int getNumThreads();
void setNumThreads(int threads);

} // namespace hlokit::api

#endif // HLOKIT_API_SESSION_H
