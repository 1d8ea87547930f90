//===- OutlineManualRegions.cpp - inline shard_map regions to calls -------===//
//
// JAX before 2024 inlined a shard_map's body between its custom calls:
//
//   %l = custom_call @SPMDFullToShardShape(%s)   // the region's entry
//   ... per-device ops on %l ...
//   %m = custom_call @Sharding(%r)               // the region's exit
//   %g = custom_call @SPMDShardToFullShape(%m)
//
// XLA's shard_map import reads only the outlined form (a `call @shmap_body`
// between the custom calls), so this pass outlines each inline region into
// such a function first. A region is the ops reached from entries up to the
// exits, with the side-effect-free ops only it uses; regions that share an
// op are one shard_map.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SetVector.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_OUTLINEMANUALREGIONSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

using stablehlo::CustomCallOp;

constexpr StringLiteral kFullToShardTarget = "SPMDFullToShardShape";
constexpr StringLiteral kShardToFullTarget = "SPMDShardToFullShape";

bool isCustomCall(Operation *op, StringRef target) {
  auto call = dyn_cast_or_null<CustomCallOp>(op);
  return call && call.getCallTargetName() == target &&
         call->getNumOperands() == 1 && call->getNumResults() == 1;
}

/// A region's exit: the `@Sharding` call whose only user converts its
/// result back to the full shape.
bool isExit(Operation *op) {
  return isCustomCall(op, kShardingTarget) && op->hasOneUse() &&
         isCustomCall(*op->user_begin(), kShardToFullTarget);
}

/// The inline manual regions of one block.
class RegionFinder {
public:
  explicit RegionFinder(Block &block) : block(block) {}

  /// Collects the entries, the region ops and the exits, and groups them.
  void run();

  struct ManualRegion {
    SmallVector<Operation *> entries, ops, exits; // each in block order
  };
  SmallVector<ManualRegion> getRegions() const;

private:
  /// The op of this block that is or holds `op`.
  Operation *inBlock(Operation *op) const {
    return block.findAncestorOpInBlock(*op);
  }
  void addForward(Operation *from);
  void addUsedOnlyInside();
  void join(Operation *op, Value operand);

  Block &block;
  llvm::SetVector<Operation *> entries, ops, exits;
  llvm::EquivalenceClasses<Operation *> groups;
};

void RegionFinder::addForward(Operation *from) {
  SmallVector<Operation *> worklist{from};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Operation *user : op->getUsers()) {
      // A value the terminator takes leaves the region: outline() reports it.
      Operation *owner = inBlock(user);
      if (!owner || entries.contains(owner) ||
          owner->hasTrait<OpTrait::IsTerminator>())
        continue;
      if (isExit(owner)) {
        exits.insert(owner);
        continue;
      }
      if (ops.insert(owner))
        worklist.push_back(owner);
    }
  }
}

/// Adds the side-effect-free ops of the block whose results only the region
/// uses (constants, iotas, their arithmetic), so they move with it.
void RegionFinder::addUsedOnlyInside() {
  // Users come after their operands in the block, so one pass from the end
  // sees each op after every op that uses it has been decided.
  for (Operation &op : llvm::reverse(block)) {
    if (ops.contains(&op) || entries.contains(&op) || exits.contains(&op) ||
        op.hasTrait<OpTrait::IsTerminator>() || op.use_empty() ||
        !isMemoryEffectFree(&op))
      continue;
    bool onlyInside = llvm::all_of(op.getUsers(), [&](Operation *user) {
      Operation *owner = inBlock(user);
      return owner && ops.contains(owner);
    });
    if (onlyInside)
      ops.insert(&op);
  }
}

void RegionFinder::join(Operation *op, Value operand) {
  Operation *def = operand.getDefiningOp();
  def = def ? inBlock(def) : nullptr;
  if (def && (ops.contains(def) || entries.contains(def)))
    groups.unionSets(op, def);
}

void RegionFinder::run() {
  // Every exit counts, so that one no entry reaches is reported too.
  for (Operation &op : block) {
    if (isCustomCall(&op, kFullToShardTarget))
      entries.insert(&op);
    else if (isExit(&op))
      exits.insert(&op);
  }
  for (Operation *entry : entries)
    addForward(entry);
  addUsedOnlyInside();
  for (Operation *op : llvm::concat<Operation *const>(entries, ops, exits)) {
    groups.insert(op);
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        join(op, operand);
    });
  }
}

SmallVector<RegionFinder::ManualRegion> RegionFinder::getRegions() const {
  llvm::DenseMap<Operation *, unsigned> indexOfLeader;
  SmallVector<ManualRegion> regions;
  for (Operation &op : block) {
    bool isEntry = entries.contains(&op), isOp = ops.contains(&op),
         isExitOp = exits.contains(&op);
    if (!isEntry && !isOp && !isExitOp)
      continue;
    Operation *leader = groups.getLeaderValue(&op);
    auto [it, inserted] = indexOfLeader.try_emplace(leader, regions.size());
    if (inserted)
      regions.emplace_back();
    ManualRegion &region = regions[it->second];
    (isEntry ? region.entries
     : isOp  ? region.ops
             : region.exits)
        .push_back(&op);
  }
  return regions;
}

/// The values the region's ops use that it doesn't compute, with the ops
/// that use them; an entry's result is the body's argument, not one of them.
llvm::SetVector<Value> valuesFromOutside(ArrayRef<Operation *> ops,
                                         ArrayRef<Operation *> entries) {
  llvm::SmallPtrSet<Operation *, 16> inside(ops.begin(), ops.end());
  inside.insert(entries.begin(), entries.end());
  llvm::SetVector<Value> outside;
  for (Operation *op : ops)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        // A block argument is defined by the op that holds its block.
        Operation *def = operand.getDefiningOp();
        if (!def)
          def = operand.getParentBlock()->getParentOp();
        bool definedInside = false;
        for (Operation *d = def; d && !definedInside; d = d->getParentOp())
          definedInside = inside.contains(d);
        if (!definedInside)
          outside.insert(operand);
      }
    });
  return outside;
}

/// Whether `region` is already a `call @shmap_body...` and nothing else.
bool isOutlined(const RegionFinder::ManualRegion &region) {
  if (region.ops.size() != 1)
    return false;
  auto call = dyn_cast<func::CallOp>(region.ops.front());
  return call && call.getCallee().starts_with("shmap_body");
}

/// Outlines `region` into `@shmap_body...` and calls it in its place.
FailureOr<func::FuncOp> outline(const RegionFinder::ManualRegion &region,
                                Block &block, SymbolTable &symbols,
                                func::FuncOp parent) {
  Operation *first =
      region.entries.empty() ? region.exits.front() : region.entries.front();
  if (region.entries.empty() || region.exits.empty())
    return first->emitError()
           << "an inline shard_map region needs both an " << kFullToShardTarget
           << " and a @Sharding fed to " << kShardToFullTarget
           << "; this one has "
           << (region.entries.empty() ? "no entry" : "no exit");
  // Operand-free, side-effect-free values (constants) are copied into the
  // body; any other value from outside can't be a shard_map body's.
  llvm::SetVector<Value> outside =
      valuesFromOutside(region.ops, region.entries);
  for (Value value : outside) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getNumOperands() || def->getNumRegions() ||
        !isMemoryEffectFree(def))
      return first->emitError()
             << "the inline shard_map region starting here uses a value "
                "computed outside it (at "
             << value.getLoc() << "), which a shard_map body cannot";
  }
  for (Operation *op : region.ops)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers()) {
        Operation *owner = block.findAncestorOpInBlock(*user);
        if (!owner || (!llvm::is_contained(region.exits, owner) &&
                       !llvm::is_contained(region.ops, owner)))
          return user->emitError()
                 << "uses a value of the inline shard_map region starting at "
                 << first->getLoc() << " other than through @Sharding and "
                 << kShardToFullTarget;
      }

  MLIRContext *context = parent.getContext();
  SmallVector<Type> argTypes, resultTypes;
  for (Operation *entry : region.entries)
    argTypes.push_back(entry->getResult(0).getType());
  for (Operation *exit : region.exits)
    resultTypes.push_back(exit->getOperand(0).getType());
  OpBuilder builder(context);
  auto body =
      func::FuncOp::create(builder, first->getLoc(), "shmap_body",
                           FunctionType::get(context, argTypes, resultTypes));
  body.setPrivate();
  // Inserted before its caller, renamed `shmap_body_<N>` if taken.
  symbols.insert(body, Block::iterator(parent));
  Block *entryBlock = body.addEntryBlock();
  IRMapping mapping;
  for (auto [entry, arg] :
       llvm::zip_equal(region.entries, entryBlock->getArguments()))
    mapping.map(entry->getResult(0), arg);
  builder.setInsertionPointToStart(entryBlock);
  for (Value value : outside)
    builder.clone(*value.getDefiningOp(), mapping);
  for (Operation *op : region.ops)
    builder.clone(*op, mapping);
  SmallVector<Value> returned;
  for (Operation *exit : region.exits)
    returned.push_back(mapping.lookup(exit->getOperand(0)));
  func::ReturnOp::create(builder, first->getLoc(), returned);

  // The call goes after the last entry; the sort below moves the exits
  // after it.
  builder.setInsertionPointAfter(region.entries.back());
  SmallVector<Value> arguments;
  for (Operation *entry : region.entries)
    arguments.push_back(entry->getResult(0));
  auto call = func::CallOp::create(builder, first->getLoc(), body, arguments);
  for (auto [exit, result] : llvm::zip_equal(region.exits, call.getResults()))
    exit->setOperand(0, result);
  for (Operation *op : llvm::reverse(region.ops))
    op->erase();
  if (!sortTopologically(&block))
    return first->emitError("the inline shard_map region starting here "
                            "feeds its own entries, so it can't be one "
                            "shard_map body");
  return body;
}

struct OutlineManualRegionsPass
    : hlokit::gspmd::impl::OutlineManualRegionsPassBase<
          OutlineManualRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    // Regions in a function's own blocks; an outlined body is visited too,
    // for the shard_maps nested in it.
    SmallVector<func::FuncOp> worklist(module.getOps<func::FuncOp>());
    while (!worklist.empty()) {
      func::FuncOp function = worklist.pop_back_val();
      for (Block &block : function.getBody()) {
        RegionFinder finder(block);
        finder.run();
        for (const RegionFinder::ManualRegion &region : finder.getRegions()) {
          if (isOutlined(region))
            continue;
          FailureOr<func::FuncOp> body =
              outline(region, block, symbols, function);
          if (failed(body))
            return signalPassFailure();
          worklist.push_back(*body);
        }
      }
    }
  }
};

} // namespace
