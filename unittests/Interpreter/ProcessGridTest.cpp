//===- ProcessGridTest.cpp - process groups and the in-process grid -------===//
//
// The four strategies against the spec's examples; the in-process transport
// with real threads: contributions come back in group order, a process that
// ended or never arrives is an error (not a hang), permutes without a source
// and channels in order; all_reduce's fold order.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Distributed/ProcessGrid.h"
#include "hlokit/Interpreter/Distributed/Collectives.h"
#include "hlokit/Interpreter/Distributed/ContributionCodec.h"
#include "hlokit/Interpreter/Distributed/Transport.h"

#include "gtest/gtest.h"

#include <cstring>
#include <thread>

namespace hlokit::interpreter {
namespace {

using Ids = llvm::SmallVector<llvm::SmallVector<int64_t>>;

std::string format(const llvm::Expected<ProcessGroups> &groups) {
  std::string s;
  for (const ProcessGroup &group : *groups)
    s += formatGroup(group);
  return s;
}

TEST(ProcessGroupsTest, CrossReplicaFollowsTheSpecExample) {
  auto groups = crossReplica(Ids{{0, 1}, {2, 3}}, GridShape{4, 2});
  ASSERT_TRUE(static_cast<bool>(groups));
  EXPECT_EQ(format(groups), "[(0, 0), (1, 0)][(0, 1), (1, 1)]"
                            "[(2, 0), (3, 0)][(2, 1), (3, 1)]");
}

TEST(ProcessGroupsTest, CrossPartitionFollowsTheSpecExample) {
  auto groups = crossPartition(Ids{{0, 1}}, GridShape{4, 2});
  ASSERT_TRUE(static_cast<bool>(groups));
  EXPECT_EQ(format(groups), "[(0, 0), (0, 1)][(1, 0), (1, 1)]"
                            "[(2, 0), (2, 1)][(3, 0), (3, 1)]");
}

TEST(ProcessGroupsTest, CrossReplicaAndPartitionFollowsTheSpecExample) {
  auto groups = crossReplicaAndPartition(Ids{{0, 1}, {2, 3}}, GridShape{4, 2});
  ASSERT_TRUE(static_cast<bool>(groups));
  EXPECT_EQ(format(groups), "[(0, 0), (1, 0), (0, 1), (1, 1)]"
                            "[(2, 0), (3, 0), (2, 1), (3, 1)]");
}

TEST(ProcessGroupsTest, FlattenedIdsFollowsTheSpecExample) {
  auto groups = flattenedIds(Ids{{0, 1, 2, 3}, {4, 5, 6, 7}}, GridShape{4, 2});
  ASSERT_TRUE(static_cast<bool>(groups));
  EXPECT_EQ(format(groups), "[(0, 0), (0, 1), (1, 0), (1, 1)]"
                            "[(2, 0), (2, 1), (3, 0), (3, 1)]");
}

TEST(ProcessGroupsTest, IdsOutsideTheGridAreErrors) {
  auto groups = crossReplica(Ids{{0, 2}}, GridShape{2, 1});
  ASSERT_FALSE(static_cast<bool>(groups));
  EXPECT_EQ(llvm::toString(groups.takeError()),
            "replica id 2 is not in the grid of 2 replicas");
  auto flat = flattenedIds(Ids{{0, 8}}, GridShape{4, 2});
  ASSERT_FALSE(static_cast<bool>(flat));
  EXPECT_EQ(llvm::toString(flat.takeError()),
            "flattened id 8 is not in the grid of 8 processes");
}

Tensor scalarI64(int64_t value) {
  Tensor t = llvm::cantFail(Tensor::allocate(ElementType::SI64, {}));
  *t.mutableData<int64_t>() = value;
  return t;
}

int64_t valueOf(const Contribution &c) {
  return *c.tensors.front().data<int64_t>();
}

TEST(InProcessGridTest, GatherReturnsContributionsInGroupOrder) {
  InProcessGrid grid(GridShape{3, 1}, std::chrono::seconds(60));
  ProcessGroup group{{2, 0}, {0, 0}, {1, 0}};
  std::vector<std::string> seen(3);
  std::vector<std::thread> threads;
  for (uint32_t id = 0; id < 3; ++id)
    threads.emplace_back([&, id] {
      auto all =
          grid.getTransport(id).gather(group, {"op", {scalarI64(10 * id)}});
      ASSERT_TRUE(static_cast<bool>(all)) << llvm::toString(all.takeError());
      for (const Contribution &c : *all)
        seen[id] += std::to_string(valueOf(c)) + " ";
    });
  for (std::thread &t : threads)
    t.join();
  for (const std::string &s : seen)
    EXPECT_EQ(s, "20 0 10 ");
}

TEST(InProcessGridTest, AProcessThatEndedIsReportedAtOnce) {
  InProcessGrid grid(GridShape{2, 1}, std::chrono::seconds(60));
  grid.markEnded(1, /*failed=*/false);
  auto all = grid.getTransport(0).gather({{0, 0}, {1, 0}}, {"op", {}});
  ASSERT_FALSE(static_cast<bool>(all));
  EXPECT_EQ(llvm::toString(all.takeError()),
            "process (1, 0) finished before reaching this collective");
}

TEST(InProcessGridTest, AProcessThatFailedIsReportedWithItsCause) {
  InProcessGrid grid(GridShape{2, 1}, std::chrono::seconds(60));
  grid.markEnded(1, /*failed=*/true, "f.mlir:3:8: 'stablehlo.add': boom");
  auto start = std::chrono::steady_clock::now();
  auto all = grid.getTransport(0).gather({{0, 0}, {1, 0}}, {"op", {}});
  ASSERT_FALSE(static_cast<bool>(all));
  EXPECT_EQ(llvm::toString(all.takeError()),
            "process (1, 0) failed before reaching this collective: "
            "f.mlir:3:8: 'stablehlo.add': boom");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

TEST(InProcessGridTest, AProcessThatNeverArrivesTimesOut) {
  InProcessGrid grid(GridShape{2, 1}, std::chrono::milliseconds(0));
  auto all = grid.getTransport(0).gather({{0, 0}, {1, 0}}, {"op", {}});
  ASSERT_FALSE(static_cast<bool>(all));
  EXPECT_EQ(llvm::toString(all.takeError()),
            "timed out after 0 ms waiting for process(es) (1, 0) of the group "
            "[(0, 0), (1, 0)]: a process skipped this collective or is stuck");
}

TEST(InProcessGridTest, PermuteWithoutSourceReceivesNothing) {
  InProcessGrid grid(GridShape{2, 1}, std::chrono::seconds(60));
  auto sent = grid.getTransport(0).permute(ProcessId{1, 0}, std::nullopt,
                                           {"op", {scalarI64(7)}});
  ASSERT_TRUE(static_cast<bool>(sent));
  EXPECT_FALSE(sent->has_value());
  auto received = grid.getTransport(1).permute(std::nullopt, ProcessId{0, 0},
                                               {"op", {scalarI64(0)}});
  ASSERT_TRUE(static_cast<bool>(received));
  EXPECT_EQ(valueOf(**received), 7);
}

TEST(InProcessGridTest, ChannelsDeliverInOrder) {
  InProcessGrid grid(GridShape{2, 1}, std::chrono::seconds(60));
  for (int64_t v : {1, 2})
    ASSERT_FALSE(static_cast<bool>(
        grid.getTransport(0).sendOnChannel(5, {"send", {scalarI64(v)}})));
  for (int64_t v : {1, 2}) {
    auto received = grid.getTransport(1).receiveOnChannel(5);
    ASSERT_TRUE(static_cast<bool>(received));
    EXPECT_EQ(valueOf(*received), v);
  }
  grid.markEnded(0, /*failed=*/true);
  auto none = grid.getTransport(1).receiveOnChannel(5);
  ASSERT_FALSE(static_cast<bool>(none));
  EXPECT_EQ(llvm::toString(none.takeError()),
            "every other process ended without sending on channel 5");
}

TEST(CollectivesTest, FoldRunsInGroupOrder) {
  // A non-commutative combiner shows the order: acc * 10 + value.
  auto step = [](llvm::ArrayRef<char *> acc,
                 llvm::ArrayRef<const char *> value) {
    int64_t a, v;
    std::memcpy(&a, acc[0], 8);
    std::memcpy(&v, value[0], 8);
    a = a * 10 + v;
    std::memcpy(acc[0], &a, 8);
    return llvm::Error::success();
  };
  auto folded = foldInOrder({scalarI64(1), scalarI64(2), scalarI64(3)},
                            Combiner{stablehlo::ReduceBodyKind::Other, step});
  ASSERT_TRUE(static_cast<bool>(folded));
  EXPECT_EQ(*folded->data<int64_t>(), 123);
}

TEST(ContributionCodecTest, RoundTripsAndRejectsTruncatedBytes) {
  Tensor matrix = llvm::cantFail(Tensor::allocate(ElementType::F32, {2, 3}));
  for (int i = 0; i < 6; ++i)
    matrix.mutableData<float>()[i] = 0.5f * i;
  Contribution sent{"stablehlo.all_gather", {scalarI64(-7), matrix}};
  std::string bytes = encodeContribution(sent);
  auto received = decodeContribution(bytes);
  ASSERT_TRUE(static_cast<bool>(received));
  EXPECT_EQ(received->opName, "stablehlo.all_gather");
  ASSERT_EQ(received->tensors.size(), 2u);
  EXPECT_TRUE(received->tensors[0].bitwiseEquals(sent.tensors[0]));
  EXPECT_TRUE(received->tensors[1].bitwiseEquals(matrix));
  auto truncated = decodeContribution(llvm::StringRef(bytes).drop_back(1));
  ASSERT_FALSE(static_cast<bool>(truncated));
  EXPECT_EQ(llvm::toString(truncated.takeError()),
            "malformed contribution from another rank");
}

} // namespace
} // namespace hlokit::interpreter
