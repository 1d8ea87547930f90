//===- RoundTripImportShardyAttrs.cpp - xla.sdy.* strings to sdy ----------===//
//
// XLA's `xla-sdy-round-trip-import-shardy-attrs`
// (sdy_round_trip/import_shardy_attrs.cc): Shardy's own attributes, kept as
// strings in frontend attributes across an HLO round trip, parsed back.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_ROUNDTRIPIMPORTSHARDYATTRSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// The module's `xla.sdy.meshes` as `sdy.mesh` ops. Each mesh of the
/// dictionary is a mesh attribute or (as older XLA writes) a string of one.
LogicalResult importMeshes(ModuleOp module) {
  auto dict = module->getAttrOfType<DictionaryAttr>(kFrontendAttributesAttr);
  auto emitError = [&] { return module.emitError(); };
  FailureOr<DictionaryAttr> meshes =
      parseFrontendAttr<DictionaryAttr>(dict, kMeshesRoundTripAttr, emitError);
  if (failed(meshes))
    return failure();
  if (!*meshes)
    return success();
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  SymbolTable symbols(module);
  for (NamedAttribute entry : *meshes) {
    Attribute value = entry.getValue();
    if (auto text = dyn_cast<StringAttr>(value))
      value = parseAttributeString(text.getValue(), kMeshesRoundTripAttr,
                                   emitError, module.getContext());
    auto mesh = dyn_cast_or_null<sdy::MeshAttr>(value);
    if (!value)
      return failure();
    if (!mesh)
      return emitError() << kMeshesRoundTripAttr << " maps '"
                         << entry.getName().getValue() << "' to " << value
                         << ", not a mesh";
    if (symbols.lookup(entry.getName().getValue()))
      return emitError() << kMeshesRoundTripAttr << " names mesh '"
                         << entry.getName().getValue()
                         << "', and the module has that symbol already";
    symbols.insert(
        sdy::MeshOp::create(builder, module.getLoc(), entry.getName(), mesh));
  }
  if (DictionaryAttr rest = withoutKey(dict, kMeshesRoundTripAttr))
    module->setAttr(kFrontendAttributesAttr, rest);
  else
    module->removeAttr(kFrontendAttributesAttr);
  return success();
}

/// The arguments' `xla.sdy.sharding` as their `sdy.sharding`; the
/// arguments' and results' `mhlo.sharding` dropped.
LogicalResult importFuncValues(func::FuncOp func) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto dict =
        func.getArgAttrOfType<DictionaryAttr>(i, kFrontendAttributesAttr);
    FailureOr<sdy::TensorShardingAttr> sharding =
        parseFrontendAttr<sdy::TensorShardingAttr>(
            dict, kShardingRoundTripAttr,
            [&] { return func.emitError() << "arg " << i << ": "; });
    if (failed(sharding))
      return failure();
    if (*sharding) {
      func.setArgAttr(i, sdy::kShardingAttr, *sharding);
      if (DictionaryAttr rest = withoutKey(dict, kShardingRoundTripAttr))
        func.setArgAttr(i, kFrontendAttributesAttr, rest);
      else
        func.removeArgAttr(
            i, StringAttr::get(func.getContext(), kFrontendAttributesAttr));
    }
    func.removeArgAttr(i, StringAttr::get(func.getContext(), kXlaShardingAttr));
  }
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    func.removeResultAttr(i,
                          StringAttr::get(func.getContext(), kXlaShardingAttr));
  return success();
}

/// `sharding` with every dimension open.
sdy::TensorShardingAttr openAll(sdy::TensorShardingAttr sharding) {
  SmallVector<sdy::DimensionShardingAttr> dims;
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings())
    dims.push_back(sdy::DimensionShardingAttr::get(
        sharding.getContext(), dim.getAxes(), false, dim.getPriority()));
  return sdy::TensorShardingAttr::get(
      sharding.getContext(), sharding.getMeshOrRef(), dims,
      sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
      sharding.getReductionOp());
}

/// A `@xla.sdy.FuncResultSharding` call: its sharding goes to the results
/// it is returned as; other uses keep it as a constraint with open dims.
LogicalResult importFuncResultSharding(stablehlo::CustomCallOp call,
                                       sdy::TensorShardingPerValueAttr attr,
                                       func::FuncOp func) {
  if (call->getNumOperands() != 1 || call->getNumResults() != 1 || !attr ||
      attr.getShardings().size() != 1)
    return call.emitError() << "expected " << kFuncResultShardingTarget
                            << " with one operand, one result and one "
                            << kShardingRoundTripAttr;
  sdy::TensorShardingAttr sharding = attr.getShardings().front();
  Value input = call->getOperand(0);
  bool otherUses = false;
  for (OpOperand &use : call->getResult(0).getUses()) {
    if (isa<func::ReturnOp>(use.getOwner()))
      func.setResultAttr(use.getOperandNumber(), sdy::kShardingAttr, sharding);
    else
      otherUses = true;
  }
  // As XLA: with other uses, all of them (returns too) take a constraint
  // with the result's sharding, opened.
  Value replacement = input;
  if (otherUses) {
    OpBuilder builder(call);
    replacement = sdy::ShardingConstraintOp::create(builder, call.getLoc(),
                                                    input, openAll(sharding));
  }
  call->replaceAllUsesWith(ValueRange{replacement});
  call.erase();
  return success();
}

/// The `xla.sdy.sharding_rule` of `dict` as `op`'s `sdy.sharding_rule`, and
/// `dict` without it. The rule is checked by its name, `#sdy.op_sharding_rule`
/// (an attribute of Shardy's that this pass doesn't otherwise look into).
LogicalResult importShardingRule(Operation *op, DictionaryAttr &dict) {
  Attribute value = dict.get(kShardingRuleRoundTripAttr);
  if (!value)
    return success();
  auto text = dyn_cast<StringAttr>(value);
  if (!text)
    return op->emitError() << kShardingRuleRoundTripAttr << " holds " << value
                           << ", not a string";
  Attribute rule = parseAttributeString(
      text.getValue(), kShardingRuleRoundTripAttr,
      [&] { return op->emitError(); }, op->getContext());
  if (!rule)
    return failure();
  if (rule.getAbstractAttribute().getName() != "sdy.op_sharding_rule")
    return op->emitError() << kShardingRuleRoundTripAttr << " holds " << rule
                           << ", not a sdy.op_sharding_rule";
  op->setAttr(sdy::kShardingRuleAttr, rule);
  dict = withoutKey(dict, kShardingRuleRoundTripAttr);
  return success();
}

/// The round-tripped attributes of `op`.
LogicalResult importOp(Operation *op, func::FuncOp func) {
  if (!isa<stablehlo::InfeedOp, stablehlo::OutfeedOp>(op))
    op->removeAttr(kXlaShardingAttr);
  auto dict = op->getAttrOfType<DictionaryAttr>(kFrontendAttributesAttr);
  if (!dict)
    return success();
  auto emitError = [&] { return op->emitError(); };
  if (failed(importShardingRule(op, dict)))
    return failure();
  FailureOr<sdy::TensorShardingPerValueAttr> shardings =
      parseFrontendAttr<sdy::TensorShardingPerValueAttr>(
          dict, kShardingRoundTripAttr, emitError);
  if (failed(shardings))
    return failure();
  if (dict)
    dict = withoutKey(dict, kShardingRoundTripAttr);
  if (dict)
    op->setAttr(kFrontendAttributesAttr, dict);
  else
    op->removeAttr(kFrontendAttributesAttr);
  auto call = dyn_cast<stablehlo::CustomCallOp>(op);
  if (call && call.getCallTargetName() == kFuncResultShardingTarget)
    return importFuncResultSharding(call, *shardings, func);
  // Like XLA, only these keep a round-tripped sharding: elsewhere XLA may
  // have copied it onto an op whose shape differs.
  bool keeps =
      isa<stablehlo::SendOp, stablehlo::RecvOp, stablehlo::AfterAllOp>(op) ||
      (call && call.getCallTargetName() == kShardingTarget);
  if (keeps && *shardings)
    op->setAttr(sdy::kShardingAttr, *shardings);
  return success();
}

struct RoundTripImportShardyAttrsPass
    : hlokit::gspmd::impl::RoundTripImportShardyAttrsPassBase<
          RoundTripImportShardyAttrsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(importMeshes(module)))
      return signalPassFailure();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (failed(importFuncValues(func)))
        return signalPassFailure();
      SmallVector<Operation *> ops;
      func.getBody().walk([&](Operation *op) { ops.push_back(op); });
      for (Operation *op : ops)
        if (failed(importOp(op, func)))
          return signalPassFailure();
    }
  }
};

} // namespace
