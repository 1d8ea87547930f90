//===- LegalizeScan.cpp - chlo.scan to a StableHLO while loop -------------===//
//
// A while loop over a counter, carrying the scan's carries and one buffer
// per output: each iteration slices the inputs at the current index
// (counted down for is_reverse), runs a copy of the scan body, and
// dynamic_update_slices the outputs into their buffers. A `?` scan size is
// read from the inputs at run time; `?` input dimensions are sliced with
// real_dynamic_slice. An output with `?` dimensions besides the scan
// dimension takes their sizes from a first run of the body, under an `if`
// on a non-zero trip count (0 without iterations).
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

/// A zero tensor of `type` with the runtime sizes `sizes` (0-d integers).
Value zeros(ChloEmitter &e, RankedTensorType type, ArrayRef<Value> sizes) {
  OpBuilder &b = e.builder();
  Value zero = hlo::ConstantOp::create(
      b, e.location(),
      DenseElementsAttr::get(RankedTensorType::get({}, type.getElementType()),
                             b.getZeroAttr(type.getElementType())));
  return e.broadcast(zero, type, {},
                     type.hasStaticShape() ? Value() : e.shapeFromSizes(sizes));
}

/// The body's value for `argument`: `v`, reshaped when only the body's
/// type is static.
Value asArgument(ChloEmitter &e, Value v, BlockArgument argument) {
  auto type = cast<RankedTensorType>(argument.getType());
  if (v.getType() == type || !type.hasStaticShape())
    return v;
  return hlo::ReshapeOp::create(e.builder(), e.location(), type, v);
}

/// A copy of the scan body at the builder's position on the inputs' slices
/// at `index` and `carries`; the values it returns.
SmallVector<Value> runBody(ChloEmitter &e, chlo::ScanOp scan, Value index,
                           ValueRange carries) {
  IRMapping mapping;
  Block &scanBody = scan.getBody().front();
  for (auto [i, input] : llvm::enumerate(scan.getInputs()))
    mapping.map(scanBody.getArgument(i),
                asArgument(e, e.takeIndex(input, scan.getDimension(), index),
                           scanBody.getArgument(i)));
  mapping.map(scanBody.getArguments().drop_front(scan.getInputs().size()),
              carries);
  for (Operation &inner : scanBody.without_terminator())
    e.builder().clone(inner, mapping);
  return llvm::map_to_vector(
      scanBody.getTerminator()->getOperands(),
      [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// Zero buffers for the outputs: the scan dimension `size` long, other
/// dimensions static or, for `?` ones, from a first run of the body at
/// index `first` under an `if` (0 when there is no iteration).
SmallVector<Value> outputBuffers(ChloEmitter &e, chlo::ScanOp scan, Value size,
                                 function_ref<Value(ChloEmitter &)> first) {
  int64_t dim = scan.getDimension();
  // Output `k`'s buffer; `dynamicSize(d)` gives its `?` dimensions but the
  // scan dimension.
  auto buffer = [&](ChloEmitter &se, size_t k,
                    function_ref<Value(int64_t)> dynamicSize) {
    auto type = cast<RankedTensorType>(scan.getOutputs()[k].getType());
    if (type.hasStaticShape())
      return zeros(se, type, {});
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      sizes.push_back(d == dim ? size
                      : type.isDynamicDim(d)
                          ? dynamicSize(d)
                          : se.indexConstant(type.getDimSize(d)));
    return zeros(se, type, sizes);
  };
  size_t numOutputs = scan.getOutputs().size();
  bool known = llvm::all_of(scan.getOutputs(), [&](Value output) {
    auto type = cast<RankedTensorType>(output.getType());
    return llvm::all_of(llvm::seq<int64_t>(0, type.getRank()), [&](int64_t d) {
      return d == dim || !type.isDynamicDim(d);
    });
  });
  SmallVector<Value> buffers;
  if (known) {
    for (size_t k = 0; k < numOutputs; ++k)
      buffers.push_back(buffer(e, k, [](int64_t) { return Value(); }));
    return buffers;
  }
  OpBuilder &b = e.builder();
  Location loc = e.location();
  auto branch = hlo::IfOp::create(
      b, loc, TypeRange(scan.getOutputs().getTypes()),
      e.compare(ComparisonDirection::GT, size, e.constLike(size, 0)));
  OpBuilder::InsertionGuard guard(b);
  b.createBlock(&branch.getTrueBranch());
  ChloEmitter te(b, loc);
  SmallVector<Value> returned = runBody(te, scan, first(te), scan.getInits());
  SmallVector<Value> filled;
  for (size_t k = 0; k < numOutputs; ++k)
    filled.push_back(buffer(te, k, [&](int64_t d) {
      return te.dimSize(returned[k], d < dim ? d : d - 1);
    }));
  hlo::ReturnOp::create(b, loc, filled);
  b.createBlock(&branch.getFalseBranch());
  ChloEmitter fe(b, loc);
  SmallVector<Value> empty;
  for (size_t k = 0; k < numOutputs; ++k)
    empty.push_back(
        buffer(fe, k, [&](int64_t) { return fe.indexConstant(0); }));
  hlo::ReturnOp::create(b, loc, empty);
  return SmallVector<Value>(branch.getResults());
}

FailureOr<SmallVector<Value>> lowerScan(Operation *op, ChloEmitter &e) {
  auto scan = cast<chlo::ScanOp>(op);
  OpBuilder &b = e.builder();
  Location loc = e.location();
  int64_t dim = scan.getDimension();
  bool reverse = scan.getIsReverse().value_or(false);
  size_t numInits = scan.getInits().size();
  Value size = scanSize(e, scan);

  // The index at a counter value (counted down for is_reverse).
  auto indexAt = [&](ChloEmitter &ie, Value counter) {
    return reverse ? ie.sub(ie.sub(size, ie.constLike(counter, 1)), counter)
                   : counter;
  };

  // State: counter, carries, output buffers.
  SmallVector<Value> state{e.indexConstant(0)};
  llvm::append_range(state, scan.getInits());
  llvm::append_range(state, outputBuffers(e, scan, size, [&](ChloEmitter &fe) {
                       return indexAt(fe, fe.indexConstant(0));
                     }));
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
    Value index = indexAt(be, counter);
    SmallVector<Value> returned =
        runBody(be, scan, index, body->getArguments().slice(1, numInits));

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

void addScanLowerings(LoweringTable &table) {
  table.add<chlo::ScanOp>(lowerScan);
}

} // namespace hlokit::chlo_legalization
