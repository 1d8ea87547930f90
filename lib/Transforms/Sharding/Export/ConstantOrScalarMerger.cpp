//===- ConstantOrScalarMerger.cpp - merge constants sharded alike ---------===//
//
// The import pipeline gives every use of a constant or scalar expansion its
// own copy, so that propagation doesn't tie their shardings together
// (sdy-constant-or-scalar-splitter); copies that ended up sharded alike are
// one value again.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Transforms/Sharding/Export/Passes.h"

#include "llvm/ADT/DenseMap.h"

#include <tuple>

namespace hlokit::sdy {
#define GEN_PASS_DEF_CONSTANTORSCALARMERGERPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;
namespace hlo = hlokit::stablehlo;

namespace {

/// Two ops are one value when they are in the same region with the same
/// attributes (the value and the sharding), and for a scalar expansion the
/// same operand and type. Staying in the region keeps shardings valid.
using ConstantKey = std::pair<DictionaryAttr, Region *>;
using ExpansionKey = std::tuple<DictionaryAttr, Region *, Type, Value>;

struct Merger {
  llvm::DenseMap<ConstantKey, Operation *> constants;
  llvm::DenseMap<ExpansionKey, Operation *> expansions;

  /// The op `op` duplicates, seen before it; null when it is the first.
  Operation *findEarlier(Operation *op) {
    if (isa<ConstantOp>(op) || op->hasTrait<OpTrait::ConstantLike>()) {
      auto [it, inserted] = constants.try_emplace(
          {op->getAttrDictionary(), op->getParentRegion()}, op);
      return inserted ? nullptr : it->second;
    }
    auto broadcast = dyn_cast<hlo::BroadcastInDimOp>(op);
    auto operandType =
        broadcast ? dyn_cast<RankedTensorType>(broadcast.getOperand().getType())
                  : nullptr;
    if (!operandType || operandType.getRank() != 0)
      return nullptr;
    auto [it, inserted] =
        expansions.try_emplace({op->getAttrDictionary(), op->getParentRegion(),
                                broadcast.getType(), broadcast.getOperand()},
                               op);
    return inserted ? nullptr : it->second;
  }
};

struct ConstantOrScalarMergerPass
    : hlokit::sdy::impl::ConstantOrScalarMergerPassBase<
          ConstantOrScalarMergerPass> {
  void runOnOperation() override {
    Merger merger;
    // Post-order: an expansion's operand is merged before the expansion.
    getOperation().walk([&](Operation *op) {
      if (Operation *earlier = merger.findEarlier(op)) {
        op->replaceAllUsesWith(earlier);
        op->erase();
      }
    });
  }
};

} // namespace
