//===- GatherScatterGradientTest.cpp - gradient checks, gather/scatter ----===//
//
// Batching dims, out-of-bounds and partly out-of-bounds windows, implicit
// index vectors, repeated indices and every scatter kind, checked against
// finite differences and the dot-product identity; exact values for the
// backward notes' example, clamping, masking, ties, zeros and replace winners.
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace hlokit::autodiff::testing;
using llvm::SmallVector;

namespace {

Tensor randomIndices(Rng &rng, llvm::ArrayRef<int64_t> shape, int64_t lo,
                     int64_t hi) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  SmallVector<int64_t> values;
  for (int64_t i = 0; i < n; ++i)
    values.push_back(uniform(rng, lo, hi));
  return i64Tensor(shape, values);
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

// The example of "Scatter and Gather Backward Implementation Notes": gather(x, [2, 2]) (1-based) summed has gradient
// [0, 2, 0].
TEST(GatherGradient, BackwardNotesExample) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<3xf64>) -> tensor<f64> {
      %i = stablehlo.constant dense<[[1], [1]]> : tensor<2x1xi64>
      %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<3xf64>, tensor<2x1xi64>) -> tensor<2xf64>
      %z = stablehlo.constant dense<0.0> : tensor<f64>
      %s = stablehlo.reduce(%g init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
      return %s : tensor<f64>
    })");
  ASSERT_TRUE(checker.isValid());
  auto g =
      checker.gradients({f64Tensor({3}, {10, 20, 30})}, {f64Tensor({}, {1})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{0, 2, 0}));
}

// Out-of-bounds starts read the clamped window; the gradient goes there.
TEST(GatherGradient, ClampedStartsSendGradientWhereTheyRead) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<4xf64>, %i: tensor<3x1xi64>) -> tensor<3x2xf64> {
      %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>}> : (tensor<4xf64>, tensor<3x1xi64>) -> tensor<3x2xf64>
      return %g : tensor<3x2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  // Starts 3 and 9 clamp to 2, -5 clamps to 0.
  auto g = checker.gradients(
      {f64Tensor({4}, {1, 2, 3, 4}), i64Tensor({3, 1}, {3, -5, 9})},
      {f64Tensor({3, 2}, {1, 2, 10, 20, 100, 200})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{10, 20, 101, 202}));
}

// select(in_bounds, gather, fill): out-of-bounds positions get exactly zero
// gradient, in-bounds ones theirs.
TEST(GatherGradient, MaskedGatherGivesZeroOutOfBounds) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<3xf64>, %i: tensor<4x1xi64>) -> tensor<4xf64> {
      %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<3xf64>, tensor<4x1xi64>) -> tensor<4xf64>
      %flat = stablehlo.reshape %i : (tensor<4x1xi64>) -> tensor<4xi64>
      %zero = stablehlo.constant dense<0> : tensor<4xi64>
      %size = stablehlo.constant dense<3> : tensor<4xi64>
      %ge = stablehlo.compare GE, %flat, %zero : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %lt = stablehlo.compare LT, %flat, %size : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %in = stablehlo.and %ge, %lt : tensor<4xi1>
      %fill = stablehlo.constant dense<-1.0> : tensor<f64>
      %fills = stablehlo.broadcast_in_dim %fill, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %r = stablehlo.select %in, %g, %fills : tensor<4xi1>, tensor<4xf64>
      return %r : tensor<4xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  auto g = checker.gradients(
      {f64Tensor({3}, {1, 2, 3}), i64Tensor({4, 1}, {1, 7, -1, 2})},
      {f64Tensor({4}, {1, 10, 100, 1000})});
  // 7 and -1 would clamp to 2 and 0; their cotangents must not arrive.
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{0, 1, 1000}));
  Rng rng(40);
  expectAccurate(
      checker.check({randomF64(rng, {3}), i64Tensor({4, 1}, {1, 7, -1, 2})},
                    rng),
      "masked gather");
}

/// The RFC's gather example: batching dims, index_vector_dim 3, windows.
const char *kBatchedGather = R"(
  func.func @f(%x: tensor<2x3x4x2xf64>, %i: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xf64> {
    %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xf64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xf64>
    %s = stablehlo.sine %g : tensor<2x2x3x2x2xf64>
    return %s : tensor<2x2x3x2x2xf64>
  })";

TEST(GatherGradient, BatchingDimsAndOutOfBounds) {
  GradientChecker checker(kBatchedGather);
  ASSERT_TRUE(checker.isValid());
  Rng rng(41);
  // The RFC's indices (with the out-of-bounds [0, 9]), then random ones.
  expectAccurate(
      checker.check(
          {randomF64(rng, {2, 3, 4, 2}),
           i64Tensor({2, 2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9,
                                    0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0})},
          rng),
      "batched gather (RFC indices)");
  for (int repeat = 0; repeat < 3; ++repeat)
    expectAccurate(checker.check({randomF64(rng, {2, 3, 4, 2}),
                                  randomIndices(rng, {2, 2, 3, 2}, -2, 5)},
                                 rng),
                   "batched gather");
}

TEST(GatherGradient, ImplicitIndexVector) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<5x3xf64>, %i: tensor<4xi64>) -> tensor<4x2xf64> {
      %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<5x3xf64>, tensor<4xi64>) -> tensor<4x2xf64>
      %s = stablehlo.multiply %g, %g : tensor<4x2xf64>
      return %s : tensor<4x2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(42);
  for (int repeat = 0; repeat < 3; ++repeat)
    expectAccurate(
        checker.check({randomF64(rng, {5, 3}), randomIndices(rng, {4}, -2, 6)},
                      rng),
        "gather, implicit index vector");
}

// dynamic_gather with constant slice sizes differentiates like gather.
TEST(GatherGradient, DynamicGatherWithConstantSizes) {
  GradientChecker checker(R"(
    func.func @f(%x: tensor<5x3xf64>, %i: tensor<4x2xi64>) -> tensor<4x2x2xf64> {
      %sizes = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
      %g = "stablehlo.dynamic_gather"(%x, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>}> : (tensor<5x3xf64>, tensor<4x2xi64>, tensor<2xi64>) -> tensor<4x2x2xf64>
      %s = stablehlo.sine %g : tensor<4x2x2xf64>
      return %s : tensor<4x2x2xf64>
    })");
  ASSERT_TRUE(checker.isValid());
  Rng rng(43);
  for (int repeat = 0; repeat < 3; ++repeat)
    expectAccurate(
        checker.check(
            {randomF64(rng, {5, 3}), randomIndices(rng, {4, 2}, -2, 6)}, rng),
        "dynamic_gather");
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

/// One scatter layout: types, dimension numbers, the index range to draw.
struct ScatterLayout {
  const char *name;
  SmallVector<int64_t> input, indices, updates;
  const char *dims;
  int64_t lo, hi; // index range (beyond the bounds on purpose)
};

const ScatterLayout kLayouts[] = {
    {"scalar updates",
     {6},
     {5, 1},
     {5},
     "update_window_dims = [], inserted_window_dims = [0], "
     "scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
     -2,
     7},
    {"windows partly out of bounds",
     {5, 4},
     {3, 1},
     {3, 2, 3},
     "update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], "
     "index_vector_dim = 1",
     -2,
     5},
    {"implicit index vector",
     {5},
     {4},
     {4},
     "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
     "index_vector_dim = 1",
     -1,
     5},
    {"batching dims (RFC)",
     {2, 3, 4, 2},
     {2, 2, 3, 2},
     {2, 2, 3, 2, 2},
     "update_window_dims = [3, 4], inserted_window_dims = [1], "
     "input_batching_dims = [0], scatter_indices_batching_dims = [1], "
     "scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3",
     -1,
     4},
};

std::string scatterModule(const ScatterLayout &l, llvm::StringRef body,
                          bool unique) {
  std::string in = tensorType(l.input), up = tensorType(l.updates);
  return llvm::formatv(R"(
    func.func @f(%x: {0}, %i: {1}, %u: {2}) -> {0} {
      %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<{3}>, unique_indices = {5}}> ({
      ^bb0(%a: tensor<f64>, %b: tensor<f64>):
        {4}
      }) : ({0}, {1}, {2}) -> {0}
      %s = stablehlo.sine %r : {0}
      return %s : {0}
    })",
                       in, tensorType(l.indices, "i64"), up, l.dims, body,
                       unique ? "true" : "false")
      .str();
}

struct ScatterKind {
  const char *name, *body;
};

const ScatterKind kKinds[] = {
    {"replace", "stablehlo.return %b : tensor<f64>"},
    {"add", "%c = stablehlo.add %a, %b : tensor<f64>\n"
            "stablehlo.return %c : tensor<f64>"},
    {"multiply", "%c = stablehlo.multiply %a, %b : tensor<f64>\n"
                 "stablehlo.return %c : tensor<f64>"},
    {"maximum", "%c = stablehlo.maximum %b, %a : tensor<f64>\n"
                "stablehlo.return %c : tensor<f64>"},
    {"minimum", "%c = stablehlo.minimum %a, %b : tensor<f64>\n"
                "stablehlo.return %c : tensor<f64>"},
};

/// Every kind on every layout, with repeated and out-of-bounds indices.
TEST(ScatterGradient, EveryKindEveryLayout) {
  Rng rng(50);
  for (const ScatterKind &kind : kKinds) {
    for (const ScatterLayout &layout : kLayouts) {
      GradientChecker checker(scatterModule(layout, kind.body, false));
      if (!checker.isValid())
        continue;
      for (int repeat = 0; repeat < 3; ++repeat) {
        Tensor updates = randomF64(rng, layout.updates, -1, 1);
        // Some exact zeros for multiply.
        if (std::string(kind.name) == "multiply")
          for (int64_t i = 0; i < updates.getNumElements(); i += 3)
            updates.mutableData<double>()[i] = 0;
        expectAccurate(checker.check({randomF64(rng, layout.input),
                                      randomIndices(rng, layout.indices,
                                                    layout.lo, layout.hi),
                                      updates},
                                     rng),
                       std::string(kind.name) + ", " + layout.name);
      }
    }
  }
}

/// unique_indices = true takes the simpler winner mask.
TEST(ScatterGradient, ReplaceUniqueIndices) {
  GradientChecker checker(scatterModule(kLayouts[0], kKinds[0].body, true));
  ASSERT_TRUE(checker.isValid());
  Rng rng(51);
  // Distinct targets, one of them out of bounds (dropped: zero gradient).
  Tensor indices = i64Tensor({5, 1}, {4, 0, 9, 2, 5});
  expectAccurate(
      checker.check({randomF64(rng, {6}), indices, randomF64(rng, {5})}, rng),
      "replace, unique");
  auto g = checker.gradients({f64Tensor({6}, {0, 0, 0, 0, 0, 0}), indices,
                              f64Tensor({5}, {0, 0, 0, 0, 0})},
                             {f64Tensor({6}, {1, 2, 3, 4, 5, 6})});
  // d sin(r)/dr = 1 at r = 0: written positions 4, 0, 2, 5 pass the
  // cotangent to their updates; the dropped update (9) gets zero.
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{0, 2, 0, 4, 0, 0}));
  EXPECT_EQ(valuesOf(g[1]), (std::vector<double>{5, 1, 0, 3, 6}));
}

TEST(ScatterGradient, ReplaceRepeatedIndicesLastWins) {
  GradientChecker checker(scatterModule(kLayouts[0], kKinds[0].body, false));
  ASSERT_TRUE(checker.isValid());
  auto g = checker.gradients({f64Tensor({6}, {0, 0, 0, 0, 0, 0}),
                              i64Tensor({5, 1}, {1, 1, 3, 1, 3}),
                              f64Tensor({5}, {0, 0, 0, 0, 0})},
                             {f64Tensor({6}, {1, 2, 3, 4, 5, 6})});
  // Updates 3 and 4 (0-based) are the last writes to 1 and 3.
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{1, 0, 3, 0, 5, 6}));
  EXPECT_EQ(valuesOf(g[1]), (std::vector<double>{0, 0, 0, 2, 4}));
}

TEST(ScatterGradient, AddDropsOutOfBoundsUpdates) {
  GradientChecker checker(scatterModule(kLayouts[0], kKinds[1].body, false));
  ASSERT_TRUE(checker.isValid());
  auto g = checker.gradients({f64Tensor({6}, {0, 0, 0, 0, 0, 0}),
                              i64Tensor({5, 1}, {1, -1, 1, 6, 5}),
                              f64Tensor({5}, {0, 0, 0, 0, 0})},
                             {f64Tensor({6}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(valuesOf(g[1]), (std::vector<double>{2, 0, 2, 0, 6}));
}

TEST(ScatterGradient, MultiplyWithZerosAndRepeats) {
  const char *module = R"(
    func.func @f(%x: tensor<2xf64>, %i: tensor<4x1xi64>, %u: tensor<4xf64>) -> tensor<2xf64> {
      %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%a: tensor<f64>, %b: tensor<f64>):
        %c = stablehlo.multiply %a, %b : tensor<f64>
        stablehlo.return %c : tensor<f64>
      }) : (tensor<2xf64>, tensor<4x1xi64>, tensor<4xf64>) -> tensor<2xf64>
      return %r : tensor<2xf64>
    })";
  GradientChecker checker(module);
  ASSERT_TRUE(checker.isValid());
  Tensor x = f64Tensor({2}, {2, 3});
  Tensor indices = i64Tensor({4, 1}, {0, 0, 0, 1});
  Tensor ones = f64Tensor({2}, {1, 1});
  // One zero at target 0: only that update has a nonzero gradient.
  auto g =
      checker.gradients({x, indices, f64Tensor({4}, {0, 5, 7, 4})}, {ones});
  EXPECT_EQ(valuesOf(g[0]), (std::vector<double>{0, 4}));
  EXPECT_EQ(valuesOf(g[1]), (std::vector<double>{70, 0, 0, 3}));
  // Two zeros at target 0: every gradient there is zero.
  auto h =
      checker.gradients({x, indices, f64Tensor({4}, {0, 5, 0, 4})}, {ones});
  EXPECT_EQ(valuesOf(h[0]), (std::vector<double>{0, 4}));
  EXPECT_EQ(valuesOf(h[1]), (std::vector<double>{0, 0, 0, 3}));
  // No zeros.
  auto k =
      checker.gradients({x, indices, f64Tensor({4}, {2, 5, 7, 4})}, {ones});
  EXPECT_EQ(valuesOf(k[0]), (std::vector<double>{70, 4}));
  EXPECT_EQ(valuesOf(k[1]), (std::vector<double>{70, 28, 20, 3}));
}

TEST(ScatterGradient, MaximumTiesSplitEvenly) {
  GradientChecker checker(scatterModule(kLayouts[0], kKinds[3].body, false));
  ASSERT_TRUE(checker.isValid());
  // Target 0: input 1 and updates 0, 1 all equal 1 -> thirds. Target 1:
  // the input wins. Target 2: update 2 wins alone. Update 3 (-1) is
  // dropped; update 4 loses at 5.
  auto g = checker.gradients({f64Tensor({6}, {1, 1, 0, 0, 0, 0.5}),
                              i64Tensor({5, 1}, {0, 0, 2, -1, 5}),
                              f64Tensor({5}, {1, 1, 0.25, 9, 0.1})},
                             {f64Tensor({6}, {3, 3, 3, 3, 3, 3})});
  double c = std::cos(1.0) * 3; // d sin(r)/dr at r = 1, times 3
  ASSERT_EQ(g[0].getNumElements(), 6);
  EXPECT_NEAR(valuesOf(g[0])[0], c / 3, 1e-15);
  EXPECT_NEAR(valuesOf(g[0])[1], c, 1e-15);
  EXPECT_EQ(valuesOf(g[0])[2], 0);
  EXPECT_NEAR(valuesOf(g[1])[0], c / 3, 1e-15);
  EXPECT_NEAR(valuesOf(g[1])[1], c / 3, 1e-15);
  EXPECT_NEAR(valuesOf(g[1])[2], 3 * std::cos(0.25), 1e-15);
  EXPECT_EQ(valuesOf(g[1])[3], 0);
  EXPECT_EQ(valuesOf(g[1])[4], 0);
}

} // namespace
