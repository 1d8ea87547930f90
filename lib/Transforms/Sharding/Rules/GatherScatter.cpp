//===- GatherScatter.cpp - rules of gather and scatter --------------------===//
//
// A gather's result (a scatter's updates) has offset dimensions, windows of
// the operand's (input's) dimensions, and batch dimensions, the indices'.
// A batching dimension of operand, indices and result is one pass-through
// factor of all three.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// Adds a factor of `size` and `type` mapped to a dimension of the operand
/// (or scatter inputs and results), of the indices and of the slices (the
/// gather's result or the scatter's updates); kNullDim for none.
using AddFactorFn = llvm::function_ref<void(
    int64_t operandDim, int64_t indicesDim, int64_t slicesDim, int64_t size,
    FactorType type, bool isBlocked)>;

/// The dimension numbers gather and scatter share, under gather's names.
struct SliceDims {
  ArrayRef<int64_t> operandShape, indicesShape, slicesShape;
  int64_t indexVectorDim;
  ArrayRef<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims,
      indicesBatchingDims;
};

/// For scatter, the reduction of the update computation decides whether a
/// batch dimension the input doesn't have can be sharded: updates of
/// different shards meet in one result element and must be combined.
/// True when each result is one of add, multiply, max, min (and, or on i1)
/// of its input and update block arguments, the same op for all.
bool hasCommonReduction(ScatterOp op) {
  Region &region = op.getUpdateComputation();
  if (region.empty())
    return false;
  Block &block = region.front();
  int64_t numInputs = op.getInputs().size();
  auto ret = dyn_cast<stablehlo::ReturnOp>(block.getTerminator());
  if (static_cast<int64_t>(block.getNumArguments()) != 2 * numInputs || !ret ||
      static_cast<int64_t>(ret->getNumOperands()) != numInputs)
    return false;
  std::optional<OperationName> common;
  for (auto [index, value] : llvm::enumerate(ret->getOperands())) {
    Operation *def = value.getDefiningOp();
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!def || def->getNumOperands() != 2 || !type)
      return false;
    bool isLogical =
        type.getElementType().isInteger(1) && isa<AndOp, OrOp>(def);
    if (!isLogical && !isa<AddOp, MulOp, MaxOp, MinOp>(def))
      return false;
    if (common && *common != def->getName())
      return false;
    common = def->getName();
    auto isArg = [&](Value v, int64_t number) {
      auto arg = dyn_cast<BlockArgument>(v);
      return arg && arg.getOwner() == &block &&
             static_cast<int64_t>(arg.getArgNumber()) == number;
    };
    int64_t i = index;
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    if (!(isArg(lhs, i) && isArg(rhs, i + numInputs)) &&
        !(isArg(lhs, i + numInputs) && isArg(rhs, i)))
      return false;
  }
  return true;
}

/// The factors, in Shardy's order: per slices dimension (an offset
/// dimension's, or a batch dimension's), then the collapsed dimensions',
/// then the index vector dimension's. `scatter` is null for a gather.
void addSliceFactors(const SliceDims &dims, ScatterOp scatter,
                     AddFactorFn add) {
  bool isScatter = static_cast<bool>(scatter);
  auto isSkipped = [&](int64_t dim) {
    return llvm::is_contained(dims.collapsedSliceDims, dim) ||
           llvm::is_contained(dims.operandBatchingDims, dim);
  };
  int64_t operandDim = 0, batchDim = 0;
  for (auto [index, slicesSize] : llvm::enumerate(dims.slicesShape)) {
    int64_t slicesDim = index;
    if (llvm::is_contained(dims.offsetDims, slicesDim)) {
      while (isSkipped(operandDim))
        ++operandDim;
      int64_t operandSize = dims.operandShape[operandDim];
      if (operandSize == slicesSize) {
        // A whole dimension: the slices have it as the operand does.
        add(operandDim, kNullDim, slicesDim, operandSize,
            FactorType::kPassThrough, false);
      } else if (isScatter) {
        add(operandDim, kNullDim, kNullDim, operandSize,
            FactorType::kNeedReplication, false);
        add(kNullDim, kNullDim, slicesDim, slicesSize,
            FactorType::kNeedReplication, false);
      } else if (slicesSize == 1) {
        // A sharded operand dimension: each shard gathers its part, and
        // the result sums them.
        add(operandDim, kNullDim, kNullDim, operandSize, FactorType::kReduction,
            false);
        add(kNullDim, kNullDim, slicesDim, slicesSize,
            FactorType::kNeedReplication, false);
      } else {
        add(operandDim, kNullDim, slicesDim, operandSize,
            FactorType::kNeedReplication, true);
      }
      ++operandDim;
      continue;
    }
    // A batch dimension: the indices' dimension after skipping the index
    // vector dimension, and the operand's if it is a batching dimension.
    int64_t indicesDim =
        batchDim < dims.indexVectorDim ? batchDim : batchDim + 1;
    ++batchDim;
    const int64_t *batching = llvm::find(dims.indicesBatchingDims, indicesDim);
    bool isBatching = batching != dims.indicesBatchingDims.end();
    int64_t operandBatchDim =
        isBatching ? dims.operandBatchingDims[batching -
                                              dims.indicesBatchingDims.begin()]
                   : kNullDim;
    FactorType type = FactorType::kPassThrough;
    if (isScatter && !isBatching)
      type = hasCommonReduction(scatter) ? FactorType::kReduction
                                         : FactorType::kNeedReplication;
    add(operandBatchDim, indicesDim, slicesDim, slicesSize, type, false);
  }
  for (int64_t dim : dims.collapsedSliceDims) {
    int64_t size = dims.operandShape[dim];
    // A gather from a sharded collapsed dimension sums the shards' results;
    // one of size 1 is not worth sharding.
    FactorType type = isScatter   ? FactorType::kPassThrough
                      : size == 1 ? FactorType::kNeedReplication
                                  : FactorType::kReduction;
    add(dim, kNullDim, kNullDim, size, type, false);
  }
  if (dims.indexVectorDim < static_cast<int64_t>(dims.indicesShape.size()))
    add(kNullDim, dims.indexVectorDim, kNullDim,
        dims.indicesShape[dims.indexVectorDim], FactorType::kNeedReplication,
        false);
}

template <typename OpTy> OpShardingRuleAttr gatherRule(OpTy op, bool) {
  GatherDimensionNumbersAttr numbers = op.getDimensionNumbers();
  SliceDims dims{
      shapeOf(op.getOperand()),         shapeOf(op.getStartIndices()),
      shapeOf(op.getResult()),          numbers.getIndexVectorDim(),
      numbers.getOffsetDims(),          numbers.getCollapsedSliceDims(),
      numbers.getOperandBatchingDims(), numbers.getStartIndicesBatchingDims()};
  OpShardingRuleBuilder builder(op);
  // dynamic_gather's slice sizes operand maps no factor.
  SmallVector<int64_t> operandDims(op->getNumOperands(), kNullDim);
  addSliceFactors(dims, nullptr,
                  [&](int64_t operandDim, int64_t indicesDim, int64_t slicesDim,
                      int64_t size, FactorType type, bool isBlocked) {
                    operandDims[0] = operandDim;
                    operandDims[1] = indicesDim;
                    builder.addFactor(operandDims, {slicesDim}, size, type,
                                      isBlocked);
                  });
  return builder.build(op->getContext());
}

/// Scatter's inputs and results share the input's dimensions; its updates
/// are the slices.
OpShardingRuleAttr scatterRule(ScatterOp op, bool) {
  ScatterDimensionNumbersAttr numbers = op.getScatterDimensionNumbers();
  SliceDims dims{shapeOf(op.getInputs().front()),
                 shapeOf(op.getScatterIndices()),
                 shapeOf(op.getUpdates().front()),
                 numbers.getIndexVectorDim(),
                 numbers.getUpdateWindowDims(),
                 numbers.getInsertedWindowDims(),
                 numbers.getInputBatchingDims(),
                 numbers.getScatterIndicesBatchingDims()};
  size_t numInputs = op.getInputs().size();
  OpShardingRuleBuilder builder(op);
  addSliceFactors(dims, op,
                  [&](int64_t inputDim, int64_t indicesDim, int64_t updatesDim,
                      int64_t size, FactorType type, bool isBlocked) {
                    SmallVector<int64_t> operandDims(numInputs, inputDim);
                    operandDims.push_back(indicesDim);
                    operandDims.append(numInputs, updatesDim);
                    builder.addFactor(operandDims,
                                      SmallVector<int64_t>(numInputs, inputDim),
                                      size, type, isBlocked);
                  });
  return builder.build(op->getContext());
}

} // namespace

void addGatherScatterRules(RuleTables &tables) {
  tables.add<GatherOp, gatherRule<GatherOp>>();
  tables.add<DynamicGatherOp, gatherRule<DynamicGatherOp>>();
  tables.add<ScatterOp, scatterRule>();
  tables.noRule.add<TorchIndexSelectOp>(
      "a legacy op: stablehlo-legalize-deprecated-ops rewrites it to a "
      "gather with batching dims, which has a rule");
}

} // namespace hlokit::sdy::rules
