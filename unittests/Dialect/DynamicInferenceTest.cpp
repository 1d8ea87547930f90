//===- DynamicInferenceTest.cpp - the dynamic ops' inference functions ----===//
//
// Calls the free functions of Dynamic.h on plain types and constant values,
// checking inferred shapes, the bounds they carry, and the labelled errors.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/Dynamic.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class DynamicInference : public ::testing::Test {
protected:
  DynamicInference()
      : handler(&ctx, [this](Diagnostic &diag) {
          lastError = diag.str();
          return success();
        }) {
    ctx.loadDialect<StableHLODialect>();
  }

  Type f32() { return Float32Type::get(&ctx); }
  Type i32() { return IntegerType::get(&ctx, 32); }

  /// A tensor of f32 with the given shape and (optional) bounds.
  RankedTensorType tensor(ArrayRef<int64_t> shape,
                          ArrayRef<int64_t> bounds = {}) {
    return getBoundedTensorType(shape, f32(), bounds);
  }

  /// A non-constant 1-D shape operand of `length` i64 entries.
  IntOperand dynamicOperand(int64_t length) {
    return {RankedTensorType::get({length}, IntegerType::get(&ctx, 64)),
            std::nullopt};
  }
  /// A constant 1-D operand.
  IntOperand constantOperand(ArrayRef<int64_t> values) {
    IntOperand operand = dynamicOperand(values.size());
    operand.values.emplace(values.begin(), values.end());
    return operand;
  }
  /// A 0-D i32 size operand, constant when `value` is given.
  IntOperand size(std::optional<int64_t> value = std::nullopt) {
    IntOperand operand{RankedTensorType::get({}, i32()), std::nullopt};
    if (value)
      operand.values.emplace(1, *value);
    return operand;
  }

  Location loc() { return UnknownLoc::get(&ctx); }

  MLIRContext ctx;
  ScopedDiagnosticHandler handler;
  std::string lastError;
  SmallVector<Type> inferred;
};

//===----------------------------------------------------------------------===//
// verifyInferredResultType: the labelled result type check of the family
//===----------------------------------------------------------------------===//

/// verifyInferredResultType with the labels `elem`, `rank` and `shape`.
LogicalResult verifyResult(Location loc, Type inferred, Type result) {
  return verifyInferredResultType(loc, inferred, result, "elem", "rank",
                                  "shape");
}

TEST_F(DynamicInference, InferredResultTypeAcceptsCompatibleTypes) {
  EXPECT_TRUE(succeeded(verifyResult(loc(), tensor({2, 3}), tensor({2, 3}))));
  // Dynamic dimensions are wildcards on either side.
  EXPECT_TRUE(
      succeeded(verifyResult(loc(), tensor({kDyn, 3}), tensor({2, kDyn}))));
  // A static size within the inferred bound is compatible.
  EXPECT_TRUE(succeeded(verifyResult(loc(), tensor({kDyn}, {4}), tensor({4}))));
  EXPECT_TRUE(lastError.empty());
}

TEST_F(DynamicInference, InferredResultTypeNamesTheElementTypeConstraint) {
  // Element types are compared first, even when the ranks differ too.
  EXPECT_TRUE(failed(verifyResult(loc(), tensor({kDyn}),
                                  RankedTensorType::get({2, 2}, i32()))));
  EXPECT_EQ(lastError, "elem: result element type 'i32' differs from the "
                       "inferred 'f32'");
}

TEST_F(DynamicInference, InferredResultTypeNamesTheRankConstraint) {
  EXPECT_TRUE(failed(verifyResult(loc(), tensor({kDyn, kDyn}), tensor({6}))));
  EXPECT_EQ(lastError, "rank: result rank 1 differs from the inferred 2");
}

TEST_F(DynamicInference, InferredResultTypeNamesTheShapeConstraint) {
  EXPECT_TRUE(failed(verifyResult(loc(), tensor({3}), tensor({4}))));
  EXPECT_EQ(lastError, "shape: result type 'tensor<4xf32>' is incompatible "
                       "with the inferred 'tensor<3xf32>'");
  // A static size beyond the inferred bound is a shape error.
  EXPECT_TRUE(failed(verifyResult(loc(), tensor({kDyn}, {4}), tensor({5}))));
  EXPECT_EQ(lastError, "shape: result type 'tensor<5xf32>' is incompatible "
                       "with the inferred 'tensor<?xf32, "
                       "#stablehlo.bounds<4>>'");
}

//===----------------------------------------------------------------------===//
// set_dimension_size
//===----------------------------------------------------------------------===//

TEST_F(DynamicInference, SetDimensionSizeMakesAStaticDimensionBounded) {
  ASSERT_TRUE(succeeded(
      inferSetDimensionSizeOp(loc(), tensor({4, 3}), size(), 0, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, 3}, {4, kDyn}));
}

TEST_F(DynamicInference, SetDimensionSizeKeepsAnExistingBound) {
  ASSERT_TRUE(succeeded(inferSetDimensionSizeOp(
      loc(), tensor({kDyn, kDyn}, {8, 2}), size(), 1, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}, {8, 2}));
}

TEST_F(DynamicInference, SetDimensionSizeConstantEqualToBoundIsStatic) {
  ASSERT_TRUE(succeeded(
      inferSetDimensionSizeOp(loc(), tensor({4}), size(4), 0, inferred)));
  EXPECT_EQ(inferred[0], tensor({4}));
  ASSERT_TRUE(succeeded(inferSetDimensionSizeOp(
      loc(), tensor({kDyn, 2}, {6, kDyn}), size(6), 0, inferred)));
  EXPECT_EQ(inferred[1], tensor({6, 2}));
}

TEST_F(DynamicInference, SetDimensionSizeSmallerConstantStaysBounded) {
  ASSERT_TRUE(succeeded(
      inferSetDimensionSizeOp(loc(), tensor({4}), size(2), 0, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn}, {4}));
}

// An unbounded dimension, which upstream accepts, stays unbounded.
TEST_F(DynamicInference, SetDimensionSizeOfUnboundedDim) {
  ASSERT_TRUE(succeeded(
      inferSetDimensionSizeOp(loc(), tensor({kDyn}), size(4), 0, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn}));
}

TEST_F(DynamicInference, SetDimensionSizeErrors) {
  EXPECT_TRUE(
      failed(inferSetDimensionSizeOp(loc(), tensor({4}), size(), 1, inferred)));
  EXPECT_EQ(lastError, "set_dimension_size_c1: dimension 1 is out of range "
                       "[0, 1)");
  IntOperand vector{RankedTensorType::get({1}, i32()), std::nullopt};
  EXPECT_TRUE(
      failed(inferSetDimensionSizeOp(loc(), tensor({4}), vector, 0, inferred)));
  EXPECT_EQ(lastError.rfind("set_dimension_size_c2:", 0), 0u);
  EXPECT_TRUE(failed(inferSetDimensionSizeOp(loc(), tensor({kDyn}, {3}),
                                             size(4), 0, inferred)));
  EXPECT_EQ(lastError, "set_dimension_size_c4: size 4 must be in [0, 3], the "
                       "static size or bound of dimension 0");
  EXPECT_TRUE(inferred.empty());
}

//===----------------------------------------------------------------------===//
// real_dynamic_slice
//===----------------------------------------------------------------------===//

TEST_F(DynamicInference, RealDynamicSliceIsBoundedByTheOperand) {
  IntOperand unknown = dynamicOperand(2);
  ASSERT_TRUE(succeeded(inferRealDynamicSliceOp(
      loc(), tensor({7, kDyn}), unknown, unknown, unknown, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}, {7, kDyn}));
  ASSERT_TRUE(succeeded(
      inferRealDynamicSliceOp(loc(), tensor({kDyn}, {5}), dynamicOperand(1),
                              dynamicOperand(1), dynamicOperand(1), inferred)));
  EXPECT_EQ(inferred[1], tensor({kDyn}, {5}));
}

TEST_F(DynamicInference, RealDynamicSliceConstantsGiveStaticSizes) {
  ASSERT_TRUE(succeeded(inferRealDynamicSliceOp(
      loc(), tensor({7, kDyn}), constantOperand({1, 0}),
      constantOperand({7, 4}), constantOperand({2, 3}), inferred)));
  EXPECT_EQ(inferred[0], tensor({3, 2}));
}

TEST_F(DynamicInference, RealDynamicSliceIndicesMayHaveADynamicLength) {
  IntOperand unknown = dynamicOperand(kDyn);
  ASSERT_TRUE(succeeded(inferRealDynamicSliceOp(loc(), tensor({7, 2}), unknown,
                                                unknown, unknown, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}, {7, 2}));
}

TEST_F(DynamicInference, RealDynamicSliceKnownPartsTightenTheBound) {
  // start 2 and stride 2 on 7 elements: at most ceil(5 / 2) = 3.
  ASSERT_TRUE(succeeded(inferRealDynamicSliceOp(
      loc(), tensor({7}), constantOperand({2}), dynamicOperand(1),
      constantOperand({2}), inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn}, {3}));
  // A known limit bounds an unbounded dimension.
  ASSERT_TRUE(succeeded(inferRealDynamicSliceOp(
      loc(), tensor({kDyn}), dynamicOperand(1), constantOperand({4}),
      dynamicOperand(1), inferred)));
  EXPECT_EQ(inferred[1], tensor({kDyn}, {4}));
}

TEST_F(DynamicInference, RealDynamicSliceErrors) {
  IntOperand one = constantOperand({1});
  EXPECT_TRUE(failed(inferRealDynamicSliceOp(
      loc(), tensor({7}), dynamicOperand(2), one, one, inferred)));
  EXPECT_EQ(lastError, "real_dynamic_slice_c2: start_indices size (2) must "
                       "equal operand rank (1)");
  EXPECT_TRUE(
      failed(inferRealDynamicSliceOp(loc(), tensor({7}), constantOperand({3}),
                                     constantOperand({2}), one, inferred)));
  EXPECT_EQ(lastError.rfind("real_dynamic_slice_c3:", 0), 0u);
  EXPECT_TRUE(failed(inferRealDynamicSliceOp(loc(), tensor({7}), one, one,
                                             constantOperand({-1}), inferred)));
  EXPECT_EQ(lastError.rfind("real_dynamic_slice_c4:", 0), 0u);
}

//===----------------------------------------------------------------------===//
// dynamic_pad
//===----------------------------------------------------------------------===//

TEST_F(DynamicInference, DynamicPadConstantPaddings) {
  Type scalar = RankedTensorType::get({}, f32());
  // [3, ?<=4, ?]: static, bounded, unbounded.
  ASSERT_TRUE(succeeded(
      inferDynamicPadOp(loc(), tensor({3, kDyn, kDyn}, {kDyn, 4, kDyn}), scalar,
                        constantOperand({1, 0, 1}), constantOperand({2, 1, 1}),
                        constantOperand({1, 2, 0}), inferred)));
  // 3 -> 1 + 3 + 2 * 1 + 2 = 8; bound 4 -> 4 + 3 * 2 + 1 = 11.
  EXPECT_EQ(inferred[0], tensor({8, kDyn, kDyn}, {kDyn, 11, kDyn}));
}

TEST_F(DynamicInference, DynamicPadUnknownPaddingsGiveDynamicSizes) {
  Type scalar = RankedTensorType::get({}, f32());
  IntOperand unknown = dynamicOperand(2);
  ASSERT_TRUE(
      succeeded(inferDynamicPadOp(loc(), tensor({3, kDyn}, {kDyn, 4}), scalar,
                                  unknown, unknown, unknown, inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}));
}

TEST_F(DynamicInference, DynamicPadErrors) {
  Type scalar = RankedTensorType::get({}, f32());
  IntOperand zero = constantOperand({0});
  EXPECT_TRUE(failed(inferDynamicPadOp(loc(), tensor({3}),
                                       RankedTensorType::get({}, i32()), zero,
                                       zero, zero, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_pad_c1:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicPadOp(
      loc(), tensor({3}), scalar, dynamicOperand(2), zero, zero, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_pad_c2:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicPadOp(loc(), tensor({3}), scalar, zero, zero,
                                       constantOperand({-1}), inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_pad_c3:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicPadOp(loc(), tensor({3}), scalar,
                                       constantOperand({-2}),
                                       constantOperand({-2}), zero, inferred)));
  EXPECT_EQ(lastError,
            "dynamic_pad_c4: padding dimension 0 gives a negative size (-1)");
}

//===----------------------------------------------------------------------===//
// dynamic_broadcast_in_dim
//===----------------------------------------------------------------------===//

TEST_F(DynamicInference, DynamicBroadcastInDimConstantShape) {
  ASSERT_TRUE(succeeded(inferDynamicBroadcastInDimOp(
      loc(), tensor({1, 3}), constantOperand({2, 3, 5}), {0, 1}, std::nullopt,
      std::nullopt, inferred)));
  EXPECT_EQ(inferred[0], tensor({2, 3, 5}));
}

TEST_F(DynamicInference, DynamicBroadcastInDimRefinesFromTheOperand) {
  // Size 3 is kept; size 1 may expand; a non-expanding bounded dimension
  // keeps its bound.
  SmallVector<int64_t> nonexpanding{2};
  ASSERT_TRUE(succeeded(inferDynamicBroadcastInDimOp(
      loc(), tensor({3, 1, kDyn}, {kDyn, kDyn, 6}), dynamicOperand(4),
      {1, 2, 3}, std::nullopt, ArrayRef<int64_t>(nonexpanding), inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, 3, kDyn, kDyn}, {kDyn, kDyn, kDyn, 6}));
  // A non-expanding size-1 dimension stays 1.
  SmallVector<int64_t> first{0};
  ASSERT_TRUE(succeeded(inferDynamicBroadcastInDimOp(
      loc(), tensor({1}), dynamicOperand(1), {0}, std::nullopt,
      ArrayRef<int64_t>(first), inferred)));
  EXPECT_EQ(inferred[1], tensor({1}));
}

TEST_F(DynamicInference, DynamicBroadcastInDimErrors) {
  EXPECT_TRUE(failed(inferDynamicBroadcastInDimOp(
      loc(), tensor({3}), dynamicOperand(2), {0, 1}, std::nullopt, std::nullopt,
      inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c2:", 0), 0u);
  EXPECT_TRUE(failed(
      inferDynamicBroadcastInDimOp(loc(), tensor({3}), dynamicOperand(2), {2},
                                   std::nullopt, std::nullopt, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c3:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicBroadcastInDimOp(
      loc(), tensor({3, 3}), dynamicOperand(2), {0, 0}, std::nullopt,
      std::nullopt, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c4:", 0), 0u);
  EXPECT_TRUE(failed(
      inferDynamicBroadcastInDimOp(loc(), tensor({3}), constantOperand({4}),
                                   {0}, std::nullopt, std::nullopt, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c5:", 0), 0u);
  SmallVector<int64_t> zero{0}, one{1};
  EXPECT_TRUE(failed(inferDynamicBroadcastInDimOp(
      loc(), tensor({kDyn}), dynamicOperand(1), {0}, ArrayRef<int64_t>(zero),
      ArrayRef<int64_t>(zero), inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c8:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicBroadcastInDimOp(
      loc(), tensor({kDyn}), dynamicOperand(1), {0}, ArrayRef<int64_t>(one),
      std::nullopt, inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c9:", 0), 0u);
  EXPECT_TRUE(failed(inferDynamicBroadcastInDimOp(
      loc(), tensor({kDyn}), dynamicOperand(1), {0}, std::nullopt,
      ArrayRef<int64_t>(one), inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_broadcast_in_dim_c10:", 0), 0u);
}

//===----------------------------------------------------------------------===//
// dynamic_iota, dynamic_reshape
//===----------------------------------------------------------------------===//

TEST_F(DynamicInference, DynamicIotaShapeComesFromTheOperand) {
  ASSERT_TRUE(succeeded(
      inferDynamicIotaOp(loc(), dynamicOperand(2), 1, f32(), inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}));
  ASSERT_TRUE(succeeded(
      inferDynamicIotaOp(loc(), constantOperand({4, 5}), 0, f32(), inferred)));
  EXPECT_EQ(inferred[1], tensor({4, 5}));
  EXPECT_TRUE(
      failed(inferDynamicIotaOp(loc(), dynamicOperand(2), 2, f32(), inferred)));
  EXPECT_EQ(lastError.rfind("dynamic_iota_c1:", 0), 0u);
}

TEST_F(DynamicInference, DynamicIotaVerifiesTheDeclaredType) {
  EXPECT_TRUE(succeeded(
      verifyDynamicIotaOp(loc(), constantOperand({4}), 0, tensor({kDyn}))));
  EXPECT_TRUE(
      failed(verifyDynamicIotaOp(loc(), dynamicOperand(1), 0, tensor({4, 4}))));
  EXPECT_EQ(lastError.rfind("dynamic_iota_c2:", 0), 0u);
  EXPECT_TRUE(
      failed(verifyDynamicIotaOp(loc(), constantOperand({3}), 0, tensor({4}))));
  EXPECT_EQ(lastError, "dynamic_iota_c2: result type 'tensor<4xf32>' is "
                       "incompatible with the inferred 'tensor<3xf32>'");
}

TEST_F(DynamicInference, DynamicReshape) {
  ASSERT_TRUE(succeeded(
      inferDynamicReshapeOp(loc(), tensor({6}), dynamicOperand(2), inferred)));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn}));
  ASSERT_TRUE(succeeded(inferDynamicReshapeOp(
      loc(), tensor({kDyn}), constantOperand({2, 3}), inferred)));
  EXPECT_EQ(inferred[1], tensor({2, 3}));
  EXPECT_TRUE(failed(inferDynamicReshapeOp(loc(), tensor({6}),
                                           constantOperand({4, 2}), inferred)));
  EXPECT_EQ(lastError, "dynamic_reshape_c2: the operand has 6 elements but "
                       "the result shape [4, 2] has 8");
  EXPECT_TRUE(failed(inferDynamicReshapeOp(
      loc(), tensor({6}), constantOperand({-1, 2}), inferred)));
  EXPECT_EQ(lastError, "dynamic_reshape: output_shape [-1, 2] has a negative "
                       "size");
  // Without a static length the result rank is unknown.
  EXPECT_TRUE(failed(inferDynamicReshapeOp(loc(), tensor({6}),
                                           dynamicOperand(kDyn), inferred)));
  EXPECT_EQ(lastError,
            "dynamic_reshape: output_shape must have a static length");
  EXPECT_TRUE(
      succeeded(verifyDynamicReshapeOp(loc(), tensor({6}), tensor({2, 3}))));
  EXPECT_TRUE(
      failed(verifyDynamicReshapeOp(loc(), tensor({6}), tensor({2, 2}))));
}

//===----------------------------------------------------------------------===//
// dynamic_conv
//===----------------------------------------------------------------------===//

class DynamicConv : public DynamicInference {
protected:
  /// [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  ConvDimensions nhwc() {
    ConvDimensions dims;
    dims.inputBatch = 0;
    dims.inputFeature = 3;
    dims.inputSpatial = {1, 2};
    dims.kernelInputFeature = 2;
    dims.kernelOutputFeature = 3;
    dims.kernelSpatial = {0, 1};
    dims.outputBatch = 0;
    dims.outputFeature = 3;
    dims.outputSpatial = {1, 2};
    return dims;
  }
  IntOperand padding(std::optional<SmallVector<int64_t>> values) {
    return {RankedTensorType::get({2, 2}, IntegerType::get(&ctx, 64)),
            std::move(values)};
  }
  LogicalResult infer(Type lhs, Type rhs, const IntOperand &pad,
                      const ConvWindow &window = {}, int64_t featureGroups = 1,
                      int64_t batchGroups = 1) {
    return inferDynamicConvOp(loc(), lhs, rhs, pad, window, nhwc(),
                              featureGroups, batchGroups, 2, inferred);
  }
};

TEST_F(DynamicConv, DimensionsFromTheAttribute) {
  auto attr = ConvDimensionNumbersAttr::get(&ctx, 0, 3, {1, 2}, 2, 3, {0, 1}, 0,
                                            3, {1, 2});
  ConvDimensions dims = getConvDimensions(attr);
  ConvDimensions expected = nhwc();
  EXPECT_EQ(dims.inputFeature, expected.inputFeature);
  EXPECT_EQ(dims.inputSpatial, expected.inputSpatial);
  EXPECT_EQ(dims.kernelInputFeature, expected.kernelInputFeature);
  EXPECT_EQ(dims.kernelSpatial, expected.kernelSpatial);
  EXPECT_EQ(dims.outputFeature, expected.outputFeature);
  EXPECT_EQ(dims.outputSpatial, expected.outputSpatial);
}

TEST_F(DynamicConv, ConstantPaddingGivesStaticSizes) {
  // The spec example: 4x4 input, lhs dilation 2 (7x7), 3x3 window, stride 4.
  ConvWindow window;
  window.strides = SmallVector<int64_t>{4, 4};
  window.lhsDilation = SmallVector<int64_t>{2, 2};
  ASSERT_TRUE(
      succeeded(infer(tensor({1, 4, 4, 1}), tensor({3, 3, 1, 1}),
                      padding(SmallVector<int64_t>{0, 0, 0, 0}), window)));
  EXPECT_EQ(inferred[0], tensor({1, 2, 2, 1}));
}

TEST_F(DynamicConv, UnknownPaddingGivesDynamicSpatialSizes) {
  ASSERT_TRUE(succeeded(
      infer(tensor({8, 5, 5, 2}), tensor({3, 3, 2, 4}), padding({}))));
  EXPECT_EQ(inferred[0], tensor({8, kDyn, kDyn, 4}));
}

TEST_F(DynamicConv, BoundedInputsGiveBoundedResults) {
  // Batch <= 8 and height <= 10 with padding 1 on each side: height <= 10.
  ASSERT_TRUE(succeeded(infer(tensor({kDyn, kDyn, 5, 2}, {8, 10, kDyn, kDyn}),
                              tensor({3, 3, 2, 4}),
                              padding(SmallVector<int64_t>{1, 1, 0, 0}))));
  EXPECT_EQ(inferred[0], tensor({kDyn, kDyn, 3, 4}, {8, 10, kDyn, kDyn}));
}

TEST_F(DynamicConv, Errors) {
  RankedTensorType lhs = tensor({2, 5, 5, 4});
  RankedTensorType rhs = tensor({3, 3, 2, 4});
  IntOperand pad = padding({});
  EXPECT_TRUE(failed(infer(lhs, tensor({3, 3, 4}), pad)));
  EXPECT_EQ(lastError, "dynamic_conv_c1: lhs rank 4 and rhs rank 3 differ");
  ConvWindow badStride;
  badStride.strides = SmallVector<int64_t>{1, 0};
  EXPECT_TRUE(failed(infer(lhs, rhs, pad, badStride, 2)));
  EXPECT_EQ(lastError.rfind("dynamic_conv_c3:", 0), 0u);
  IntOperand badPadding{
      RankedTensorType::get({3, 2}, IntegerType::get(&ctx, 64)), std::nullopt};
  EXPECT_TRUE(failed(infer(lhs, rhs, badPadding, {}, 2)));
  EXPECT_EQ(lastError, "dynamic_conv_c4: padding shape [3, 2] must be [2, 2]");
  EXPECT_TRUE(failed(infer(lhs, rhs, pad, {}, 3)));
  EXPECT_EQ(lastError.rfind("dynamic_conv_c11:", 0), 0u);
  EXPECT_TRUE(failed(infer(lhs, rhs, pad, {}, 1)));
  EXPECT_EQ(lastError.rfind("dynamic_conv_c14:", 0), 0u);
  EXPECT_TRUE(failed(infer(lhs, rhs, pad, {}, 2, 2)));
  EXPECT_EQ(lastError.rfind("dynamic_conv_c23:", 0), 0u);
  EXPECT_TRUE(failed(infer(lhs, rhs, pad, {}, 0)));
  EXPECT_EQ(lastError.rfind("dynamic_conv_c21:", 0), 0u);
  EXPECT_TRUE(inferred.empty());
}

//===----------------------------------------------------------------------===//
// The ops' builders infer through the same functions, reading constants
//===----------------------------------------------------------------------===//

class DynamicOpBuilders : public DynamicInference {
protected:
  DynamicOpBuilders()
      : module(ModuleOp::create(UnknownLoc::get(&ctx))), builder(&ctx) {
    builder.setInsertionPointToEnd(module->getBody());
  }

  /// A value of `type` that is not a constant.
  Value opaque(Type type) {
    return UnrealizedConversionCastOp::create(builder, loc(), type,
                                              ValueRange())
        .getResult(0);
  }
  Value constant(ArrayRef<int32_t> values, ArrayRef<int64_t> shape) {
    auto type = RankedTensorType::get(shape, i32());
    return ConstantOp::create(builder, loc(),
                              DenseIntElementsAttr::get(type, values));
  }

  OwningOpRef<ModuleOp> module;
  OpBuilder builder;
};

TEST_F(DynamicOpBuilders, SetDimensionSizeReadsAConstantSize) {
  Value data = opaque(RankedTensorType::get({4}, i32()));
  auto unknown = SetDimensionSizeOp::create(
      builder, loc(), data, opaque(RankedTensorType::get({}, i32())), 0);
  EXPECT_EQ(unknown.getType(), getBoundedTensorType({kDyn}, i32(), {4}));
  auto full =
      SetDimensionSizeOp::create(builder, loc(), data, constant({4}, {}), 0);
  EXPECT_EQ(full.getType(), RankedTensorType::get({4}, i32()));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(DynamicOpBuilders, DynamicReshapeReadsAConstantShape) {
  Value data = opaque(tensor({kDyn}));
  auto reshaped =
      DynamicReshapeOp::create(builder, loc(), data, constant({2, 3}, {2}));
  EXPECT_EQ(reshaped.getType(), tensor({2, 3}));
  auto unknown = DynamicReshapeOp::create(
      builder, loc(), data, opaque(RankedTensorType::get({2}, i32())));
  EXPECT_EQ(unknown.getType(), tensor({kDyn, kDyn}));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(DynamicOpBuilders, RealDynamicSliceReadsConstantIndices) {
  Value data = opaque(tensor({7}));
  auto slice =
      RealDynamicSliceOp::create(builder, loc(), data, constant({1}, {1}),
                                 constant({7}, {1}), constant({2}, {1}));
  EXPECT_EQ(slice.getType(), tensor({3}));
  EXPECT_TRUE(succeeded(verify(*module)));
}

// The labelled result type check runs with the op's own invariants, ahead
// of InferTypeOpInterface's generic message.
TEST_F(DynamicOpBuilders, ResultTypeIsCheckedWithTheOpInvariants) {
  Value data = opaque(RankedTensorType::get({4}, i32()));
  Value size = opaque(RankedTensorType::get({}, i32()));
  auto op = SetDimensionSizeOp::create(
      builder, loc(), RankedTensorType::get({5}, i32()), data, size, 0);
  EXPECT_TRUE(failed(op->getName().verifyInvariants(op)));
  EXPECT_EQ(lastError, "set_dimension_size_c5: result type 'tensor<5xi32>' is "
                       "incompatible with the inferred 'tensor<?xi32, "
                       "#stablehlo.bounds<4>>'");
}

} // namespace
