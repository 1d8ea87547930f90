//===- ReduceBody.h - what a one-op reduce body computes --------*- C++ -*-===//
//
// reduce, reduce_window, scatter, select_and_scatter and the reducing
// collectives combine an accumulated value with a new one through a body
// region. Most bodies are a single op on the two arguments, or return the
// new value; classifyReduceBody names those, so the interpreter can run them
// as direct loops and autodiff can differentiate them by rule.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_REDUCEBODY_H
#define HLOKIT_DIALECT_STABLEHLO_REDUCEBODY_H

namespace mlir {
class Region;
} // namespace mlir

namespace hlokit::stablehlo {

/// What a body `^bb0(%acc, %x)` computes: `return op(%acc, %x)` for
/// add, multiply, maximum, minimum, and, or (each commutative, so either
/// operand order), `return %x` (Replace), or anything else (Other).
enum class ReduceBodyKind {
  Add,
  Multiply,
  Maximum,
  Minimum,
  And,
  Or,
  Replace,
  Other
};

/// The kind of `body`. A recognised body has one block of two arguments and
/// nothing but the op (whose result has the arguments' type) and the return;
/// a body of several accumulators is Other.
ReduceBodyKind classifyReduceBody(mlir::Region &body);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_REDUCEBODY_H
