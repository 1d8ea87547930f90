//===- RoundTripExportShardyAttrs.cpp - sdy attributes to xla.sdy.* -------===//
//
// XLA's `xla-sdy-round-trip-export-shardy-attrs`
// (sdy_round_trip/export_shardy_attrs.cc): Shardy's attributes saved as
// strings in frontend attributes, which survive an HLO round trip, for
// xla-sdy-round-trip-import-shardy-attrs to read back. The sdy attributes
// and meshes stay for xla-sdy-stablehlo-export-shardings.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Dialect/Shardy/SdyShardingRule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_ROUNDTRIPEXPORTSHARDYATTRSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// Each argument's sharding as its `xla.sdy.sharding`, each result's on a
/// `@xla.sdy.FuncResultSharding` call of the returned value (frontend
/// attributes of function results don't survive HLO), each op's shardings
/// and sharding rule as its `xla.sdy.sharding` and `xla.sdy.sharding_rule`.
void exportFunc(func::FuncOp func) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (auto sharding = func.getArgAttrOfType<sdy::TensorShardingAttr>(
            i, sdy::kShardingAttr))
      func.setArgAttr(
          i, kFrontendAttributesAttr,
          withString(
              func.getArgAttrOfType<DictionaryAttr>(i, kFrontendAttributesAttr),
              kShardingRoundTripAttr, printed(sharding), func.getContext()));
  func.getBody().walk([&](Operation *op) {
    if (auto shardings = op->getAttrOfType<sdy::TensorShardingPerValueAttr>(
            sdy::kShardingAttr))
      setFrontendString(op, kShardingRoundTripAttr, printed(shardings));
    if (Attribute rule = op->getAttr(sdy::kShardingRuleAttr)) {
      setFrontendString(op, kShardingRuleRoundTripAttr, printed(rule));
      op->removeAttr(sdy::kShardingRuleAttr);
    }
  });
  for (Block &block : func.getBody()) {
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    OpBuilder builder(ret);
    for (OpOperand &operand : ret->getOpOperands()) {
      auto sharding = func.getResultAttrOfType<sdy::TensorShardingAttr>(
          operand.getOperandNumber(), sdy::kShardingAttr);
      if (!sharding)
        continue;
      Value value = operand.get();
      // A side effect keeps equal calls with different shardings apart.
      SmallVector<NamedAttribute> attrs = {
          builder.getNamedAttr(
              "call_target_name",
              builder.getStringAttr(kFuncResultShardingTarget)),
          builder.getNamedAttr("has_side_effect", builder.getBoolAttr(true))};
      auto call = stablehlo::CustomCallOp::create(builder, value.getLoc(),
                                                  TypeRange{value.getType()},
                                                  ValueRange{value}, attrs);
      setFrontendString(call, kShardingRoundTripAttr,
                        printed(sdy::TensorShardingPerValueAttr::get(
                            func.getContext(), sharding)));
      operand.set(call->getResult(0));
    }
  }
}

struct RoundTripExportShardyAttrsPass
    : hlokit::gspmd::impl::RoundTripExportShardyAttrsPassBase<
          RoundTripExportShardyAttrsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>())
      exportFunc(func);
    SmallVector<NamedAttribute> meshes;
    for (auto mesh : module.getOps<sdy::MeshOp>())
      meshes.push_back({mesh.getSymNameAttr(), mesh.getMesh()});
    if (!meshes.empty())
      setFrontendString(module, kMeshesRoundTripAttr,
                        printed(DictionaryAttr::get(&getContext(), meshes)));
  }
};

} // namespace
