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
#include "hlokit/Transforms/LegalizeChlo.h"

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
    broadcast.push_back(e.broadcast(
        operand, resultType.clone(getElementTypeOrSelf(operand.getType())), map,
        shape));
  return broadcast;
}

/// Builds the op a broadcasting chlo op applies, on operands already
/// broadcast to its result type.
using EquivalentBuilder = Operation *(*)(OpBuilder &, Operation *, ValueRange);

template <typename OpTy>
Operation *buildEquivalent(OpBuilder &b, Operation *op, ValueRange operands) {
  return OpTy::create(b, op->getLoc(), op->getResultTypes(), operands);
}

/// broadcast_compare keeps its direction and type.
Operation *buildCompare(OpBuilder &b, Operation *op, ValueRange operands) {
  auto compare = cast<chlo::BroadcastCompareOp>(op);
  hlo::ComparisonTypeAttr type;
  if (std::optional<chlo::ComparisonType> t = compare.getCompareType())
    type =
        hlo::ComparisonTypeAttr::get(op->getContext(), chlo::toStablehlo(*t));
  return hlo::CompareOp::create(
      b, op->getLoc(), op->getResultTypes(), operands[0], operands[1],
      chlo::toStablehlo(compare.getComparisonDirection()), type);
}

/// Each broadcasting chlo op and the op it applies: StableHLO's, or chlo's
/// own for next_after, polygamma and zeta (legalized afterwards).
const OpTable<EquivalentBuilder> &equivalents() {
  static const OpTable<EquivalentBuilder> table = [] {
    OpTable<EquivalentBuilder> t;
    t.add<chlo::BroadcastAddOp>(buildEquivalent<hlo::AddOp>);
    t.add<chlo::BroadcastAndOp>(buildEquivalent<hlo::AndOp>);
    t.add<chlo::BroadcastAtan2Op>(buildEquivalent<hlo::Atan2Op>);
    t.add<chlo::BroadcastCompareOp>(buildCompare);
    t.add<chlo::BroadcastComplexOp>(buildEquivalent<hlo::ComplexOp>);
    t.add<chlo::BroadcastDivOp>(buildEquivalent<hlo::DivOp>);
    t.add<chlo::BroadcastMaxOp>(buildEquivalent<hlo::MaxOp>);
    t.add<chlo::BroadcastMinOp>(buildEquivalent<hlo::MinOp>);
    t.add<chlo::BroadcastMulOp>(buildEquivalent<hlo::MulOp>);
    t.add<chlo::BroadcastNextAfterOp>(buildEquivalent<chlo::NextAfterOp>);
    t.add<chlo::BroadcastOrOp>(buildEquivalent<hlo::OrOp>);
    t.add<chlo::BroadcastPolygammaOp>(buildEquivalent<chlo::PolygammaOp>);
    t.add<chlo::BroadcastPowOp>(buildEquivalent<hlo::PowOp>);
    t.add<chlo::BroadcastRemOp>(buildEquivalent<hlo::RemOp>);
    t.add<chlo::BroadcastSelectOp>(buildEquivalent<hlo::SelectOp>);
    t.add<chlo::BroadcastShiftLeftOp>(buildEquivalent<hlo::ShiftLeftOp>);
    t.add<chlo::BroadcastShiftRightArithmeticOp>(
        buildEquivalent<hlo::ShiftRightArithmeticOp>);
    t.add<chlo::BroadcastShiftRightLogicalOp>(
        buildEquivalent<hlo::ShiftRightLogicalOp>);
    t.add<chlo::BroadcastSubOp>(buildEquivalent<hlo::SubtractOp>);
    t.add<chlo::BroadcastXorOp>(buildEquivalent<hlo::XorOp>);
    t.add<chlo::BroadcastZetaOp>(buildEquivalent<chlo::ZetaOp>);
    return t;
  }();
  return table;
}

/// chlo.broadcast_<name> -> stablehlo.<name> (or chlo.<name>) on the
/// operands broadcast to the result shape.
FailureOr<SmallVector<Value>> lowerBroadcast(Operation *op, ChloEmitter &e) {
  Operation *equivalent =
      createBroadcastEquivalent(e.builder(), op, broadcastOperands(e, op));
  return SmallVector<Value>{equivalent->getResult(0)};
}

} // namespace

void addBroadcastLowerings(LoweringTable &table) {
  for (const auto &entry : equivalents())
    table.insert(entry.first, lowerBroadcast);
}

} // namespace hlokit::chlo_legalization

Operation *hlokit::createBroadcastEquivalent(OpBuilder &builder, Operation *op,
                                             ValueRange operands) {
  const chlo_legalization::EquivalentBuilder *build =
      chlo_legalization::equivalents().lookup(op);
  return build ? (*build)(builder, op, operands) : nullptr;
}
