//===- ShardMapExport.cpp - sdy.manual_computation to JAX's shard_map -----===//
//
// The inverse of xla-sdy-shard-map-import: the custom calls and call JAX
// writes for a shard_map, with sdy shardings for
// xla-sdy-stablehlo-export-shardings to write as strings.
//
//===----------------------------------------------------------------------===//

#include "ManualComputationBody.h"
#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_SHARDMAPEXPORTPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// `sharding` without the axes in `manualAxes`: what the local value is
/// sharded along.
sdy::TensorShardingAttr eraseManualAxes(sdy::TensorShardingAttr sharding,
                                        sdy::ManualAxesAttr manualAxes) {
  auto isManual = [&](sdy::AxisRefAttr ref) {
    return llvm::any_of(manualAxes.getValue(), [&](StringAttr axis) {
      return axis.getValue() == ref.getName();
    });
  };
  auto keepFree = [&](ArrayRef<sdy::AxisRefAttr> refs) {
    return llvm::to_vector(llvm::make_filter_range(
        refs, [&](sdy::AxisRefAttr ref) { return !isManual(ref); }));
  };
  SmallVector<sdy::DimensionShardingAttr> dims;
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings())
    dims.push_back(sdy::DimensionShardingAttr::get(
        sharding.getContext(), keepFree(dim.getAxes()), dim.getIsClosed(),
        dim.getPriority()));
  return sdy::TensorShardingAttr::get(
      sharding.getContext(), sharding.getMeshOrRef(), dims,
      keepFree(sharding.getReplicatedAxes()),
      keepFree(sharding.getUnreducedAxes()), sharding.getReductionOp());
}

/// `custom_call @<target>(input) : type` with `sharding`, and the manual
/// axes when given.
Value customCall(OpBuilder &builder, Location loc, StringRef target, Type type,
                 Value input, sdy::TensorShardingAttr sharding,
                 sdy::ManualAxesAttr manualAxes = {}) {
  SmallVector<NamedAttribute> attrs = {
      builder.getNamedAttr("call_target_name", builder.getStringAttr(target)),
      builder.getNamedAttr(sdy::kShardingAttr,
                           sdy::TensorShardingPerValueAttr::get(
                               builder.getContext(), sharding))};
  if (manualAxes)
    attrs.push_back(builder.getNamedAttr(kManualAxesAttr, manualAxes));
  return stablehlo::CustomCallOp::create(builder, loc, TypeRange{type},
                                         ValueRange{input}, attrs)
      ->getResult(0);
}

LogicalResult exportManualComputation(sdy::ManualComputationOp op,
                                      SymbolTable &symbols) {
  bool nested = op->getParentOfType<sdy::ManualComputationOp>() ||
                op.getBody()
                    .walk([](sdy::ManualComputationOp) {
                      return WalkResult::interrupt();
                    })
                    .wasInterrupted();
  if (nested)
    return op.emitError() << "nested sdy.manual_computation ops have no "
                             "shard_map export here";
  sdy::ManualAxesAttr manualAxes = op.getManualAxesAttr();
  auto inShardings = op.getInShardings().getShardings();
  auto outShardings = op.getOutShardings().getShardings();
  SmallVector<Type> localTypes(op.getBody().getArgumentTypes());
  func::FuncOp func = outlineBody(op, symbols, "shmap_body");
  func.setPrivate();
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<Value> locals;
  for (auto [global, local, sharding] :
       llvm::zip_equal(op.getOperands(), localTypes, inShardings)) {
    Value full = customCall(builder, loc, kShardingTarget, global.getType(),
                            global, sharding);
    locals.push_back(customCall(builder, loc, "SPMDFullToShardShape", local,
                                full, eraseManualAxes(sharding, manualAxes),
                                manualAxes));
  }
  auto call = func::CallOp::create(builder, loc, func, locals);
  for (auto [result, local, sharding] :
       llvm::zip_equal(op.getResults(), call.getResults(), outShardings)) {
    sdy::TensorShardingAttr free = eraseManualAxes(sharding, manualAxes);
    Value manual = customCall(builder, loc, kShardingTarget, local.getType(),
                              local, free, manualAxes);
    result.replaceAllUsesWith(customCall(builder, loc, "SPMDShardToFullShape",
                                         result.getType(), manual, sharding));
  }
  op.erase();
  return success();
}

struct ShardMapExportPass
    : hlokit::gspmd::impl::ShardMapExportPassBase<ShardMapExportPass> {
  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    SmallVector<sdy::ManualComputationOp> ops;
    getOperation().walk<WalkOrder::PreOrder>(
        [&](sdy::ManualComputationOp op) { ops.push_back(op); });
    for (sdy::ManualComputationOp op : ops)
      if (failed(exportManualComputation(op, symbols)))
        return signalPassFailure();
  }
};

} // namespace
