//===- LegalizeScan.cpp - chlo.scan to a StableHLO while loop -------------===//
//
// A while loop over a counter, carrying the scan's carries and one buffer
// per output: each iteration dynamic_slices the inputs at the current index
// (counted down for is_reverse), runs a copy of the scan body, and
// dynamic_update_slices the outputs into their buffers. Static shapes only.
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

FailureOr<SmallVector<Value>> lowerScan(Operation *op, ChloEmitter &e) {
  auto scan = cast<chlo::ScanOp>(op);
  auto isStatic = [](Type t) {
    return cast<RankedTensorType>(t).hasStaticShape();
  };
  if (!llvm::all_of(op->getOperandTypes(), isStatic) ||
      !llvm::all_of(op->getResultTypes(), isStatic))
    return op->emitError("scan with dynamic shapes has no StableHLO "
                         "legalization in hlokit yet");
  OpBuilder &b = e.builder();
  Location loc = e.location();
  int64_t dim = scan.getDimension();
  SmallVector<Value> inputs(scan.getInputs());
  int64_t size =
      inputs.empty()
          ? *scan.getScanDimSize()
          : cast<RankedTensorType>(inputs.front().getType()).getShape()[dim];
  bool reverse = scan.getIsReverse().value_or(false);
  size_t numInits = scan.getInits().size();
  size_t numOutputs = op->getNumResults() - numInits;

  // State: counter, carries, output buffers.
  auto counterType = RankedTensorType::get({}, b.getI64Type());
  Value zero = hlo::ConstantOp::create(
      b, loc, DenseElementsAttr::get(counterType, int64_t(0)));
  SmallVector<Value> state{zero};
  llvm::append_range(state, scan.getInits());
  for (Type t : TypeRange(op->getResultTypes()).take_front(numOutputs)) {
    auto type = cast<RankedTensorType>(t);
    Value scalar = hlo::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, type.getElementType()),
                               b.getZeroAttr(type.getElementType())));
    state.push_back(hlo::BroadcastInDimOp::create(b, loc, type, scalar,
                                                  ArrayRef<int64_t>{}));
  }
  auto loop = hlo::WhileOp::create(b, loc, state);
  TypeRange types = loop->getResultTypes();
  SmallVector<Location> locs(types.size(), loc);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *cond = b.createBlock(&loop.getCond(), {}, types, locs);
    ChloEmitter ce(b, loc);
    Value limit = ce.constLike(cond->getArgument(0), size);
    hlo::ReturnOp::create(b, loc,
                          ValueRange{ce.compare(ComparisonDirection::LT,
                                                cond->getArgument(0), limit)});

    Block *body = b.createBlock(&loop.getBody(), {}, types, locs);
    ChloEmitter be(b, loc);
    Value counter = body->getArgument(0);
    Value index =
        reverse ? be.sub(be.constLike(counter, size - 1), counter) : counter;
    // The scan body's arguments: input slices, then carries.
    IRMapping mapping;
    Block &scanBody = scan.getBody().front();
    for (auto [i, input] : llvm::enumerate(inputs)) {
      auto type = cast<RankedTensorType>(input.getType());
      SmallVector<int64_t> sizes(type.getShape());
      sizes[dim] = 1;
      Value slice = hlo::DynamicSliceOp::create(
          b, loc, input, startsAt(be, index, type.getRank(), dim), sizes);
      mapping.map(scanBody.getArgument(i),
                  hlo::ReshapeOp::create(
                      b, loc,
                      cast<RankedTensorType>(scanBody.getArgument(i).getType()),
                      slice));
    }
    for (size_t k = 0; k < numInits; ++k)
      mapping.map(scanBody.getArgument(inputs.size() + k),
                  body->getArgument(1 + k));
    for (Operation &inner : scanBody.without_terminator())
      b.clone(inner, mapping);
    SmallVector<Value> returned;
    for (Value v : scanBody.getTerminator()->getOperands())
      returned.push_back(mapping.lookupOrDefault(v));

    SmallVector<Value> next{be.add(counter, be.constLike(counter, 1))};
    llvm::append_range(next, ArrayRef(returned).drop_front(numOutputs));
    for (size_t k = 0; k < numOutputs; ++k) {
      Value buffer = body->getArgument(1 + numInits + k);
      auto bufferType = cast<RankedTensorType>(buffer.getType());
      SmallVector<int64_t> unit(bufferType.getShape());
      unit[dim] = 1;
      Value update =
          hlo::ReshapeOp::create(b, loc, bufferType.clone(unit), returned[k]);
      next.push_back(hlo::DynamicUpdateSliceOp::create(
          b, loc, buffer, update,
          startsAt(be, index, bufferType.getRank(), dim)));
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
