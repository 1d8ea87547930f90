//===- UpdateNonDivisibleInputOutputShardings.cpp - even I/O shardings ----===//
//
// A function's inputs and outputs (and a manual computation's, whose body
// sees local shards) must split evenly over their devices: each unevenly
// sharded dimension keeps the longest prefix of its axes that divides it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"

#include <numeric>

namespace hlokit::sdy {
#define GEN_PASS_DEF_UPDATENONDIVISIBLEINPUTOUTPUTSHARDINGSPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// The longest prefix of `axes` whose sharded size divides `dimSize`: whole
/// axes while they divide what is left, then the major sub-axis of the next
/// one of size their gcd, when that is more than 1.
SmallVector<AxisRefAttr> getDividingPrefix(ArrayRef<AxisRefAttr> axes,
                                           int64_t dimSize, MeshAttr mesh) {
  SmallVector<AxisRefAttr> prefix;
  for (AxisRefAttr axis : axes) {
    int64_t size = getAxisRefSize(axis, mesh);
    int64_t gcd = std::gcd(size, dimSize);
    if (gcd == 1)
      break;
    if (gcd != size) {
      int64_t pre =
          axis.getSubAxisInfo() ? axis.getSubAxisInfo().getPreSize() : 1;
      prefix.push_back(getSubAxis(axis, pre, gcd, mesh));
      break;
    }
    prefix.push_back(axis);
    dimSize /= gcd;
  }
  return prefix;
}

/// `sharding` of a value of `type` evenly sharded; the leading axes of
/// `manualAxes` in each dimension stay and the rest must divide the
/// dimension's local size (with no manual axes, the global one).
TensorShardingAttr getEvenlySharded(TensorShardingAttr sharding, Type type,
                                    ArrayRef<StringAttr> manualAxes,
                                    Operation *from) {
  auto shaped = dyn_cast<RankedTensorType>(type);
  MeshAttr mesh = getMesh(sharding, from);
  if (!shaped || !shaped.hasStaticShape() || !mesh ||
      shaped.getRank() != sharding.getRank())
    return sharding;
  MLIRContext *context = sharding.getContext();
  SmallVector<DimensionShardingAttr> dims;
  for (auto [dim, dimSize] :
       llvm::zip_equal(sharding.getDimShardings(), shaped.getShape())) {
    ArrayRef<AxisRefAttr> axes = dim.getAxes();
    int64_t manualCount = 0, localSize = dimSize;
    for (;
         manualCount < int64_t(axes.size()) &&
         llvm::is_contained(
             manualAxes, StringAttr::get(context, axes[manualCount].getName()));
         ++manualCount)
      localSize /= getAxisRefSize(axes[manualCount], mesh);
    SmallVector<AxisRefAttr> kept(axes.take_front(manualCount));
    llvm::append_range(
        kept, getDividingPrefix(axes.drop_front(manualCount), localSize, mesh));
    if (ArrayRef<AxisRefAttr>(kept) == axes) {
      dims.push_back(dim);
      continue;
    }
    dims.push_back(DimensionShardingAttr::get(context, kept, dim.getIsClosed(),
                                              std::nullopt));
  }
  return TensorShardingAttr::get(
      context, sharding.getMeshOrRef(), dims, sharding.getReplicatedAxes(),
      sharding.getUnreducedAxes(), sharding.getReductionOp());
}

/// `perValue` with each sharding evenly sharded for its value of `types`.
TensorShardingPerValueAttr getEvenlySharded(TensorShardingPerValueAttr perValue,
                                            TypeRange types,
                                            ArrayRef<StringAttr> manualAxes,
                                            Operation *from) {
  if (!perValue || perValue.getShardings().size() != types.size())
    return perValue;
  SmallVector<TensorShardingAttr> shardings;
  for (auto [sharding, type] : llvm::zip_equal(perValue.getShardings(), types))
    shardings.push_back(getEvenlySharded(sharding, type, manualAxes, from));
  return TensorShardingPerValueAttr::get(perValue.getContext(), shardings);
}

void updateFunction(func::FuncOp func) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (auto sharding =
            func.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr))
      func.setArgAttr(
          i, kShardingAttr,
          getEvenlySharded(sharding, func.getArgumentTypes()[i], {}, func));
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    if (auto sharding =
            func.getResultAttrOfType<TensorShardingAttr>(i, kShardingAttr))
      func.setResultAttr(
          i, kShardingAttr,
          getEvenlySharded(sharding, func.getResultTypes()[i], {}, func));
}

struct UpdateNonDivisibleInputOutputShardingsPass
    : hlokit::sdy::impl::UpdateNonDivisibleInputOutputShardingsPassBase<
          UpdateNonDivisibleInputOutputShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>())
      updateFunction(func);
    module.walk([](func::CallOp call) {
      if (auto perValue =
              call->getAttrOfType<TensorShardingPerValueAttr>(kShardingAttr))
        call->setAttr(
            kShardingAttr,
            getEvenlySharded(perValue, call.getResultTypes(), {}, call));
    });
    // The body of a manual computation sees its operands' local shards: the
    // free axes must divide those.
    module.walk([](ManualComputationOp op) {
      op.setInShardingsAttr(getEvenlySharded(op.getInShardingsAttr(),
                                             op->getOperandTypes(),
                                             op.getManualAxes(), op));
      op.setOutShardingsAttr(getEvenlySharded(op.getOutShardingsAttr(),
                                              op.getResultTypes(), {}, op));
    });
  }
};

} // namespace
