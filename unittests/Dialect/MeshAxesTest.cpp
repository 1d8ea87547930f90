//===- MeshAxesTest.cpp - replica groups from mesh axes -------------------===//

#include "hlokit/Dialect/StableHLO/MeshAxes.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>
#include <random>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

class MeshAxes : public ::testing::Test {
protected:
  MeshAxes() { ctx.loadDialect<StableHLODialect>(); }

  MeshAttr mesh(ArrayRef<std::pair<StringRef, int64_t>> axes) {
    SmallVector<MeshAxisAttr> list;
    for (auto [name, size] : axes)
      list.push_back(MeshAxisAttr::get(&ctx, name, size));
    return MeshAttr::get(&ctx, list);
  }
  AxisRefAttr ref(StringRef name) {
    return AxisRefAttr::get(&ctx, name, nullptr);
  }
  AxisRefAttr ref(StringRef name, int64_t preSize, int64_t size) {
    return AxisRefAttr::get(&ctx, name,
                            SubAxisInfoAttr::get(&ctx, preSize, size));
  }
  IdTable groups(MeshAttr m, ArrayRef<AxisRefAttr> axes) {
    return getMeshAxesReplicaGroups(
        ReplicaGroupMeshAxesAttr::get(&ctx, m, axes));
  }

  MLIRContext ctx;
};

TEST_F(MeshAxes, UpstreamExamples) {
  // The interpreter tests' mesh_axes_subaxis: y:(1)2 of a 2 x 4 mesh.
  IdTable t = groups(mesh({{"x", 2}, {"y", 4}}), {ref("y", 1, 2)});
  EXPECT_EQ(t.shape, (SmallVector<int64_t, 2>{4, 2}));
  EXPECT_EQ(t.values, (SmallVector<int64_t>{0, 2, 1, 3, 4, 6, 5, 7}));
  // The compatibility expander's all_reduce_rgv3: x of a 2 x 2 mesh.
  t = groups(mesh({{"x", 2}, {"y", 2}}), {ref("x")});
  EXPECT_EQ(t.values, (SmallVector<int64_t>{0, 2, 1, 3}));
}

TEST_F(MeshAxes, AxesOrderGivesOrderWithinGroups) {
  IdTable t = groups(mesh({{"x", 2}, {"y", 4}}), {ref("y", 2, 2), ref("x")});
  EXPECT_EQ(t.shape, (SmallVector<int64_t, 2>{2, 4}));
  EXPECT_EQ(t.values, (SmallVector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}));
}

TEST_F(MeshAxes, NoAxesGivesSingletons) {
  IdTable t = groups(mesh({{"x", 3}}), {});
  EXPECT_EQ(t.shape, (SmallVector<int64_t, 2>{3, 1}));
  EXPECT_EQ(t.values, (SmallVector<int64_t>{0, 1, 2}));
}

TEST_F(MeshAxes, ReadIdTableReadsEitherForm) {
  MeshAttr m = mesh({{"x", 2}});
  Attribute meshAxes = ReplicaGroupMeshAxesAttr::get(&ctx, m, {ref("x")});
  EXPECT_EQ(readIdTable(meshAxes).values, (SmallVector<int64_t>{0, 1}));
  Attribute dense = DenseIntElementsAttr::get(
      RankedTensorType::get({1, 2}, IntegerType::get(&ctx, 64)),
      ArrayRef<int64_t>{1, 0});
  EXPECT_EQ(readIdTable(dense).values, (SmallVector<int64_t>{1, 0}));
  EXPECT_TRUE(readIdTable(Attribute(m)).values.empty());
}

// Upstream's artifacts name their mesh by symbol, which hlokit does not
// resolve: the groups are unknown. A mesh of any other kind is an error.
TEST_F(MeshAxes, SymbolMeshHasUnknownGroupsOtherMeshesAreRefused) {
  Attribute symbol = ReplicaGroupMeshAxesAttr::get(
      &ctx, FlatSymbolRefAttr::get(&ctx, "mesh"), {ref("x")});
  IdTable t = readIdTable(symbol);
  EXPECT_EQ(t.shape, (SmallVector<int64_t, 2>{0, 0}));
  EXPECT_TRUE(t.values.empty());
  EXPECT_FALSE(t.known);

  std::string message;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&ctx)); };
  EXPECT_FALSE(ReplicaGroupMeshAxesAttr::getChecked(
      emitError, &ctx, StringAttr::get(&ctx, "mesh"), {ref("x")}));
  EXPECT_EQ(message, "replica_group_mesh_axes_c4: mesh must be a "
                     "#stablehlo.mesh or a symbol, got \"mesh\"");
}

/// A module whose symbol @mesh carries `dictionary` as its stablehlo.mesh.
OwningOpRef<ModuleOp> moduleWithMesh(MLIRContext &ctx, StringRef dictionary) {
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&ctx));
  OpBuilder builder(module->getBody(), module->getBody()->begin());
  OperationState state(UnknownLoc::get(&ctx), "test.mesh");
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     StringAttr::get(&ctx, "mesh"));
  if (!dictionary.empty())
    state.addAttribute("stablehlo.mesh", parseAttribute(dictionary, &ctx));
  builder.create(state);
  return module;
}

TEST_F(MeshAxes, SymbolMeshIsLookedUpThroughItsDictionary) {
  ctx.allowUnregisteredDialects();
  auto groupsOn = [&](StringRef dictionary, ArrayRef<AxisRefAttr> axes,
                      std::string &whyNot) {
    OwningOpRef<ModuleOp> module = moduleWithMesh(ctx, dictionary);
    return lookupMeshAxesReplicaGroups(
        *module,
        ReplicaGroupMeshAxesAttr::get(
            &ctx, FlatSymbolRefAttr::get(&ctx, "mesh"), axes),
        whyNot);
  };
  std::string whyNot;
  FailureOr<IdTable> t = groupsOn(
      R"({axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}],
          device_ids = dense<[3, 2, 1, 0]> : tensor<4xi64>})",
      {ref("y")}, whyNot);
  ASSERT_TRUE(succeeded(t)) << whyNot;
  EXPECT_TRUE(t->known);
  EXPECT_EQ(t->values, (SmallVector<int64_t>{3, 2, 1, 0}));

  EXPECT_TRUE(failed(groupsOn("", {ref("x")}, whyNot)));
  EXPECT_EQ(whyNot, "the mesh @mesh has no stablehlo.mesh dictionary "
                    "describing its axes (--sdy-lift-inlined-meshes writes "
                    "one)");
  EXPECT_TRUE(failed(groupsOn(R"({axes = [{name = "x", size = 2 : i64}]})",
                              {ref("z")}, whyNot)));
  EXPECT_EQ(whyNot, "the mesh @mesh does not fit the groups: "
                    "replica_group_mesh_axes_c1: axis \"z\" is not an axis "
                    "of the mesh");
  EXPECT_TRUE(failed(
      groupsOn(R"({axes = [{name = "x", size = 0 : i64}]})", {}, whyNot)));
  EXPECT_TRUE(failed(groupsOn(
      R"({axes = [{name = "x", size = 4294967296 : i64}, {name = "y", size = 4294967296 : i64}]})",
      {}, whyNot)));
  EXPECT_EQ(whyNot, "the mesh @mesh has a bad stablehlo.mesh dictionary: "
                    "more than 1048576 devices");
}

/// A reference straight from the definition: the group of device `d` is
/// `d` with the referenced digits set to every combination of values, the
/// first axis's digit major.
SmallVector<int64_t> referenceGroupOf(int64_t d, ArrayRef<int64_t> sizes,
                                      ArrayRef<std::array<int64_t, 3>> refs) {
  // refs: {axis, pre_size, size}
  int64_t groupSize = 1;
  for (auto r : refs)
    groupSize *= r[2];
  SmallVector<int64_t> group;
  for (int64_t k = 0; k < groupSize; ++k) {
    SmallVector<int64_t> coords(sizes.size());
    for (int64_t i = sizes.size() - 1, rest = d; i >= 0; --i) {
      coords[i] = rest % sizes[i];
      rest /= sizes[i];
    }
    int64_t rest = k;
    for (auto r : llvm::reverse(refs)) {
      int64_t value = rest % r[2];
      rest /= r[2];
      int64_t minor = sizes[r[0]] / (r[1] * r[2]);
      int64_t old = coords[r[0]] / minor % r[2];
      coords[r[0]] += (value - old) * minor;
    }
    int64_t id = 0;
    for (size_t i = 0; i < sizes.size(); ++i)
      id = id * sizes[i] + coords[i];
    group.push_back(id);
  }
  return group;
}

TEST_F(MeshAxes, RandomMeshesMatchTheDefinition) {
  std::mt19937 rng(7);
  const char *names[] = {"a", "b", "c"};
  const int64_t sizeChoices[] = {1, 2, 3, 4, 6, 8};
  for (int trial = 0; trial < 300; ++trial) {
    SmallVector<int64_t> sizes;
    SmallVector<std::pair<StringRef, int64_t>> axes;
    int rank = 1 + rng() % 3;
    for (int i = 0; i < rank; ++i) {
      sizes.push_back(sizeChoices[rng() % 6]);
      axes.push_back({names[i], sizes.back()});
    }
    // At most one reference per axis, in a random order: whole, or a
    // sub-axis (pre_size)size with pre_size * size dividing the axis.
    SmallVector<std::array<int64_t, 3>> refs;
    SmallVector<AxisRefAttr> refAttrs;
    SmallVector<int64_t> order = {0, 1, 2};
    std::shuffle(order.begin(), order.end(), rng);
    for (int64_t axis : order) {
      if (axis >= rank || rng() % 3 == 0)
        continue;
      int64_t n = sizes[axis];
      SmallVector<std::pair<int64_t, int64_t>> subs;
      for (int64_t pre = 1; pre <= n; ++pre)
        for (int64_t size = 2; pre * size <= n; ++size)
          if (n % (pre * size) == 0)
            subs.push_back({pre, size});
      if (subs.empty() || rng() % 2 == 0) {
        refs.push_back({axis, 1, n});
        refAttrs.push_back(ref(names[axis]));
        continue;
      }
      auto [pre, size] = subs[rng() % subs.size()];
      refs.push_back({axis, pre, size});
      refAttrs.push_back(ref(names[axis], pre, size));
    }
    IdTable t = groups(mesh(axes), refAttrs);
    ASSERT_EQ(t.shape.size(), 2u);
    int64_t columns = t.shape[1];
    int64_t devices = t.shape[0] * columns;
    ASSERT_EQ(static_cast<int64_t>(t.values.size()), devices);
    for (int64_t row = 0; row < t.shape[0]; ++row) {
      ArrayRef<int64_t> group =
          ArrayRef<int64_t>(t.values).slice(row * columns, columns);
      EXPECT_EQ(SmallVector<int64_t>(group),
                referenceGroupOf(group[0], sizes, refs))
          << "trial " << trial << " row " << row;
      // Rows are ordered by their first device, the smallest of each (all
      // referenced digits 0).
      if (row > 0) {
        EXPECT_LT(t.values[(row - 1) * columns], group[0]);
      }
    }
  }
}

} // namespace
