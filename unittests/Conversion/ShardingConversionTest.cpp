//===- ShardingConversionTest.cpp - GSPMD shardings to and from sdy -------===//

#include "hlokit/Conversion/Sharding/ShardingConversion.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

class ShardingConversionTest : public ::testing::Test {
protected:
  ShardingConversionTest() { context.loadDialect<sdy::SdyDialect>(); }

  GspmdSharding parse(llvm::StringRef text) {
    ParseError error;
    std::optional<GspmdSharding> sharding = parseGspmdSharding(text, error);
    EXPECT_TRUE(sharding) << error.message;
    return sharding.value_or(GspmdSharding());
  }

  static std::string print(mlir::Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  /// The meshes for `texts`, printed, or the error.
  std::string meshOf(llvm::ArrayRef<const char *> texts) {
    std::vector<GspmdSharding> shardings;
    for (const char *text : texts)
      shardings.push_back(parse(text));
    std::string error;
    mlir::FailureOr<InferredMeshes> meshes =
        inferMeshes(shardings, &context, error);
    return mlir::succeeded(meshes) ? print(meshes->mesh) : "error: " + error;
  }

  /// `text` imported alone at rank `rank`, then exported; the sdy sharding
  /// and the string it exports to, or the error.
  std::pair<std::string, std::string> roundTrip(llvm::StringRef text,
                                                int64_t rank) {
    std::vector<GspmdSharding> shardings = {parse(text)};
    std::string error;
    mlir::FailureOr<InferredMeshes> meshes =
        inferMeshes(shardings, &context, error);
    if (mlir::failed(meshes))
      return {"error: " + error, ""};
    mlir::FailureOr<SdyValueSharding> sdySharding =
        toSdySharding(shardings.front(), *meshes, rank, {}, error);
    if (mlir::failed(sdySharding))
      return {"error: " + error, ""};
    sdy::MeshAttr mesh =
        shardings.front().kind == ShardingKind::Maximal
            ? sdy::MeshAttr::get(&context, {}, {shardings.front().device})
            : meshes->mesh;
    mlir::FailureOr<GspmdSharding> back = toGspmdSharding(
        sdySharding->sharding, mesh, sdySharding->manualAxes, error);
    if (mlir::failed(back))
      return {print(sdySharding->sharding), "error: " + error};
    return {print(sdySharding->sharding), printGspmdSharding(*back)};
  }

  mlir::MLIRContext context;
};

TEST_F(ShardingConversionTest, EachFormImportsAsXlaAndExportsBack) {
  struct Case {
    const char *gspmd;
    int64_t rank;
    const char *sdy;
  };
  for (const Case &c : {
           Case{"{devices=[2,1]<=[2]}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}, {}]>"},
           Case{"{devices=[4,2]<=[2,4]T(1,0)}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_1\"}, {\"_axis_0\"}]>"},
           Case{"{devices=[2,1,2]<=[4] last_tile_dim_replicate}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}, {}], "
                "replicated={\"_axis_1\"}>"},
           Case{"{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_1\"}, {}], "
                "replicated={\"_axis_0\"}>"},
           Case{"{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}", 1,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}], "
                "replicated={\"_axis_2\"}>"},
           Case{"{devices=[4,1,2]<=[8] last_tile_dims={unreduced}}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}, {}], "
                "unreduced={\"_axis_1\"}>"},
           Case{"{devices=[2,2]3,2,1,0}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}, {\"_axis_1\"}]>"},
           Case{"{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}", 2,
                "#sdy.sharding<@mesh, [{\"_axis_0\"}, {}], "
                "replicated={\"_axis_1\"}>"},
           Case{"{maximal device=3}", 2, "#sdy.sharding<@maximal_mesh_3, []>"},
       }) {
    auto [sdy, back] = roundTrip(c.gspmd, c.rank);
    EXPECT_EQ(sdy, c.sdy) << c.gspmd;
    EXPECT_EQ(back, c.gspmd);
  }
}

TEST_F(ShardingConversionTest, ExplicitIotaListsComeBackAsIota) {
  // XLA's export writes the iota form for an iota device list too.
  EXPECT_EQ(roundTrip("{devices=[2,1]0,1}", 2).second, "{devices=[2,1]<=[2]}");
}

TEST_F(ShardingConversionTest, MeshesAreTheCommonRefinement) {
  EXPECT_EQ(meshOf({"{devices=[2,4]<=[8]}", "{devices=[4,2]<=[8]}"}),
            "#sdy.mesh<[\"_axis_0\"=2, \"_axis_1\"=2, \"_axis_2\"=2]>");
  EXPECT_EQ(meshOf({"{devices=[4,2]<=[2,4]T(1,0)}"}),
            "#sdy.mesh<[\"_axis_0\"=2, \"_axis_1\"=4]>");
  EXPECT_EQ(meshOf({"{replicated}", "{maximal device=1}"}), "#sdy.mesh<[]>");
  EXPECT_EQ(meshOf({"{devices=[2,2]3,2,1,0}"}),
            "#sdy.mesh<[\"_axis_0\"=2, \"_axis_1\"=2], "
            "device_ids=[3, 2, 1, 0]>");
  // 2x3 and 3x2 split six devices at 2 and at 3: no common refinement, so
  // one axis of 6 whose sub-axes the shardings use.
  EXPECT_EQ(meshOf({"{devices=[2,3]<=[6]}", "{devices=[3,2]<=[6]}"}),
            "#sdy.mesh<[\"_axis_0\"=6]>");
}

TEST_F(ShardingConversionTest, SubAxesWhenMeshesDontRefine) {
  std::vector<GspmdSharding> shardings = {parse("{devices=[2,3]<=[6]}"),
                                          parse("{devices=[3,2]<=[6]}")};
  std::string error;
  mlir::FailureOr<InferredMeshes> meshes =
      inferMeshes(shardings, &context, error);
  ASSERT_TRUE(mlir::succeeded(meshes)) << error;
  mlir::FailureOr<SdyValueSharding> sharding =
      toSdySharding(shardings[1], *meshes, 2, {}, error);
  ASSERT_TRUE(mlir::succeeded(sharding)) << error;
  EXPECT_EQ(print(sharding->sharding),
            "#sdy.sharding<@mesh, [{\"_axis_0\":(1)3}, {\"_axis_0\":(3)2}]>");
  mlir::FailureOr<GspmdSharding> back =
      toGspmdSharding(sharding->sharding, meshes->mesh, {}, error);
  ASSERT_TRUE(mlir::succeeded(back)) << error;
  EXPECT_EQ(printGspmdSharding(*back), "{devices=[3,2]<=[6]}");
}

TEST_F(ShardingConversionTest, WholeFormsFollowXla) {
  std::vector<GspmdSharding> shardings = {parse("{devices=[2]<=[2]}")};
  std::string error;
  InferredMeshes meshes = *inferMeshes(shardings, &context, error);
  auto imported = [&](const char *text, SdyImportOptions options = {}) {
    mlir::FailureOr<SdyValueSharding> sharding =
        toSdySharding(parse(text), meshes, 2, options, error);
    return mlir::succeeded(sharding) ? print(sharding->sharding)
                                     : "error: " + error;
  };
  EXPECT_EQ(imported("{replicated}"), "#sdy.sharding<@mesh, [{}, {}]>");
  EXPECT_EQ(imported("{unknown}"), "#sdy.sharding<@mesh, [{?}, {?}]>");
  EXPECT_EQ(imported("{replicated}", {/*openDims=*/true, false}),
            "#sdy.sharding<@mesh, [{?}, {?}]>");
  EXPECT_EQ(imported("{replicated}", {false, /*inlineMesh=*/true}),
            "#sdy.sharding<mesh<[\"_axis_0\"=2]>, [{}, {}]>");
  EXPECT_EQ(imported("{unreduced}"), "error: {unreduced} has no sdy form here");
  EXPECT_EQ(imported("{replicated shard_as 1}"),
            "error: shard_as/shard_like groups have no sdy form here");
  EXPECT_EQ(imported("{devices=[2,1,1]<=[2]}"),
            "error: {devices=[2,1,1]<=[2]} tiles 3 dimensions but the value "
            "has rank 2");

  mlir::FailureOr<SdyValueSharding> manual =
      toSdySharding(parse("{manual}"), meshes, 1, {}, error);
  ASSERT_TRUE(mlir::succeeded(manual));
  ASSERT_EQ(manual->manualAxes.size(), 1u);
  EXPECT_EQ(printGspmdSharding(*toGspmdSharding(manual->sharding, meshes.mesh,
                                                manual->manualAxes, error)),
            "{manual}");
}

TEST_F(ShardingConversionTest, UnsupportedTileAssignmentsFail) {
  EXPECT_EQ(meshOf({"{devices=[2,3]<=[2,3]T(1,0)}"}),
            "error: the tile assignment {devices=[2,3]<=[2,3]T(1,0)} has no "
            "mesh axes: its tile dimensions and its iota dimensions share no "
            "factorization");
  EXPECT_EQ(meshOf({"{devices=[2]<=[2]}", "{devices=[4]<=[4]}"}),
            "error: shardings over 4 and 2 devices need two meshes");
  EXPECT_EQ(meshOf({"{devices=[2]<=[2]}", "{devices=[2]1,0}"}),
            "error: shardings over different device orders need two meshes");
  EXPECT_EQ(meshOf({"{devices=[2]1,2}"}),
            "error: the devices of {devices=[2]1,2} are not a permutation of "
            "0..1");
}

TEST_F(ShardingConversionTest, ShardingsMustFitTheGivenMesh) {
  std::vector<GspmdSharding> shardings = {parse("{devices=[3,2]<=[6]}")};
  std::string error;
  InferredMeshes meshes = *inferMeshes(shardings, &context, error);
  auto imported = [&](const char *text) {
    mlir::FailureOr<SdyValueSharding> sharding =
        toSdySharding(parse(text), meshes, 2, {}, error);
    return mlir::succeeded(sharding) ? print(sharding->sharding)
                                     : "error: " + error;
  };
  // 2 doesn't split the mesh's axis of 3.
  EXPECT_EQ(imported("{devices=[2,3]<=[6]}"),
            "error: a tile dimension of size 2 doesn't fit the mesh axes");
  EXPECT_EQ(imported("{devices=[2,2]<=[4]}"),
            "error: {devices=[2,2]<=[4]} uses 4 devices, the mesh has 6");
  EXPECT_EQ(imported("{devices=[3,2]<=[6]}"),
            "#sdy.sharding<@mesh, [{\"_axis_0\"}, {\"_axis_1\"}]>");
}

TEST_F(ShardingConversionTest, ReplicatedGroupsComeBackInDeviceOrder) {
  // The same sharding: each replicated group holds devices {0,1,4,5} and
  // {2,3,6,7}; the export lists them in mesh order.
  EXPECT_EQ(
      roundTrip("{devices=[1,2,4]<=[2,4]T(1,0) last_tile_dim_replicate}", 2)
          .second,
      "{devices=[1,2,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}");
}

TEST_F(ShardingConversionTest, ExportOfAxesXlaSplits) {
  auto a = sdy::MeshAxisAttr::get(&context, "a", 2);
  auto b = sdy::MeshAxisAttr::get(&context, "b", 4);
  auto mesh = sdy::MeshAttr::get(&context, {a, b}, {});
  auto ref = [&](llvm::StringRef name) {
    return sdy::AxisRefAttr::get(&context, name, {});
  };
  auto dim = [&](llvm::ArrayRef<sdy::AxisRefAttr> axes) {
    return sdy::DimensionShardingAttr::get(&context, axes, true, {});
  };
  auto meshRef = mlir::FlatSymbolRefAttr::get(&context, "mesh");
  std::string error;
  auto exported = [&](sdy::TensorShardingAttr sharding,
                      llvm::ArrayRef<mlir::StringAttr> manual = {}) {
    mlir::FailureOr<GspmdSharding> s =
        toGspmdSharding(sharding, mesh, manual, error);
    return mlir::succeeded(s) ? printGspmdSharding(*s) : "error: " + error;
  };
  EXPECT_EQ(exported(sdy::TensorShardingAttr::get(
                &context, meshRef, {dim({ref("b")}), dim({})}, {}, {},
                sdy::ReductionOp::SUM)),
            "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(exported(sdy::TensorShardingAttr::get(
                &context, meshRef, {dim({ref("b"), ref("a")})}, {}, {},
                sdy::ReductionOp::SUM)),
            "{devices=[8]<=[2,4]T(1,0)}");
  auto manualA = mlir::StringAttr::get(&context, "a");
  EXPECT_EQ(exported(sdy::TensorShardingAttr::get(&context, meshRef,
                                                  {dim({ref("b")})}, {}, {},
                                                  sdy::ReductionOp::SUM),
                     {manualA}),
            "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual}}");
  EXPECT_EQ(
      exported(sdy::TensorShardingAttr::get(&context, meshRef, {dim({})}, {},
                                            {ref("a")}, sdy::ReductionOp::SUM),
               {manualA}),
      "error: a sharding with both manual and unreduced axes has no "
      "GSPMD form");
  EXPECT_EQ(exported(sdy::TensorShardingAttr::get(
                &context, meshRef, {dim({})}, {}, {}, sdy::ReductionOp::SUM)),
            "{replicated}");
}

} // namespace
