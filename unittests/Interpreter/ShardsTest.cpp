//===- ShardsTest.cpp - device meshes, shards and their assembly ----------===//
//
// DeviceMesh's coordinates, sub-axes and device groups on small meshes
// worked by hand; takeShard and assembleShards on random shapes and element
// types against a literal implementation (element i of the global tensor is
// element i mod local of shard i / local), and their errors.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Distributed/Shards.h"
#include "hlokit/Interpreter/Distributed/DeviceMesh.h"
#include "hlokit/Support/Product.h"

#include "TestTensors.h"

#include "gtest/gtest.h"

#include <cstring>

namespace hlokit::interpreter {
namespace {

using Ints = llvm::SmallVector<int64_t>;

TEST(DeviceMeshTest, IotaOrderIsRowMajor) {
  DeviceMesh mesh({2, 3}, {});
  EXPECT_EQ(mesh.getNumDevices(), 6);
  EXPECT_EQ(mesh.getDeviceAt({1, 2}), 5);
  EXPECT_EQ(*mesh.getCoordinates(4), (Ints{1, 1}));
  EXPECT_FALSE(mesh.getCoordinates(6).has_value());
}

TEST(DeviceMeshTest, DeviceIdsAreLaidOutRowMajor) {
  DeviceMesh mesh({2, 2}, {3, 1, 2, 0});
  EXPECT_EQ(mesh.getDeviceAt({0, 0}), 3);
  EXPECT_EQ(mesh.getDeviceAt({0, 1}), 1);
  EXPECT_EQ(*mesh.getCoordinates(2), (Ints{1, 0}));
  EXPECT_EQ(*mesh.getCoordinates(3), (Ints{0, 0}));
}

TEST(DeviceMeshTest, SubAxesAreMajorToMinorParts) {
  // An axis of 8 as three sub-axes of 2: (1)2 is the most major.
  DeviceMesh mesh({8}, {});
  for (int64_t c = 0; c < 8; ++c) {
    EXPECT_EQ(mesh.getCoordinateAlong({c}, {0, 1, 2}), c / 4);
    EXPECT_EQ(mesh.getCoordinateAlong({c}, {0, 2, 2}), c / 2 % 2);
    EXPECT_EQ(mesh.getCoordinateAlong({c}, {0, 4, 2}), c % 2);
    EXPECT_EQ(mesh.getCoordinateAlong({c}, {0, 2, 4}), c % 4);
    EXPECT_EQ(mesh.getCoordinateAlong({c}, {0, 1, 8}), c);
  }
}

TEST(DeviceMeshTest, ShardIndexIsMixedRadixOverTheParts) {
  DeviceMesh mesh({2, 3, 4}, {});
  // Dimension split by "c":(2)2 (c % 2, the minor half of "c") then "b":
  // index = (c % 2) * 3 + b.
  llvm::SmallVector<AxisPart> parts{{2, 2, 2}, {1, 1, 3}};
  EXPECT_EQ(mesh.getShardIndex({1, 2, 1}, parts), 1 * 3 + 2);
  EXPECT_EQ(mesh.getShardIndex({0, 1, 2}, parts), 0 * 3 + 1);
  EXPECT_EQ(mesh.getShardIndex({0, 1, 3}, {}), 0);
}

TEST(DeviceMeshTest, GroupsVaryOnlyTheGivenAxes) {
  DeviceMesh mesh({2, 3}, {});
  EXPECT_EQ(mesh.getDevicesVaryingOnly({1, 2}, {false, true}), (Ints{3, 4, 5}));
  EXPECT_EQ(mesh.getDevicesVaryingOnly({1, 2}, {true, false}), (Ints{2, 5}));
  EXPECT_EQ(mesh.getDevicesVaryingOnly({1, 2}, {true, true}),
            (Ints{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(mesh.getDevicesVaryingOnly({1, 2}, {false, false}), (Ints{5}));
  DeviceMesh ordered({2, 2}, {3, 2, 1, 0});
  EXPECT_EQ(ordered.getDevicesVaryingOnly({0, 1}, {true, false}), (Ints{2, 0}));
}

/// Whether element `global` of `whole` is element `global mod local` of the
/// shard at `global / local`, for every element: the literal definition.
bool shardsAreBlocks(const Tensor &whole, llvm::ArrayRef<Tensor> shards,
                     llvm::ArrayRef<int64_t> counts) {
  llvm::ArrayRef<int64_t> local = shards.front().getShape();
  int64_t bytes = getElementByteSize(whole.getElementType());
  int64_t rank = whole.getRank();
  Ints index(rank, 0);
  for (int64_t flat = 0; flat < whole.getNumElements(); ++flat) {
    int64_t shard = 0, within = 0;
    for (int64_t d = 0; d < rank; ++d) {
      shard = shard * counts[d] + index[d] / local[d];
      within = within * local[d] + index[d] % local[d];
    }
    if (std::memcmp(whole.getRawData() + flat * bytes,
                    shards[shard].getRawData() + within * bytes, bytes) != 0)
      return false;
    for (int64_t d = rank; d-- > 0;) {
      if (++index[d] < whole.getShape()[d])
        break;
      index[d] = 0;
    }
  }
  return true;
}

TEST(ShardsTest, TakeAndAssembleMatchTheLiteralDefinition) {
  std::mt19937 rng(7);
  const ElementType types[] = {ElementType::I1, ElementType::SI8,
                               ElementType::F32, ElementType::F64,
                               ElementType::C64};
  for (int trial = 0; trial < 200; ++trial) {
    int64_t rank = rng() % 4;
    Ints counts, local, global;
    for (int64_t d = 0; d < rank; ++d) {
      counts.push_back(1 + rng() % 3);
      local.push_back(rng() % 4);
      global.push_back(counts.back() * local.back());
    }
    ElementType type = types[rng() % std::size(types)];
    Tensor whole = randomTensor(type, global, rng);
    llvm::SmallVector<Tensor> shards;
    Ints index(rank, 0);
    for (int64_t n = 0; n < product(counts); ++n) {
      llvm::Expected<Tensor> shard = takeShard(whole, counts, index);
      ASSERT_TRUE(static_cast<bool>(shard)) << toString(shard.takeError());
      ASSERT_EQ(shard->getShape(), llvm::ArrayRef<int64_t>(local));
      shards.push_back(std::move(*shard));
      for (int64_t d = rank; d-- > 0;) {
        if (++index[d] < counts[d])
          break;
        index[d] = 0;
      }
    }
    EXPECT_TRUE(shardsAreBlocks(whole, shards, counts)) << "trial " << trial;
    llvm::Expected<Tensor> assembled = assembleShards(shards, counts);
    ASSERT_TRUE(static_cast<bool>(assembled))
        << toString(assembled.takeError());
    EXPECT_TRUE(sameBits(*assembled, whole)) << "trial " << trial;
  }
}

TEST(ShardsTest, ADimensionTheCountDoesNotDivideIsAnError) {
  std::mt19937 rng(1);
  Tensor whole = randomTensor(ElementType::F32, {4, 3}, rng);
  llvm::Expected<Tensor> shard = takeShard(whole, {2, 2}, {0, 0});
  ASSERT_FALSE(static_cast<bool>(shard));
  EXPECT_EQ(toString(shard.takeError()),
            "dimension 1 of size 3 is not divisible into 2 shards");
}

TEST(ShardsTest, AssemblingTheWrongShardsIsAnError) {
  std::mt19937 rng(2);
  Tensor a = randomTensor(ElementType::F32, {2}, rng);
  Tensor b = randomTensor(ElementType::F32, {3}, rng);
  Tensor c = randomTensor(ElementType::SI32, {2}, rng);
  llvm::Expected<Tensor> missing = assembleShards({a}, {2});
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_EQ(toString(missing.takeError()), "1 shards for 2 blocks");
  llvm::Expected<Tensor> shapes = assembleShards({a, b}, {2});
  ASSERT_FALSE(static_cast<bool>(shapes));
  EXPECT_EQ(toString(shapes.takeError()),
            "shards of different types: tensor<2xf32> and tensor<3xf32>");
  llvm::Expected<Tensor> types = assembleShards({a, c}, {2});
  ASSERT_FALSE(static_cast<bool>(types));
  EXPECT_EQ(toString(types.takeError()),
            "shards of different types: tensor<2xf32> and tensor<2xi32>");
}

} // namespace
} // namespace hlokit::interpreter
