//===- Emit.h - small IR builders shared by the derivative rules -*- C++
//-*-===//
//
// Every helper builds stablehlo ops at the builder's insertion point; shapes
// are static (the rules reject dynamic shapes before calling them).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_AUTODIFF_EMIT_H
#define HLOKIT_LIB_AUTODIFF_EMIT_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"

#include <functional>

namespace hlokit::autodiff {

/// Builds stablehlo ops at one location; thin wrappers that keep the rules
/// readable.
class Emitter {
public:
  Emitter(mlir::OpBuilder &builder, mlir::Location loc)
      : b(builder), loc(loc) {}

  mlir::OpBuilder &builder() { return b; }
  mlir::Location location() const { return loc; }

  /// A tensor of `type` whose elements all equal `value` (the real part,
  /// for complex element types).
  mlir::Value splat(mlir::RankedTensorType type, double value);
  mlir::Value zerosLike(mlir::Value v);
  mlir::Value onesLike(mlir::Value v);
  /// A 0-d tensor of `elementType`.
  mlir::Value scalar(mlir::Type elementType, double value);

  mlir::Value add(mlir::Value a, mlir::Value c);
  mlir::Value sub(mlir::Value a, mlir::Value c);
  mlir::Value mul(mlir::Value a, mlir::Value c);
  mlir::Value div(mlir::Value a, mlir::Value c);
  mlir::Value neg(mlir::Value a);
  mlir::Value compare(stablehlo::ComparisonDirection direction, mlir::Value a,
                      mlir::Value c);
  mlir::Value select(mlir::Value pred, mlir::Value onTrue, mlir::Value onFalse);
  /// `v` where `mask` holds, zero elsewhere.
  mlir::Value keepWhere(mlir::Value mask, mlir::Value v);
  mlir::Value convert(mlir::Value v, mlir::Type elementType);
  mlir::Value andOp(mlir::Value a, mlir::Value c);

  /// The parts of a complex tensor, and a complex tensor from its parts.
  mlir::Value real(mlir::Value v);
  mlir::Value imag(mlir::Value v);
  mlir::Value complex(mlir::Value re, mlir::Value im);
  /// The complex conjugate (stablehlo has no conj op).
  mlir::Value conj(mlir::Value v);

  /// Sums `v` over `dims`.
  mlir::Value reduceSum(mlir::Value v, llvm::ArrayRef<int64_t> dims);
  /// Sums every element of `v` into a 0-d tensor.
  mlir::Value sumAll(mlir::Value v);
  mlir::Value broadcast(mlir::Value v, mlir::RankedTensorType type,
                        llvm::ArrayRef<int64_t> dims);
  /// Broadcasts a 0-d `v` to `type`.
  mlir::Value broadcastScalar(mlir::Value v, mlir::RankedTensorType type);
  mlir::Value reshape(mlir::Value v, mlir::RankedTensorType type);
  mlir::Value transpose(mlir::Value v, llvm::ArrayRef<int64_t> permutation);

  /// Fills `region` with one block `(tensor<E>, tensor<E>)` returning
  /// `combine(lhs, rhs)`.
  void buildBinaryBody(mlir::Region &region, mlir::Type elementType,
                       const std::function<mlir::Value(Emitter &, mlir::Value,
                                                       mlir::Value)> &combine);

private:
  mlir::OpBuilder &b;
  mlir::Location loc;
};

/// What a one-op reduce or scatter body computes from (accumulator, value).
enum class Combiner { Add, Multiply, Maximum, Minimum, Replace, Other };

/// Recognises bodies `^bb0(%a, %b): return op(%a, %b)` (either operand
/// order for the commutative ops) and `return %b` (replace).
Combiner classifyCombiner(mlir::Region &body);

/// The element type of a ranked tensor value.
mlir::Type elementTypeOf(mlir::Value v);
mlir::RankedTensorType tensorTypeOf(mlir::Value v);

} // namespace hlokit::autodiff

#endif // HLOKIT_LIB_AUTODIFF_EMIT_H
