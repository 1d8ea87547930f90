//===- OpRewriting.cpp - op replacement shared by the vhlo conversions ----===//

#include "VhloConversion.h"

#include "mlir/IR/Builders.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace hlokit::vhlo {

NamedAttrList getAllAttrs(Operation *op) {
  NamedAttrList attrs(op->getDiscardableAttrDictionary());
  if (auto inherent =
          dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    for (NamedAttribute attr : inherent)
      attrs.set(attr.getName(), attr.getValue());
  return attrs;
}

InFlightDiagnostic emitIllegal(Operation *op) {
  return emitIllegal(op, op->getName());
}

InFlightDiagnostic emitIllegal(Operation *op, OperationName reported) {
  return op->emitError() << "failed to legalize operation '" << reported
                         << "' that was explicitly marked illegal: ";
}

Operation *replaceOpWith(Operation *op, OperationState &state) {
  state.addOperands(op->getOperands());
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  OpBuilder builder(op);
  Operation *replacement = builder.create(state);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

namespace {

/// A use by its owner and operand number, which outlive a replacement of
/// the owner (mapped to the replacement).
using UseKey = std::pair<Operation *, unsigned>;

SmallVector<UseKey> getUseKeys(Value value) {
  SmallVector<UseKey> keys;
  for (OpOperand &use : value.getUses())
    keys.emplace_back(use.getOwner(), use.getOperandNumber());
  return keys;
}

/// Puts the uses of `value` in the order of `keys`.
void setUseOrder(Value value, ArrayRef<UseKey> keys) {
  DenseMap<UseKey, unsigned> positions;
  for (auto [index, key] : llvm::enumerate(keys))
    positions[key] = index;
  SmallVector<unsigned> indices;
  for (OpOperand &use : value.getUses()) {
    auto position = positions.find({use.getOwner(), use.getOperandNumber()});
    if (position == positions.end())
      return;
    indices.push_back(position->second);
  }
  if (indices.size() == keys.size() && indices.size() > 1)
    value.shuffleUseList(indices);
}

/// The uses of `value` in the order orderUsesAsReplaced describes;
/// `sequence` numbers the replacements.
SmallVector<UseKey>
getReplacedUseOrder(Value value,
                    const DenseMap<Operation *, unsigned> &sequence) {
  SmallVector<UseKey> replaced, untouched;
  for (OpOperand &use : value.getUses())
    (sequence.contains(use.getOwner()) ? replaced : untouched)
        .emplace_back(use.getOwner(), use.getOperandNumber());
  // A new op pushes its operands' uses to the front one by one.
  llvm::stable_sort(replaced, [&](const UseKey &a, const UseKey &b) {
    unsigned sa = sequence.lookup(a.first), sb = sequence.lookup(b.first);
    return sa != sb ? sa > sb : a.second > b.second;
  });
  Operation *producer = value.getDefiningOp();
  if (!producer || !sequence.contains(producer)) {
    replaced.append(untouched);
    return replaced;
  }
  SmallVector<UseKey> order(llvm::reverse(untouched));
  order.append(replaced);
  return order;
}

} // namespace

void orderUsesAsReplaced(ArrayRef<Operation *> replacements) {
  DenseMap<Operation *, unsigned> sequence;
  for (auto [index, op] : llvm::enumerate(replacements))
    sequence[op] = index;
  llvm::SetVector<Value> values;
  for (Operation *op : replacements) {
    values.insert(op->operand_begin(), op->operand_end());
    values.insert(op->result_begin(), op->result_end());
  }
  for (Value value : values)
    setUseOrder(value, getReplacedUseOrder(value, sequence));
}

Operation *replaceOpKeepingUseOrder(Operation *op, OperationState &state) {
  // The use lists of the operands and results, `op` standing for its
  // replacement; a result is kept by its number.
  SmallVector<std::pair<Value, SmallVector<UseKey>>> operandOrders;
  for (Value operand : op->getOperands())
    operandOrders.emplace_back(operand, getUseKeys(operand));
  SmallVector<SmallVector<UseKey>> resultOrders;
  for (Value result : op->getResults())
    resultOrders.push_back(getUseKeys(result));
  Operation *replacement = replaceOpWith(op, state);
  auto mapOwner = [&](SmallVector<UseKey> &keys) {
    for (UseKey &key : keys)
      if (key.first == op)
        key.first = replacement;
  };
  for (auto &[operand, keys] : operandOrders) {
    mapOwner(keys);
    setUseOrder(operand, keys);
  }
  for (auto [result, keys] :
       llvm::zip_equal(replacement->getResults(), resultOrders))
    setUseOrder(result, keys);
  return replacement;
}

LogicalResult convertBlockArgumentTypes(ModuleOp module,
                                        llvm::function_ref<Type(Type)> convert,
                                        StringRef target) {
  WalkResult result = module.walk([&](Block *block) {
    if (isUnversioned(block->getParentOp()))
      return WalkResult::advance();
    for (BlockArgument arg : block->getArguments()) {
      Type converted = convert(arg.getType());
      // At the op, as upstream's conversion fails it.
      if (!converted) {
        emitIllegal(block->getParentOp())
            << "type " << arg.getType() << " has no " << target << " form";
        return WalkResult::interrupt();
      }
      arg.setType(converted);
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

} // namespace hlokit::vhlo
