//===- DivisiblePaddingTest.cpp - padding for equal shards ----------------===//
//
// getDivisiblePaddedType, checkDivisible and reshapeKeepsPadding on
// shardings over an inlined mesh, and the ops that pad and slice back.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Partition/DivisiblePadding.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

class DivisiblePaddingTest : public ::testing::Test {
protected:
  DivisiblePaddingTest() {
    ctx.loadDialect<SdyDialect, hlokit::stablehlo::StableHLODialect>();
    module = ModuleOp::create(UnknownLoc::get(&ctx));
  }
  ~DivisiblePaddingTest() override { module->erase(); }

  TensorShardingAttr sharding(StringRef dims) {
    return cast<TensorShardingAttr>(parseAttribute(
        (Twine(R"(#sdy.sharding<mesh<["x"=4, "y"=2]>, )") + dims + ">").str(),
        &ctx));
  }
  RankedTensorType type(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, Float32Type::get(&ctx));
  }
  RankedTensorType padded(ArrayRef<int64_t> shape, StringRef dims) {
    return cast<RankedTensorType>(
        getDivisiblePaddedType(type(shape), sharding(dims), module));
  }

  MLIRContext ctx;
  ModuleOp module;
};

TEST_F(DivisiblePaddingTest, RoundsSplitDimensionsUp) {
  EXPECT_EQ(padded({7, 5}, R"([{"x"}, {"y"}])"), type({8, 6}));
  EXPECT_EQ(padded({7, 5}, R"([{"x", "y"}, {}])"), type({8, 5}));
  EXPECT_EQ(padded({3, 5}, R"([{"x":(2)2}, {}])"), type({4, 5}));
  EXPECT_EQ(padded({8, 6}, R"([{"x"}, {"y"}])"), type({8, 6}));
}

TEST_F(DivisiblePaddingTest, LeavesUnshardedTypesAlone) {
  EXPECT_EQ(getDivisiblePaddedType(type({7}), nullptr, module), type({7}));
  Type scalar = Float32Type::get(&ctx);
  EXPECT_EQ(getDivisiblePaddedType(scalar, sharding("[]"), module), scalar);
}

TEST_F(DivisiblePaddingTest, CheckDivisibleNamesTheFirstDimension) {
  std::string message;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  EXPECT_TRUE(succeeded(
      checkDivisible(module, type({8, 4}), sharding(R"([{"x"}, {"y"}])"))));
  EXPECT_TRUE(message.empty());
  EXPECT_TRUE(failed(
      checkDivisible(module, type({8, 3}), sharding(R"([{"x"}, {"y"}])"))));
  EXPECT_EQ(message,
            "'builtin.module' op dimension 1 of size 3 is not divisible by "
            "its 2 shards under sharding #sdy.sharding<mesh<[\"x\"=4, "
            "\"y\"=2]>, [{\"x\"}, {\"y\"}]>");
}

TEST_F(DivisiblePaddingTest, ReshapeKeepsPaddingAtTheEnd) {
  // 7 x 2 -> 14 on 4 shards: 8 x 2 and 16, the padding last on both sides.
  EXPECT_TRUE(
      reshapeKeepsPadding(type({7, 2}), type({8, 2}), type({14}), type({16})));
  // Leading dimensions of size one don't count.
  EXPECT_TRUE(
      reshapeKeepsPadding(type({1, 7}), type({1, 8}), type({7}), type({8})));
  // 6 -> 2 x 3 with 3 padded to 4: padding inside the value.
  EXPECT_FALSE(
      reshapeKeepsPadding(type({6}), type({6}), type({2, 3}), type({2, 4})));
  // 3 x 2 padded to 4 x 2 adds 2 elements where 6 adds none.
  EXPECT_FALSE(
      reshapeKeepsPadding(type({3, 2}), type({4, 2}), type({6}), type({6})));
  // Nothing padded keeps nothing to move.
  EXPECT_TRUE(
      reshapeKeepsPadding(type({4, 3}), type({4, 3}), type({12}), type({12})));
}

TEST_F(DivisiblePaddingTest, PadsAtTheEndAndSlicesBack) {
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  Location loc = builder.getUnknownLoc();
  Value zero = emitScalarZero(builder, loc, builder.getF32Type());
  // A 7x5 value: a zero of its own shape stands for it.
  Value value = hlokit::stablehlo::ConstantOp::create(
      builder, loc, cast<ElementsAttr>(builder.getZeroAttr(type({7, 5}))));
  TensorShardingAttr split = sharding(R"([{"x"}, {}])");
  Value pad = emitPadAtEnd(builder, value, type({8, 5}), zero, split);
  auto padOp = pad.getDefiningOp<hlokit::stablehlo::PadOp>();
  ASSERT_TRUE(padOp);
  EXPECT_EQ(padOp.getPaddingValue(), zero);
  EXPECT_EQ(padOp.getEdgePaddingLow(), ArrayRef<int64_t>({0, 0}));
  EXPECT_EQ(padOp.getEdgePaddingHigh(), ArrayRef<int64_t>({1, 0}));
  EXPECT_EQ(padOp.getInteriorPadding(), ArrayRef<int64_t>({0, 0}));
  EXPECT_EQ(getSharding(pad), split);
  Value slice = emitSliceToLimits(builder, pad, {7, 5}, nullptr);
  auto sliceOp = slice.getDefiningOp<hlokit::stablehlo::SliceOp>();
  ASSERT_TRUE(sliceOp);
  EXPECT_EQ(slice.getType(), type({7, 5}));
  EXPECT_EQ(sliceOp.getStartIndices(), ArrayRef<int64_t>({0, 0}));
  EXPECT_EQ(sliceOp.getStrides(), ArrayRef<int64_t>({1, 1}));
  EXPECT_FALSE(getSharding(slice));
  EXPECT_EQ(zero.getType(), RankedTensorType::get({}, builder.getF32Type()));
}

} // namespace
