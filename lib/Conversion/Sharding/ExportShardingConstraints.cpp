//===- ExportShardingConstraints.cpp - sdy constraints to @Sharding -------===//
//
// The inverse of xla-sdy-import-sdy-custom-calls: the custom call JAX writes
// for a sharding constraint, with the sharding left as `sdy.sharding` for
// xla-sdy-stablehlo-export-shardings.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_EXPORTSHARDINGCONSTRAINTSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// `sharding` closed, and the dims that were open.
std::pair<sdy::TensorShardingAttr, SmallVector<int64_t>>
closeDims(sdy::TensorShardingAttr sharding) {
  SmallVector<sdy::DimensionShardingAttr> dims;
  SmallVector<int64_t> open;
  for (auto [index, dim] : llvm::enumerate(sharding.getDimShardings())) {
    if (!dim.getIsClosed())
      open.push_back(index);
    dims.push_back(
        sdy::DimensionShardingAttr::get(sharding.getContext(), dim.getAxes(),
                                        /*is_closed=*/true, dim.getPriority()));
  }
  return {sdy::TensorShardingAttr::get(
              sharding.getContext(), sharding.getMeshOrRef(), dims,
              sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
              sharding.getReductionOp()),
          open};
}

void replaceWithCustomCall(Operation *op, Value input,
                           sdy::TensorShardingAttr sharding) {
  OpBuilder builder(op);
  auto [closed, open] = closeDims(sharding);
  SmallVector<NamedAttribute> attrs = {
      builder.getNamedAttr("call_target_name",
                           builder.getStringAttr(kShardingTarget)),
      builder.getNamedAttr(
          sdy::kShardingAttr,
          sdy::TensorShardingPerValueAttr::get(op->getContext(), closed))};
  if (!open.empty())
    attrs.push_back(builder.getNamedAttr(
        "backend_config", builder.getStringAttr(printUnspecifiedDims(open))));
  auto call = stablehlo::CustomCallOp::create(
      builder, op->getLoc(), op->getResultTypes(), ValueRange{input}, attrs);
  op->replaceAllUsesWith(call);
  op->erase();
}

struct ExportShardingConstraintsPass
    : hlokit::gspmd::impl::ExportShardingConstraintsPassBase<
          ExportShardingConstraintsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<sdy::ShardingConstraintOp, sdy::ReshardOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (auto constraint = dyn_cast<sdy::ShardingConstraintOp>(op))
        replaceWithCustomCall(op, constraint.getInput(),
                              constraint.getSharding());
      else if (auto reshard = dyn_cast<sdy::ReshardOp>(op))
        replaceWithCustomCall(op, reshard.getInput(), reshard.getSharding());
    }
  }
};

} // namespace
