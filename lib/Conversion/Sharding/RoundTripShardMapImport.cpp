//===- RoundTripShardMapImport.cpp - xla.sdy manual computations to sdy ---===//
//
// XLA's `xla-sdy-round-trip-shard-map-import`
// (sdy_round_trip/shard_map_import.cc): a manual computation exported with
// Shardy across an HLO round trip is
//
//   %l:N = custom_call @xla.sdy.GlobalToLocalShape(%x...)  // in_shardings
//   %r:M = call @xla.sdy.manual_computation_body_K(%l...)
//   %g:M = custom_call @xla.sdy.LocalToGlobalShape(%r...)  // out_shardings
//
// with the shardings and manual axes as frontend attribute strings.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_ROUNDTRIPSHARDMAPIMPORTPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

using stablehlo::CustomCallOp;

/// The `xla.sdy.GlobalToLocalShape` call feeding `call`, or null when `call`
/// has no operands; failure (reported) when the operands come from
/// elsewhere.
FailureOr<CustomCallOp> globalToLocal(func::CallOp call) {
  if (call->getNumOperands() == 0)
    return CustomCallOp();
  auto op = call->getOperand(0).getDefiningOp<CustomCallOp>();
  if (!op || op.getCallTargetName() != kGlobalToLocalShapeTarget ||
      op->getResults() != call->getOperands())
    return call.emitOpError()
           << "expected the operands of " << call.getCalleeAttr()
           << " to be the results "
           << "of one " << kGlobalToLocalShapeTarget << " CustomCallOp";
  return op;
}

/// The `xla.sdy.LocalToGlobalShape` call of `call`'s results, or null when
/// `call` has none.
FailureOr<CustomCallOp> localToGlobal(func::CallOp call) {
  if (call->getNumResults() == 0)
    return CustomCallOp();
  auto op = call->use_empty() ? CustomCallOp()
                              : dyn_cast<CustomCallOp>(*call->user_begin());
  if (!op || op.getCallTargetName() != kLocalToGlobalShapeTarget ||
      op->getOperands() != call->getResults() ||
      llvm::any_of(call->getUsers(),
                   [&](Operation *user) { return user != op; }))
    return call.emitOpError() << "expected the results of "
                              << call.getCalleeAttr() << " to be used by one "
                              << kLocalToGlobalShapeTarget << " CustomCallOp";
  return op;
}

/// Reads the shardings `name` and the manual axes of a shape change's
/// frontend attributes into `shardings` and `manualAxes` (unless set).
LogicalResult readAttrs(CustomCallOp op, StringRef name,
                        sdy::TensorShardingPerValueAttr &shardings,
                        sdy::ManualAxesAttr &manualAxes) {
  if (!op)
    return success();
  auto dict = op->getAttrOfType<DictionaryAttr>(kFrontendAttributesAttr);
  auto emitError = [&] { return op.emitError(); };
  FailureOr<sdy::TensorShardingPerValueAttr> parsed =
      parseFrontendAttr<sdy::TensorShardingPerValueAttr>(dict, name, emitError);
  if (failed(parsed))
    return failure();
  if (!*parsed)
    return op.emitError() << "expected " << op.getCallTargetName() << " with "
                          << name << " in " << kFrontendAttributesAttr;
  shardings = *parsed;
  if (manualAxes)
    return success();
  FailureOr<sdy::ManualAxesAttr> axes =
      parseFrontendAttr<sdy::ManualAxesAttr>(dict, kManualAxesAttr, emitError);
  if (failed(axes))
    return failure();
  manualAxes = *axes;
  return success();
}

LogicalResult importManualComputation(func::CallOp call, func::FuncOp body) {
  MLIRContext *context = call.getContext();
  FailureOr<CustomCallOp> toLocal = globalToLocal(call);
  if (failed(toLocal))
    return failure();
  FailureOr<CustomCallOp> toGlobal = localToGlobal(call);
  if (failed(toGlobal))
    return failure();
  auto in = sdy::TensorShardingPerValueAttr::get(context, {});
  auto out = sdy::TensorShardingPerValueAttr::get(context, {});
  sdy::ManualAxesAttr manualAxes;
  if (failed(readAttrs(*toLocal, kInShardingsAttr, in, manualAxes)) ||
      failed(readAttrs(*toGlobal, kOutShardingsAttr, out, manualAxes)))
    return failure();
  if (!manualAxes)
    manualAxes = sdy::ManualAxesAttr::get(context, {});
  ValueRange operands =
      *toLocal ? (*toLocal)->getOperands() : call->getOperands();
  TypeRange resultTypes =
      *toGlobal ? (*toGlobal)->getResultTypes() : call->getResultTypes();
  OpBuilder builder(call);
  auto manual = sdy::ManualComputationOp::create(
      builder, call.getLoc(), resultTypes, operands, in, out, manualAxes);
  manual.getBody().takeBody(body.getBody());
  auto ret = cast<func::ReturnOp>(manual.getBody().front().getTerminator());
  builder.setInsertionPoint(ret);
  sdy::ReturnOp::create(builder, ret.getLoc(), ret.getOperands());
  ret.erase();
  if (*toGlobal) {
    (*toGlobal)->replaceAllUsesWith(manual);
    toGlobal->erase();
  }
  call.erase();
  if (*toLocal)
    toLocal->erase();
  body.erase();
  return success();
}

struct RoundTripShardMapImportPass
    : hlokit::gspmd::impl::RoundTripShardMapImportPassBase<
          RoundTripShardMapImportPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (call.getCallee().contains(kManualComputationBodyName))
        calls.push_back(call);
    });
    for (func::CallOp call : calls) {
      auto body = symbols.lookup<func::FuncOp>(call.getCallee());
      // Each body is inlined and erased, so a second call finds none.
      if (!body || body.isExternal()) {
        call.emitOpError(
            "expected a unique FuncOp per @xla.sdy.manual_computation_body "
            "call. Were functions maybe somehow shared/de-duped between two "
            "ManualComputations?");
        return signalPassFailure();
      }
      // Out of the table before the import erases it, so that a second
      // call's lookup finds no freed body.
      symbols.remove(body);
      if (failed(importManualComputation(call, body)))
        return signalPassFailure();
    }
  }
};

} // namespace
