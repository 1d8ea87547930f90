//===- RegionFunctions.cpp - regions as kernel callbacks ------------------===//

#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/ReduceBody.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Quantization.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <cstring>

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// The only non-terminator op of a two-argument block whose terminator
/// returns that op's single result, or null.
Operation *singleReturnedOp(Block &block) {
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return nullptr;
  Operation &op = block.front();
  Operation *terminator = block.getTerminator();
  if (op.getNumResults() != 1 || terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != op.getResult(0))
    return nullptr;
  return &op;
}

bool takesArgsInOrder(Operation &op, Block &block) {
  return op.getNumOperands() == 2 && op.getOperand(0) == block.getArgument(0) &&
         op.getOperand(1) == block.getArgument(1);
}

/// The spec's to_destination_type on element types `from` and `to`: a
/// quantized value is dequantized with its own parameters and quantized with
/// the destination's (is_promotable keeps quantized and other types apart).
llvm::Expected<Tensor> toDestinationType(const Tensor &t, Type from, Type to) {
  if (from == to)
    return t;
  auto fromParams = getQuantizationParams(from);
  if (!fromParams)
    return fromParams.takeError();
  auto toParams = getQuantizationParams(to);
  if (!toParams)
    return toParams.takeError();
  if (!*fromParams && !*toParams) {
    ElementType type = *getElementType(to);
    if (type == t.getElementType())
      return t;
    return convert(t, type);
  }
  llvm::Expected<Tensor> values =
      *fromParams ? dequantize(t, **fromParams) : llvm::Expected<Tensor>(t);
  if (!values || !*toParams)
    return values;
  return quantize(*values, **toParams);
}

} // namespace

hlo::ReduceBodyKind classifyCombiner(Region &region) {
  hlo::ReduceBodyKind kind = hlo::classifyReduceBody(region);
  // A quantized op runs as dequantize_op_quantize, not on the storage
  // integers the direct loops would combine; Replace does no arithmetic.
  if (kind != hlo::ReduceBodyKind::Replace &&
      kind != hlo::ReduceBodyKind::Other &&
      hlo::isQuantized(region.getArgument(0).getType()))
    return hlo::ReduceBodyKind::Other;
  return kind;
}

std::optional<hlo::ComparisonDirection> classifyComparison(Region &region) {
  Block &block = region.front();
  Operation *op = singleReturnedOp(block);
  auto compare = dyn_cast_or_null<hlo::CompareOp>(op);
  if (!compare || !takesArgsInOrder(*op, block))
    return std::nullopt;
  Type elementType = getElementTypeOrSelf(compare.getLhs().getType());
  // Quantized operands compare as dequantize_compare, not as storage
  // integers (distinct integers may dequantize to one value).
  if (isa<ComplexType, quant::QuantizedType>(elementType))
    return std::nullopt;
  if (std::optional<hlo::ComparisonType> type = compare.getCompareType())
    if (*type == hlo::ComparisonType::TOTALORDER ||
        *type == hlo::ComparisonType::WEAKORDER)
      return std::nullopt;
  return compare.getComparisonDirection();
}

llvm::Expected<llvm::SmallVector<Tensor>>
convertToArgTypes(llvm::ArrayRef<Tensor> tensors, TypeRange types, Block &block,
                  unsigned first) {
  llvm::SmallVector<Tensor> result;
  for (auto [i, t] : llvm::enumerate(tensors)) {
    llvm::Expected<Tensor> converted = toDestinationType(
        t, getElementTypeOrSelf(types[i]),
        getElementTypeOrSelf(block.getArgument(first + i).getType()));
    if (!converted)
      return converted.takeError();
    result.push_back(std::move(*converted));
  }
  return result;
}

ScalarRegion::ScalarRegion(EvaluatorImpl &evaluator, Region &region,
                           const Frame *parent)
    : evaluator(evaluator), region(region), parent(parent) {
  for (BlockArgument arg : region.front().getArguments()) {
    Type elementType = getElementTypeOrSelf(arg.getType());
    ElementType type = *getElementType(elementType);
    // Only the type is kept until evaluate gives it a value: a scalar
    // wraps without allocating, so this cannot fail.
    argValues.push_back(llvm::cantFail(Tensor::wrap(type, {}, nullptr)));
    argSizes.push_back(getElementByteSize(type));
  }
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
ScalarRegion::evaluate(llvm::ArrayRef<const char *> args) {
  // Fresh buffers each time: values from the previous call may still be
  // shared by tensors the region returned.
  for (size_t i = 0; i < args.size(); ++i) {
    // A memory limit may refuse even a scalar.
    llvm::Expected<Tensor> t =
        Tensor::allocate(argValues[i].getTensor().getElementType(), {});
    if (!t)
      return t.takeError();
    std::memcpy(t->getRawMutableData(), args[i], argSizes[i]);
    argValues[i] = std::move(*t);
  }
  return evaluator.runRegion(region, argValues, parent);
}

llvm::Error ScalarRegion::run(llvm::ArrayRef<const char *> args,
                              llvm::ArrayRef<char *> results) {
  llvm::Expected<llvm::SmallVector<RuntimeValue>> values = evaluate(args);
  if (!values)
    return values.takeError();
  for (auto [out, value] : llvm::zip(results, *values))
    std::memcpy(out, value.getTensor().getRawData(),
                value.getTensor().getByteSize());
  return llvm::Error::success();
}

llvm::Expected<bool>
ScalarRegion::runPredicate(llvm::ArrayRef<const char *> args) {
  llvm::Expected<llvm::SmallVector<RuntimeValue>> values = evaluate(args);
  if (!values)
    return values.takeError();
  return (*values)[0].getTensor().data<bool>()[0];
}

llvm::Error ScalarRegion::combine(llvm::ArrayRef<char *> accumulators,
                                  llvm::ArrayRef<const char *> values) {
  combineArgs.assign(accumulators.begin(), accumulators.end());
  combineArgs.append(values.begin(), values.end());
  return run(combineArgs, accumulators);
}

} // namespace hlokit::interpreter
