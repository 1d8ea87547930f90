//===- LegalizeBroadcast.cpp - broadcasting chlo ops to StableHLO ---------===//
//
// A broadcasting binary op becomes broadcast_in_dim of each operand to the
// result shape, then the StableHLO op (or the non-broadcasting chlo op,
// itself legalized afterwards). With `?` result dimensions the shape is
// computed at run time: per dimension, the other operand's size where one
// operand has size 1, which is correct for the sizes a valid program has.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::chlo_legalization {

namespace {

/// The runtime result shape: static sizes as constants, else
/// select(a == 1, b, a) over the operands' sizes mapped to the dimension
/// (the highest-ranked operand maps to every one).
Value resultShape(ChloEmitter &e, RankedTensorType resultType,
                  ArrayRef<Value> operands,
                  ArrayRef<SmallVector<int64_t>> operandDims) {
  OpBuilder &b = e.builder();
  auto scalarI32 = RankedTensorType::get({}, b.getI32Type());
  auto oneI32 = RankedTensorType::get({1}, b.getI32Type());
  SmallVector<Value> dims;
  for (int64_t d = 0; d < resultType.getRank(); ++d) {
    Value size;
    if (!resultType.isDynamicDim(d)) {
      size = hlo::ConstantOp::create(
          b, e.location(),
          DenseElementsAttr::get(
              scalarI32, static_cast<int32_t>(resultType.getDimSize(d))));
    } else {
      for (auto [operand, map] : llvm::zip(operands, operandDims))
        for (auto [i, target] : llvm::enumerate(map)) {
          if (target != d)
            continue;
          Value s = hlo::GetDimensionSizeOp::create(b, e.location(), operand,
                                                    static_cast<int64_t>(i));
          if (!size) {
            size = s;
            continue;
          }
          Value isOne = e.compare(hlo::ComparisonDirection::EQ, size,
                                  e.constLike(size, 1));
          size = e.select(isOne, s, size);
        }
    }
    dims.push_back(hlo::ReshapeOp::create(b, e.location(), oneI32, size));
  }
  if (dims.size() == 1)
    return dims.front();
  return hlo::ConcatenateOp::create(b, e.location(), dims, 0);
}

/// The operands of a broadcasting op broadcast to its result shape.
SmallVector<Value> broadcastOperands(ChloEmitter &e, Operation *op) {
  SmallVector<SmallVector<int64_t>> dims;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    dims.push_back(chlo::getOperandResultDims(op, i));
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  SmallVector<Value> operands(op->getOperands());
  Value shape = resultType.hasStaticShape()
                    ? Value()
                    : resultShape(e, resultType, operands, dims);
  SmallVector<Value> broadcast;
  for (auto [operand, map] : llvm::zip(operands, dims))
    broadcast.push_back(e.broadcastTo(
        operand, resultType.clone(getElementTypeOrSelf(operand.getType())), map,
        shape));
  return broadcast;
}

/// chlo.broadcast_<name> -> stablehlo.<name> (or chlo.<name>).
FailureOr<SmallVector<Value>> lowerBroadcastBinary(Operation *op,
                                                   ChloEmitter &e) {
  SmallVector<Value> operands = broadcastOperands(e, op);
  StringRef name =
      op->getName().stripDialect().drop_front(StringRef("broadcast_").size());
  Type resultType = op->getResult(0).getType();
  if (isa<chlo::BroadcastNextAfterOp, chlo::BroadcastPolygammaOp,
          chlo::BroadcastZetaOp>(op)) {
    OperationState state(op->getLoc(), ("chlo." + name).str());
    state.addOperands(operands);
    state.addTypes(resultType);
    return SmallVector<Value>{e.builder().create(state)->getResult(0)};
  }
  SmallVector<NamedAttribute> attributes;
  if (auto compare = dyn_cast<chlo::BroadcastCompareOp>(op)) {
    MLIRContext *context = op->getContext();
    // chlo's enums number their cases as StableHLO's do (ChloBase.td).
    attributes.emplace_back(
        StringAttr::get(context, "comparison_direction"),
        hlo::ComparisonDirectionAttr::get(
            context, static_cast<hlo::ComparisonDirection>(
                         compare.getComparisonDirection())));
    if (std::optional<chlo::ComparisonType> type = compare.getCompareType())
      attributes.emplace_back(
          StringAttr::get(context, "compare_type"),
          hlo::ComparisonTypeAttr::get(
              context, static_cast<hlo::ComparisonType>(*type)));
  }
  return SmallVector<Value>{e.op(name, resultType, operands, attributes)};
}

/// broadcast_select: the three operands aligned at their trailing dims.
FailureOr<SmallVector<Value>> lowerBroadcastSelect(Operation *op,
                                                   ChloEmitter &e) {
  return SmallVector<Value>{
      e.op("select", op->getResult(0).getType(), broadcastOperands(e, op))};
}

} // namespace

void addBroadcastLowerings(LoweringTable &table) {
  for (StringRef name : {"add",
                         "and",
                         "atan2",
                         "compare",
                         "complex",
                         "divide",
                         "maximum",
                         "minimum",
                         "multiply",
                         "next_after",
                         "or",
                         "polygamma",
                         "power",
                         "remainder",
                         "shift_left",
                         "shift_right_arithmetic",
                         "shift_right_logical",
                         "subtract",
                         "xor",
                         "zeta"})
    table[("chlo.broadcast_" + name).str()] = lowerBroadcastBinary;
  table["chlo.broadcast_select"] = lowerBroadcastSelect;
}

} // namespace hlokit::chlo_legalization
