//===- QuantizationTest.cpp - quantized type constraints ------------------===//
//
// Every constraint of the spec's quantized types, on types built in C++.
// `get` (not `getChecked`) builds types that MLIR's parser would refuse, so
// hlokit's own check of each constraint is reached.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

#include <limits>

using namespace mlir;
using namespace hlokit::stablehlo;
namespace QuantizationFlags = mlir::quant::QuantizationFlags;
using mlir::quant::UniformQuantizedPerAxisType;
using mlir::quant::UniformQuantizedType;

namespace {

class QuantizedTypes : public ::testing::Test {
protected:
  QuantizedTypes() { ctx.loadDialect<quant::QuantDialect>(); }

  Type f32() { return Float32Type::get(&ctx); }
  Type i8() { return IntegerType::get(&ctx, 8); }

  /// A signed i8:f32 per-tensor type.
  Type perTensor(double scale, int64_t zeroPoint, int64_t min = -128,
                 int64_t max = 127) {
    return UniformQuantizedType::get(QuantizationFlags::Signed, i8(), f32(),
                                     scale, zeroPoint, min, max);
  }
  Type perAxis(ArrayRef<double> scales, ArrayRef<int64_t> zeroPoints,
               int32_t dim) {
    return UniformQuantizedPerAxisType::get(QuantizationFlags::Signed, i8(),
                                            f32(), scales, zeroPoints, dim,
                                            -128, 127);
  }

  /// The diagnostic of checking `type` (an element, tensor or tuple type),
  /// or "" on success.
  std::string check(Type type) {
    error.clear();
    bool isElement = !isa<ShapedType, TupleType>(type);
    if (succeeded(isElement ? verifyQuantizedElementType(loc, type)
                            : verifyQuantizedTensorType(loc, type)))
      return "";
    return error;
  }

  MLIRContext ctx;
  Location loc = UnknownLoc::get(&ctx);
  std::string error;
  ScopedDiagnosticHandler handler{&ctx, [this](Diagnostic &diag) {
                                    error = diag.str();
                                    return success();
                                  }};
};

/// True when `message` starts with `label` followed by a colon.
::testing::AssertionResult hasLabel(const std::string &message,
                                    const std::string &label) {
  if (message.rfind(label + ":", 0) == 0)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "expected " << label << ", got \"" << message << "\"";
}

TEST_F(QuantizedTypes, ValidTypesPass) {
  EXPECT_EQ(check(RankedTensorType::get({4}, perTensor(0.5, 3))), "");
  EXPECT_EQ(
      check(RankedTensorType::get({2, 3}, perAxis({1, 2, 3}, {0, 0, 0}, 1))),
      "");
  // A dynamic quantization dimension is not checked against the scales.
  EXPECT_EQ(check(RankedTensorType::get({ShapedType::kDynamic},
                                        perAxis({1, 2}, {0, 0}, 0))),
            "");
  EXPECT_EQ(check(RankedTensorType::get({4}, f32())), "");
}

TEST_F(QuantizedTypes, StorageAndExpressedTypes) {
  Type i3 = UniformQuantizedType::get(QuantizationFlags::Signed,
                                      IntegerType::get(&ctx, 3), f32(), 1.0, 0,
                                      -4, 3);
  EXPECT_TRUE(hasLabel(check(i3), "quantized_tensor_element_type"));
  Type tf32 =
      UniformQuantizedType::get(QuantizationFlags::Signed, i8(),
                                FloatTF32Type::get(&ctx), 1.0, 0, -128, 127);
  EXPECT_TRUE(hasLabel(check(tf32), "quantized_tensor_element_type"));
}

TEST_F(QuantizedTypes, OnlyUniformTypes) {
  Type any = quant::AnyQuantizedType::get(QuantizationFlags::Signed, i8(),
                                          f32(), -128, 127);
  EXPECT_TRUE(hasLabel(check(any), "quantized_tensor_element_type"));
  EXPECT_FALSE(haveSameBaseline(any, perTensor(1.0, 0)));
}

TEST_F(QuantizedTypes, StorageRange) {
  EXPECT_TRUE(hasLabel(check(perTensor(1.0, 0, -129, 127)),
                       "quantized_tensor_element_type_c1"));
  EXPECT_TRUE(hasLabel(check(perTensor(1.0, 0, -128, 128)),
                       "quantized_tensor_element_type_c2"));
  EXPECT_TRUE(hasLabel(check(perTensor(1.0, 0, 5, 5)),
                       "quantized_tensor_element_type_c3"));
}

TEST_F(QuantizedTypes, Scales) {
  // c4: representable in the expressed type (1e-50 underflows f32).
  EXPECT_TRUE(
      hasLabel(check(perTensor(1e-50, 0)), "quantized_tensor_element_type_c4"));
  EXPECT_TRUE(
      hasLabel(check(perTensor(1e300, 0)), "quantized_tensor_element_type_c4"));
  EXPECT_TRUE(
      hasLabel(check(perTensor(0.0, 0)), "quantized_tensor_element_type_c5"));
  EXPECT_TRUE(hasLabel(check(perAxis({1.0, -2.0}, {0, 0}, 0)),
                       "quantized_tensor_element_type_c5"));
  EXPECT_TRUE(
      hasLabel(check(perTensor(std::numeric_limits<double>::quiet_NaN(), 0)),
               "quantized_tensor_element_type_c5"));
  EXPECT_TRUE(
      hasLabel(check(perTensor(std::numeric_limits<double>::infinity(), 0)),
               "quantized_tensor_element_type_c6"));
}

TEST_F(QuantizedTypes, ZeroPoints) {
  EXPECT_TRUE(hasLabel(check(perTensor(1.0, 20, -10, 10)),
                       "quantized_tensor_element_type_c7"));
  EXPECT_TRUE(
      hasLabel(check(perTensor(1.0, 128)), "quantized_tensor_element_type_c8"));
  EXPECT_TRUE(hasLabel(check(perAxis({1.0, 1.0}, {0, -200}, 0)),
                       "quantized_tensor_element_type_c8"));
}

TEST_F(QuantizedTypes, QuantizationDimension) {
  EXPECT_TRUE(hasLabel(check(perAxis({1.0}, {0}, -1)),
                       "quantized_tensor_element_type_c11"));
  EXPECT_TRUE(hasLabel(
      check(RankedTensorType::get({2}, perAxis({1.0, 1.0}, {0, 0}, 1))),
      "quantized_tensor_type_c12"));
  EXPECT_TRUE(hasLabel(
      check(RankedTensorType::get({3}, perAxis({1.0, 1.0}, {0, 0}, 0))),
      "quantized_tensor_type_c13"));
}

TEST_F(QuantizedTypes, TuplesAreCheckedElementByElement) {
  Type bad = RankedTensorType::get({3}, perAxis({1.0, 1.0}, {0, 0}, 0));
  EXPECT_TRUE(hasLabel(check(TupleType::get(&ctx, {f32(), bad})),
                       "quantized_tensor_type_c13"));
}

TEST_F(QuantizedTypes, BaselineIgnoresScalesAndZeroPointsOnly) {
  EXPECT_TRUE(haveSameBaseline(perTensor(0.5, 3), perTensor(2.0, -1)));
  EXPECT_FALSE(haveSameBaseline(perTensor(0.5, 3), perTensor(0.5, 3, -1, 1)));
  EXPECT_TRUE(haveSameBaseline(perAxis({1.0}, {0}, 0), perAxis({2.0}, {1}, 0)));
  EXPECT_FALSE(
      haveSameBaseline(perAxis({1.0}, {0}, 0), perAxis({1.0}, {0}, 1)));
  EXPECT_FALSE(haveSameBaseline(perTensor(1.0, 0), perAxis({1.0}, {0}, 0)));
  Type u8 = UniformQuantizedType::get(0, i8(), f32(), 1.0, 0, 0, 255);
  EXPECT_FALSE(haveSameBaseline(perTensor(1.0, 0, 0, 127), u8));
  EXPECT_FALSE(haveSameBaseline(perTensor(1.0, 0), f32()));
  EXPECT_TRUE(haveSameBaseline(f32(), f32()));
}

TEST_F(QuantizedTypes, DequantizeInfersTheExpressedType) {
  SmallVector<ShapedTypeComponents> inferred;
  ASSERT_TRUE(succeeded(inferUniformDequantizeOp(
      loc, RankedTensorType::get({2}, perTensor(0.5, 3)), inferred)));
  EXPECT_EQ(inferred.front().getElementType(), f32());
  EXPECT_TRUE(failed(inferUniformDequantizeOp(
      loc, RankedTensorType::get({2}, f32()), inferred)));
  EXPECT_TRUE(hasLabel(error, "uniform_dequantize"));
}

TEST_F(QuantizedTypes, ExactAndBaselineCompatibility) {
  auto a = RankedTensorType::get({ShapedType::kDynamic}, perTensor(0.5, 3));
  auto b = RankedTensorType::get({4}, perTensor(2.0, -1));
  auto c = RankedTensorType::get({4}, perTensor(0.5, 3, -1, 1));
  EXPECT_TRUE(isCompatibleUpToQuantization(a, b));
  EXPECT_FALSE(isCompatibleForHloTypeInference(a, b));
  EXPECT_FALSE(isCompatibleUpToQuantization(a, c));
  EXPECT_TRUE(isCompatibleForHloTypeInference(
      a, RankedTensorType::get({4}, perTensor(0.5, 3))));
  EXPECT_TRUE(isCompatibleUpToQuantization(TupleType::get(&ctx, {a}),
                                           TupleType::get(&ctx, {b})));
}

} // namespace
