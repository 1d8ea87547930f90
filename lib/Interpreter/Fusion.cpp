//===- Fusion.cpp - chains of elementwise ops run tile by tile ------------===//

#include "Fusion.h"

using namespace mlir;

namespace hlokit::interpreter {

namespace {

/// Elements per tile: a few tiles of f64 stay within a core's L2 cache, and
/// a tile is long enough that setting up the kernels costs little.
constexpr int64_t kTileElements = 8192;

/// The tensor type of an op that can be part of a chain: a unary or binary
/// elementwise op on one static type (operands and result), large enough to
/// have tiles; null otherwise.
RankedTensorType fusableType(const OpPlan &plan) {
  Operation &op = *plan.op;
  if (!plan.handler || !plan.staticShapes || plan.runsInExpressedType ||
      plan.unsupportedElementType || op.getNumResults() != 1 ||
      !getElementwiseKind(op))
    return nullptr;
  auto type = dyn_cast<RankedTensorType>(op.getResult(0).getType());
  if (!type || type.getNumElements() < kTileElements ||
      llvm::any_of(op.getOperandTypes(), [&](Type t) { return t != type; }))
    return nullptr;
  return type;
}

/// True when every result of ops[first..last-1] is used only by
/// ops[first..last] (so no intermediate value has to be kept).
bool usesStayInside(llvm::ArrayRef<OpPlan> ops, size_t first, size_t last,
                    const llvm::DenseMap<Operation *, size_t> &positions) {
  for (size_t j = first; j < last; ++j)
    for (Operation *user : ops[j].op->getResult(0).getUsers()) {
      auto it = positions.find(user);
      if (it == positions.end() || it->second < first || it->second > last)
        return false;
    }
  return true;
}

llvm::Error runFusedChain(OpContext &ctx) {
  const OpPlan &plan = ctx.getPlan();
  const FusedChain &chain = *plan.fused;
  // The result goes into a dead input's buffer when there is one: each
  // tile's last step writes the elements its earlier steps have read.
  Tensor result;
  for (unsigned i = 0; i < plan.operands.size() && !result.getRawData(); ++i)
    if (Tensor *reused = ctx.reusableOperand(i))
      result = *reused;
  llvm::SmallVector<Tensor> inputs;
  for (unsigned i = 0; i < plan.operands.size(); ++i)
    inputs.push_back(ctx.operand(i));
  if (!result.getRawData()) {
    llvm::Expected<Tensor> allocated =
        Tensor::allocate(chain.type, ctx.resultShape());
    if (!allocated)
      return ctx.error(llvm::toString(allocated.takeError()));
    result = std::move(*allocated);
  }
  llvm::SmallVector<Tensor> scratch;
  for (size_t k = 0; k + 1 < chain.steps.size(); ++k) {
    llvm::Expected<Tensor> tile = Tensor::allocate(chain.type, {kTileElements});
    if (!tile)
      return ctx.error(llvm::toString(tile.takeError()));
    scratch.push_back(std::move(*tile));
  }

  llvm::SmallVector<Tensor> inputTiles(inputs.size());
  llvm::SmallVector<Tensor> stepTiles(chain.steps.size());
  for (int64_t offset = 0; offset < chain.numElements;
       offset += kTileElements) {
    int64_t length = std::min(kTileElements, chain.numElements - offset);
    for (auto [tile, input] : llvm::zip(inputTiles, inputs))
      tile = input.view(offset, length);
    for (auto [tile, buffer] : llvm::zip(stepTiles, scratch))
      tile = buffer.view(0, length);
    stepTiles.back() = result.view(offset, length);
    auto argument = [&](int a) -> const Tensor & {
      return a >= 0 ? inputTiles[a] : stepTiles[-a - 1];
    };
    for (auto [k, step] : llvm::enumerate(chain.steps)) {
      llvm::Error error =
          step.kind.isBinary
              ? binaryInto(step.kind.binary, argument(step.lhs),
                           argument(step.rhs), stepTiles[k])
              : unaryInto(step.kind.unary, argument(step.lhs), stepTiles[k]);
      if (error)
        return ctx.error(llvm::toString(std::move(error)));
    }
  }
  ctx.setResult(0, std::move(result));
  return llvm::Error::success();
}

/// One plan entry running ops[first..last] as a chain.
OpPlan planChain(llvm::ArrayRef<OpPlan> ops, size_t first, size_t last) {
  auto chain = std::make_shared<FusedChain>();
  OpPlan fused = ops[last];
  fused.handler = runFusedChain;
  fused.operands.clear();
  llvm::DenseMap<Operation *, int> stepOf;
  auto argumentOf = [&](Value v) {
    if (Operation *def = v.getDefiningOp())
      if (auto it = stepOf.find(def); it != stepOf.end())
        return -it->second - 1;
    auto *input = llvm::find(fused.operands, v);
    if (input == fused.operands.end())
      fused.operands.push_back(v);
    return static_cast<int>(llvm::find(fused.operands, v) -
                            fused.operands.begin());
  };
  for (size_t j = first; j <= last; ++j) {
    Operation &op = *ops[j].op;
    FusedChain::Step step{*getElementwiseKind(op), 0, 0};
    step.lhs = argumentOf(op.getOperand(0));
    if (step.kind.isBinary)
      step.rhs = argumentOf(op.getOperand(1));
    stepOf[&op] = chain->steps.size();
    chain->steps.push_back(step);
  }
  chain->type = fused.resultTypes[0];
  chain->numElements =
      cast<RankedTensorType>(fused.op->getResult(0).getType()).getNumElements();
  fused.operandSlots.assign(fused.operands.size(), kNoSlot);
  fused.lastUse.assign(fused.operands.size(), false);
  fused.fused = std::move(chain);
  return fused;
}

} // namespace

llvm::SmallVector<OpPlan> fuseElementwiseChains(const RegionPlan &plan) {
  llvm::ArrayRef<OpPlan> ops = plan.ops;
  llvm::DenseMap<Operation *, size_t> positions;
  for (auto [position, op] : llvm::enumerate(ops))
    positions[op.op] = position;
  llvm::SmallVector<OpPlan> result;
  size_t first = 0;
  while (first < ops.size()) {
    // The longest run of same-typed fusable ops from `first` whose
    // intermediates stay inside it.
    RankedTensorType type = fusableType(ops[first]);
    size_t last = first;
    for (size_t end = first + 1;
         type && end < ops.size() && fusableType(ops[end]) == type; ++end)
      if (usesStayInside(ops, first, end, positions))
        last = end;
    if (last == first) {
      result.push_back(ops[first++]);
      continue;
    }
    result.push_back(planChain(ops, first, last));
    first = last + 1;
  }
  return result;
}

} // namespace hlokit::interpreter
