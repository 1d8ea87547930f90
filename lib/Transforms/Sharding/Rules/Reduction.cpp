//===- Reduction.cpp - rules of reductions, windows, sort and fft ---------===//
//
// A reduced dimension is a reduction factor of the inputs. A window's
// dimension is the number of windows, permuted when sharded (halos) unless
// each window is one element. Sorted and transformed dimensions need
// replication.
//
//===----------------------------------------------------------------------===//

#include "Rules.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::sdy::rules {

namespace {

/// Inputs and init values (scalars) are the operands; each result has the
/// inputs' dimensions that aren't reduced, in order.
OpShardingRuleAttr reduceRule(ReduceOp op, bool) {
  size_t numInputs = op.getInputs().size();
  ArrayRef<int64_t> dimensions = op.getDimensions();
  OpShardingRuleBuilder builder(op);
  SmallVector<int64_t> operandDims(op->getNumOperands(), kNullDim);
  int64_t outDim = 0;
  for (auto [dim, size] : llvm::enumerate(shapeOf(op.getInputs().front()))) {
    std::fill_n(operandDims.begin(), numInputs, dim);
    if (llvm::is_contained(dimensions, dim)) {
      builder.addFactor(operandDims, SmallVector<int64_t>(numInputs, kNullDim),
                        size, FactorType::kReduction);
      continue;
    }
    builder.addFactor(operandDims, SmallVector<int64_t>(numInputs, outDim++),
                      size);
  }
  return builder.build(op->getContext());
}

/// Whether each window of dimension `dim` is one element of the input: no
/// padding, stride 1, size 1. Then the input and result dimensions are
/// one.
bool isOneElementWindow(DenseIntElementsAttr padding,
                        std::optional<ArrayRef<int64_t>> dimensions,
                        std::optional<ArrayRef<int64_t>> strides, int64_t dim) {
  if (padding) {
    auto values = padding.getValues<int64_t>();
    if (values[2 * dim] != 0 || values[2 * dim + 1] != 0)
      return false;
  }
  return (!strides || (*strides)[dim] == 1) &&
         (!dimensions || (*dimensions)[dim] == 1);
}

/// A factor per result dimension, of the number of windows: pass-through
/// for one-element windows, else a permutation, blocked in conservative
/// propagation.
OpShardingRuleAttr reduceWindowRule(ReduceWindowOp op, bool conservative) {
  std::optional<ArrayRef<int64_t>> dimensions = op.getWindowDimensions();
  OpShardingRuleBuilder builder(op);
  builder.addPointwise(
      shapeOf(op->getResult(0)),
      [&](int64_t dim) {
        return isOneElementWindow(op.getPaddingAttr(), dimensions,
                                  op.getWindowStrides(), dim)
                   ? FactorType::kPassThrough
                   : FactorType::kPermutation;
      },
      [&](FactorType type) {
        return conservative && type == FactorType::kPermutation;
      });
  return builder.build(op->getContext());
}

/// Operand, source (a dimension per window) and init value; the result is
/// the operand's shape. A windowed dimension has the source's factor,
/// replicated, and the operand's and result's, a permutation.
OpShardingRuleAttr selectAndScatterRule(SelectAndScatterOp op,
                                        bool conservative) {
  ArrayRef<int64_t> sourceShape = shapeOf(op.getSource());
  OpShardingRuleBuilder builder(op);
  for (auto [index, size] : llvm::enumerate(shapeOf(op.getResult()))) {
    int64_t dim = index;
    if (isOneElementWindow(op.getPaddingAttr(), op.getWindowDimensions(),
                           op.getWindowStrides(), dim)) {
      builder.addFactorToAll(dim, size);
      continue;
    }
    builder.addFactor({kNullDim, dim, kNullDim}, {kNullDim}, sourceShape[dim],
                      FactorType::kNeedReplication, conservative);
    builder.addFactor({dim, kNullDim, kNullDim}, {dim}, size,
                      FactorType::kPermutation, conservative);
  }
  return builder.build(op->getContext());
}

/// The sort dimension needs replication; it is blocked when it is the only
/// dimension worth sharding (the others have size 1), so that propagation
/// doesn't shard the op along it.
OpShardingRuleAttr sortRule(SortOp op, bool) {
  ArrayRef<int64_t> shape = shapeOf(op.getInputs().front());
  int64_t sortDim = op.getDimension();
  if (sortDim < 0)
    sortDim += shape.size();
  bool onlySortDim = llvm::all_of(llvm::enumerate(shape), [&](auto dim) {
    return static_cast<int64_t>(dim.index()) == sortDim || dim.value() == 1;
  });
  OpShardingRuleBuilder builder(op);
  for (auto [dim, size] : llvm::enumerate(shape)) {
    if (static_cast<int64_t>(dim) == sortDim)
      builder.addFactorToAll(dim, size, FactorType::kNeedReplication,
                             onlySortDim);
    else
      builder.addFactorToAll(dim, size);
  }
  return builder.build(op->getContext());
}

/// Leading dimensions are batch; the transformed ones need replication,
/// and the last is blocked when the transform changes its size (real
/// transforms).
OpShardingRuleAttr fftRule(FftOp op, bool) {
  ArrayRef<int64_t> inShape = shapeOf(op.getOperand());
  ArrayRef<int64_t> outShape = shapeOf(op.getResult());
  size_t numBatch = inShape.size() - op.getFftLength().size();
  OpShardingRuleBuilder builder(op);
  for (auto [dim, size] : llvm::enumerate(inShape)) {
    if (dim < numBatch)
      builder.addFactorToAll(dim, size);
    else if (dim + 1 < inShape.size())
      builder.addFactorToAll(dim, size, FactorType::kNeedReplication);
    else
      builder.addFactorToAll(dim, size, FactorType::kNeedReplication,
                             inShape.back() != outShape.back());
  }
  return builder.build(op->getContext());
}

} // namespace

void addReductionRules(RuleTables &tables) {
  tables.add<ReduceOp, reduceRule>();
  tables.add<ReduceWindowOp, reduceWindowRule>();
  tables.add<SelectAndScatterOp, selectAndScatterRule>();
  tables.add<SortOp, sortRule>();
  tables.add<FftOp, fftRule>();
}

} // namespace hlokit::sdy::rules
