//===- ReductionInferenceTest.cpp - tests for the Reduction free functions ===//

#include "hlokit/Dialect/StableHLO/Reduction.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include <gtest/gtest.h>
#include <list>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

/// Builds types and records the diagnostics the functions emit.
class ReductionInference : public ::testing::Test {
protected:
  ReductionInference()
      : b(&ctx), loc(UnknownLoc::get(&ctx)),
        handler(&ctx, [this](Diagnostic &d) {
          messages.push_back(d.str());
          return success();
        }) {}

  RankedTensorType f32(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, b.getF32Type());
  }
  RankedTensorType i8(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, b.getI8Type());
  }
  RankedTensorType i32(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, b.getI32Type());
  }
  RankedTensorType pred() { return RankedTensorType::get({}, b.getI1Type()); }

  /// Dimension numbers whose lists live as long as the test.
  DotDims dotDims(std::initializer_list<int64_t> lhsBatching,
                  std::initializer_list<int64_t> rhsBatching,
                  std::initializer_list<int64_t> lhsContracting,
                  std::initializer_list<int64_t> rhsContracting) {
    auto keep = [&](std::initializer_list<int64_t> values) {
      return ArrayRef<int64_t>(storage.emplace_back(values));
    };
    return {keep(lhsBatching), keep(rhsBatching), keep(lhsContracting),
            keep(rhsContracting)};
  }

  /// The single diagnostic emitted so far starts with `label`.
  void expectError(StringRef label) {
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(StringRef(messages[0]).split(':').first, label) << messages[0];
  }

  MLIRContext ctx;
  Builder b;
  Location loc;
  ScopedDiagnosticHandler handler;
  std::vector<std::string> messages;
  std::list<SmallVector<int64_t>> storage;
  SmallVector<ShapedTypeComponents> inferred;
};

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

TEST_F(ReductionInference, DotGeneralOrdersBatchingThenFreeDims) {
  DotDims dims = dotDims({0}, {0}, {2}, {1});
  ASSERT_TRUE(succeeded(
      inferDotGeneralOp(loc, f32({2, 3, 4}), f32({2, 4, 5}), dims, inferred)));
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({2, 3, 5}));
  // The element type is left to the declared result.
  EXPECT_FALSE(inferred[0].getElementType());
}

TEST_F(ReductionInference, DotGeneralKeepsDynamicDims) {
  DotDims dims = dotDims({}, {}, {1}, {0});
  ASSERT_TRUE(succeeded(
      inferDotGeneralOp(loc, f32({kDyn, 3}), f32({kDyn, 7}), dims, inferred)));
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({kDyn, 7}));
}

TEST_F(ReductionInference, DotGeneralOuterProduct) {
  ASSERT_TRUE(succeeded(
      inferDotGeneralOp(loc, f32({2}), f32({3}), DotDims{}, inferred)));
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({2, 3}));
}

TEST_F(ReductionInference, DotGeneralRejectsMismatchedContractingSizes) {
  DotDims dims = dotDims({}, {}, {1}, {0});
  EXPECT_TRUE(
      failed(inferDotGeneralOp(loc, f32({2, 3}), f32({4, 5}), dims, inferred)));
  expectError("dot_general_c10");
}

TEST_F(ReductionInference, DotGeneralRejectsRepeatedDims) {
  DotDims dims = dotDims({0}, {0}, {0}, {1});
  EXPECT_TRUE(
      failed(inferDotGeneralOp(loc, f32({3, 3}), f32({3, 3}), dims, inferred)));
  expectError("dot_general_c3");
}

TEST_F(ReductionInference, DotGeneralVerifyAcceptsWiderResultElementType) {
  DotDims dims = dotDims({}, {}, {1}, {0});
  EXPECT_TRUE(succeeded(
      verifyDotGeneralOp(loc, i8({2, 3}), i8({3, 4}), dims, 2, i32({2, 4}))));
  EXPECT_TRUE(succeeded(verifyDotGeneralOp(loc, i8({2, 3}), i8({3, 4}), dims, 0,
                                           i32({kDyn, 4}))));
  EXPECT_TRUE(messages.empty());
}

TEST_F(ReductionInference, DotGeneralVerifyChecksPrecisionAndElementTypes) {
  DotDims dims = dotDims({}, {}, {1}, {0});
  EXPECT_TRUE(failed(
      verifyDotGeneralOp(loc, f32({2, 3}), f32({3, 4}), dims, 3, f32({2, 4}))));
  expectError("dot_general_c11");
  messages.clear();
  EXPECT_TRUE(failed(
      verifyDotGeneralOp(loc, f32({2, 3}), i32({3, 4}), dims, 2, f32({2, 4}))));
  expectError("dot_general_c13");
}

TEST_F(ReductionInference, DotAlgorithmTypesAndCounts) {
  Type tf32 = b.getTF32Type(), f32Type = b.getF32Type();
  DotAlgorithmParams params{tf32, tf32, f32Type, 1, 1, 1};
  EXPECT_TRUE(succeeded(verifyDotAlgorithm(loc, true, params)));
  EXPECT_TRUE(failed(verifyDotAlgorithm(loc, false, params)));
  expectError("dot_general_c21");
  messages.clear();
  params.numPrimitiveOperations = 0;
  EXPECT_TRUE(failed(verifyDotAlgorithm(loc, true, params)));
  expectError("dot_general_c24");
  messages.clear();
  params.accumulationType = b.getI32Type();
  EXPECT_TRUE(failed(verifyDotAlgorithm(loc, true, params)));
  expectError("dot_general_i10");
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

TEST_F(ReductionInference, ReduceDropsReducedDimsAndTakesAccumulatorTypes) {
  ASSERT_TRUE(
      succeeded(inferReduceOp(loc, {f32({2, kDyn, 4}), i8({2, kDyn, 4})},
                              {0, 2}, {f32({}), i32({})}, inferred)));
  ASSERT_EQ(inferred.size(), 2u);
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({kDyn}));
  EXPECT_EQ(inferred[0].getElementType(), b.getF32Type());
  EXPECT_EQ(inferred[1].getElementType(), b.getI32Type());
}

TEST_F(ReductionInference, ReduceRejectsBadDimensions) {
  EXPECT_TRUE(
      failed(inferReduceOp(loc, {f32({2, 3})}, {2}, {f32({})}, inferred)));
  expectError("reduce_c4");
  messages.clear();
  EXPECT_TRUE(
      failed(inferReduceOp(loc, {f32({2, 3})}, {1, 1}, {f32({})}, inferred)));
  expectError("reduce_c5");
}

TEST_F(ReductionInference, ReduceVerifyAcceptsPromotedAccumulator) {
  SmallVector<Type> args = {i32({}), i32({})}, results = {i32({})};
  EXPECT_TRUE(succeeded(verifyReduceOp(loc, {i8({4, 8})}, {i8({})}, {0},
                                       BodyTypes{args, results}, {i32({8})})));
  EXPECT_TRUE(messages.empty());
}

TEST_F(ReductionInference, ReduceVerifyRejectsNarrowingBody) {
  SmallVector<Type> args = {i8({}), i8({})}, results = {i8({})};
  EXPECT_TRUE(failed(verifyReduceOp(loc, {i32({4, 8})}, {i32({})}, {0},
                                    BodyTypes{args, results}, {i8({8})})));
  expectError("reduce_c6");
}

TEST_F(ReductionInference, ReduceVerifyChecksResultElementType) {
  SmallVector<Type> args = {i32({}), i32({})}, results = {i32({})};
  EXPECT_TRUE(failed(verifyReduceOp(loc, {i8({4, 8})}, {i8({})}, {0},
                                    BodyTypes{args, results}, {i8({8})})));
  expectError("reduce_c8");
}

//===----------------------------------------------------------------------===//
// reduce_window, select_and_scatter
//===----------------------------------------------------------------------===//

TEST_F(ReductionInference, NumWindowsFollowsTheSpecFormula) {
  // The spec's example: [3, 2] input, window [2, 1], strides [4, 1], base
  // dilations [2, 1], window dilations [3, 1], padding [[2, 1], [0, 0]].
  EXPECT_EQ(numWindows(3, 2, 4, 2, 3, 2, 1), 2);
  EXPECT_EQ(numWindows(2, 1, 1, 1, 1, 0, 0), 2);
  EXPECT_EQ(numWindows(5, 6, 1, 1, 1, 0, 0), 0);
  EXPECT_EQ(numWindows(0, 1, 1, 1, 1, 0, 0), 0);
  EXPECT_EQ(numWindows(kDyn, 2, 1, 1, 1, 0, 0), kDyn);
}

TEST_F(ReductionInference, DotGeneralCarriesBounds) {
  ctx.loadDialect<StableHLODialect>();
  auto lhs = getBoundedTensorType({kDyn, 3}, b.getF32Type(), {5, kDyn});
  DotDims dims = dotDims({}, {}, {1}, {0});
  ASSERT_TRUE(
      succeeded(inferDotGeneralOp(loc, lhs, f32({3, 4}), dims, inferred)));
  EXPECT_EQ(typeOf(ShapedTypeComponents(inferred[0].getDims(), b.getF32Type(),
                                        inferred[0].getAttribute())),
            getBoundedTensorType({kDyn, 4}, b.getF32Type(), {5, kDyn}));
}

TEST_F(ReductionInference, ReduceWindowCountsWindowsOfBounds) {
  ctx.loadDialect<StableHLODialect>();
  WindowAttrs window;
  SmallVector<int64_t> dims = {2};
  window.dimensions = dims;
  auto input = getBoundedTensorType({kDyn}, b.getF32Type(), {5});
  ASSERT_TRUE(succeeded(
      inferReduceWindowOp(loc, {input}, window, {f32({})}, inferred)));
  EXPECT_EQ(typeOf(inferred[0]),
            getBoundedTensorType({kDyn}, b.getF32Type(), {4}));
}

TEST_F(ReductionInference, ReduceWindowAppliesDefaultsAndPadding) {
  WindowAttrs window;
  SmallVector<int64_t> dims = {1, 3}, strides = {1, 2};
  window.dimensions = dims;
  window.strides = ArrayRef<int64_t>(strides);
  window.paddingShape = SmallVector<int64_t, 2>{2, 2};
  window.paddingValues = {0, 0, 1, 1};
  ASSERT_TRUE(succeeded(
      inferReduceWindowOp(loc, {f32({kDyn, 8})}, window, {f32({})}, inferred)));
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({kDyn, 4}));
}

TEST_F(ReductionInference, ReduceWindowRejectsBadWindow) {
  WindowAttrs window;
  SmallVector<int64_t> dims = {2, 2}, dilations = {1, 0};
  window.dimensions = dims;
  window.windowDilations = ArrayRef<int64_t>(dilations);
  EXPECT_TRUE(failed(
      inferReduceWindowOp(loc, {f32({4, 4})}, window, {f32({})}, inferred)));
  expectError("reduce_window_c11");
  messages.clear();
  window.windowDilations.reset();
  window.paddingShape = SmallVector<int64_t, 2>{3, 2};
  EXPECT_TRUE(failed(
      inferReduceWindowOp(loc, {f32({4, 4})}, window, {f32({})}, inferred)));
  expectError("reduce_window_c12");
}

TEST_F(ReductionInference, SelectAndScatterTakesScatterElementType) {
  ASSERT_TRUE(succeeded(inferSelectAndScatterOp(
      loc, f32({kDyn, 4}), {RankedTensorType::get({}, b.getF64Type())},
      inferred)));
  EXPECT_EQ(inferred[0].getDims(), ArrayRef<int64_t>({kDyn, 4}));
  EXPECT_EQ(inferred[0].getElementType(), b.getF64Type());
}

TEST_F(ReductionInference, SelectAndScatterVerifiesSourceShape) {
  WindowAttrs window;
  SmallVector<int64_t> dims = {2, 2}, strides = {2, 2};
  window.dimensions = dims;
  window.strides = ArrayRef<int64_t>(strides);
  SmallVector<Type> selectArgs = {f32({}), f32({})}, selectResults = {pred()};
  SmallVector<Type> scatterArgs = {f32({}), f32({})},
                    scatterResults = {f32({})};
  BodyTypes select{selectArgs, selectResults};
  BodyTypes scatter{scatterArgs, scatterResults};
  EXPECT_TRUE(succeeded(verifySelectAndScatterOp(loc, f32({4, 6}), f32({2, 3}),
                                                 f32({}), window, select,
                                                 scatter, f32({4, 6}))));
  EXPECT_TRUE(
      failed(verifySelectAndScatterOp(loc, f32({4, 6}), f32({2, 2}), f32({}),
                                      window, select, scatter, f32({4, 6}))));
  expectError("select_and_scatter_c2");
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

TEST_F(ReductionInference, SortResultsAreTheInputs) {
  ASSERT_TRUE(
      succeeded(inferSortOp(loc, {f32({kDyn, 3}), i32({kDyn, 3})}, inferred)));
  ASSERT_EQ(inferred.size(), 2u);
  EXPECT_EQ(inferred[1].getDims(), ArrayRef<int64_t>({kDyn, 3}));
  EXPECT_EQ(inferred[1].getElementType(), b.getI32Type());
  EXPECT_TRUE(failed(inferSortOp(loc, {}, inferred)));
  expectError("sort_c1");
}

TEST_F(ReductionInference, SortVerifiesDimensionAndComparator) {
  SmallVector<Type> args = {f32({}), f32({})}, results = {pred()};
  BodyTypes comparator{args, results};
  EXPECT_TRUE(succeeded(
      verifySortOp(loc, {f32({2, 3})}, -2, comparator, {f32({2, 3})})));
  EXPECT_TRUE(
      failed(verifySortOp(loc, {f32({2, 3})}, 2, comparator, {f32({2, 3})})));
  expectError("sort_c4");
  messages.clear();
  EXPECT_TRUE(
      failed(verifySortOp(loc, {i32({2, 3})}, 0, comparator, {i32({2, 3})})));
  expectError("sort_c5");
}

//===----------------------------------------------------------------------===//
// is_promotable
//===----------------------------------------------------------------------===//

TEST_F(ReductionInference, PromotabilityNeedsSameKindAndNoNarrowing) {
  EXPECT_TRUE(isPromotableElementType(b.getI8Type(), b.getI32Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI32Type(), b.getI8Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI1Type(), b.getI8Type()));
  EXPECT_TRUE(isPromotableElementType(b.getF16Type(), b.getF32Type()));
  EXPECT_FALSE(isPromotableElementType(b.getF32Type(), b.getBF16Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI32Type(), b.getF32Type()));
  EXPECT_TRUE(isPromotableElementType(ComplexType::get(b.getF32Type()),
                                      ComplexType::get(b.getF64Type())));
}

TEST_F(ReductionInference, QuantizedPromotabilityKeepsTheExpressedType) {
  ctx.loadDialect<quant::QuantDialect>();
  auto uniform = [&](Type storage, Type expressed, double scale) -> Type {
    return quant::UniformQuantizedType::get(
        quant::QuantizationFlags::Signed, storage, expressed, scale, 0,
        quant::UniformQuantizedType::getDefaultMinimumForInteger(
            true, storage.getIntOrFloatBitWidth()),
        quant::UniformQuantizedType::getDefaultMaximumForInteger(
            true, storage.getIntOrFloatBitWidth()));
  };
  Type i8f32 = uniform(b.getI8Type(), b.getF32Type(), 0.5);
  // Scales and zero points are free; the storage may only widen.
  EXPECT_TRUE(isPromotableElementType(
      i8f32, uniform(b.getI8Type(), b.getF32Type(), 0.25)));
  EXPECT_TRUE(isPromotableElementType(
      i8f32, uniform(b.getI16Type(), b.getF32Type(), 0.25)));
  EXPECT_FALSE(isPromotableElementType(
      uniform(b.getI16Type(), b.getF32Type(), 0.5), i8f32));
  EXPECT_FALSE(isPromotableElementType(
      i8f32, uniform(b.getI16Type(), b.getF64Type(), 0.5)));
  EXPECT_FALSE(isPromotableElementType(i8f32, b.getF32Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI8Type(), i8f32));
}

//===----------------------------------------------------------------------===//
// Builders infer their result types
//===----------------------------------------------------------------------===//

/// Builds ops on the arguments of a detached block.
class ReductionBuilders : public ::testing::Test {
protected:
  ReductionBuilders() : builder(&ctx), loc(UnknownLoc::get(&ctx)) {
    ctx.loadDialect<StableHLODialect>();
    builder.setInsertionPointToEnd(&block);
  }

  Value argument(ArrayRef<int64_t> shape, Type elementType) {
    return block.addArgument(RankedTensorType::get(shape, elementType), loc);
  }

  /// Fills `region` with a body that returns its first `numResults`
  /// arguments.
  void returnArguments(Region &region, TypeRange argumentTypes,
                       size_t numResults) {
    OpBuilder::InsertionGuard guard(builder);
    SmallVector<Location> locs(argumentTypes.size(), loc);
    Block *body = builder.createBlock(&region, {}, argumentTypes, locs);
    ReturnOp::create(builder, loc, body->getArguments().take_front(numResults));
  }

  MLIRContext ctx;
  OpBuilder builder;
  Location loc;
  Block block;
};

TEST_F(ReductionBuilders, DotGeneralTakesLhsElementType) {
  Value lhs = argument({2, 3, 4}, builder.getF32Type());
  Value rhs = argument({2, 4, 5}, builder.getF32Type());
  auto dims = DotDimensionNumbersAttr::get(&ctx, {0}, {0}, {2}, {1});
  auto op = DotGeneralOp::create(builder, loc, lhs, rhs, dims);
  EXPECT_EQ(op.getType(),
            RankedTensorType::get({2, 3, 5}, builder.getF32Type()));
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(ReductionBuilders, DotGeneralKeepsBounds) {
  Type f32 = builder.getF32Type();
  auto lhsType = getBoundedTensorType({kDyn, 3}, f32, {5, kDyn});
  Value lhs = block.addArgument(lhsType, loc);
  Value rhs = argument({3, 4}, f32);
  auto dims = DotDimensionNumbersAttr::get(&ctx, {}, {}, {1}, {0});
  auto op = DotGeneralOp::create(builder, loc, lhs, rhs, dims);
  EXPECT_EQ(op.getType(), getBoundedTensorType({kDyn, 4}, f32, {5, kDyn}));
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(ReductionBuilders, ReduceTakesInitElementTypes) {
  Value input = argument({4, kDyn}, builder.getI8Type());
  Value init = argument({}, builder.getI8Type());
  auto op = ReduceOp::create(builder, loc, ValueRange{input}, ValueRange{init},
                             ArrayRef<int64_t>{0});
  ASSERT_EQ(op->getNumResults(), 1u);
  EXPECT_EQ(op->getResult(0).getType(),
            RankedTensorType::get({kDyn}, builder.getI8Type()));
  returnArguments(op.getBody(), {init.getType(), init.getType()}, 1);
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(ReductionBuilders, ReduceWindowOmitsDefaultedAttributes) {
  Value input = argument({4, 8}, builder.getF32Type());
  Value init = argument({}, builder.getF32Type());
  auto op =
      ReduceWindowOp::create(builder, loc, ValueRange{input}, ValueRange{init},
                             ArrayRef<int64_t>{1, 3}, ArrayRef<int64_t>{1, 2},
                             {}, {}, {{0, 0}, {1, 1}});
  EXPECT_EQ(op->getResult(0).getType(),
            RankedTensorType::get({4, 4}, builder.getF32Type()));
  EXPECT_FALSE(op.getBaseDilationsAttr());
  EXPECT_FALSE(op.getWindowDilationsAttr());
  returnArguments(op.getBody(), {init.getType(), init.getType()}, 1);
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(ReductionBuilders, SelectAndScatterTakesOperandType) {
  Value operand = argument({4, 6}, builder.getF32Type());
  Value source = argument({2, 3}, builder.getF32Type());
  Value init = argument({}, builder.getF32Type());
  auto op = SelectAndScatterOp::create(builder, loc, operand, source, init,
                                       ArrayRef<int64_t>{2, 2},
                                       ArrayRef<int64_t>{2, 2}, {});
  EXPECT_EQ(op.getType(), operand.getType());
  EXPECT_FALSE(op.getPaddingAttr());
  returnArguments(op.getScatter(), {init.getType(), init.getType()}, 1);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.createBlock(&op.getSelect(), {}, {init.getType(), init.getType()},
                        {loc, loc});
    auto predicate = ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, builder.getI1Type()),
                               true));
    ReturnOp::create(builder, loc, predicate->getResults());
  }
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(ReductionBuilders, SortResultsHaveInputTypes) {
  Value keys = argument({kDyn, 3}, builder.getF32Type());
  Value values = argument({kDyn, 3}, builder.getI32Type());
  auto op = SortOp::create(builder, loc, ValueRange{keys, values}, 1,
                           /*is_stable=*/true);
  EXPECT_EQ(op->getResultTypes(),
            TypeRange({keys.getType(), values.getType()}));
  EXPECT_EQ(op.getDimension(), 1u);
  EXPECT_TRUE(op.getIsStable());
}

} // namespace
