//===- LegalizeChlo.cpp - every chlo op to StableHLO ----------------------===//
//
// Replaces each chlo op by StableHLO ops. The lowerings live in
// lib/Transforms/Chlo/, one file per kind of op; some produce other chlo ops
// (broadcast_zeta -> zeta), so the pass repeats until none is left.
//
//===----------------------------------------------------------------------===//

#include "Chlo/ChloEmitter.h"

#include "hlokit/Transforms/LegalizeChlo.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

namespace hlokit {
#define GEN_PASS_DEF_LEGALIZECHLOPASS
#include "hlokit/Transforms/Passes.h.inc"
} // namespace hlokit

using namespace mlir;
using namespace hlokit::chlo_legalization;

namespace {

const LoweringTable &lowerings() {
  static const LoweringTable table = [] {
    LoweringTable t;
    addBroadcastLowerings(t);
    addElementaryLowerings(t);
    addAsinAcosKernelLowerings(t);
    addSpecialFunctionLowerings(t);
    addRaggedDotLowerings(t);
    addScanLowerings(t);
    return t;
  }();
  return table;
}

/// Gives `value`, which replaces a chlo result declared as `type`, that
/// type when its lowering inferred another one (more or less static, e.g.
/// `tensor<4xf32>` for a declared `tensor<?xf32>`): the op that defines it
/// takes the declared type when its verifier accepts it (StableHLO's
/// elementwise ops take any compatible result type), so that the chlo
/// result's users see the type they were written for.
LogicalResult giveDeclaredType(Operation *op, unsigned index, Value value) {
  Type type = op->getResult(index).getType();
  Type inferred = value.getType();
  if (inferred == type)
    return success();
  Operation *def = value.getDefiningOp();
  if (def && def->getNumResults() == 1 && def->getBlock() == op->getBlock()) {
    value.setType(type);
    // The trial's failure is not an error of the program.
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    if (succeeded(mlir::verify(def, /*verifyRecursively=*/false)))
      return success();
    value.setType(inferred);
  }
  return op->emitError("'")
         << op->getName() << "' legalizes to a value of type " << inferred
         << " where result " << index << " is declared " << type;
}

LogicalResult lowerOne(Operation *op) {
  const Lowering *lowering = lowerings().lookup(op);
  if (!lowering)
    return op->emitError("'")
           << op->getName() << "' has no StableHLO legalization";
  OpBuilder builder(op);
  ChloEmitter emitter(builder, op->getLoc());
  FailureOr<SmallVector<Value>> replacements = (*lowering)(op, emitter);
  if (failed(replacements))
    return failure();
  for (auto [index, value] : llvm::enumerate(*replacements))
    if (failed(giveDeclaredType(op, index, value)))
      return failure();
  op->replaceAllUsesWith(*replacements);
  op->erase();
  return success();
}

struct LegalizeChloPass : hlokit::impl::LegalizeChloPassBase<LegalizeChloPass> {
  void runOnOperation() override {
    for (Region &region : getOperation()->getRegions())
      if (failed(hlokit::legalizeChlo(region)))
        return signalPassFailure();
  }
};

} // namespace

LogicalResult hlokit::legalizeChlo(Region &region) {
  while (true) {
    SmallVector<Operation *> chloOps;
    region.walk([&](Operation *op) {
      if (isa<hlokit::chlo::CHLODialect>(op->getDialect()))
        chloOps.push_back(op);
    });
    if (chloOps.empty())
      return success();
    for (Operation *op : chloOps)
      if (failed(lowerOne(op)))
        return failure();
  }
}
