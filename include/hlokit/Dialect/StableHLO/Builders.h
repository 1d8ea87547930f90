//===- Builders.h - StableHLO IR building helpers ---------------*- C++ -*-===//
//
// HloEmitter builds StableHLO ops at one location: the arithmetic, constants
// and shape plumbing that the autodiff rules and the chlo legalization both
// write. It lives in the Dialect layer because it needs nothing but the
// StableHLO ops, and both of its users (lib/Autodiff, lib/Transforms) may
// include the Dialect layer while Transforms may not include Autodiff.
//
// Shapes may be static, `?` or bounded: a constant shaped like a value whose
// shape is not static is splatted to its runtime shape with
// dynamic_broadcast_in_dim. Callers with static shapes (autodiff) only ever
// get the static forms.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_BUILDERS_H
#define HLOKIT_DIALECT_STABLEHLO_BUILDERS_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"

#include <functional>

namespace hlokit::stablehlo {

class HloEmitter {
public:
  HloEmitter(mlir::OpBuilder &builder, mlir::Location loc)
      : b(builder), loc(loc) {}

  mlir::OpBuilder &builder() { return b; }
  mlir::Location location() const { return loc; }

  /// An op of class `OpTy` whose single result type the op infers from its
  /// operands and attributes.
  template <typename OpTy>
  mlir::Value op(mlir::ValueRange operands,
                 llvm::ArrayRef<mlir::NamedAttribute> attributes = {}) {
    return OpTy::create(b, loc, operands, attributes)->getResult(0);
  }

  //===--------------------------------------------------------------------===//
  // Constants
  //===--------------------------------------------------------------------===//

  /// A tensor of the static `type` whose elements all equal `value` (the
  /// real part, for complex element types).
  mlir::Value splat(mlir::RankedTensorType type, double value);
  /// A 0-d tensor of `elementType`.
  mlir::Value scalar(mlir::Type elementType, double value);
  /// `value` in `like`'s element type, shaped like `like`.
  mlir::Value constLike(mlir::Value like, double value);
  mlir::Value zerosLike(mlir::Value v) { return constLike(v, 0); }
  mlir::Value onesLike(mlir::Value v) { return constLike(v, 1); }
  /// The typed scalar attribute `value` (its own element type) shaped like
  /// `like`.
  mlir::Value splatLike(mlir::Value like, mlir::Attribute value);
  /// A 0-d i64 constant.
  mlir::Value indexConstant(int64_t value);

  //===--------------------------------------------------------------------===//
  // Elementwise arithmetic
  //===--------------------------------------------------------------------===//

  mlir::Value add(mlir::Value a, mlir::Value c) { return op<AddOp>({a, c}); }
  mlir::Value sub(mlir::Value a, mlir::Value c) {
    return op<SubtractOp>({a, c});
  }
  mlir::Value mul(mlir::Value a, mlir::Value c) { return op<MulOp>({a, c}); }
  mlir::Value div(mlir::Value a, mlir::Value c) { return op<DivOp>({a, c}); }
  mlir::Value neg(mlir::Value a) { return op<NegOp>({a}); }
  mlir::Value abs(mlir::Value a) { return op<AbsOp>({a}); }
  mlir::Value sign(mlir::Value a) { return op<SignOp>({a}); }
  mlir::Value exp(mlir::Value a) { return op<ExpOp>({a}); }
  mlir::Value expm1(mlir::Value a) { return op<Expm1Op>({a}); }
  mlir::Value log(mlir::Value a) { return op<LogOp>({a}); }
  mlir::Value log1p(mlir::Value a) { return op<Log1pOp>({a}); }
  mlir::Value sqrt(mlir::Value a) { return op<SqrtOp>({a}); }
  mlir::Value rsqrt(mlir::Value a) { return op<RsqrtOp>({a}); }
  mlir::Value atan2(mlir::Value a, mlir::Value c) {
    return op<Atan2Op>({a, c});
  }
  mlir::Value andOp(mlir::Value a, mlir::Value c) { return op<AndOp>({a, c}); }

  mlir::Value compare(ComparisonDirection direction, mlir::Value a,
                      mlir::Value c);
  mlir::Value isNan(mlir::Value a) {
    return compare(ComparisonDirection::NE, a, a);
  }
  mlir::Value select(mlir::Value pred, mlir::Value onTrue,
                     mlir::Value onFalse) {
    return op<SelectOp>({pred, onTrue, onFalse});
  }
  /// `v` where `mask` holds, zero elsewhere.
  mlir::Value keepWhere(mlir::Value mask, mlir::Value v) {
    return select(mask, v, zerosLike(v));
  }
  /// The odd extension of `magnitude` = f(|x|): -f where x < 0, x itself
  /// where x is +-0 (keeping its sign), f elsewhere.
  mlir::Value oddExtension(mlir::Value x, mlir::Value magnitude);
  /// Converts to `elementType`, keeping the shape; `v` itself when equal.
  mlir::Value convert(mlir::Value v, mlir::Type elementType);

  /// The parts of a complex tensor, and a complex tensor from its parts.
  mlir::Value real(mlir::Value v) { return op<RealOp>({v}); }
  mlir::Value imag(mlir::Value v) { return op<ImagOp>({v}); }
  mlir::Value complex(mlir::Value re, mlir::Value im) {
    return op<ComplexOp>({re, im});
  }
  /// The complex conjugate (stablehlo has no conj op).
  mlir::Value conj(mlir::Value v);

  //===--------------------------------------------------------------------===//
  // Reductions
  //===--------------------------------------------------------------------===//

  using BinaryBody =
      std::function<mlir::Value(HloEmitter &, mlir::Value, mlir::Value)>;
  /// Fills `region` with one block `(tensor<E>, tensor<E>)` returning
  /// `combine(lhs, rhs)`.
  void buildBinaryBody(mlir::Region &region, mlir::Type elementType,
                       const BinaryBody &combine);
  /// Reduces `v` over `dims` from `init` (0-d) with `combine`.
  mlir::Value reduce(mlir::Value v, mlir::Value init,
                     llvm::ArrayRef<int64_t> dims, const BinaryBody &combine);
  /// Sums `v` over `dims`.
  mlir::Value reduceSum(mlir::Value v, llvm::ArrayRef<int64_t> dims);
  /// Sums every element of `v` into a 0-d tensor.
  mlir::Value sumAll(mlir::Value v);

  //===--------------------------------------------------------------------===//
  // Shapes
  //===--------------------------------------------------------------------===//

  /// The size of dimension `d` of `v` as a 0-d i32 tensor.
  mlir::Value dimSize(mlir::Value v, int64_t d);
  /// A 1-D i32 shape tensor of 0-d integer sizes (at least one).
  mlir::Value shapeFromSizes(llvm::ArrayRef<mlir::Value> sizes);
  /// The runtime shape of `v` (rank >= 1: only `?` shapes need it) as a 1-D
  /// i32 tensor.
  mlir::Value shapeOf(mlir::Value v);

  /// `v` broadcast along `dims` to `type`; `v` itself when it has that type.
  /// When `type` is not static, `shape` (a 1-D i32 tensor) is its runtime
  /// shape.
  mlir::Value broadcast(mlir::Value v, mlir::RankedTensorType type,
                        llvm::ArrayRef<int64_t> dims,
                        mlir::Value shape = nullptr);
  /// Broadcasts a 0-d `v` to the static `type`.
  mlir::Value broadcastScalar(mlir::Value v, mlir::RankedTensorType type) {
    return broadcast(v, type, {});
  }
  /// Indices along `dim` of the shape of `type`; when `type` is not static,
  /// `shape` (a 1-D integer tensor) is its runtime shape.
  mlir::Value iota(mlir::RankedTensorType type, int64_t dim,
                   mlir::Value shape = nullptr);
  /// `v` reshaped to the static `type`; `v` itself when it has that type.
  mlir::Value reshape(mlir::Value v, mlir::RankedTensorType type);
  mlir::Value transpose(mlir::Value v, llvm::ArrayRef<int64_t> permutation);

private:
  mlir::OpBuilder &b;
  mlir::Location loc;
};

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_BUILDERS_H
