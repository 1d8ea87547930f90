//===- ElementwiseInferenceTest.cpp - elementwise inference functions -----===//

#include "hlokit/Dialect/StableHLO/SpecStrictness.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class ElementwiseInference : public ::testing::Test {
protected:
  MLIRContext ctx;
  Builder b{&ctx};
  Location loc = UnknownLoc::get(&ctx);
  std::string error;
  ScopedDiagnosticHandler handler{&ctx, [this](Diagnostic &diag) {
                                    error = diag.str();
                                    return success();
                                  }};

  Type f32() { return b.getF32Type(); }
  Type f64() { return b.getF64Type(); }
  Type i1() { return b.getI1Type(); }
  Type i32() { return b.getI32Type(); }
  Type ui8() { return IntegerType::get(&ctx, 8, IntegerType::Unsigned); }
  Type c64() { return ComplexType::get(f32()); }
  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element) {
    return RankedTensorType::get(shape, element);
  }
  /// The single inferred component as a tensor type.
  static RankedTensorType
  inferredType(const SmallVector<ShapedTypeComponents> &inferred) {
    EXPECT_EQ(inferred.size(), 1u);
    return RankedTensorType::get(inferred.front().getDims(),
                                 inferred.front().getElementType());
  }
};

TEST_F(ElementwiseInference, ElementwiseRefinesDynamicDims) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferElementwiseOp(
      loc, "add", {tensor({kDyn, 4}, f32()), tensor({2, kDyn}, f32())},
      inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({2, 4}, f32()));
}

TEST_F(ElementwiseInference, ElementwiseRejectsIncompatibleOperands) {
  SmallVector<ShapedTypeComponents> inferred;
  EXPECT_TRUE(failed(inferElementwiseOp(
      loc, "add", {tensor({2}, f32()), tensor({3}, f32())}, inferred)));
  EXPECT_EQ(error, "add_c1: operand types 'tensor<2xf32>' and "
                   "'tensor<3xf32>' are not compatible");
  EXPECT_TRUE(failed(inferElementwiseOp(
      loc, "xor", {tensor({2}, i32()), tensor({2}, i1())}, inferred)));
  EXPECT_EQ(error, "xor_c1: operand types 'tensor<2xi32>' and "
                   "'tensor<2xi1>' are not compatible");
  // Without a location the failure is silent.
  error.clear();
  EXPECT_TRUE(failed(
      inferElementwiseOp(std::nullopt, "add",
                         {tensor({2}, f32()), tensor({3}, f32())}, inferred)));
  EXPECT_TRUE(error.empty());
}

TEST_F(ElementwiseInference, ElementwiseRejectsNonTensors) {
  SmallVector<ShapedTypeComponents> inferred;
  EXPECT_TRUE(failed(inferElementwiseOp(loc, "sine", {f32()}, inferred)));
  EXPECT_EQ(error, "sine_c1: expected a ranked tensor, got 'f32'");
  EXPECT_TRUE(failed(inferElementwiseOp(
      loc, "add", {tensor({2}, f32()), UnrankedTensorType::get(f32())},
      inferred)));
  EXPECT_EQ(error, "add_c1: expected a ranked tensor, got 'tensor<*xf32>'");
}

TEST_F(ElementwiseInference, ElementwiseResultMayBeMoreSpecific) {
  EXPECT_TRUE(succeeded(verifyElementwiseOp(
      loc, "sine", {tensor({kDyn}, f32())}, tensor({4}, f32()))));
  EXPECT_TRUE(failed(verifyElementwiseOp(loc, "sine", {tensor({2}, f32())},
                                         tensor({4}, f32()))));
  EXPECT_EQ(error, "sine_c1: result type 'tensor<4xf32>' is not compatible "
                   "with the inferred type 'tensor<2xf32>'");
}

TEST_F(ElementwiseInference, ComplexToRealTakesTheComponentType) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(
      inferComplexToRealOp(loc, "abs", tensor({2}, c64()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({2}, f32()));
  inferred.clear();
  ASSERT_TRUE(succeeded(
      inferComplexToRealOp(loc, "imag", tensor({}, f64()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({}, f64()));
  EXPECT_TRUE(failed(verifyComplexToRealOp(loc, "real", tensor({2}, c64()),
                                           tensor({2}, f64()))));
  EXPECT_EQ(error, "real_c2: result element type 'f64' does not match the "
                   "expected 'f32' for operand element type 'complex<f32>'");
}

TEST_F(ElementwiseInference, IsFiniteIsBoolean) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferIsFiniteOp(loc, tensor({7}, f64()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({7}, i1()));
  EXPECT_TRUE(
      failed(verifyIsFiniteOp(loc, tensor({7}, f64()), tensor({6}, i1()))));
  EXPECT_EQ(error, "is_finite_c1: result shape [6] does not match operand "
                   "shape [7]");
}

TEST_F(ElementwiseInference, ComplexBuildsComplexElements) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferComplexOp(loc, tensor({kDyn}, f64()),
                                       tensor({3}, f64()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({3}, ComplexType::get(f64())));
  EXPECT_TRUE(failed(
      inferComplexOp(loc, tensor({3}, f32()), tensor({3}, f64()), inferred)));
  EXPECT_EQ(error, "complex_c1: lhs type 'tensor<3xf32>' and rhs type "
                   "'tensor<3xf64>' are not compatible");
  EXPECT_TRUE(
      failed(verifyComplexOp(loc, tensor({3}, f32()), tensor({3}, f32()),
                             tensor({3}, ComplexType::get(f64())))));
  EXPECT_EQ(error, "complex_c3: result element type 'complex<f64>' must be "
                   "'complex<f32>'");
}

TEST_F(ElementwiseInference, CompareInfersBooleanShape) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferCompareOp(loc, tensor({kDyn, 2}, f32()),
                                       tensor({5, 2}, f32()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({5, 2}, i1()));
  EXPECT_TRUE(failed(
      inferCompareOp(loc, tensor({2}, f32()), tensor({2}, i32()), inferred)));
  EXPECT_EQ(error, "compare_c1: operand element types 'f32' and 'i32' differ");
  EXPECT_TRUE(failed(inferCompareOp(loc, tensor({2}, f32()),
                                    tensor({2, 1}, f32()), inferred)));
  EXPECT_EQ(error,
            "compare_c2: operand shapes [2] and [2, 1] are not compatible");
}

TEST_F(ElementwiseInference, CompareTypeMatchesElementType) {
  auto accepts = [&](Type element, std::optional<ComparisonType> type) {
    RankedTensorType t = tensor({2}, element);
    return succeeded(verifyCompareOp(loc, t, t, type, tensor({2}, i1())));
  };
  // By default compare_c3 is checked as upstream does: not at all.
  EXPECT_TRUE(accepts(f32(), ComparisonType::SIGNED));
  setStrictSpec(true);
  EXPECT_TRUE(accepts(i32(), ComparisonType::SIGNED));
  EXPECT_FALSE(accepts(i32(), ComparisonType::UNSIGNED));
  EXPECT_TRUE(accepts(ui8(), ComparisonType::UNSIGNED));
  EXPECT_FALSE(accepts(ui8(), ComparisonType::SIGNED));
  EXPECT_TRUE(accepts(i1(), ComparisonType::UNSIGNED));
  EXPECT_TRUE(accepts(f32(), ComparisonType::FLOAT));
  EXPECT_TRUE(accepts(f32(), ComparisonType::TOTALORDER));
  EXPECT_FALSE(accepts(f32(), ComparisonType::SIGNED));
  EXPECT_TRUE(accepts(c64(), ComparisonType::FLOAT));
  EXPECT_FALSE(accepts(c64(), ComparisonType::TOTALORDER));
  EXPECT_EQ(error, "compare_c3: compare_type TOTALORDER is not allowed for "
                   "element type 'complex<f32>' (expected FLOAT)");
  // Unspecified: absent or the legacy NOTYPE.
  EXPECT_TRUE(accepts(c64(), std::nullopt));
  EXPECT_TRUE(accepts(i32(), ComparisonType::NOTYPE));
  setStrictSpec(false);
}

TEST_F(ElementwiseInference, SelectAcceptsScalarPred) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(
      succeeded(inferSelectOp(loc, tensor({}, i1()), tensor({2, kDyn}, i32()),
                              tensor({kDyn, 3}, i32()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({2, 3}, i32()));
  EXPECT_TRUE(failed(inferSelectOp(loc, tensor({3}, i1()), tensor({2}, i32()),
                                   tensor({2}, i32()), inferred)));
  EXPECT_EQ(error,
            "select_c1: pred shape [3] must be a scalar or match on_true "
            "shape [2]");
  EXPECT_TRUE(failed(verifySelectOp(loc, tensor({2}, i1()), tensor({2}, i32()),
                                    tensor({2}, i32()), tensor({2}, f32()))));
  EXPECT_EQ(error, "select_c2: result type 'tensor<2xf32>' is not compatible "
                   "with the inferred type 'tensor<2xi32>'");
}

TEST_F(ElementwiseInference, ClampAcceptsScalarBounds) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferClampOp(loc, tensor({}, f32()), tensor({4}, f32()),
                                     tensor({4}, f32()), inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({4}, f32()));
  EXPECT_TRUE(failed(inferClampOp(loc, tensor({4}, f32()), tensor({4}, f32()),
                                  tensor({2}, f32()), inferred)));
  EXPECT_EQ(error, "clamp_c2: max shape [2] must be a scalar or match operand "
                   "shape [4]");
  EXPECT_TRUE(failed(inferClampOp(loc, tensor({}, f64()), tensor({4}, f32()),
                                  tensor({}, f32()), inferred)));
  EXPECT_EQ(error, "clamp_c3: min element type 'f64' does not match operand "
                   "element type 'f32'");
}

TEST_F(ElementwiseInference, ReducePrecisionBitCounts) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(
      inferReducePrecisionOp(loc, tensor({6}, f64()), 1, 0, inferred)));
  EXPECT_EQ(inferredType(inferred), tensor({6}, f64()));
  EXPECT_TRUE(
      failed(inferReducePrecisionOp(loc, tensor({6}, f64()), 0, 10, inferred)));
  EXPECT_EQ(error,
            "reduce_precision_c2: exponent_bits must be at least 1, got 0");
  EXPECT_TRUE(
      failed(inferReducePrecisionOp(loc, tensor({6}, f64()), 5, -3, inferred)));
  EXPECT_EQ(error,
            "reduce_precision_c3: mantissa_bits must be non-negative, got -3");
}

TEST_F(ElementwiseInference, ConvertKeepsShape) {
  EXPECT_TRUE(succeeded(
      verifyConvertOp(loc, tensor({kDyn}, i32()), tensor({3}, c64()))));
  EXPECT_TRUE(
      failed(verifyConvertOp(loc, tensor({2}, i32()), tensor({3}, f32()))));
}

TEST_F(ElementwiseInference, BitcastConvertShapeRule) {
  auto accepts = [&](RankedTensorType from, RankedTensorType to) {
    return succeeded(verifyBitcastConvertOp(loc, from, to));
  };
  Type i8 = b.getI8Type(), i16 = b.getI16Type();
  EXPECT_TRUE(accepts(tensor({2}, f32()), tensor({2}, i32())));
  EXPECT_TRUE(accepts(tensor({2}, f32()), tensor({2, 4}, i8)));
  EXPECT_TRUE(accepts(tensor({2}, f32()), tensor({2, kDyn}, i8)));
  EXPECT_FALSE(accepts(tensor({2}, f32()), tensor({2, 2}, i8)));
  EXPECT_TRUE(accepts(tensor({3, 2}, i16), tensor({3}, f32())));
  EXPECT_FALSE(accepts(tensor({3, 2}, i16), tensor({2}, f32())));
  EXPECT_FALSE(accepts(tensor({}, i16), tensor({}, f32())));
  EXPECT_TRUE(accepts(tensor({}, ComplexType::get(f64())), tensor({2}, c64())));
  EXPECT_FALSE(accepts(tensor({2}, c64()), tensor({2}, f64())));
  EXPECT_EQ(error, "bitcast_convert_c2: cannot bitcast 'complex<f32>' to "
                   "'f64'; complex converts only to and from complex");
}

// bitcast_convert_c1 counts the bits of a quantized tensor's storage type,
// not of its expressed type.
TEST_F(ElementwiseInference, BitcastConvertCountsStorageBits) {
  auto accepts = [&](RankedTensorType from, RankedTensorType to) {
    return succeeded(verifyBitcastConvertOp(loc, from, to));
  };
  ctx.loadDialect<quant::QuantDialect>();
  Type q8 =
      quant::UniformQuantizedType::get(quant::QuantizationFlags::Signed,
                                       b.getI8Type(), f32(), 0.5, 0, -128, 127);
  EXPECT_TRUE(accepts(tensor({4}, q8), tensor({4}, ui8())));
  EXPECT_TRUE(accepts(tensor({4}, q8), tensor({}, f32())));
  EXPECT_TRUE(accepts(tensor({}, f32()), tensor({4}, q8)));
  EXPECT_FALSE(accepts(tensor({4}, q8), tensor({4}, f32())));
  EXPECT_EQ(error, "bitcast_convert_c1: result rank 1 must be the operand "
                   "rank 1 minus 1 for the wider 'f32' elements");
}

TEST_F(ElementwiseInference, ElementBitWidthCountsComplexParts) {
  EXPECT_EQ(elementBitWidth(i1()), 1);
  EXPECT_EQ(elementBitWidth(b.getBF16Type()), 16);
  EXPECT_EQ(elementBitWidth(ComplexType::get(f64())), 128);
}

// The generated builders without result types go through the inference.
TEST(ElementwiseBuilders, InferResultTypes) {
  MLIRContext ctx;
  ctx.loadDialect<StableHLODialect>();
  OpBuilder b(&ctx);
  Location loc = b.getUnknownLoc();
  Block block;
  Value x =
      block.addArgument(RankedTensorType::get({kDyn, 4}, b.getF32Type()), loc);
  Value y =
      block.addArgument(RankedTensorType::get({2, kDyn}, b.getF32Type()), loc);
  Value pred = block.addArgument(RankedTensorType::get({}, b.getI1Type()), loc);
  b.setInsertionPointToEnd(&block);

  auto add = AddOp::create(b, loc, x, y);
  EXPECT_EQ(add.getType(), RankedTensorType::get({2, 4}, b.getF32Type()));
  auto compare = CompareOp::create(b, loc, x, y, ComparisonDirection::LT,
                                   /*compare_type=*/nullptr);
  EXPECT_EQ(compare.getType(), RankedTensorType::get({2, 4}, b.getI1Type()));
  auto select = SelectOp::create(b, loc, pred, x, add);
  EXPECT_EQ(select.getType(), RankedTensorType::get({2, 4}, b.getF32Type()));
  auto complex = ComplexOp::create(b, loc, add, add);
  auto abs = AbsOp::create(b, loc, complex);
  EXPECT_EQ(abs.getType(), add.getType());
  auto convert = ConvertOp::create(b, loc, x, b.getI32Type());
  EXPECT_EQ(convert.getType(),
            RankedTensorType::get({kDyn, 4}, b.getI32Type()));
  for (Operation &op : block)
    EXPECT_TRUE(succeeded(verify(&op)));
  // The ops use each other and the arguments; let them go in any order.
  block.dropAllReferences();
}

TEST(ElementwiseNames, SpecNameDropsTheDialect) {
  EXPECT_EQ(specName("stablehlo.add"), "add");
  EXPECT_EQ(specName("stablehlo.round_nearest_afz"), "round_nearest_afz");
}

TEST_F(ElementwiseInference, ResultAccuracyTolerancesOnlyWithTolerance) {
  auto emit = [&] { return emitError(loc); };
  APFloat zero(0.0), small(1e-5), negative(-1.0);
  EXPECT_TRUE(succeeded(verifyResultAccuracy(emit, zero, zero, 0, "DEFAULT")));
  EXPECT_TRUE(succeeded(verifyResultAccuracy(emit, zero, zero, 0, "HIGHEST")));
  EXPECT_TRUE(
      succeeded(verifyResultAccuracy(emit, small, small, 2, "TOLERANCE")));
  EXPECT_TRUE(failed(verifyResultAccuracy(emit, small, zero, 0, "HIGHEST")));
  EXPECT_EQ(error, "Invalid tolerances for ResultAccuracyAttr with mode "
                   "HIGHEST, must be all zero.");
  EXPECT_TRUE(failed(verifyResultAccuracy(emit, zero, zero, 1, "DEFAULT")));
  EXPECT_TRUE(
      failed(verifyResultAccuracy(emit, negative, zero, 0, "TOLERANCE")));
  EXPECT_EQ(error, "Negative tolerance");
  EXPECT_TRUE(failed(verifyResultAccuracy(emit, zero, zero, -1, "TOLERANCE")));
  EXPECT_EQ(error, "Negative tolerance");
}

// The attribute's checked builder runs the same check.
TEST_F(ElementwiseInference, ResultAccuracyAttrChecksOnGet) {
  ctx.loadDialect<StableHLODialect>();
  auto mode = [&](ResultAccuracyMode value) {
    return ResultAccuracyModeAttr::get(&ctx, value);
  };
  auto emit = [&] { return emitError(loc); };
  EXPECT_FALSE(ResultAccuracyAttr::getChecked(
      emit, &ctx, APFloat(1.0), APFloat(0.0), int64_t(0),
      mode(ResultAccuracyMode::DEFAULT)));
  EXPECT_TRUE(ResultAccuracyAttr::getChecked(
      emit, &ctx, APFloat(1.0), APFloat(0.0), int64_t(0),
      mode(ResultAccuracyMode::TOLERANCE)));
}

} // namespace
