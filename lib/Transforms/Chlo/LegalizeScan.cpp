//===- LegalizeScan.cpp - chlo.scan to a StableHLO while loop -------------===//
//
// A while loop over a counter, carrying the scan's carries and one buffer
// per output: each iteration slices the inputs at the current index
// (counted down for is_reverse), runs a copy of the scan body, and
// dynamic_update_slices the outputs into their buffers. A `?` scan size is
// read from the inputs at run time; `?` input dimensions are sliced with
// real_dynamic_slice. Outputs need static dimensions besides the scan
// dimension: their buffers are allocated before the body runs.
//
//===----------------------------------------------------------------------===//

#include "ChloEmitter.h"

#include "hlokit/Dialect/CHLO/ChloOps.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;
using hlo::ComparisonDirection;

namespace hlokit::chlo_legalization {

namespace {

/// Start indices addressing index `at` of `dim` (0 elsewhere), as 0-d i64.
SmallVector<Value> startsAt(ChloEmitter &e, Value at, int64_t rank,
                            int64_t dim) {
  SmallVector<Value> starts;
  for (int64_t d = 0; d < rank; ++d)
    starts.push_back(d == dim ? at : e.constLike(at, 0));
  return starts;
}

/// The number of iterations as a 0-d i64: static when an input's scan
/// dimension or scan_dim_size is, else the first input's runtime size.
Value scanSize(ChloEmitter &e, chlo::ScanOp scan) {
  int64_t dim = scan.getDimension();
  for (Value input : scan.getInputs()) {
    int64_t size = cast<RankedTensorType>(input.getType()).getShape()[dim];
    if (!ShapedType::isDynamic(size))
      return e.indexConstant(size);
  }
  if (scan.getInputs().empty())
    return e.indexConstant(*scan.getScanDimSize());
  return e.convert(e.dimSize(scan.getInputs().front(), dim),
                   e.builder().getI64Type());
}

/// A zero buffer of output `type`, its scan dimension `size` at run time.
FailureOr<Value> outputBuffer(ChloEmitter &e, chlo::ScanOp scan,
                              RankedTensorType type, Value size) {
  int64_t dim = scan.getDimension();
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (d != dim && type.isDynamicDim(d))
      return scan.emitError("scan with an output of type ")
             << type << " has no StableHLO legalization: its dimensions "
             << "besides the scan dimension must be static";
  OpBuilder &b = e.builder();
  Value zero = hlo::ConstantOp::create(
      b, e.location(),
      DenseElementsAttr::get(RankedTensorType::get({}, type.getElementType()),
                             b.getZeroAttr(type.getElementType())));
  if (type.hasStaticShape())
    return e.broadcastTo(zero, type, {}, Value());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(d == dim ? size : e.indexConstant(type.getDimSize(d)));
  return e.broadcastTo(zero, type, {}, e.shapeFromSizes(sizes));
}

/// The body's value for `argument`: `v`, reshaped when only the body's
/// type is static.
Value asArgument(ChloEmitter &e, Value v, BlockArgument argument) {
  auto type = cast<RankedTensorType>(argument.getType());
  if (v.getType() == type || !type.hasStaticShape())
    return v;
  return hlo::ReshapeOp::create(e.builder(), e.location(), type, v);
}

FailureOr<SmallVector<Value>> lowerScan(Operation *op, ChloEmitter &e) {
  auto scan = cast<chlo::ScanOp>(op);
  OpBuilder &b = e.builder();
  Location loc = e.location();
  int64_t dim = scan.getDimension();
  bool reverse = scan.getIsReverse().value_or(false);
  size_t numInits = scan.getInits().size();
  Value size = scanSize(e, scan);

  // State: counter, carries, output buffers.
  SmallVector<Value> state{e.indexConstant(0)};
  llvm::append_range(state, scan.getInits());
  for (Value output : scan.getOutputs()) {
    FailureOr<Value> buffer =
        outputBuffer(e, scan, cast<RankedTensorType>(output.getType()), size);
    if (failed(buffer))
      return failure();
    state.push_back(*buffer);
  }
  auto loop = hlo::WhileOp::create(b, loc, state);
  TypeRange types = loop->getResultTypes();
  SmallVector<Location> locs(types.size(), loc);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *cond = b.createBlock(&loop.getCond(), {}, types, locs);
    ChloEmitter ce(b, loc);
    hlo::ReturnOp::create(b, loc,
                          ValueRange{ce.compare(ComparisonDirection::LT,
                                                cond->getArgument(0), size)});

    Block *body = b.createBlock(&loop.getBody(), {}, types, locs);
    ChloEmitter be(b, loc);
    Value counter = body->getArgument(0);
    Value index = reverse
                      ? be.sub(be.sub(size, be.constLike(counter, 1)), counter)
                      : counter;
    // The scan body's arguments: input slices, then carries.
    IRMapping mapping;
    Block &scanBody = scan.getBody().front();
    for (auto [i, input] : llvm::enumerate(scan.getInputs()))
      mapping.map(scanBody.getArgument(i),
                  asArgument(be, be.takeIndex(input, dim, index),
                             scanBody.getArgument(i)));
    for (size_t k = 0; k < numInits; ++k)
      mapping.map(scanBody.getArgument(scan.getInputs().size() + k),
                  body->getArgument(1 + k));
    for (Operation &inner : scanBody.without_terminator())
      b.clone(inner, mapping);
    SmallVector<Value> returned;
    for (Value v : scanBody.getTerminator()->getOperands())
      returned.push_back(mapping.lookupOrDefault(v));

    size_t numOutputs = scan.getOutputs().size();
    SmallVector<Value> next{be.add(counter, be.constLike(counter, 1))};
    llvm::append_range(next, ArrayRef(returned).drop_front(numOutputs));
    for (size_t k = 0; k < numOutputs; ++k) {
      Value buffer = body->getArgument(1 + numInits + k);
      next.push_back(hlo::DynamicUpdateSliceOp::create(
          b, loc, buffer, be.insertUnitDim(returned[k], dim),
          startsAt(be, index,
                   cast<RankedTensorType>(buffer.getType()).getRank(), dim)));
    }
    hlo::ReturnOp::create(b, loc, next);
  }
  SmallVector<Value> results(loop.getResults().drop_front(1 + numInits));
  llvm::append_range(results, loop.getResults().slice(1, numInits));
  return results;
}

} // namespace

void addScanLowerings(LoweringTable &table) { table["chlo.scan"] = lowerScan; }

} // namespace hlokit::chlo_legalization
