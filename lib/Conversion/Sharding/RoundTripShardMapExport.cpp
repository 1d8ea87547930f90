//===- RoundTripShardMapExport.cpp - manual computations to xla.sdy form --===//
//
// XLA's `xla-sdy-round-trip-shard-map-export`
// (sdy_round_trip/shard_map_export.cc), the inverse of
// xla-sdy-round-trip-shard-map-import.
//
//===----------------------------------------------------------------------===//

#include "ManualComputationBody.h"
#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_ROUNDTRIPSHARDMAPEXPORTPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// A shape-changing `custom_call @<target>` with a side effect, which keeps
/// CSE from merging two of them with different frontend attributes (or
/// dropping an unused one), and the shardings and manual axes as strings.
ResultRange shapeChange(OpBuilder &builder, Location loc, StringRef target,
                        TypeRange types, ValueRange inputs,
                        StringRef shardingsKey,
                        sdy::TensorShardingPerValueAttr shardings,
                        sdy::ManualAxesAttr manualAxes) {
  SmallVector<NamedAttribute> attrs = {
      builder.getNamedAttr("call_target_name", builder.getStringAttr(target)),
      builder.getNamedAttr("has_side_effect", builder.getBoolAttr(true))};
  auto call =
      stablehlo::CustomCallOp::create(builder, loc, types, inputs, attrs);
  setFrontendString(call, shardingsKey, printed(shardings));
  setFrontendString(call, kManualAxesAttr, printed(manualAxes));
  return call->getResults();
}

void exportManualComputation(sdy::ManualComputationOp op,
                             SymbolTable &symbols) {
  sdy::ManualAxesAttr manualAxes = op.getManualAxesAttr();
  func::FuncOp body = outlineBody(op, symbols, kManualComputationBodyName);
  OpBuilder builder(op);
  Location loc = op.getLoc();
  ValueRange operands = op.getOperands();
  if (!operands.empty())
    operands = shapeChange(builder, loc, kGlobalToLocalShapeTarget,
                           body.getArgumentTypes(), op.getOperands(),
                           kInShardingsAttr, op.getInShardings(), manualAxes);
  auto call = func::CallOp::create(builder, loc, body, operands);
  // XLA inlines the body late, after the partitioner.
  setFrontendString(call, "inlineable", "xla_late");
  ValueRange results = call->getResults();
  if (!results.empty())
    results = shapeChange(builder, loc, kLocalToGlobalShapeTarget,
                          op.getResultTypes(), call->getResults(),
                          kOutShardingsAttr, op.getOutShardings(), manualAxes);
  op->replaceAllUsesWith(results);
  op.erase();
}

struct RoundTripShardMapExportPass
    : hlokit::gspmd::impl::RoundTripShardMapExportPassBase<
          RoundTripShardMapExportPass> {
  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    // Innermost first: an outer body then moves with the inner call in it.
    SmallVector<sdy::ManualComputationOp> ops;
    getOperation().walk(
        [&](sdy::ManualComputationOp op) { ops.push_back(op); });
    for (sdy::ManualComputationOp op : ops)
      exportManualComputation(op, symbols);
  }
};

} // namespace
