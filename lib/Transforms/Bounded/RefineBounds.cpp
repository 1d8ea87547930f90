//===- RefineBounds.cpp - bounds that follow from the operands ------------===//
//
// A `?` dimension without a bound may still have one that follows from the
// operands: `real_dynamic_slice` of a `tensor<7xf32>` is at most 7 long.
// Before lowering, each op result with such a dimension takes the type that
// the op's type inference gives from its operands, refined with the declared
// type; function results follow their returned values and call results their
// callee's. Repeated until nothing changes, so bounds flow through calls
// declared in any order.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace hlokit::stablehlo;

namespace hlokit::bounded {

namespace {

/// The result types `op`'s type inference gives from its current operands
/// (null where it infers no ranked type), or failure.
FailureOr<SmallVector<Type>> inferResultTypes(Operation *op) {
  SmallVector<Type> types;
  if (auto infer = dyn_cast<InferTypeOpInterface>(op)) {
    if (failed(infer.inferReturnTypes(
            op->getContext(), std::nullopt, op->getOperands(),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), types)))
      return failure();
    return types;
  }
  auto inferShaped = dyn_cast<InferShapedTypeOpInterface>(op);
  if (!inferShaped)
    return failure();
  SmallVector<ShapedTypeComponents> components;
  if (failed(inferShaped.inferReturnTypeComponents(
          op->getContext(), std::nullopt, op->getOperands(),
          op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
          op->getRegions(), components)))
    return failure();
  for (const ShapedTypeComponents &c : components)
    types.push_back(c.hasRank() && c.getElementType() ? Type(typeOf(c))
                                                      : Type());
  return types;
}

/// `declared` refined with `inferred` when that bounds a dimension `declared`
/// leaves unbounded; null otherwise.
RankedTensorType refinedType(Type declared, Type inferred) {
  auto declaredTensor = dyn_cast<RankedTensorType>(declared);
  auto inferredTensor = dyn_cast_or_null<RankedTensorType>(inferred);
  if (!declaredTensor || !inferredTensor || !hasUnboundedDim(declaredTensor) ||
      !isCompatibleForHloTypeInference(declaredTensor, inferredTensor))
    return {};
  RankedTensorType refined = refineType(declaredTensor, inferredTensor);
  return refined == declaredTensor ? RankedTensorType() : refined;
}

/// Whether `value`'s type may be refined: every user checks types for
/// compatibility, not equality. Calls and region terminators need their
/// declared types; a `func.return` passes the change on to the function's
/// result, so to every call of it. `visiting` cuts recursive calls short.
bool canRefine(Value value, ModuleOp module,
               llvm::SmallPtrSetImpl<Operation *> &visiting) {
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (isa<func::CallOp>(user))
      return false;
    if (!user->hasTrait<mlir::OpTrait::IsTerminator>())
      continue;
    auto ret = dyn_cast<func::ReturnOp>(user);
    if (!ret)
      return false;
    auto func = ret->getParentOfType<func::FuncOp>();
    if (!visiting.insert(func).second)
      return false;
    std::optional<SymbolTable::UseRange> calls =
        SymbolTable::getSymbolUses(func, module);
    if (!calls)
      return false;
    for (const SymbolTable::SymbolUse &call : *calls) {
      auto callOp = dyn_cast<func::CallOp>(call.getUser());
      if (!callOp || !canRefine(callOp.getResult(use.getOperandNumber()),
                                module, visiting))
        return false;
    }
    visiting.erase(func);
  }
  return true;
}

/// Refines the results of `op` from `types`; true when one changed.
bool refineResults(Operation *op, ArrayRef<Type> types) {
  auto module = op->getParentOfType<ModuleOp>();
  bool changed = false;
  for (auto [result, type] : llvm::zip(op->getResults(), types)) {
    RankedTensorType refined = refinedType(result.getType(), type);
    llvm::SmallPtrSet<Operation *, 4> visiting;
    if (!refined || !canRefine(result, module, visiting))
      continue;
    result.setType(refined);
    changed = true;
  }
  return changed;
}

bool refineOp(Operation *op, SymbolTableCollection &symbols) {
  if (!llvm::any_of(op->getResultTypes(), hasUnboundedDim))
    return false;
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    return callee && refineResults(op, callee.getResultTypes());
  }
  FailureOr<SmallVector<Type>> inferred = inferResultTypes(op);
  return succeeded(inferred) && inferred->size() == op->getNumResults() &&
         refineResults(op, *inferred);
}

/// Gives `func` the result types its return values now have, where that
/// refines them.
bool refineFunctionResults(func::FuncOp func) {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  SmallVector<Type> results(func.getResultTypes());
  bool changed = false;
  for (auto [type, value] : llvm::zip(results, ret.getOperands())) {
    if (!refinedType(type, value.getType()))
      continue;
    type = value.getType();
    changed = true;
  }
  if (changed)
    func.setType(
        FunctionType::get(func.getContext(), func.getArgumentTypes(), results));
  return changed;
}

} // namespace

void refineBounds(ModuleOp module) {
  SymbolTableCollection symbols;
  bool changed = true;
  while (changed) {
    changed = false;
    module.walk([&](Operation *op) { changed |= refineOp(op, symbols); });
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && func.getBody().hasOneBlock())
        changed |= refineFunctionResults(func);
  }
}

} // namespace hlokit::bounded
