//===- ChloEmitter.h - StableHLO builders for legalizing chlo ---*- C++ -*-===//
//
// Builds StableHLO ops for the chlo legalization. Unlike the autodiff
// Emitter (static shapes only) it works on `?` and bounded shapes: constants
// are splatted to another value's runtime shape with
// dynamic_broadcast_in_dim when that shape is not static.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H
#define HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

namespace hlokit::chlo_legalization {

class ChloEmitter {
public:
  ChloEmitter(mlir::OpBuilder &builder, mlir::Location loc)
      : b(builder), loc(loc) {}

  mlir::OpBuilder &builder() { return b; }
  mlir::Location location() const { return loc; }

  /// The runtime shape of `v` (rank >= 1: only `?` shapes need it) as a 1-D
  /// i32 tensor.
  mlir::Value shapeOf(mlir::Value v);
  /// The size of dimension `d` of `v` as a 0-d i32 tensor.
  mlir::Value dimSize(mlir::Value v, int64_t d);
  /// A 1-D i32 shape tensor of 0-d integer sizes (at least one).
  mlir::Value shapeFromSizes(llvm::ArrayRef<mlir::Value> sizes);
  /// A 0-d i64 constant.
  mlir::Value indexConstant(int64_t value);
  /// Entry `index` (a 0-d integer tensor) of `v` along `dim`, that dimension
  /// removed; `?` dimensions elsewhere take real_dynamic_slice and
  /// dynamic_reshape.
  mlir::Value takeIndex(mlir::Value v, int64_t dim, mlir::Value index);
  /// `v` with a dimension of size 1 inserted at `dim`.
  mlir::Value insertUnitDim(mlir::Value v, int64_t dim);
  /// `v` broadcast along `dims` to `type`, whose runtime shape is `shape`
  /// (a 1-D i32 tensor) when `type` is not static.
  mlir::Value broadcastTo(mlir::Value v, mlir::RankedTensorType type,
                          llvm::ArrayRef<int64_t> dims, mlir::Value shape);

  /// A tensor shaped like `like` holding `value` (of `like`'s element type,
  /// or of `elementType` when given).
  mlir::Value splatLike(mlir::Value like, mlir::Attribute value);
  /// `value` converted to `like`'s element type (float, integer, or the real
  /// part of a complex type), splatted like `like`.
  mlir::Value constLike(mlir::Value like, double value);
  mlir::Value complexConstLike(mlir::Value like, double re, double im);

  /// Any stablehlo op by name, with result types inferred from the operands
  /// by the op itself.
  mlir::Value op(llvm::StringRef name, mlir::ValueRange operands,
                 llvm::ArrayRef<mlir::NamedAttribute> attributes = {});
  /// Same, with a declared result type.
  mlir::Value op(llvm::StringRef name, mlir::Type result,
                 mlir::ValueRange operands,
                 llvm::ArrayRef<mlir::NamedAttribute> attributes = {});

  mlir::Value add(mlir::Value a, mlir::Value c) { return op("add", {a, c}); }
  mlir::Value sub(mlir::Value a, mlir::Value c) {
    return op("subtract", {a, c});
  }
  mlir::Value mul(mlir::Value a, mlir::Value c) {
    return op("multiply", {a, c});
  }
  mlir::Value div(mlir::Value a, mlir::Value c) { return op("divide", {a, c}); }
  mlir::Value neg(mlir::Value a) { return op("negate", {a}); }
  mlir::Value abs(mlir::Value a) { return op("abs", {a}); }
  mlir::Value exp(mlir::Value a) { return op("exponential", {a}); }
  mlir::Value expm1(mlir::Value a) { return op("exponential_minus_one", {a}); }
  mlir::Value log(mlir::Value a) { return op("log", {a}); }
  mlir::Value log1p(mlir::Value a) { return op("log_plus_one", {a}); }
  mlir::Value sqrt(mlir::Value a) { return op("sqrt", {a}); }
  mlir::Value atan2(mlir::Value a, mlir::Value c) {
    return op("atan2", {a, c});
  }
  mlir::Value select(mlir::Value pred, mlir::Value onTrue,
                     mlir::Value onFalse) {
    return op("select", {pred, onTrue, onFalse});
  }
  mlir::Value compare(stablehlo::ComparisonDirection direction, mlir::Value a,
                      mlir::Value c);
  mlir::Value isNan(mlir::Value a) {
    return compare(stablehlo::ComparisonDirection::NE, a, a);
  }
  /// The odd extension of `magnitude` = f(|x|): -f where x < 0, x itself
  /// where x is +-0 (keeping its sign), f elsewhere.
  mlir::Value oddExtension(mlir::Value x, mlir::Value magnitude);
  /// Converts to `elementType`, keeping the shape; `a` itself when equal.
  mlir::Value convert(mlir::Value a, mlir::Type elementType);

private:
  mlir::OpBuilder &b;
  mlir::Location loc;
};

/// Lowers one chlo op to StableHLO: the values that replace its results, or
/// failure after reporting why.
using Lowering = mlir::FailureOr<llvm::SmallVector<mlir::Value>> (*)(
    mlir::Operation *op, ChloEmitter &e);
using LoweringTable = llvm::StringMap<Lowering>;

/// One file per kind of op adds its lowerings.
void addBroadcastLowerings(LoweringTable &table);
void addElementaryLowerings(LoweringTable &table);
void addAsinAcosKernelLowerings(LoweringTable &table);
void addSpecialFunctionLowerings(LoweringTable &table);
void addRaggedDotLowerings(LoweringTable &table);
void addScanLowerings(LoweringTable &table);

/// Float types narrower than f32 are computed in f32, as upstream does:
/// calls `compute` on `x` (and `y`) converted to f32 and converts back.
mlir::Value inComputeType(ChloEmitter &e, mlir::Value x,
                          llvm::function_ref<mlir::Value(mlir::Value)> compute);

} // namespace hlokit::chlo_legalization

#endif // HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H
