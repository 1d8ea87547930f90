//===- ConvolutionGradientTest.cpp - gradient checks, convolution ---------===//
//
// The VJP (both operands, each a convolution itself) against finite
// differences and the JVP through the dot-product identity, on random
// layouts, strides, padding (negative too), dilations, reversal and
// feature or batch groups.
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "hlokit/Dialect/StableHLO/Dynamic.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace hlokit::autodiff::testing;
using llvm::SmallVector;

namespace {

/// `array<i64: 1, 2>`.
std::string i64Array(llvm::ArrayRef<int64_t> values) {
  std::string s = "array<i64";
  for (auto [i, v] : llvm::enumerate(values))
    s += (i ? ", " : ": ") + std::to_string(v);
  return s + ">";
}

/// A random convolution in upstream's generic form, with its operand
/// shapes; every spatial dimension has at least one window.
struct RandomConv {
  std::string module;
  SmallVector<int64_t> lhsShape, rhsShape;
};

RandomConv randomConv(Rng &rng) {
  int64_t s = uniform(rng, 1, 2), rank = s + 2;
  auto shuffled = [&] {
    SmallVector<int64_t> dims = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::shuffle(dims.begin(), dims.end(), rng);
    return dims;
  };
  SmallVector<int64_t> in = shuffled(), kernel = shuffled(), out = shuffled();
  int kind = uniform(rng, 0, 2);
  int64_t groups = kind == 0 ? 1 : 2;
  int64_t featureGroups = kind == 1 ? groups : 1;
  int64_t batchGroups = kind == 2 ? groups : 1;
  int64_t ci = uniform(rng, 1, 2);
  RandomConv c;
  c.lhsShape.assign(rank, 0);
  c.rhsShape.assign(rank, 0);
  SmallVector<int64_t> result(rank, 0);
  c.lhsShape[in[0]] = uniform(rng, 1, 2) * batchGroups;
  c.lhsShape[in[1]] = ci * featureGroups;
  c.rhsShape[kernel[0]] = ci;
  c.rhsShape[kernel[1]] = uniform(rng, 1, 2) * groups;
  result[out[0]] = c.lhsShape[in[0]] / batchGroups;
  result[out[1]] = c.rhsShape[kernel[1]];
  SmallVector<int64_t> strides, lhsDilation, rhsDilation, padding;
  std::string reversal = "array<i1";
  for (int64_t i = 0; i < s; ++i) {
    int64_t windows = 0;
    while (windows == 0) {
      c.lhsShape[in[2 + i]] = uniform(rng, 1, 4);
      c.rhsShape[kernel[2 + i]] = uniform(rng, 1, 3);
      int64_t stride = uniform(rng, 1, 2), ld = uniform(rng, 1, 2),
              rd = uniform(rng, 1, 2);
      std::pair<int64_t, int64_t> pad{uniform(rng, -1, 2), uniform(rng, -1, 2)};
      windows = hlokit::stablehlo::getConvNumWindows(c.lhsShape[in[2 + i]],
                                                     c.rhsShape[kernel[2 + i]],
                                                     pad, stride, ld, rd);
      if (windows == 0)
        continue;
      strides.push_back(stride);
      lhsDilation.push_back(ld);
      rhsDilation.push_back(rd);
      padding.append({pad.first, pad.second});
    }
    result[out[2 + i]] = windows;
    reversal +=
        (i ? ", " : ": ") + std::string(uniform(rng, 0, 1) ? "true" : "false");
  }
  reversal += ">";
  auto dims = [&](const char *prefix, llvm::ArrayRef<int64_t> order,
                  const char *first, const char *second) {
    return llvm::formatv(
               "{0}_{1} = {2}, {0}_{3} = {4}, {0}_spatial_dimensions = {5}",
               prefix, first, order[0], second, order[1],
               list(order.drop_front(2)))
        .str();
  };
  std::string dimensionNumbers =
      "#stablehlo.conv<raw " +
      dims("input", in, "batch_dimension", "feature_dimension") + ", " +
      dims("kernel", kernel, "input_feature_dimension",
           "output_feature_dimension") +
      ", " + dims("output", out, "batch_dimension", "feature_dimension") + ">";
  std::string paddingAttr = "dense<[";
  for (int64_t i = 0; i < s; ++i)
    paddingAttr += llvm::formatv("{0}[{1}, {2}]", i ? ", " : "", padding[2 * i],
                                 padding[2 * i + 1])
                       .str();
  paddingAttr += llvm::formatv("]> : tensor<{0}x2xi64>", s).str();
  c.module =
      llvm::formatv(R"(
    func.func @f(%x: {0}, %w: {1}) -> {2} {
      %r = "stablehlo.convolution"(%x, %w) {{
        dimension_numbers = {3}, window_strides = {4}, padding = {5},
        lhs_dilation = {6}, rhs_dilation = {7}, window_reversal = {8},
        feature_group_count = {9} : i64, batch_group_count = {10} : i64
      } : ({0}, {1}) -> {2}
      %s = stablehlo.sine %r : {2}
      return %s : {2}
    })",
                    tensorType(c.lhsShape), tensorType(c.rhsShape),
                    tensorType(result), dimensionNumbers, i64Array(strides),
                    paddingAttr, i64Array(lhsDilation), i64Array(rhsDilation),
                    reversal, featureGroups, batchGroups)
          .str();
  return c;
}

TEST(ConvolutionGradient, RandomConfigurations) {
  Rng rng(31);
  for (int repeat = 0; repeat < 60; ++repeat) {
    RandomConv c = randomConv(rng);
    GradientChecker checker(c.module);
    ASSERT_TRUE(checker.isValid()) << c.module;
    expectAccurate(
        checker.check({randomF64(rng, c.lhsShape), randomF64(rng, c.rhsShape)},
                      rng),
        c.module);
  }
}

/// A typical CNN layer in upstream's pretty form: NHWC, stride 2, SAME-style
/// padding, and a depthwise layer.
TEST(ConvolutionGradient, CnnLayers) {
  Rng rng(32);
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x5x5x2xf64>, %w: tensor<3x3x2x3xf64>, %d: tensor<2x2x1x6xf64>) -> tensor<2x2x2x6xf64> {
      %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x2xf64>, tensor<3x3x2x3xf64>) -> tensor<2x3x3x3xf64>
      %1 = stablehlo.tanh %0 : tensor<2x3x3x3xf64>
      %2 = stablehlo.convolution(%1, %d) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x3x3xf64>, tensor<2x2x1x6xf64>) -> tensor<2x2x2x6xf64>
      return %2 : tensor<2x2x2x6xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(
      checker.check({randomF64(rng, {2, 5, 5, 2}), randomF64(rng, {3, 3, 2, 3}),
                     randomF64(rng, {2, 2, 1, 6})},
                    rng),
      "cnn layers");
}

/// dynamic_conv with a constant padding has convolution's rules; its
/// padding operand carries no derivative.
TEST(ConvolutionGradient, DynamicConvWithConstantPadding) {
  Rng rng(33);
  GradientChecker checker(R"(
    func.func @f(%x: tensor<2x5x3xf64>, %w: tensor<2x3x4xf64>) -> tensor<2x2x4xf64> {
      %pad = stablehlo.constant dense<[[2, -1]]> : tensor<1x2xi64>
      %0 = stablehlo.dynamic_conv(%x, %w, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], lhs_dilate = [1], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x3xf64>, tensor<2x3x4xf64>, tensor<1x2xi64>) -> tensor<2x2x4xf64>
      %1 = stablehlo.sine %0 : tensor<2x2x4xf64>
      return %1 : tensor<2x2x4xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  expectAccurate(
      checker.check({randomF64(rng, {2, 5, 3}), randomF64(rng, {2, 3, 4})},
                    rng),
      "dynamic_conv");
}

} // namespace
