//===- UnversionedOps.cpp - sdy ops and attributes in portable artifacts --===//
//
// From StableHLO 1.11.0 on, upstream's serializer keeps ops and attributes
// of other dialects in the artifact as they are (JAX writes Shardy's meshes,
// shardings and ops so). Its dialect conversion leaves such ops on builtin
// types and bridges them to the vhlo ops around them with
// unrealized_conversion_cast, which hlokit reproduces cast for cast, so
// that artifacts come out byte for byte as upstream writes them:
//
// - a vhlo op using a builtin value (a sdy op's result or a sdy region's
//   argument) gets a cast to the vhlo type, located at the first vhlo op
//   needing it (the conversion's target materialization);
// - a sdy op using a vhlo value (a vhlo op's result or a vhlo region's
//   argument) gets a cast to the builtin type, located at the value (the
//   source materialization, made when the conversion commits).
//
// Each cast sits right after the value's definition, or at the start of its
// block; one made later at the same place goes before the earlier ones.
// Upstream makes the target casts while converting, op by op in pre-order,
// and the source casts afterwards, value by value in the same order (a
// region's arguments before its op's results).
//
// With upstream's allow-other-dialects, ops of every other dialect are kept
// and bridged as sdy ops are.
//
//===----------------------------------------------------------------------===//

#include "VhloConversion.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"

using namespace mlir;

namespace hlokit::vhlo {
namespace {

bool isVhloType(Type type) { return isa<VhloDialect>(type.getDialect()); }

/// A cast of `value` to `type` (null: the value's type has no form on the
/// other side, an error at `loc`) where upstream puts it: right after the
/// value's definition, before casts made earlier there.
FailureOr<Value> castAtDefinition(Value value, Type type, Location loc) {
  if (!type)
    return emitError(loc) << "type " << value.getType()
                          << " cannot cross between vhlo ops and ops of "
                             "other dialects";
  OpBuilder builder(value.getContext());
  if (auto result = dyn_cast<OpResult>(value))
    builder.setInsertionPointAfter(result.getOwner());
  else
    builder.setInsertionPointToStart(value.getParentBlock());
  return UnrealizedConversionCastOp::create(builder, loc, type, value)
      .getResult(0);
}

/// Target casts: each builtin operand of a vhlo op goes through one cast per
/// value.
LogicalResult bridgeBuiltinOperands(ArrayRef<Operation *> ops) {
  DenseMap<Value, Value> casts;
  for (Operation *op : ops) {
    if (isUnversioned(op))
      continue;
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (isVhloType(value.getType()))
        continue;
      Value &cast = casts[value];
      if (!cast) {
        FailureOr<Value> made = castAtDefinition(
            value, convertTypeToVhlo(value.getType()), op->getLoc());
        if (failed(made))
          return failure();
        cast = *made;
      }
      operand.set(cast);
    }
  }
  return success();
}

/// The source cast of `value` for its uses by sdy ops, if any.
LogicalResult bridgeUnversionedUses(Value value) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : value.getUses())
    if (isUnversioned(use.getOwner()))
      uses.push_back(&use);
  if (uses.empty())
    return success();
  FailureOr<Value> cast = castAtDefinition(
      value, convertTypeFromVhlo(value.getType()), value.getLoc());
  if (failed(cast))
    return failure();
  for (OpOperand *use : uses)
    use->set(*cast);
  return success();
}

/// Source casts: vhlo values used by sdy ops.
LogicalResult bridgeVhloValues(ArrayRef<Operation *> ops) {
  for (Operation *op : ops) {
    if (isUnversioned(op))
      continue;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (failed(bridgeUnversionedUses(arg)))
            return failure();
    for (Value result : op->getResults())
      if (failed(bridgeUnversionedUses(result)))
        return failure();
  }
  return success();
}

} // namespace

bool isUnversioned(Operation *op) {
  return !isa_and_nonnull<VhloDialect, stablehlo::StableHLODialect,
                          chlo::CHLODialect, func::FuncDialect, BuiltinDialect>(
      op->getDialect());
}

bool isUnversioned(Attribute attr) {
  return isa<sdy::SdyDialect>(attr.getDialect());
}

LogicalResult bridgeUnversionedOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.getBody()->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  return failure(failed(bridgeBuiltinOperands(ops)) ||
                 failed(bridgeVhloValues(ops)));
}

LogicalResult removeBridges(ModuleOp module) {
  SmallVector<UnrealizedConversionCastOp> casts;
  module.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
  for (UnrealizedConversionCastOp cast : casts) {
    Type from =
        cast.getInputs().size() == 1 ? cast.getInputs()[0].getType() : Type();
    Type to =
        cast.getOutputs().size() == 1 ? cast.getOutputs()[0].getType() : Type();
    bool bridges =
        from && to &&
        (isVhloType(from) ? convertTypeFromVhlo(from) == to
                          : isVhloType(to) && convertTypeFromVhlo(to) == from);
    if (!bridges)
      return cast.emitError()
             << "'" << cast->getName()
             << "' does not bridge a vhlo type and its builtin form: "
             << cast.getInputs().getTypes() << " to "
             << cast.getOutputs().getTypes();
    cast.getOutputs()[0].replaceAllUsesWith(cast.getInputs()[0]);
    cast.erase();
  }
  return success();
}

} // namespace hlokit::vhlo
