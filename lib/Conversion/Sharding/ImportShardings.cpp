//===- ImportShardings.cpp - mhlo.sharding strings to sdy -----------------===//
//
// XLA's `xla-sdy-import-shardings` (stablehlo_round_trip/stablehlo_import.cc):
// every sharding string of the module is read first, since the one mesh they
// share depends on all of them; then each is replaced by its sdy sharding.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Conversion/Sharding/ShardingConversion.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_IMPORTSHARDINGSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// Where a sharding string sits: a function argument or result, or an op.
struct ShardingSite {
  enum Kind { Argument, Result, Op } kind;
  Operation *owner; // the func.func, or the op
  unsigned index;   // argument or result number
  GspmdSharding sharding;
};

/// Emits `<where>: <msg>` at the site.
InFlightDiagnostic emitSiteError(const ShardingSite &site) {
  switch (site.kind) {
  case ShardingSite::Argument:
    return site.owner->emitError() << "arg " << site.index << ": ";
  case ShardingSite::Result:
    return site.owner->emitError() << "result " << site.index << ": ";
  case ShardingSite::Op:
    break;
  }
  return site.owner->emitError();
}

/// Parses the sharding strings of `func`'s arguments, results and ops.
LogicalResult collectSites(func::FuncOp func,
                           std::vector<ShardingSite> &sites) {
  auto add = [&](ShardingSite::Kind kind, Operation *owner, unsigned index,
                 Attribute attr) {
    auto text = dyn_cast_or_null<StringAttr>(attr);
    if (!text)
      return success();
    ShardingSite site{kind, owner, index, {}};
    std::optional<GspmdSharding> sharding = parseShardingString(
        text.getValue(), [&] { return emitSiteError(site); });
    if (!sharding)
      return failure();
    site.sharding = std::move(*sharding);
    sites.push_back(std::move(site));
    return success();
  };
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (failed(add(ShardingSite::Argument, func, i,
                   func.getArgAttr(i, kXlaShardingAttr))))
      return failure();
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    if (failed(add(ShardingSite::Result, func, i,
                   func.getResultAttr(i, kXlaShardingAttr))))
      return failure();
  WalkResult walk = func.getBody().walk([&](Operation *op) {
    return failed(add(ShardingSite::Op, op, 0, op->getAttr(kXlaShardingAttr)))
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Inserts `sdy.mesh @name = mesh` at the start of `module`; fails when the
/// name is taken, since the shardings refer to it by that name.
LogicalResult insertMesh(ModuleOp module, SymbolTable &symbols, StringRef name,
                         sdy::MeshAttr mesh) {
  if (symbols.lookup(name))
    return module.emitError() << "cannot add the inferred mesh: the module "
                                 "already has a symbol named '"
                              << name << "'";
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  symbols.insert(sdy::MeshOp::create(builder, module.getLoc(),
                                     builder.getStringAttr(name), mesh));
  return success();
}

/// The sdy sharding of a value of type `type`, or failure (reported).
FailureOr<SdyValueSharding> convert(const ShardingSite &site,
                                    const GspmdSharding &sharding,
                                    const InferredMeshes &meshes, Type type) {
  std::string error;
  FailureOr<SdyValueSharding> result =
      toSdySharding(sharding, meshes, rankOf(type), {}, error);
  if (failed(result))
    emitSiteError(site) << "cannot convert " << kXlaShardingAttr << " \""
                        << printGspmdSharding(sharding) << "\": " << error;
  return result;
}

LogicalResult replaceOnFunc(const ShardingSite &site,
                            const InferredMeshes &meshes) {
  auto func = cast<func::FuncOp>(site.owner);
  bool isArg = site.kind == ShardingSite::Argument;
  Type type = isArg ? func.getArgumentTypes()[site.index]
                    : func.getResultTypes()[site.index];
  FailureOr<SdyValueSharding> result =
      convert(site, site.sharding, meshes, type);
  if (failed(result))
    return failure();
  auto set = [&](StringRef name, Attribute value) {
    isArg ? func.setArgAttr(site.index, name, value)
          : func.setResultAttr(site.index, name, value);
  };
  auto name = StringAttr::get(func.getContext(), kXlaShardingAttr);
  isArg ? func.removeArgAttr(site.index, name)
        : func.removeResultAttr(site.index, name);
  set(sdy::kShardingAttr, result->sharding);
  if (!result->manualAxes.empty())
    set(kManualAxesAttr,
        sdy::ManualAxesAttr::get(func.getContext(), result->manualAxes));
  return success();
}

LogicalResult replaceOnOp(const ShardingSite &site,
                          const InferredMeshes &meshes) {
  Operation *op = site.owner;
  ArrayRef<GspmdSharding> leaves = site.sharding;
  if (site.sharding.kind == ShardingKind::Tuple)
    leaves = site.sharding.elements;
  // XLA gives an op without results (a side effect) its first sharding at
  // rank 0; hlokit's sdy wants one sharding per result.
  if (op->getNumResults() == 0)
    return emitSiteError(site)
           << "an op without results has no sdy.sharding here";
  SmallVector<Type> types(op->getResultTypes());
  if (leaves.size() != types.size())
    return emitSiteError(site)
           << kXlaShardingAttr << " \"" << printGspmdSharding(site.sharding)
           << "\" has " << leaves.size() << " shardings for " << types.size()
           << " results";
  SmallVector<sdy::TensorShardingAttr> shardings;
  SmallVector<StringAttr> manualAxes;
  for (auto [leaf, type] : llvm::zip_equal(leaves, types)) {
    FailureOr<SdyValueSharding> result = convert(site, leaf, meshes, type);
    if (failed(result))
      return failure();
    if (!shardings.empty() && result->manualAxes != manualAxes)
      return emitSiteError(site) << "the results of " << kXlaShardingAttr
                                 << " \"" << printGspmdSharding(site.sharding)
                                 << "\" are manual on different axes";
    manualAxes = result->manualAxes;
    shardings.push_back(result->sharding);
  }
  op->removeAttr(kXlaShardingAttr);
  op->setAttr(sdy::kShardingAttr, sdy::TensorShardingPerValueAttr::get(
                                      op->getContext(), shardings));
  if (!manualAxes.empty())
    op->setAttr(kManualAxesAttr,
                sdy::ManualAxesAttr::get(op->getContext(), manualAxes));
  return success();
}

struct ImportShardingsPass
    : hlokit::gspmd::impl::ImportShardingsPassBase<ImportShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::vector<ShardingSite> sites;
    for (auto func : module.getOps<func::FuncOp>())
      if (failed(collectSites(func, sites)))
        return signalPassFailure();
    std::vector<GspmdSharding> all;
    for (const ShardingSite &site : sites)
      all.push_back(site.sharding);
    std::string error;
    FailureOr<InferredMeshes> meshes =
        inferMeshes(all, module.getContext(), error);
    if (failed(meshes)) {
      module.emitError() << "cannot infer a mesh for the module's "
                         << kXlaShardingAttr << " strings: " << error;
      return signalPassFailure();
    }
    // As XLA: no axes and no maximal devices, nothing to import.
    if (meshes->mesh.getAxes().empty() && meshes->maximalDevices.empty())
      return;
    SymbolTable symbols(module);
    // Inserted at the start, so the last inserted comes first.
    for (int64_t device : llvm::reverse(meshes->maximalDevices))
      if (failed(insertMesh(module, symbols, maximalMeshName(device),
                            sdy::MeshAttr::get(&getContext(), {}, {device}))))
        return signalPassFailure();
    if (failed(insertMesh(module, symbols, kGlobalMeshName, meshes->mesh)))
      return signalPassFailure();
    for (const ShardingSite &site : sites) {
      LogicalResult replaced = site.kind == ShardingSite::Op
                                   ? replaceOnOp(site, *meshes)
                                   : replaceOnFunc(site, *meshes);
      if (failed(replaced))
        return signalPassFailure();
    }
  }
};

} // namespace
