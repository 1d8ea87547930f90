//===- ControlFlowInferenceTest.cpp - control flow inference functions ----===//
//
// Tests of the free inference and verification functions of the control
// flow family; they take plain types, so no IR is built.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/ControlFlow.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

class ControlFlowInference : public ::testing::Test {
protected:
  ControlFlowInference()
      : b(&ctx), loc(UnknownLoc::get(&ctx)),
        handler(&ctx, [this](Diagnostic &diag) {
          messages.push_back(diag.str());
          return success();
        }) {}

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element) {
    return RankedTensorType::get(shape, element);
  }
  RankedTensorType f32(ArrayRef<int64_t> shape) {
    return tensor(shape, b.getF32Type());
  }
  RankedTensorType pred() { return tensor({}, b.getI1Type()); }
  RankedTensorType i32() { return tensor({}, b.getI32Type()); }
  FunctionType fn(TypeRange inputs, TypeRange results) {
    return b.getFunctionType(inputs, results);
  }
  /// The last diagnostic emitted, for checking the spec label.
  std::string lastMessage() const {
    return messages.empty() ? "" : messages.back();
  }

  MLIRContext ctx;
  Builder b;
  Location loc;
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler;
  static constexpr int64_t kDyn = ShapedType::kDynamic;
};

TEST_F(ControlFlowInference, JoinMakesDisagreeingDimensionsDynamic) {
  EXPECT_EQ(joinCompatibleTypes(f32({2, 3}), f32({2, 3})), f32({2, 3}));
  EXPECT_EQ(joinCompatibleTypes(f32({2, 3}), f32({kDyn, 3})), f32({kDyn, 3}));
  Type t1 = TupleType::get(&ctx, {f32({2}), i32()});
  Type t2 = TupleType::get(&ctx, {f32({kDyn}), i32()});
  EXPECT_EQ(joinCompatibleTypes(t1, t2), t2);
}

TEST_F(ControlFlowInference, IfInfersTheJoinOfItsBranches) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferIfOp(loc, pred(), fn({}, {f32({4}), i32()}),
                                  fn({}, {f32({kDyn}), i32()}), inferred)));
  EXPECT_EQ(inferred, (SmallVector<Type>{f32({kDyn}), i32()}));
  EXPECT_TRUE(messages.empty());
}

TEST_F(ControlFlowInference, IfRejectsEachConstraint) {
  SmallVector<Type> inferred;
  EXPECT_TRUE(failed(inferIfOp(loc, tensor({2}, b.getI1Type()), fn({}, {}),
                               fn({}, {}), inferred)));
  EXPECT_NE(lastMessage().find("if_i1"), std::string::npos);
  EXPECT_TRUE(
      failed(inferIfOp(loc, pred(), fn({i32()}, {}), fn({}, {}), inferred)));
  EXPECT_NE(lastMessage().find("if_c1: true_branch"), std::string::npos);
  EXPECT_TRUE(failed(
      inferIfOp(loc, pred(), fn({}, {i32()}), fn({}, {f32({})}), inferred)));
  EXPECT_NE(lastMessage().find("if_c2"), std::string::npos);
  EXPECT_TRUE(failed(
      verifyIfOp(loc, pred(), fn({}, {i32()}), fn({}, {i32()}), {f32({})})));
  EXPECT_NE(lastMessage().find("if_c3"), std::string::npos);
  EXPECT_TRUE(succeeded(verifyIfOp(loc, pred(), fn({}, {f32({kDyn})}),
                                   fn({}, {f32({kDyn})}), {f32({5})})));
}

TEST_F(ControlFlowInference, CaseInfersAcrossAllBranches) {
  SmallVector<Type> inferred;
  SmallVector<FunctionType> branches = {fn({}, {f32({3})}), fn({}, {f32({3})}),
                                        fn({}, {f32({kDyn})})};
  ASSERT_TRUE(succeeded(inferCaseOp(loc, i32(), branches, inferred)));
  EXPECT_EQ(inferred, (SmallVector<Type>{f32({kDyn})}));
}

TEST_F(ControlFlowInference, CaseRejectsEachConstraint) {
  SmallVector<Type> inferred;
  EXPECT_TRUE(failed(
      inferCaseOp(loc, tensor({1}, b.getI32Type()), {fn({}, {})}, inferred)));
  EXPECT_NE(lastMessage().find("case_i1"), std::string::npos);
  EXPECT_TRUE(failed(inferCaseOp(loc, i32(), {}, inferred)));
  EXPECT_NE(lastMessage().find("case_c1"), std::string::npos);
  EXPECT_TRUE(
      failed(inferCaseOp(loc, i32(), {fn({}, {}), fn({i32()}, {})}, inferred)));
  EXPECT_NE(lastMessage().find("case_c2: branch 1"), std::string::npos);
  EXPECT_TRUE(failed(inferCaseOp(
      loc, i32(), {fn({}, {i32()}), fn({}, {i32(), i32()})}, inferred)));
  EXPECT_NE(lastMessage().find("case_c3: branch 1"), std::string::npos);
  EXPECT_TRUE(failed(verifyCaseOp(loc, i32(), {fn({}, {i32()})}, {})));
  EXPECT_NE(lastMessage().find("case_c4"), std::string::npos);
}

TEST_F(ControlFlowInference, WhileResultsAreTheOperandTypes) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferWhileOp(loc, {i32(), f32({2})}, inferred)));
  EXPECT_EQ(inferred, (SmallVector<Type>{i32(), f32({2})}));
  SmallVector<Type> operands = {i32(), f32({2})};
  EXPECT_TRUE(succeeded(verifyWhileOp(loc, operands, fn(operands, {pred()}),
                                      fn(operands, operands), operands)));
}

TEST_F(ControlFlowInference, WhileRejectsEachConstraint) {
  SmallVector<Type> ops = {i32()};
  EXPECT_TRUE(
      failed(verifyWhileOp(loc, ops, fn({}, {pred()}), fn(ops, ops), ops)));
  EXPECT_NE(lastMessage().find("while_c1: cond takes"), std::string::npos);
  EXPECT_TRUE(failed(verifyWhileOp(
      loc, ops, fn(ops, {tensor({2}, b.getI1Type())}), fn(ops, ops), ops)));
  EXPECT_NE(lastMessage().find("while_c1: cond must yield"), std::string::npos);
  EXPECT_TRUE(failed(
      verifyWhileOp(loc, ops, fn(ops, {pred(), pred()}), fn(ops, ops), ops)));
  EXPECT_NE(lastMessage().find("while_c1: cond must yield"), std::string::npos);
  EXPECT_TRUE(failed(
      verifyWhileOp(loc, ops, fn(ops, {pred()}), fn({f32({})}, ops), ops)));
  EXPECT_NE(lastMessage().find("while_c2: body takes"), std::string::npos);
  EXPECT_TRUE(failed(
      verifyWhileOp(loc, ops, fn(ops, {pred()}), fn(ops, {f32({})}), ops)));
  EXPECT_NE(lastMessage().find("while_c2: body yields"), std::string::npos);
  EXPECT_TRUE(failed(
      verifyWhileOp(loc, ops, fn(ops, {pred()}), fn(ops, ops), {f32({})})));
  EXPECT_NE(lastMessage().find("while_c3"), std::string::npos);
}

TEST_F(ControlFlowInference, OptimizationBarrierIsTheIdentityOnTypes) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(
      succeeded(inferOptimizationBarrierOp(loc, {i32(), f32({2})}, inferred)));
  EXPECT_EQ(inferred, (SmallVector<Type>{i32(), f32({2})}));
  EXPECT_TRUE(
      succeeded(verifyOptimizationBarrierOp(loc, {f32({kDyn})}, {f32({2})})));
  EXPECT_TRUE(failed(verifyOptimizationBarrierOp(loc, {i32()}, {f32({})})));
  EXPECT_NE(lastMessage().find("optimization_barrier_c1"), std::string::npos);
}

TEST_F(ControlFlowInference, TupleAndGetTupleElement) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferTupleOp(&ctx, loc, {i32(), f32({2})}, inferred)));
  Type tuple = TupleType::get(&ctx, {i32(), f32({2})});
  EXPECT_EQ(inferred.front(), tuple);
  inferred.clear();
  ASSERT_TRUE(succeeded(inferTupleOp(&ctx, loc, {}, inferred)));
  EXPECT_EQ(inferred.front(), TupleType::get(&ctx, {}));
  EXPECT_TRUE(failed(verifyTupleOp(loc, {i32()}, tuple)));
  EXPECT_NE(lastMessage().find("tuple_c1"), std::string::npos);

  inferred.clear();
  ASSERT_TRUE(succeeded(inferGetTupleElementOp(loc, tuple, 1, inferred)));
  EXPECT_EQ(inferred.front(), f32({2}));
  EXPECT_TRUE(failed(inferGetTupleElementOp(loc, tuple, 2, inferred)));
  EXPECT_NE(lastMessage().find("get_tuple_element_c1: index 2"),
            std::string::npos);
  EXPECT_TRUE(failed(inferGetTupleElementOp(loc, tuple, -1, inferred)));
  EXPECT_NE(lastMessage().find("get_tuple_element_c1"), std::string::npos);
  EXPECT_TRUE(failed(verifyGetTupleElementOp(loc, tuple, 0, f32({2}))));
  EXPECT_NE(lastMessage().find("get_tuple_element_c2"), std::string::npos);
  EXPECT_TRUE(succeeded(verifyGetTupleElementOp(
      loc, TupleType::get(&ctx, {f32({kDyn})}), 0, f32({7}))));
}

TEST_F(ControlFlowInference, CustomCallLayouts) {
  Type token = b.getType<NoneType>(); // Any non-tensor stands for a token.
  SmallVector<Type> inputs = {f32({2, 3}), token};
  SmallVector<Type> results = {f32({2, 3})};
  SmallVector<Layout> good = {{1, 0}, {}};
  SmallVector<Layout> resultLayouts = {{0, 1}};
  EXPECT_TRUE(succeeded(verifyCustomCallLayouts(loc, inputs, results,
                                                std::nullopt, std::nullopt)));
  EXPECT_TRUE(succeeded(
      verifyCustomCallLayouts(loc, inputs, results, ArrayRef<Layout>(good),
                              ArrayRef<Layout>(resultLayouts))));
  EXPECT_TRUE(failed(verifyCustomCallLayouts(
      loc, inputs, results, ArrayRef<Layout>(good), std::nullopt)));
  EXPECT_NE(lastMessage().find("both operands and results"), std::string::npos);
  SmallVector<Layout> tokenWithLayout = {{1, 0}, {0}};
  EXPECT_TRUE(failed(verifyCustomCallLayouts(loc, inputs, results,
                                             ArrayRef<Layout>(tokenWithLayout),
                                             ArrayRef<Layout>(resultLayouts))));
  EXPECT_NE(lastMessage().find("only ranked tensors"), std::string::npos);
  SmallVector<Layout> notPermutation = {{1, 1}, {}};
  EXPECT_TRUE(failed(verifyCustomCallLayouts(loc, inputs, results,
                                             ArrayRef<Layout>(notPermutation),
                                             ArrayRef<Layout>(resultLayouts))));
  EXPECT_NE(lastMessage().find("not a permutation"), std::string::npos);
  // A single tuple result is described element by element.
  SmallVector<Type> tupleResult = {TupleType::get(&ctx, {f32({2}), f32({})})};
  SmallVector<Layout> perElement = {{0}, {}};
  EXPECT_TRUE(succeeded(verifyCustomCallLayouts(loc, inputs, tupleResult,
                                                ArrayRef<Layout>(good),
                                                ArrayRef<Layout>(perElement))));
}

TEST_F(ControlFlowInference, CustomCallAliasesAndBackendConfig) {
  Type pair = TupleType::get(&ctx, {f32({2}), i32()});
  SmallVector<Type> inputs = {pair};
  SmallVector<int64_t> none, zero = {0}, one = {1};
  // Operand 0 element 0 aliases result element 1 of two results.
  SmallVector<Type> results = {i32(), f32({2})};
  EXPECT_TRUE(succeeded(
      verifyCustomCallAliases(loc, inputs, results, {{one, 0, zero}})));
  EXPECT_TRUE(
      failed(verifyCustomCallAliases(loc, inputs, results, {{one, 1, zero}})));
  EXPECT_NE(lastMessage().find("operand_index 1"), std::string::npos);
  EXPECT_TRUE(
      failed(verifyCustomCallAliases(loc, inputs, results, {{none, 0, zero}})));
  EXPECT_NE(lastMessage().find("output_tuple_indices []"), std::string::npos);
  EXPECT_TRUE(
      failed(verifyCustomCallAliases(loc, inputs, results, {{zero, 0, zero}})));
  EXPECT_NE(lastMessage().find("another type"), std::string::npos);

  EXPECT_TRUE(succeeded(verifyCustomCallBackendConfig(loc, false, {})));
  EXPECT_TRUE(succeeded(
      verifyCustomCallBackendConfig(loc, false, b.getStringAttr("cfg"))));
  EXPECT_TRUE(succeeded(
      verifyCustomCallBackendConfig(loc, true, b.getDictionaryAttr({}))));
  EXPECT_TRUE(
      failed(verifyCustomCallBackendConfig(loc, true, b.getStringAttr("cfg"))));
  EXPECT_TRUE(failed(
      verifyCustomCallBackendConfig(loc, false, b.getDictionaryAttr({}))));
}

} // namespace
