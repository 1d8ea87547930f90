//===- OpTableTest.cpp - per-op tables keyed by op class ------------------===//

#include "hlokit/Support/OpTable.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit;

namespace {

class OpTableTest : public ::testing::Test {
protected:
  OpTableTest() : builder(&context) {
    context.loadDialect<stablehlo::StableHLODialect>();
  }

  /// A detached op of class `OpTy` with `numOperands` scalar f32 operands.
  template <typename OpTy> Operation *makeOp(unsigned numOperands) {
    OperationState state(builder.getUnknownLoc(), OpTy::getOperationName());
    auto scalar = RankedTensorType::get({}, builder.getF32Type());
    Block *block = new Block();
    blocks.emplace_back(block);
    for (unsigned i = 0; i < numOperands; ++i)
      state.operands.push_back(block->addArgument(scalar, state.location));
    state.types.push_back(scalar);
    Operation *op = Operation::create(state);
    block->push_back(op);
    return op;
  }

  MLIRContext context;
  OpBuilder builder;
  std::vector<std::unique_ptr<Block>> blocks;
};

TEST_F(OpTableTest, LooksUpByClassOfOperation) {
  OpTable<int> table;
  table.add<stablehlo::AbsOp, stablehlo::NegOp>(1);
  table.add<stablehlo::AddOp>(2);
  EXPECT_EQ(table.size(), 3u);

  const int *abs = table.lookup(makeOp<stablehlo::AbsOp>(1));
  ASSERT_NE(abs, nullptr);
  EXPECT_EQ(*abs, 1);
  const int *add = table.lookup(makeOp<stablehlo::AddOp>(2));
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(*add, 2);
  EXPECT_EQ(table.lookup(makeOp<stablehlo::SubtractOp>(2)), nullptr);
}

TEST_F(OpTableTest, LooksUpByTypeIdAndByClass) {
  OpTable<int> table;
  table.add<stablehlo::NegOp>(7);
  ASSERT_NE(table.lookup<stablehlo::NegOp>(), nullptr);
  EXPECT_EQ(*table.lookup(TypeID::get<stablehlo::NegOp>()), 7);
  EXPECT_TRUE(table.contains(TypeID::get<stablehlo::NegOp>()));
  EXPECT_FALSE(table.contains(TypeID::get<stablehlo::AbsOp>()));
  EXPECT_EQ(table.lookupOr(TypeID::get<stablehlo::NegOp>(), 0), 7);
  EXPECT_EQ(table.lookupOr(TypeID::get<stablehlo::AbsOp>(), -1), -1);
}

TEST_F(OpTableTest, UnregisteredOpsHaveNoEntry) {
  context.allowUnregisteredDialects();
  OperationState state(builder.getUnknownLoc(), "stablehlo.not_an_op");
  Operation *op = Operation::create(state);
  OpTable<int> table;
  table.add<stablehlo::AbsOp>(1);
  EXPECT_FALSE(table.contains(op));
  op->destroy();
}

TEST_F(OpTableTest, OpSetHoldsItsClasses) {
  OpSet set;
  set.add<stablehlo::AbsOp, stablehlo::AddOp>();
  EXPECT_EQ(set.size(), 2u);
  EXPECT_TRUE(set.contains(makeOp<stablehlo::AddOp>(2)));
  EXPECT_FALSE(set.contains(makeOp<stablehlo::NegOp>(1)));
}

} // namespace
