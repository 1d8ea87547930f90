//===- SdyOps.cpp - the sdy dialect's ops ---------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/BitVector.h"

using namespace mlir;

namespace hlokit::sdy {

// `[<@mesh, [...]>, ...]`: the shardings without `#sdy.sharding_per_value`.
static ParseResult parseStrippedShardings(OpAsmParser &parser,
                                          TensorShardingPerValueAttr &result) {
  SmallVector<TensorShardingAttr> shardings;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        FailureOr<TensorShardingAttr> sharding =
            FieldParser<TensorShardingAttr>::parse(parser);
        if (failed(sharding))
          return failure();
        shardings.push_back(*sharding);
        return success();
      }))
    return failure();
  result = TensorShardingPerValueAttr::get(parser.getContext(), shardings);
  return success();
}

static void printStrippedShardings(OpAsmPrinter &printer, Operation *,
                                   TensorShardingPerValueAttr shardings) {
  printer << "[";
  printer.printStrippedAttrOrType(shardings.getShardings());
  printer << "]";
}

// `(%arg1: type, ...) { ... }`: the block's arguments before the region, so
// the block needs no label.
static ParseResult parseRegionWithArguments(OpAsmParser &parser,
                                            Region &region) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseArgumentList(arguments, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true, /*allowAttrs=*/true))
    return failure();
  return parser.parseRegion(region, arguments);
}

static void printRegionWithArguments(OpAsmPrinter &printer, Operation *,
                                     Region &region) {
  printer << "(";
  llvm::interleaveComma(
      region.getArguments(), printer,
      [&](BlockArgument argument) { printer.printRegionArgument(argument); });
  printer << ") ";
  printer.printRegion(region, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

} // namespace hlokit::sdy

#define GET_OP_CLASSES
#include "hlokit/Dialect/Shardy/SdyOps.cpp.inc"

namespace hlokit::sdy {

/// The input's new sharding must fit the input's type and the mesh it names,
/// and change the unreduced axes of its sharding so far (looked up through
/// propagation barriers, as Shardy does) as a reshard may.
static LogicalResult verifyInputSharding(Operation *op,
                                         TensorShardingAttr sharding) {
  auto emitError = [op](StringRef msg) { return op->emitOpError(msg); };
  if (failed(verifyTensorSharding(sharding, op->getOperand(0).getType(),
                                  getMesh(sharding, op), emitError)) ||
      failed(verifyNoBoundManualAxes(op, sharding, emitError)))
    return failure();
  Value input = op->getOperand(0);
  while (auto barrier = input.getDefiningOp<PropagationBarrierOp>())
    input = barrier.getInput();
  TensorShardingAttr inputSharding = getSharding(input);
  if (!inputSharding)
    return success();
  return verifyUnreducedTransition(op, inputSharding, sharding);
}

LogicalResult ShardingConstraintOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

LogicalResult ReshardOp::verify() {
  return verifyInputSharding(*this, getSharding());
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

namespace {

/// Whether `axis` is one of `op`'s manual axes.
bool isManualAxis(ManualComputationOp op, AxisRefAttr axis) {
  return llvm::is_contained(op.getManualAxes(),
                            StringAttr::get(op.getContext(), axis.getName()));
}

/// The size of `axis` in `mesh`: the sub-axis's or the full axis's.
int64_t axisSize(AxisRefAttr axis, MeshAttr mesh) {
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
    return sub.getSize();
  return mesh.getAxisSize(axis.getName()).value_or(1);
}

/// Checks that in each dimension of value `index`'s `sharding` the manual
/// axes come before the free ones.
LogicalResult verifyManualAxesFirst(ManualComputationOp op, StringRef kind,
                                    unsigned index,
                                    TensorShardingAttr sharding) {
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    std::optional<AxisRefAttr> firstFree;
    for (AxisRefAttr axis : dimSharding.getAxes()) {
      if (!isManualAxis(op, axis)) {
        firstFree = firstFree.value_or(axis);
        continue;
      }
      if (firstFree)
        return op.emitOpError(kind)
               << " sharding at index " << index
               << " must have all manual axes come before free axes in its "
                  "dimension sharding at index "
               << dim << ". Saw manual axis " << axis.toString()
               << " after free axis " << firstFree->toString();
    }
  }
  return success();
}

/// The local type the body sees of a `kind` value of `globalType` with
/// `sharding`: each dimension divided by the size of its manual axes, which
/// must divide it.
FailureOr<Type> localType(ManualComputationOp op, StringRef kind,
                          Type globalType, TensorShardingAttr sharding,
                          MeshAttr mesh) {
  auto ranked = dyn_cast<RankedTensorType>(globalType);
  if (!ranked)
    return globalType;
  SmallVector<int64_t> shape(ranked.getShape());
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t manualSize = 1;
    for (AxisRefAttr axis : dimSharding.getAxes())
      if (isManualAxis(op, axis))
        manualSize *= axisSize(axis, mesh);
    if (ShapedType::isDynamic(shape[dim]))
      continue;
    if (shape[dim] % manualSize != 0)
      return op.emitOpError(kind)
             << " dimension size " << shape[dim]
             << " is not divisible by the manual axes size " << manualSize;
    shape[dim] /= manualSize;
  }
  return Type(ranked.clone(shape));
}

/// Checks the op's operands (or results) against its in (out) shardings and
/// the body's arguments (returned values), in Shardy's order.
LogicalResult verifyValues(ManualComputationOp op, TypeRange globalTypes,
                           TypeRange localTypes,
                           TensorShardingPerValueAttr shardings,
                           StringRef kind) {
  if (globalTypes.empty() && localTypes.empty() &&
      shardings.getShardings().empty())
    return success();
  if (failed(verifyShardingPerValue(op, shardings, globalTypes, kind)))
    return failure();
  if (globalTypes.size() != localTypes.size())
    return op.emitOpError("number of op ")
           << kind << "s and region " << kind << "s must match. Op has "
           << globalTypes.size() << " op " << kind << "s and "
           << localTypes.size() << " region " << kind << "s";
  // Values, not shardings: a result-less op may have one maximal sharding.
  for (auto [index, globalType] : llvm::enumerate(globalTypes)) {
    TensorShardingAttr sharding = shardings.getShardings()[index];
    if (failed(verifyManualAxesFirst(op, kind, index, sharding)))
      return failure();
    FailureOr<Type> expected =
        localType(op, kind, globalType, sharding, getMesh(sharding, op));
    if (failed(expected))
      return failure();
    if (*expected != localTypes[index])
      return op.emitOpError(kind)
             << " shape, corresponding sharding, and region " << kind
             << " shape at index " << index
             << " must match. Expected local shape " << *expected
             << ", actual local shape " << localTypes[index];
  }
  return success();
}

/// Checks the manual axes: named once, not already manual in an enclosing
/// manual computation, and (when the shardings agree on a mesh) in it.
LogicalResult verifyManualAxes(ManualComputationOp op) {
  SmallVector<TensorShardingAttr> shardings(op.getInShardings().getShardings());
  llvm::append_range(shardings, op.getOutShardings().getShardings());
  MeshAttr mesh = getCommonMesh(shardings, op);
  if (!mesh && !op.getManualAxes().empty() &&
      !(op.getInShardings().getShardings().empty() &&
        op.getOutShardings().getShardings().empty()))
    return op.emitOpError("all in and out shardings must be bound to the same "
                          "mesh or an empty mesh.");
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : op.getManualAxes()) {
    if (!seen.insert(axis).second)
      return op.emitOpError("duplicate manual axis: \"")
             << axis.getValue() << "\"";
    if (mesh && !mesh.getAxisSize(axis.getValue()))
      return op.emitOpError("unknown manual axis: \"")
             << axis.getValue() << "\"";
    for (auto parent = op->getParentOfType<ManualComputationOp>(); parent;
         parent = parent->getParentOfType<ManualComputationOp>())
      if (llvm::is_contained(parent.getManualAxes(), axis)) {
        InFlightDiagnostic diag =
            op.emitOpError("operates on axis \"")
            << axis.getValue()
            << "\" which is already bound by a parent sdy.manual_computation "
               "op";
        diag.attachNote(parent.getLoc())
            << "parent bounding this axis as manual";
        return diag;
      }
  }
  return success();
}

} // namespace

LogicalResult ManualComputationOp::verify() {
  Block &body = getBody().front();
  return failure(failed(verifyValues(*this, getTensors().getTypes(),
                                     body.getArgumentTypes(), getInShardings(),
                                     "operand")) ||
                 failed(verifyValues(*this, getResultTypes(),
                                     body.getTerminator()->getOperandTypes(),
                                     getOutShardings(), "result")) ||
                 failed(verifyManualAxes(*this)));
}

} // namespace hlokit::sdy

//===----------------------------------------------------------------------===//
// Canonicalization
//===----------------------------------------------------------------------===//

namespace hlokit::sdy {

namespace {

/// reshard(reshard(x, s1), s2) -> reshard(x, s2) when the inner reshard has
/// no other use: only the last sharding matters.
struct ReshardOfReshard : OpRewritePattern<ReshardOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshardOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<ReshardOp>();
    if (!inner || !inner->hasOneUse())
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, inner.getInput()); });
    rewriter.eraseOp(inner);
    return success();
  }
};

/// A reshard of a value to the sharding an earlier reshard of it in the same
/// block already produced is that reshard.
struct DuplicateReshard : OpRewritePattern<ReshardOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshardOp op,
                                PatternRewriter &rewriter) const override {
    for (Operation *user : op.getInput().getUsers()) {
      auto other = dyn_cast<ReshardOp>(user);
      if (other && other != op && other->getBlock() == op->getBlock() &&
          other.getSharding() == op.getSharding() &&
          other->isBeforeInBlock(op)) {
        rewriter.replaceOp(op, other.getResult());
        return success();
      }
    }
    return failure();
  }
};

/// Operands whose body argument is unused are dropped, with their sharding.
struct ManualComputationUnusedInputs : OpRewritePattern<ManualComputationOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ManualComputationOp op,
                                PatternRewriter &rewriter) const override {
    Block &body = op.getBody().front();
    llvm::BitVector unused(body.getNumArguments());
    for (BlockArgument argument : body.getArguments())
      if (argument.use_empty())
        unused.set(argument.getArgNumber());
    if (unused.none())
      return failure();
    SmallVector<TensorShardingAttr> kept;
    for (auto [index, sharding] :
         llvm::enumerate(op.getInShardings().getShardings()))
      if (!unused.test(index))
        kept.push_back(sharding);
    rewriter.modifyOpInPlace(op, [&] {
      op->eraseOperands(unused);
      body.eraseArguments(unused);
      op.setInShardingsAttr(
          TensorShardingPerValueAttr::get(op.getContext(), kept));
    });
    return success();
  }
};

/// The product of the sizes of `op`'s manual axes; nullopt when its
/// shardings aren't on one mesh.
std::optional<int64_t> manualAxesSize(ManualComputationOp op) {
  SmallVector<TensorShardingAttr> shardings(op.getInShardings().getShardings());
  llvm::append_range(shardings, op.getOutShardings().getShardings());
  if (shardings.empty())
    return 1;
  MeshAttr mesh = getCommonMesh(shardings, op);
  if (!mesh)
    return std::nullopt;
  int64_t size = 1;
  for (StringAttr axis : op.getManualAxes())
    size *= mesh.getAxisSize(axis.getValue()).value_or(1);
  return size;
}

/// A manual computation without values and with an empty body is erased; one
/// whose manual axes have total size 1 (every device sees the whole value)
/// is inlined.
struct RedundantManualComputation : OpRewritePattern<ManualComputationOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ManualComputationOp op,
                                PatternRewriter &rewriter) const override {
    Block &body = op.getBody().front();
    if (op->getNumOperands() == 0 && op->getNumResults() == 0 &&
        isa<ReturnOp>(body.front())) {
      rewriter.eraseOp(op);
      return success();
    }
    if (manualAxesSize(op) != 1)
      return failure();
    Operation *terminator = body.getTerminator();
    rewriter.inlineBlockBefore(&body, op, op->getOperands());
    rewriter.replaceOp(op, terminator->getOperands());
    rewriter.eraseOp(terminator);
    return success();
  }
};

} // namespace

void ReshardOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ReshardOfReshard, DuplicateReshard>(context);
}

void ManualComputationOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<ManualComputationUnusedInputs, RedundantManualComputation>(
      context);
}

} // namespace hlokit::sdy
