//===- ShardMapImport.cpp - JAX's shard_map custom calls to sdy -----------===//
//
// XLA's `xla-sdy-shard-map-import` (round_trip_common/shard_map_import.cc):
// the calls JAX writes for a shard_map,
//
//   %s = custom_call @Sharding(%x)               // the global sharding
//   %l = custom_call @SPMDFullToShardShape(%s)   // global -> local
//   %r = call @shmap_body(%l)
//   %m = custom_call @Sharding(%r)               // manual
//   %g = custom_call @SPMDShardToFullShape(%m)   // local -> global
//
// become one sdy.manual_computation whose body is @shmap_body's, run after
// xla-sdy-import-shardings gave the custom calls their sdy shardings.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_SHARDMAPIMPORTPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

using stablehlo::CustomCallOp;

/// A `@Sharding` custom call and the shape change it feeds; both null for an
/// unused result of the call.
struct CustomCallPair {
  CustomCallOp sharding;
  CustomCallOp shapeTransform;
};

struct ShardMapPattern {
  SmallVector<CustomCallPair> arguments;
  SmallVector<CustomCallPair> results;
};

/// One operand, one used result, and target `target`.
bool isShardMapCustomCall(CustomCallOp op, StringRef target) {
  return op && op->getNumResults() == 1 && !op->getResult(0).use_empty() &&
         op->getNumOperands() == 1 && op.getCallTargetName() == target;
}

/// The custom calls around `call`, or failure (reported, in XLA's words).
FailureOr<ShardMapPattern> matchShardMap(func::CallOp call) {
  ShardMapPattern pattern;
  for (Value operand : call.getOperands()) {
    auto toShard = operand.getDefiningOp<CustomCallOp>();
    if (!isShardMapCustomCall(toShard, "SPMDFullToShardShape"))
      return call.emitError(
          "expecting SPMDFullToShardShape custom call as operand");
    auto sharding = toShard->getOperand(0).getDefiningOp<CustomCallOp>();
    if (!isShardMapCustomCall(sharding, kShardingTarget))
      return call.emitError(
          "expecting Sharding CustomCallOp as operand of SPMDFullToShardShape");
    pattern.arguments.push_back({sharding, toShard});
  }
  for (Value result : call.getResults()) {
    if (result.use_empty()) {
      pattern.results.push_back({});
      continue;
    }
    if (!result.hasOneUse())
      return call.emitError(
          "expecting each result of shmap_body to have one or no uses");
    auto sharding = dyn_cast<CustomCallOp>(*result.user_begin());
    if (!isShardMapCustomCall(sharding, kShardingTarget))
      return call.emitError("expecting Sharding CustomCallOp as the use of the "
                            "result of the CallOp");
    if (!sharding->hasOneUse())
      return call.emitError("expecting Sharding CustomCallOp user of the "
                            "result to have one use");
    auto toFull = dyn_cast<CustomCallOp>(*sharding->user_begin());
    if (!isShardMapCustomCall(toFull, "SPMDShardToFullShape"))
      return call.emitError("expecting SPMDShardToFullShape CustomCallOp as "
                            "the use of Sharding CustomCallOp");
    pattern.results.push_back({sharding, toFull});
  }
  return pattern;
}

/// The one sdy sharding of a custom call.
FailureOr<sdy::TensorShardingAttr> shardingOf(CustomCallOp op) {
  auto perValue =
      op->getAttrOfType<sdy::TensorShardingPerValueAttr>(sdy::kShardingAttr);
  if (!perValue || perValue.getShardings().size() != 1)
    return op.emitError() << "expected CustomCallOp with a sharding attribute "
                             "(run xla-sdy-import-shardings first)";
  return perValue.getShardings().front();
}

/// The axes `sharding` shards or replicates along.
SmallVector<sdy::AxisRefAttr> usedAxes(sdy::TensorShardingAttr sharding) {
  SmallVector<sdy::AxisRefAttr> refs(sharding.getReplicatedAxes());
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings())
    llvm::append_range(refs, dim.getAxes());
  return refs;
}

/// Adds the names of the axes `sharding` uses to `axes`; fails on a
/// sub-axis, since manual axes are whole.
LogicalResult collectAxes(sdy::TensorShardingAttr sharding,
                          llvm::SetVector<StringRef> &axes, Operation *op) {
  for (sdy::AxisRefAttr ref : usedAxes(sharding)) {
    if (ref.getSubAxisInfo())
      return op->emitError()
             << "the shard_map's sharding " << sharding << " uses sub-axis "
             << ref.toString() << ", and manual axes are whole";
    axes.insert(ref.getName());
  }
  return success();
}

/// `sharding` with the manual axes it doesn't use added to its replicated
/// axes, in mesh order.
sdy::TensorShardingAttr replicateUnused(sdy::TensorShardingAttr sharding,
                                        ArrayRef<StringAttr> manualAxes,
                                        sdy::MeshAttr mesh) {
  llvm::StringSet<> used;
  for (sdy::AxisRefAttr ref : usedAxes(sharding))
    used.insert(ref.getName());
  SmallVector<sdy::AxisRefAttr> replicated(sharding.getReplicatedAxes());
  for (StringAttr axis : manualAxes)
    if (!used.contains(axis.getValue()))
      replicated.push_back(
          sdy::AxisRefAttr::get(sharding.getContext(), axis.getValue(), {}));
  llvm::stable_sort(replicated, [&](sdy::AxisRefAttr a, sdy::AxisRefAttr b) {
    return mesh.getAxisIndex(a.getName()) < mesh.getAxisIndex(b.getName());
  });
  return sdy::TensorShardingAttr::get(
      sharding.getContext(), sharding.getMeshOrRef(),
      sharding.getDimShardings(), replicated, sharding.getUnreducedAxes(),
      sharding.getReductionOp());
}

/// The manual computation's shardings and manual axes: all in and out
/// shardings on one mesh, manual on every axis they use.
LogicalResult shardingsOf(func::CallOp call, const ShardMapPattern &pattern,
                          SmallVector<sdy::TensorShardingAttr> &in,
                          SmallVector<sdy::TensorShardingAttr> &out,
                          SmallVector<StringAttr> &manualAxes) {
  for (const CustomCallPair &pair : pattern.arguments) {
    FailureOr<sdy::TensorShardingAttr> sharding = shardingOf(pair.sharding);
    if (failed(sharding))
      return failure();
    in.push_back(*sharding);
  }
  for (const CustomCallPair &pair : pattern.results) {
    if (!pair.shapeTransform)
      continue;
    FailureOr<sdy::TensorShardingAttr> sharding =
        shardingOf(pair.shapeTransform);
    if (failed(sharding))
      return failure();
    out.push_back(*sharding);
  }
  auto all = llvm::concat<sdy::TensorShardingAttr>(in, out);
  if (all.begin() == all.end())
    return success();
  Attribute meshRef = (*all.begin()).getMeshOrRef();
  if (llvm::any_of(all, [&](sdy::TensorShardingAttr s) {
        return s.getMeshOrRef() != meshRef;
      }))
    return call.emitError("Multiple meshes in a single manual computation.");
  sdy::MeshAttr mesh = sdy::getMesh(*all.begin(), call);
  if (!mesh)
    return call.emitError() << "unknown mesh " << meshRef;
  llvm::SetVector<StringRef> used;
  for (sdy::TensorShardingAttr sharding : all)
    if (failed(collectAxes(sharding, used, call)))
      return failure();
  for (sdy::MeshAxisAttr axis : mesh.getAxes())
    if (used.contains(axis.getName()))
      manualAxes.push_back(StringAttr::get(call.getContext(), axis.getName()));
  for (sdy::TensorShardingAttr &sharding : in)
    sharding = replicateUnused(sharding, manualAxes, mesh);
  for (sdy::TensorShardingAttr &sharding : out)
    sharding = replicateUnused(sharding, manualAxes, mesh);
  return success();
}

/// Replaces `call` and its custom calls by a manual computation with a copy
/// of the callee's body.
LogicalResult importShardMap(func::CallOp call, func::FuncOp callee) {
  FailureOr<ShardMapPattern> pattern = matchShardMap(call);
  if (failed(pattern))
    return failure();
  SmallVector<sdy::TensorShardingAttr> in, out;
  SmallVector<StringAttr> manualAxes;
  if (failed(shardingsOf(call, *pattern, in, out, manualAxes)))
    return failure();
  SmallVector<Value> operands;
  for (const CustomCallPair &pair : pattern->arguments)
    operands.push_back(pair.sharding->getOperand(0));
  SmallVector<Type> resultTypes;
  for (const CustomCallPair &pair : pattern->results)
    if (pair.shapeTransform)
      resultTypes.push_back(pair.shapeTransform->getResult(0).getType());
  OpBuilder builder(call);
  MLIRContext *context = call.getContext();
  auto manual = sdy::ManualComputationOp::create(
      builder, call.getLoc(), resultTypes, operands,
      sdy::TensorShardingPerValueAttr::get(context, in),
      sdy::TensorShardingPerValueAttr::get(context, out), manualAxes);
  IRMapping mapping;
  callee.getBody().cloneInto(&manual.getBody(), mapping);
  // The body returns only the used results.
  auto ret = cast<func::ReturnOp>(manual.getBody().front().getTerminator());
  SmallVector<Value> returned;
  for (auto [value, pair] :
       llvm::zip_equal(ret.getOperands(), pattern->results))
    if (pair.shapeTransform)
      returned.push_back(value);
  builder.setInsertionPoint(ret);
  sdy::ReturnOp::create(builder, ret.getLoc(), returned);
  ret.erase();
  // Replace the results, then erase what is dead, users first.
  unsigned index = 0;
  for (CustomCallPair pair : pattern->results) {
    if (!pair.shapeTransform)
      continue;
    pair.shapeTransform->replaceAllUsesWith(
        ValueRange{manual.getResult(index++)});
    pair.shapeTransform.erase();
    pair.sharding.erase();
  }
  call.erase();
  // An argument pair may feed the call twice, or other calls too: erase it
  // once, when nothing else uses it.
  llvm::SmallPtrSet<Operation *, 8> erased;
  for (CustomCallPair pair : pattern->arguments)
    for (Operation *op :
         {pair.shapeTransform.getOperation(), pair.sharding.getOperation()})
      if (!erased.contains(op) && op->use_empty()) {
        erased.insert(op);
        op->erase();
      }
  return success();
}

struct ShardMapImportPass
    : hlokit::gspmd::impl::ShardMapImportPassBase<ShardMapImportPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (call.getCallee().starts_with("shmap_body"))
        calls.push_back(call);
    });
    llvm::SetVector<func::FuncOp> callees;
    for (func::CallOp call : calls) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee || callee.isExternal()) {
        call.emitError() << "expecting @" << call.getCallee()
                         << " to be a function with a body";
        return signalPassFailure();
      }
      if (failed(importShardMap(call, callee)))
        return signalPassFailure();
      callees.insert(callee);
    }
    for (func::FuncOp callee : callees)
      if (SymbolTable::symbolKnownUseEmpty(callee, module))
        callee.erase();
  }
};

} // namespace
