//===- LegalizeRaggedDot.cpp - chlo.ragged_dot to StableHLO ---------------===//
//
// One dot_general per group on the lhs masked to the group's part of the
// ragged dimension (static shapes; the number of groups is static):
//  - non-contracting ragged dimension: the masked lhs against the rhs slice
//    of the group, summed over groups;
//  - contracting: one product per group, stacked on a leading dimension;
//  - batch: one product of the lhs masked to the groups' total.
// The group boundaries are running sums of group_sizes (clamped at 0),
// broadcast from group_sizes' prefix dimensions onto the lhs.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;

namespace hlokit::chlo_legalization {

namespace {

/// Column `g` of group_sizes as i64, clamped at 0, shaped like the prefix.
Value groupColumn(ChloEmitter &e, Value groupSizes, int64_t g) {
  auto type = cast<RankedTensorType>(groupSizes.getType());
  int64_t last = type.getRank() - 1;
  SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
      strides(type.getRank(), 1);
  start[last] = g;
  limit[last] = g + 1;
  Value column = hlo::SliceOp::create(e.builder(), e.location(), groupSizes,
                                      start, limit, strides);
  auto prefixType = RankedTensorType::get(type.getShape().drop_back(),
                                          e.builder().getI64Type());
  Value reshaped =
      hlo::ReshapeOp::create(e.builder(), e.location(),
                             prefixType.clone(type.getElementType()), column);
  Value wide = e.convert(reshaped, e.builder().getI64Type());
  return e.op("maximum", {wide, e.constLike(wide, 0)});
}

/// `lhs` with zeros outside [start, end) along the ragged dimension; start
/// and end have group_sizes' prefix shape.
Value maskRows(ChloEmitter &e, Value lhs, Value start, Value end,
               ArrayRef<int64_t> prefixDims, int64_t ragged) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto indexType = lhsType.clone(e.builder().getI64Type());
  Value iota =
      hlo::IotaOp::create(e.builder(), e.location(), indexType, ragged);
  // A rank-1 group_sizes has a 0-d prefix: its bounds broadcast everywhere.
  SmallVector<int64_t> dims =
      cast<RankedTensorType>(start.getType()).getRank() == 0
          ? SmallVector<int64_t>()
          : SmallVector<int64_t>(prefixDims);
  Value lo = e.broadcastTo(start, indexType, dims, Value());
  Value hi = e.broadcastTo(end, indexType, dims, Value());
  Value inside = e.op("and", {e.compare(ComparisonDirection::GE, iota, lo),
                              e.compare(ComparisonDirection::LT, iota, hi)});
  return e.select(inside, lhs, e.constLike(lhs, 0));
}

Value dot(ChloEmitter &e, Value lhs, Value rhs, ArrayRef<int64_t> lhsBatch,
          ArrayRef<int64_t> rhsBatch, ArrayRef<int64_t> lhsContract,
          ArrayRef<int64_t> rhsContract) {
  auto dims = hlo::DotDimensionNumbersAttr::get(
      e.builder().getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
  return hlo::DotGeneralOp::create(e.builder(), e.location(), lhs, rhs, dims);
}

/// `dims` after removing dimension `removed` from their tensor.
SmallVector<int64_t> without(ArrayRef<int64_t> dims, int64_t removed) {
  SmallVector<int64_t> result;
  for (int64_t d : dims)
    result.push_back(d > removed ? d - 1 : d);
  return result;
}

/// The rhs slice of group `g` along `groupDim`, that dimension removed.
Value rhsGroup(ChloEmitter &e, Value rhs, int64_t groupDim, int64_t g) {
  auto type = cast<RankedTensorType>(rhs.getType());
  SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
      strides(type.getRank(), 1);
  start[groupDim] = g;
  limit[groupDim] = g + 1;
  Value slice = hlo::SliceOp::create(e.builder(), e.location(), rhs, start,
                                     limit, strides);
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + groupDim);
  return hlo::ReshapeOp::create(e.builder(), e.location(), type.clone(shape),
                                slice);
}

FailureOr<SmallVector<Value>> lowerRaggedDot(Operation *op, ChloEmitter &e) {
  auto raggedDot = cast<chlo::RaggedDotOp>(op);
  if (!llvm::all_of(op->getOperandTypes(), [](Type t) {
        return cast<RankedTensorType>(t).hasStaticShape();
      }))
    return op->emitError("ragged_dot with dynamic shapes has no StableHLO "
                         "legalization in hlokit yet");
  chlo::RaggedDotDims dims = raggedDot.getDims();
  Value lhs = raggedDot.getLhs(), rhs = raggedDot.getRhs(),
        groupSizes = raggedDot.getGroupSizes();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  int64_t numGroups =
      cast<RankedTensorType>(groupSizes.getType()).getShape().back();
  int64_t ragged = dims.lhsRagged.front();
  SmallVector<int64_t> prefixDims =
      chlo::getGroupSizesPrefixDims(lhsType.getRank(), dims);
  chlo::RaggedDotMode mode = chlo::getRaggedDotMode(dims);

  // Group g covers [starts[g], starts[g + 1]).
  SmallVector<Value> starts{e.constLike(groupColumn(e, groupSizes, 0), 0)};
  for (int64_t g = 0; g < numGroups; ++g)
    starts.push_back(e.add(starts.back(), groupColumn(e, groupSizes, g)));

  if (mode == chlo::RaggedDotMode::Batch) {
    Value masked =
        maskRows(e, lhs, starts.front(), starts.back(), prefixDims, ragged);
    return SmallVector<Value>{dot(e, masked, rhs, dims.lhsBatching,
                                  dims.rhsBatching, dims.lhsContracting,
                                  dims.rhsContracting)};
  }
  SmallVector<Value> products;
  for (int64_t g = 0; g < numGroups; ++g) {
    Value masked =
        maskRows(e, lhs, starts[g], starts[g + 1], prefixDims, ragged);
    if (mode == chlo::RaggedDotMode::Contracting) {
      products.push_back(dot(e, masked, rhs, dims.lhsBatching, dims.rhsBatching,
                             dims.lhsContracting, dims.rhsContracting));
      continue;
    }
    int64_t groupDim = dims.rhsGroup.front();
    products.push_back(
        dot(e, masked, rhsGroup(e, rhs, groupDim, g), dims.lhsBatching,
            without(dims.rhsBatching, groupDim), dims.lhsContracting,
            without(dims.rhsContracting, groupDim)));
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  if (mode == chlo::RaggedDotMode::NonContracting) {
    Value sum = products.front();
    for (Value p : ArrayRef(products).drop_front())
      sum = e.add(sum, p);
    return SmallVector<Value>{sum};
  }
  // Contracting: stack the groups' products on the leading dimension.
  SmallVector<Value> stacked;
  auto sliceType = resultType.clone([&] {
    SmallVector<int64_t> shape(resultType.getShape());
    shape[0] = 1;
    return shape;
  }());
  for (Value p : products)
    stacked.push_back(
        hlo::ReshapeOp::create(e.builder(), e.location(), sliceType, p));
  return SmallVector<Value>{
      hlo::ConcatenateOp::create(e.builder(), e.location(), stacked, 0)};
}

} // namespace

void addRaggedDotLowerings(LoweringTable &table) {
  table["chlo.ragged_dot"] = lowerRaggedDot;
}

} // namespace hlokit::chlo_legalization
