//===- Elementwise.cpp - ops that map each shard to its own block ---------===//
//
// An elementwise op computes each block of its result from the same block of
// its operands: its local form is itself on local types, provided operands
// and results are split alike. Layout ops (transpose, broadcast_in_dim)
// move whole dimensions, so they too only need matching splits.
//
//===----------------------------------------------------------------------===//

#include "GlobalToLocal.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

using namespace mlir;

namespace hlokit::sdy::g2l {

LogicalResult checkSameDimSharding(Operation *op, const Localizer &localizer,
                                   Value operand, int64_t operandDim,
                                   Value result, int64_t resultDim,
                                   StringRef operandName,
                                   StringRef resultName) {
  TensorShardingAttr from = localizer.getSharding(operand);
  TensorShardingAttr to = localizer.getSharding(result);
  bool fromSplit = localizer.getShardCount(from, operandDim) > 1;
  bool toSplit = resultDim >= 0 && localizer.getShardCount(to, resultDim) > 1;
  if (!fromSplit && !toSplit)
    return success();
  if (fromSplit && toSplit &&
      Localizer::getDimAxes(from, operandDim) ==
          Localizer::getDimAxes(to, resultDim))
    return success();
  InFlightDiagnostic diag = op->emitOpError() << "has no local form: ";
  diag << operandName << " dimension " << operandDim << " is split along "
       << axisListString(Localizer::getDimAxes(from, operandDim));
  if (resultDim >= 0)
    diag << " but " << resultName << " dimension " << resultDim << " along "
         << axisListString(Localizer::getDimAxes(to, resultDim));
  else
    diag << " but the op needs it whole";
  diag << ": reshard them alike first";
  return failure();
}

/// Checks that `operand` and `result` split every dimension alike and that
/// the split ones are those `keepsWhole` accepts.
LogicalResult checkRowwise(Operation *op, const Localizer &localizer,
                           Value operand, Value result,
                           function_ref<bool(int64_t)> keepsWhole,
                           StringRef what) {
  int64_t rank = cast<ShapedType>(operand.getType()).getRank();
  for (int64_t d = 0; d < rank; ++d) {
    if (failed(checkSameDimSharding(op, localizer, operand, d, result, d)))
      return failure();
    if (localizer.getShardCount(localizer.getSharding(result), d) > 1 &&
        !keepsWhole(d))
      return emitUnsupported(
          op, (Twine(what) + " along split dimension " + Twine(d)).str(),
          localizer.getSharding(result));
  }
  return success();
}

LogicalResult localizeSameShardingOp(Operation *op, Localizer &localizer) {
  for (Value result : op->getResults()) {
    auto resultType = dyn_cast<RankedTensorType>(result.getType());
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      auto operandType = dyn_cast<RankedTensorType>(operand.getType());
      if (!resultType || !operandType)
        continue;
      // A scalar operand (select's predicate, clamp's bounds) is the same
      // on every device.
      if (operandType.getRank() == 0)
        continue;
      if (operandType.getRank() != resultType.getRank()) {
        if (!localizer.isSharded(operand) && !localizer.isSharded(result))
          continue;
        return emitUnsupported(
            op,
            (Twine("operand ") + Twine(i) + " and the result differ in rank")
                .str(),
            localizer.getSharding(operand));
      }
      for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
        if (failed(checkSameDimSharding(op, localizer, operand, d, result, d)))
          return failure();
    }
  }
  for (Value result : op->getResults())
    if (failed(localizer.localizeValue(op, result)))
      return failure();
  return success();
}

namespace {

/// Checks `operand` against `result` through `resultDimOf` (the result
/// dimension of each operand dimension, -1 for none), then localizes.
LogicalResult localizeDimMapping(Operation *op, Localizer &localizer,
                                 Value operand, ArrayRef<int64_t> resultDimOf) {
  Value result = op->getResult(0);
  for (auto [d, resultDim] : llvm::enumerate(resultDimOf))
    if (failed(
            checkSameDimSharding(op, localizer, operand, d, result, resultDim)))
      return failure();
  // A result dimension no operand dimension feeds is broadcast: every
  // block of it is the same, so any split of it is its own local form.
  return localizer.localizeValue(op, result);
}

LogicalResult localizeTranspose(Operation *op, Localizer &localizer) {
  auto transpose = cast<stablehlo::TransposeOp>(op);
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  SmallVector<int64_t> resultDimOf(permutation.size());
  for (auto [resultDim, operandDim] : llvm::enumerate(permutation))
    resultDimOf[operandDim] = resultDim;
  return localizeDimMapping(op, localizer, transpose.getOperand(), resultDimOf);
}

LogicalResult localizeBroadcastInDim(Operation *op, Localizer &localizer) {
  auto broadcast = cast<stablehlo::BroadcastInDimOp>(op);
  auto operandType = cast<RankedTensorType>(broadcast.getOperand().getType());
  auto resultType = cast<RankedTensorType>(broadcast.getType());
  TensorShardingAttr operandSharding =
      localizer.getSharding(broadcast.getOperand());
  SmallVector<int64_t> resultDimOf;
  for (auto [d, resultDim] :
       llvm::enumerate(broadcast.getBroadcastDimensions())) {
    // A dimension of size one stretched over a larger one feeds every
    // block: the operand must hold it whole. The operand is already local,
    // the result still global: compare the operand's global size.
    int64_t operandSize =
        operandType.getDimSize(d) * localizer.getShardCount(operandSharding, d);
    bool stretched = operandSize != resultType.getDimSize(resultDim);
    resultDimOf.push_back(stretched ? -1 : resultDim);
  }
  return localizeDimMapping(op, localizer, broadcast.getOperand(), resultDimOf);
}

} // namespace

void addElementwiseRewrites(LocalRewrites &rewrites) {
  // Elementwise ops without the trait (their scalar operands broadcast).
  for (TypeID id :
       {TypeID::get<stablehlo::SelectOp>(), TypeID::get<stablehlo::ClampOp>(),
        TypeID::get<stablehlo::BitcastConvertOp>(),
        TypeID::get<stablehlo::MapOp>(),
        TypeID::get<stablehlo::ReducePrecisionOp>()})
    rewrites[id] = localizeSameShardingOp;
  rewrites[TypeID::get<stablehlo::TransposeOp>()] = localizeTranspose;
  rewrites[TypeID::get<stablehlo::BroadcastInDimOp>()] = localizeBroadcastInDim;
}

} // namespace hlokit::sdy::g2l
