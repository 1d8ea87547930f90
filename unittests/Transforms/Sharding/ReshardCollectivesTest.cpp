//===- ReshardCollectivesTest.cpp - the collectives of a reshard ----------===//
//
// computeReshardSteps on pairs of shardings: which collectives, in which
// order, along which axes, and the sharding after each.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/ReshardCollectives.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

constexpr const char *kMesh = R"(mesh<["x"=2, "y"=2, "z"=2, "w"=2, "v"=4]>)";

class ReshardCollectivesTest : public ::testing::Test {
protected:
  ReshardCollectivesTest() {
    ctx.loadDialect<SdyDialect>();
    mesh = cast<MeshAttr>(parseAttribute(std::string("#sdy.") + kMesh, &ctx));
  }

  TensorShardingAttr sharding(StringRef dims) {
    return cast<TensorShardingAttr>(parseAttribute(
        (Twine("#sdy.sharding<") + kMesh + ", " + dims + ">").str(), &ctx));
  }

  /// The steps from `from` to `to`, one a line: the collective, its axes and
  /// its result's dimension shardings.
  std::string plan(StringRef from, StringRef to, ArrayRef<int64_t> shape) {
    std::string text;
    llvm::raw_string_ostream os(text);
    for (const ReshardStep &step :
         computeReshardSteps(sharding(from), sharding(to), mesh, shape)) {
      switch (step.kind) {
      case ReshardStep::Kind::AllSlice:
        os << "all_slice ";
        break;
      case ReshardStep::Kind::CollectivePermute:
        os << "collective_permute";
        break;
      case ReshardStep::Kind::AllToAll:
        os << "all_to_all ";
        break;
      case ReshardStep::Kind::AllGather:
        os << "all_gather ";
        break;
      }
      if (step.axes)
        step.axes.print(os, /*elideType=*/true);
      os << " -> [";
      llvm::interleaveComma(
          step.sharding.getDimShardings(), os, [&](DimensionShardingAttr dim) {
            os << "{";
            llvm::interleaveComma(dim.getAxes(), os,
                                  [&](AxisRefAttr a) { os << a.toString(); });
            os << "}";
          });
      os << "]\n";
    }
    return text;
  }

  MLIRContext ctx;
  MeshAttr mesh;
};

TEST_F(ReshardCollectivesTest, EquivalentShardingsNeedNothing) {
  EXPECT_EQ(plan(R"([{"x", ?}, {"y"}])", R"([{"x"}, {"y", ?}])", {8, 8}), "");
}

TEST_F(ReshardCollectivesTest, DroppedMinorAxesAreGathered) {
  EXPECT_EQ(plan(R"([{"x", "y", "z"}, {}])", R"([{"x"}, {}])", {16, 8}),
            "all_gather #sdy<list_of_axis_ref_lists[{\"y\", \"z\"}, {}]> -> "
            "[{\"x\"}, {}]\n");
}

TEST_F(ReshardCollectivesTest, AddedAxesAreSliced) {
  EXPECT_EQ(plan(R"([{}, {}])", R"([{"x"}, {"y", "z"}])", {16, 8}),
            "all_slice #sdy<list_of_axis_ref_lists[{\"x\"}, {\"y\", \"z\"}]> "
            "-> [{\"x\"}, {\"y\", \"z\"}]\n");
}

TEST_F(ReshardCollectivesTest, MovedAxesGoThroughAllToAll) {
  EXPECT_EQ(plan(R"([{"x", "y"}, {}])", R"([{"x"}, {"y"}])", {16, 8}),
            "all_to_all #sdy<all_to_all_param{\"y\"}: 0->1> -> "
            "[{\"x\"}, {\"y\"}]\n");
}

TEST_F(ReshardCollectivesTest, SwappedAxesArePermuted) {
  EXPECT_EQ(plan(R"([{"x"}, {"y"}])", R"([{"y"}, {"x"}])", {16, 8}),
            "collective_permute -> [{\"y\"}, {\"x\"}]\n");
}

TEST_F(ReshardCollectivesTest, ReorderedAxesInOneDimensionArePermuted) {
  EXPECT_EQ(plan(R"([{"x", "y"}, {}])", R"([{"y", "x"}, {}])", {16, 8}),
            "collective_permute -> [{\"y\", \"x\"}, {}]\n");
}

// An axis bigger than the room in a dimension is split into sub-axes.
TEST_F(ReshardCollectivesTest, AxisTooBigForADimensionIsSplit) {
  EXPECT_EQ(plan(R"([{"v"}, {}])", R"([{"v":(1)2}, {"v":(2)2}])", {16, 8}),
            "all_to_all #sdy<all_to_all_param{\"v\":(2)2}: 0->1> -> "
            "[{\"v\":(1)2}, {\"v\":(2)2}]\n");
}

// Slice first, then move, then gather: each step's sharding is where the
// next starts.
TEST_F(ReshardCollectivesTest, StepsComeInShardysOrder) {
  EXPECT_EQ(
      plan(R"([{"x", "y"}, {}, {}])", R"([{}, {"y"}, {"z"}])", {16, 8, 4}),
      "all_slice #sdy<list_of_axis_ref_lists[{}, {}, {\"z\"}]> -> "
      "[{\"x\", \"y\"}, {}, {\"z\"}]\n"
      "all_to_all #sdy<all_to_all_param{\"y\"}: 0->1> -> "
      "[{\"x\"}, {\"y\"}, {\"z\"}]\n"
      "all_gather #sdy<list_of_axis_ref_lists[{\"x\"}, {}, {}]> -> "
      "[{}, {\"y\"}, {\"z\"}]\n");
}

} // namespace
