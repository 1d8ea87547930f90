//===- ExportShardings.cpp - sdy shardings to mhlo.sharding strings -------===//
//
// XLA's `xla-sdy-stablehlo-export-shardings`
// (stablehlo_round_trip/export_shardings.cc).
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Conversion/Sharding/ShardingConversion.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_STABLEHLOEXPORTSHARDINGSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

ArrayRef<StringAttr> manualAxesOf(Attribute attr) {
  if (auto axes = dyn_cast_or_null<sdy::ManualAxesAttr>(attr))
    return axes.getValue();
  return {};
}

/// The GSPMD form of `sharding`, its mesh looked up from `from`; failure
/// reported through `emitError`.
FailureOr<GspmdSharding>
exportSharding(sdy::TensorShardingAttr sharding, Operation *from,
               ArrayRef<StringAttr> manualAxes,
               function_ref<InFlightDiagnostic()> emitError) {
  sdy::MeshAttr mesh = sdy::getMesh(sharding, from);
  if (!mesh)
    return emitError() << "unknown mesh " << sharding.getMeshOrRef();
  std::string error;
  FailureOr<GspmdSharding> result =
      toGspmdSharding(sharding, mesh, manualAxes, error);
  if (failed(result))
    return emitError() << "cannot export " << sharding << ": " << error;
  return result;
}

StringAttr printed(MLIRContext *context, const GspmdSharding &sharding) {
  return StringAttr::get(context, printGspmdSharding(sharding));
}

LogicalResult exportFuncValues(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  auto shardingName = StringAttr::get(context, sdy::kShardingAttr);
  auto manualName = StringAttr::get(context, kManualAxesAttr);
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto sharding =
        func.getArgAttrOfType<sdy::TensorShardingAttr>(i, shardingName);
    if (!sharding)
      continue;
    FailureOr<GspmdSharding> result = exportSharding(
        sharding, func, manualAxesOf(func.getArgAttr(i, manualName)),
        [&] { return func.emitError() << "arg " << i << ": "; });
    if (failed(result))
      return failure();
    func.removeArgAttr(i, shardingName);
    func.removeArgAttr(i, manualName);
    func.setArgAttr(i, kXlaShardingAttr, printed(context, *result));
  }
  for (unsigned i = 0; i < func.getNumResults(); ++i) {
    auto sharding =
        func.getResultAttrOfType<sdy::TensorShardingAttr>(i, shardingName);
    if (!sharding)
      continue;
    FailureOr<GspmdSharding> result = exportSharding(
        sharding, func, manualAxesOf(func.getResultAttr(i, manualName)),
        [&] { return func.emitError() << "result " << i << ": "; });
    if (failed(result))
      return failure();
    func.removeResultAttr(i, shardingName);
    func.removeResultAttr(i, manualName);
    func.setResultAttr(i, kXlaShardingAttr, printed(context, *result));
  }
  return success();
}

/// One sharding for an op with one result (or none), else a tuple.
LogicalResult exportOp(Operation *op, sdy::TensorShardingPerValueAttr attr) {
  ArrayRef<StringAttr> manualAxes = manualAxesOf(op->getAttr(kManualAxesAttr));
  std::vector<GspmdSharding> leaves;
  for (sdy::TensorShardingAttr sharding : attr.getShardings()) {
    FailureOr<GspmdSharding> leaf = exportSharding(
        sharding, op, manualAxes, [&] { return op->emitError(); });
    if (failed(leaf))
      return failure();
    leaves.push_back(std::move(*leaf));
  }
  GspmdSharding result = leaves.size() == 1 && op->getNumResults() <= 1
                             ? leaves.front()
                             : GspmdSharding::tuple(std::move(leaves));
  op->removeAttr(sdy::kShardingAttr);
  op->removeAttr(kManualAxesAttr);
  op->setAttr(kXlaShardingAttr, printed(op->getContext(), result));
  return success();
}

struct StablehloExportShardingsPass
    : hlokit::gspmd::impl::StablehloExportShardingsPassBase<
          StablehloExportShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (failed(exportFuncValues(func)))
        return signalPassFailure();
      WalkResult walk =
          func.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
            // The meshes go away below: no sdy op may be left to use them.
            if (op->getName().getDialectNamespace() == "sdy") {
              op->emitError()
                  << "'" << op->getName() << "' has no GSPMD form here";
              return WalkResult::interrupt();
            }
            auto attr = op->getAttrOfType<sdy::TensorShardingPerValueAttr>(
                sdy::kShardingAttr);
            if (attr && failed(exportOp(op, attr)))
              return WalkResult::interrupt();
            return WalkResult::advance();
          });
      if (walk.wasInterrupted())
        return signalPassFailure();
    }
    for (auto mesh : llvm::make_early_inc_range(module.getOps<sdy::MeshOp>()))
      mesh.erase();
  }
};

} // namespace
