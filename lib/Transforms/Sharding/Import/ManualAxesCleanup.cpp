//===- ManualAxesCleanup.cpp - fully specified, sorted manual axes --------===//
//
// Propagation relies on every in/out sharding of a manual computation naming
// each manual axis, sharded or replicated, and on the manual axes being in
// mesh order.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_MANUALAXESCLEANUPPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The first of `shardings` on a non-empty mesh; null when there is none.
TensorShardingAttr findShardingOnMesh(ArrayRef<TensorShardingAttr> shardings,
                                      Operation *from) {
  for (TensorShardingAttr sharding : shardings)
    if (MeshAttr mesh = getMesh(sharding, from);
        mesh && (!mesh.getAxes().empty() || !mesh.getDeviceIds().empty()))
      return sharding;
  return {};
}

/// `shardings` where each sharding of a tensor names the manual axes it
/// lacks as replicated (bound to `meshOrRef` when it was on the empty mesh).
SmallVector<TensorShardingAttr>
replicateUnusedManualAxes(ArrayRef<TensorShardingAttr> shardings,
                          TypeRange types, ArrayRef<AxisRefAttr> manualAxes,
                          Attribute meshOrRef, MeshAttr mesh) {
  SmallVector<TensorShardingAttr> result;
  for (auto [sharding, type] : llvm::zip_equal(shardings, types)) {
    SmallVector<AxisRefAttr> used(sharding.getReplicatedAxes());
    llvm::append_range(used, sharding.getUnreducedAxes());
    for (DimensionShardingAttr dim : sharding.getDimShardings())
      llvm::append_range(used, dim.getAxes());
    SmallVector<AxisRefAttr> unused = axisSetDifference(manualAxes, used, mesh);
    // An axis of size one has nothing to subtract from; it is used when
    // named.
    llvm::erase_if(unused, [&](AxisRefAttr axis) {
      return llvm::is_contained(used, axis);
    });
    if (!isa<ShapedType>(type) || unused.empty()) {
      result.push_back(sharding);
      continue;
    }
    SmallVector<AxisRefAttr> replicated(sharding.getReplicatedAxes());
    llvm::append_range(replicated, unused);
    sortAndMerge(replicated, mesh);
    result.push_back(TensorShardingAttr::get(
        sharding.getContext(), meshOrRef, sharding.getDimShardings(),
        replicated, sharding.getUnreducedAxes(), sharding.getReductionOp()));
  }
  return result;
}

void cleanUp(ManualComputationOp op, Attribute meshOrRef, MeshAttr mesh) {
  MLIRContext *context = op.getContext();
  SmallVector<StringAttr> sorted(op.getManualAxes());
  llvm::stable_sort(sorted, [&](StringAttr a, StringAttr b) {
    return mesh.getAxisIndex(a) < mesh.getAxisIndex(b);
  });
  op.setManualAxes(sorted);
  SmallVector<AxisRefAttr> manualAxes =
      llvm::map_to_vector(sorted, [&](StringAttr axis) {
        return AxisRefAttr::get(context, axis, {});
      });
  auto update = [&](TensorShardingPerValueAttr perValue, TypeRange types) {
    return TensorShardingPerValueAttr::get(
        context, replicateUnusedManualAxes(perValue.getShardings(), types,
                                           manualAxes, meshOrRef, mesh));
  };
  op.setInShardingsAttr(update(op.getInShardings(), op->getOperandTypes()));
  op.setOutShardingsAttr(update(op.getOutShardings(), op->getResultTypes()));
}

struct ManualAxesCleanupPass
    : hlokit::sdy::impl::ManualAxesCleanupPassBase<ManualAxesCleanupPass> {
  void runOnOperation() override {
    getOperation().walk([&](ManualComputationOp op) {
      ArrayRef<TensorShardingAttr> in = op.getInShardings().getShardings();
      ArrayRef<TensorShardingAttr> out = op.getOutShardings().getShardings();
      if (in.empty() && out.empty()) {
        if (!op.getManualAxes().empty() &&
            !isa<ReturnOp>(op.getBody().front().front())) {
          op.emitError() << "op has manual_axes when there are no in/out "
                            "shardings and the body is not empty. This isn't "
                            "allowed at this stage, please contact the Shardy "
                            "team or file a bug.";
          signalPassFailure();
        }
        return;
      }
      TensorShardingAttr onMesh = findShardingOnMesh(in, op);
      if (!onMesh)
        onMesh = findShardingOnMesh(out, op);
      // Without a mesh there are no manual axes (the verifier checks them).
      if (onMesh)
        cleanUp(op, onMesh.getMeshOrRef(), getMesh(onMesh, op));
    });
  }
};

} // namespace
