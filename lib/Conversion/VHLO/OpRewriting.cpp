//===- OpRewriting.cpp - op replacement shared by the vhlo conversions ----===//

#include "VhloConversion.h"

#include "mlir/IR/Builders.h"

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

LogicalResult convertBlockArgumentTypes(ModuleOp module,
                                        llvm::function_ref<Type(Type)> convert,
                                        StringRef target) {
  WalkResult result = module.walk([&](Block *block) {
    if (isUnversioned(block->getParentOp()))
      return WalkResult::advance();
    for (BlockArgument arg : block->getArguments()) {
      Type converted = convert(arg.getType());
      if (!converted) {
        emitError(arg.getLoc())
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
