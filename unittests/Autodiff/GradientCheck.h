//===- GradientCheck.h - checking derivatives with the interpreter -*- C++
//-*-===//
//
// Parses a module holding `f`, adds `f_vjp` and `f_jvp` with the C++ API and
// runs all three with the interpreter:
//  - the VJP's gradients must match central finite differences of
//    <c, f(x)> (c a random cotangent) to a relative tolerance;
//  - <J t, c> (from the JVP) must equal <t, J^T c> (from the VJP);
//  - both derivative functions return f's results unchanged.
// Float arguments and results must be f64 or complex<f64>; complex values
// are paired as JAX pairs them, <a, b> = Re(sum a * b), and differenced along
// their real and imaginary parts.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_UNITTESTS_AUTODIFF_GRADIENTCHECK_H
#define HLOKIT_UNITTESTS_AUTODIFF_GRADIENTCHECK_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <random>
#include <string>
#include <vector>

namespace hlokit::autodiff::testing {

using interpreter::Tensor;
using Rng = std::mt19937_64;

/// `tensor<2x3xf64>` for shape {2, 3} and element "f64".
std::string tensorType(llvm::ArrayRef<int64_t> shape,
                       llvm::StringRef element = "f64");

Tensor randomF64(Rng &rng, llvm::ArrayRef<int64_t> shape, double lo = -1.0,
                 double hi = 1.0);
/// Real and imaginary parts uniform in [lo, hi].
Tensor randomC128(Rng &rng, llvm::ArrayRef<int64_t> shape, double lo = -1.0,
                  double hi = 1.0);
Tensor f64Tensor(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<double> values);
Tensor i64Tensor(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> values);
Tensor i1Tensor(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<bool> values);
std::vector<double> valuesOf(const Tensor &t);

/// The errors one check measured.
struct CheckResult {
  double vjpVsFiniteDifference = 0; // max |g - fd| / max(max |fd|, 1e-9)
  double dotProductIdentity = 0;    // |<Jt,c> - <t,J^T c>| / max magnitude
  bool primalsMatch = false;
};

/// Expects finite differences to 1e-6 relative, the dot-product identity to
/// 1e-10 and matching primals; records the worst errors seen (printed at
/// exit).
void expectAccurate(const CheckResult &result, llvm::StringRef what);

/// A uniform integer in [lo, hi].
int64_t uniform(Rng &rng, int64_t lo, int64_t hi);
/// `[1, 2, 3]`, the spelling of dimension lists in the pretty syntax.
std::string list(llvm::ArrayRef<int64_t> values);

/// Random shapes for the per-rule loops: rank in [minRank, maxRank], sizes
/// in [1, 4].
llvm::SmallVector<int64_t> randomShape(Rng &rng, int64_t minRank = 0,
                                       int64_t maxRank = 3);

/// A unary elementwise op and the input domain its rule is checked on.
struct UnaryCase {
  const char *op;
  double lo, hi;
};

/// Checks each case on a random shape and a random point of its domain.
/// `opLine` is the op's line, with {0} for the tensor type and {1} for the
/// op's name: "%0 = stablehlo.{1} %x : {0}".
void checkUnaryOps(llvm::ArrayRef<UnaryCase> cases, const char *opLine,
                   Rng &rng);

class GradientChecker {
public:
  /// `module` holds `func.func @f`; fails the current test when it does not
  /// parse or a derivative cannot be built.
  explicit GradientChecker(llvm::StringRef module);

  bool isValid() const { return valid; }

  llvm::SmallVector<Tensor> run(llvm::StringRef function,
                                llvm::ArrayRef<Tensor> arguments);
  /// The gradients of <cotangents, f(arguments)> (one per float argument).
  llvm::SmallVector<Tensor> gradients(llvm::ArrayRef<Tensor> arguments,
                                      llvm::ArrayRef<Tensor> cotangents);
  /// Runs every check at `arguments` with random cotangents and tangents.
  CheckResult check(llvm::ArrayRef<Tensor> arguments, Rng &rng);

private:
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  bool valid = false;
};

} // namespace hlokit::autodiff::testing

#endif // HLOKIT_UNITTESTS_AUTODIFF_GRADIENTCHECK_H
