//===- CollectiveInferenceTest.cpp - tests for the Collective functions ---===//

#include "hlokit/Dialect/StableHLO/Collective.h"

#include "InferenceFixture.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include <gtest/gtest.h>
#include <random>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

class CollectiveInference : public InferenceFixture {
protected:
  static IdTable table(ArrayRef<int64_t> shape, ArrayRef<int64_t> values) {
    return {SmallVector<int64_t, 2>(shape), SmallVector<int64_t>(values)};
  }
  /// The single diagnostic emitted so far starts with `label`.
  void expectError(StringRef label) {
    ASSERT_EQ(messages.size(), 1u);
    EXPECT_EQ(StringRef(messages[0]).split(':').first, label) << messages[0];
  }
};

TEST_F(CollectiveInference, GroupingModes) {
  EXPECT_EQ(getReplicaGroupsGrouping(0, false), ProcessGrouping::CrossReplica);
  EXPECT_EQ(getReplicaGroupsGrouping(1, false),
            ProcessGrouping::CrossReplicaAndPartition);
  EXPECT_EQ(getReplicaGroupsGrouping(1, true), ProcessGrouping::FlattenedIds);
  EXPECT_EQ(getChannelGrouping(-1), ProcessGrouping::CrossReplica);
  EXPECT_EQ(getChannelGrouping(2), ProcessGrouping::CrossPartition);
  EXPECT_EQ(getChannelId(nullptr), 0);
  EXPECT_EQ(getChannelId(ChannelHandleAttr::get(&ctx, 5, 1)), 5);
}

TEST_F(CollectiveInference, ReadIdTable) {
  auto type = RankedTensorType::get({2, 2}, b.getI64Type());
  IdTable read = readIdTable(
      DenseIntElementsAttr::get(type, ArrayRef<int64_t>{3, 1, 0, 2}));
  EXPECT_EQ(read.shape, (SmallVector<int64_t, 2>{2, 2}));
  EXPECT_EQ(read.values, (SmallVector<int64_t>{3, 1, 0, 2}));
  EXPECT_EQ(getGroupSize({read, /*channelId=*/0, false}), 2);
  EXPECT_EQ(getGroupSize({table({0, 0}, {}), 0, false}), std::nullopt);
  // cross_replica_and_partition: each row stands for as many processes per
  // partition, a number the program does not know.
  EXPECT_EQ(getGroupSize({read, /*channelId=*/1, false}), std::nullopt);
  // flattened_ids: the rows list every process.
  EXPECT_EQ(getGroupSize({read, /*channelId=*/1, true}), 2);
}

TEST_F(CollectiveInference, AllGatherKeepsBounds) {
  GroupAttrs groups{table({1, 3}, {0, 1, 2}), 0, false};
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferAllGatherOp(
      loc, {f32({2, kDyn}), f32({kDyn, 4}, {5, kDyn})}, 0, groups, inferred)));
  EXPECT_EQ(inferred[0], f32({6, kDyn}));
  // A bounded dimension stays dynamic with its bound scaled.
  EXPECT_EQ(inferred[1], f32({kDyn, 4}, {15, kDyn}));
}

TEST_F(CollectiveInference, AllGatherWithoutGroupsIsDynamic) {
  GroupAttrs groups{table({0, 0}, {}), 0, false};
  SmallVector<Type> inferred;
  ASSERT_TRUE(
      succeeded(inferAllGatherOp(loc, {f32({2, 3})}, 1, groups, inferred)));
  EXPECT_EQ(inferred[0], f32({2, kDyn}));
}

TEST_F(CollectiveInference, AllGatherRejectsUnrankedOperands) {
  SmallVector<Type> inferred;
  GroupAttrs groups{table({1, 2}, {0, 1}), 0, false};
  Type unranked = UnrankedTensorType::get(b.getF32Type());
  EXPECT_TRUE(failed(inferAllGatherOp(loc, {unranked}, 0, groups, inferred)));
  expectError("all_gather_i1");
}

TEST_F(CollectiveInference, AllReducePromotesAndKeepsBounds) {
  GroupAttrs groups{table({2, 2}, {0, 1, 2, -1}), 0, false};
  Type f32Scalar = RankedTensorType::get({}, b.getF32Type());
  RankedTensorType operand = getBoundedTensorType({kDyn}, b.getF16Type(), {8});
  SmallVector<Type> arguments{f32Scalar, f32Scalar}, results{f32Scalar};
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferAllReduceOp(loc, {operand}, groups,
                                         {arguments, results}, inferred)));
  EXPECT_EQ(inferred[0], f32({kDyn}, {8}));
  // Before the computation exists the operand's element type is kept.
  inferred.clear();
  ASSERT_TRUE(
      succeeded(inferAllReduceOp(loc, {operand}, groups, {}, inferred)));
  EXPECT_EQ(inferred[0], operand);
}

TEST_F(CollectiveInference, OnlyAllReduceAcceptsPadding) {
  SmallVector<Type> inferred;
  GroupAttrs groups{table({1, 2}, {0, -1}), 0, false};
  EXPECT_TRUE(failed(inferAllGatherOp(loc, {f32({2})}, 0, groups, inferred)));
  expectError("all_gather_c4");
}

TEST_F(CollectiveInference, ReduceScatterDividesBounds) {
  GroupAttrs groups{table({1, 2}, {1, 0}), 3, true};
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferReduceScatterOp(loc, f32({kDyn, 4}, {9, kDyn}), 0,
                                             groups, {}, inferred)));
  EXPECT_EQ(inferred[0], f32({kDyn, 4}, {4, kDyn}));
}

TEST_F(CollectiveInference, ReduceScatterChecksDivisibility) {
  GroupAttrs groups{table({1, 2}, {0, 1}), 0, false};
  SmallVector<Type> inferred;
  EXPECT_TRUE(
      failed(inferReduceScatterOp(loc, f32({5}), 0, groups, {}, inferred)));
  expectError("reduce_scatter_c1");
}

TEST_F(CollectiveInference, PermuteAndBroadcastKeepTheType) {
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferCollectivePermuteOp(
      loc, f32({kDyn}, {3}), table({2, 2}, {0, 1, 1, 0}), inferred)));
  ASSERT_TRUE(succeeded(inferCollectiveBroadcastOp(
      loc, {f32({2})}, table({1, 2}, {5, 3}), false, inferred)));
  EXPECT_EQ(inferred[0], f32({kDyn}, {3}));
  EXPECT_EQ(inferred[1], f32({2}));
  EXPECT_TRUE(failed(inferCollectivePermuteOp(
      loc, f32({2}), table({2, 2}, {0, 1, 2, 1}), inferred)));
  expectError("collective_permute_c3");
}

TEST_F(CollectiveInference, BroadcastWithDynamicRootDropsTheRoot) {
  Type root = RankedTensorType::get({2}, b.getI32Type());
  SmallVector<Type> operands{f32({2}), f32({kDyn}, {4}), root};
  EXPECT_EQ(getDataOperands(operands, true).size(), 2u);
  EXPECT_EQ(getDataOperands(operands, false).size(), 3u);
  SmallVector<Type> inferred;
  ASSERT_TRUE(succeeded(inferCollectiveBroadcastOp(
      loc, operands, table({1, 2}, {0, 1}), true, inferred)));
  EXPECT_EQ(inferred, SmallVector<Type>({f32({2}), f32({kDyn}, {4})}));
  // Without has_dynamic_root the i32 tensor is data like the others.
  inferred.clear();
  ASSERT_TRUE(succeeded(inferCollectiveBroadcastOp(
      loc, operands, table({1, 2}, {0, 1}), false, inferred)));
  EXPECT_EQ(inferred.size(), 3u);
  // A dynamic root size is checked at run time.
  inferred.clear();
  Type dynamicRoot = RankedTensorType::get({kDyn}, b.getI64Type());
  EXPECT_TRUE(succeeded(inferCollectiveBroadcastOp(
      loc, {f32({2}), dynamicRoot}, table({1, 2}, {0, 1}), true, inferred)));
  EXPECT_TRUE(failed(inferCollectiveBroadcastOp(
      loc, {f32({2}), root}, table({1, 2}, {0, 1}), true, inferred)));
  expectError("collective_broadcast_c4");
}

TEST_F(CollectiveInference, CollectiveReduceIsLabelledApart) {
  Type f32Scalar = RankedTensorType::get({}, b.getF32Type());
  SmallVector<Type> arguments{f32Scalar, f32Scalar}, results{f32Scalar};
  SmallVector<Type> inferred;
  GroupAttrs groups{table({1, 2}, {0, 1}), 0, false};
  ASSERT_TRUE(succeeded(
      inferCollectiveReduceOp(loc, {RankedTensorType::get({3}, b.getF16Type())},
                              groups, false, {arguments, results}, inferred)));
  EXPECT_EQ(inferred[0], f32({3}));
  GroupAttrs repeated{table({1, 2}, {1, 1}), 0, false};
  EXPECT_TRUE(failed(
      inferCollectiveReduceOp(loc, {f32({3})}, repeated, false, {}, inferred)));
  expectError("collective_reduce_c1");
}

TEST_F(CollectiveInference, CollectiveReduceWithDynamicRootDropsTheRoot) {
  Type f32Scalar = RankedTensorType::get({}, b.getF32Type());
  SmallVector<Type> arguments{f32Scalar, f32Scalar}, results{f32Scalar};
  GroupAttrs groups{table({1, 2}, {0, 1}), 0, false};
  Type root = RankedTensorType::get({1}, b.getI32Type());
  SmallVector<Type> inferred;
  // The i32 root is not reduced, so the f32 computation fits.
  ASSERT_TRUE(succeeded(inferCollectiveReduceOp(
      loc, {f32({3}), root}, groups, true, {arguments, results}, inferred)));
  EXPECT_EQ(inferred, SmallVector<Type>({f32({3})}));
  inferred.clear();
  EXPECT_TRUE(
      failed(inferCollectiveReduceOp(loc, {f32({3}), f32({1})}, groups, true,
                                     {arguments, results}, inferred)));
  expectError("collective_reduce_c3");
  messages.clear();
  EXPECT_TRUE(failed(inferCollectiveReduceOp(loc, {root}, groups, true,
                                             {arguments, results}, inferred)));
  expectError("collective_reduce_i1");
}

/// The literal meaning of all_to_all on a shape: split the split dimension
/// into `count` parts and stack `count` of them along the concat dimension.
SmallVector<int64_t> allToAllReference(ArrayRef<int64_t> shape, int64_t split,
                                       int64_t concat, int64_t count) {
  SmallVector<SmallVector<int64_t>> parts;
  for (int64_t i = 0; i < count; ++i) {
    SmallVector<int64_t> part(shape);
    part[split] = shape[split] / count;
    parts.push_back(part);
  }
  SmallVector<int64_t> result = parts.front();
  result[concat] = 0;
  for (const SmallVector<int64_t> &part : parts)
    result[concat] += part[concat];
  return result;
}

TEST_F(CollectiveInference, AllToAllMatchesTheReferenceOnRandomShapes) {
  std::mt19937 rng(16);
  for (int trial = 0; trial < 200; ++trial) {
    int64_t rank = 1 + rng() % 3;
    int64_t count = 1 + rng() % 4;
    int64_t split = rng() % rank, concat = rng() % rank;
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back((d == split ? count : 1) * (1 + rng() % 3));
    AllToAllAttrs attrs{split, concat, count, table({1, count}, {})};
    for (int64_t id = 0; id < count; ++id)
      attrs.replicaGroups.values.push_back(count - 1 - id);
    SmallVector<Type> inferred;
    ASSERT_TRUE(succeeded(inferAllToAllOp(loc, {f32(shape)}, attrs, inferred)));
    EXPECT_EQ(
        cast<RankedTensorType>(inferred[0]).getShape(),
        ArrayRef<int64_t>(allToAllReference(shape, split, concat, count)));
  }
  EXPECT_TRUE(messages.empty());
}

TEST_F(CollectiveInference, AllToAllChecksTheGroupSize) {
  AllToAllAttrs attrs{0, 0, 2, table({2, 1}, {0, 1})};
  SmallVector<Type> inferred;
  EXPECT_TRUE(failed(inferAllToAllOp(loc, {f32({4})}, attrs, inferred)));
  expectError("all_to_all_c8");
}

/// The builders ODS generates infer the results through the same functions.
TEST_F(CollectiveInference, BuildersInferResults) {
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  auto groups = DenseIntElementsAttr::get(
      RankedTensorType::get({1, 2}, b.getI64Type()), ArrayRef<int64_t>{0, 1});
  Value x =
      ConstantOp::create(b, loc, DenseElementsAttr::get(f32({2, 4}), 1.0f));
  auto gather = AllGatherOp::create(b, loc, ValueRange{x}, uint64_t(1), groups,
                                    nullptr, false);
  EXPECT_EQ(gather.getResult(0).getType(), f32({2, 8}));
  auto toAll = AllToAllOp::create(b, loc, ValueRange{x}, uint64_t(1),
                                  uint64_t(0), uint64_t(2), groups, nullptr);
  EXPECT_EQ(toAll.getResult(0).getType(), f32({4, 2}));
  Value root = ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(RankedTensorType::get({1}, b.getI32Type()), 1));
  auto broadcast = CollectiveBroadcastOp::create(b, loc, ValueRange{x, root},
                                                 groups, nullptr, true);
  EXPECT_EQ(broadcast.getNumResults(), 1u);
  EXPECT_EQ(broadcast.getResult(0).getType(), f32({2, 4}));
  EXPECT_TRUE(succeeded(verify(*module)));
}

} // namespace
