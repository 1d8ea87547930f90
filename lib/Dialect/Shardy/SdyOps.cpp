//===- SdyOps.cpp - the sdy dialect's ops ---------------------------------===//

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

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
  // Shardy compares unreduced axes only within one mesh.
  MeshAttr mesh = inputSharding ? getMesh(inputSharding, op) : MeshAttr();
  if (!mesh || mesh != getMesh(sharding, op))
    return success();
  // A reshard may sum new unreduced axes and reduce any.
  return verifyUnreducedTransition(op, inputSharding, sharding, mesh,
                                   ReductionOp::SUM,
                                   inputSharding.getReductionOp());
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
        manualSize *= getAxisRefSize(axis, mesh);
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

/// Whether `op` only moves elements around (reshape, transpose), so that a
/// reshard before it can serve a reshard after it.
bool isMetadataOp(Operation *op) {
  return isa<stablehlo::ReshapeOp, stablehlo::TransposeOp>(op);
}

/// `value` before the reshapes and transposes that produced it.
Value unwrapMetadataOps(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (!isMetadataOp(op))
      break;
    value = op->getOperand(0);
  }
  return value;
}

/// `sharding` of `value`, carried back through the transposes (and the
/// rank-keeping reshapes) that produced `value`, as Shardy does.
TensorShardingAttr shardingBeforeTransposes(TensorShardingAttr sharding,
                                            Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto transpose = dyn_cast<stablehlo::TransposeOp>(op)) {
      ArrayRef<int64_t> permutation = transpose.getPermutation();
      ArrayRef<DimensionShardingAttr> dims = sharding.getDimShardings();
      if (dims.size() != permutation.size())
        break;
      SmallVector<DimensionShardingAttr> operandDims(dims.size());
      for (auto [resultDim, operandDim] : llvm::enumerate(permutation))
        operandDims[operandDim] = dims[resultDim];
      sharding = TensorShardingAttr::get(
          sharding.getContext(), sharding.getMeshOrRef(), operandDims,
          sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
          sharding.getReductionOp());
      value = transpose.getOperand();
      continue;
    }
    auto reshape = dyn_cast<stablehlo::ReshapeOp>(op);
    if (!reshape ||
        reshape.getOperand().getType().getRank() != reshape.getType().getRank())
      break;
    value = reshape.getOperand();
  }
  return sharding;
}

/// For each axis of `sharding` of a `type` value, the distance in the
/// row-major order of the elements between its neighbouring shards, from the
/// largest, with adjacent parts of one axis merged: two shardings of
/// reshapes of one value that give each axis the same stride split its
/// elements alike.
std::pair<SmallVector<AxisRefAttr>, SmallVector<int64_t>>
axisStrides(TensorShardingAttr sharding, RankedTensorType type, MeshAttr mesh) {
  SmallVector<std::pair<AxisRefAttr, int64_t>> strides;
  int64_t inner = 1;
  for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
    ArrayRef<AxisRefAttr> axes = sharding.getDimShardings()[dim].getAxes();
    int64_t shards = 1;
    for (AxisRefAttr axis : axes)
      shards *= getAxisRefSize(axis, mesh);
    int64_t stride = inner * llvm::divideCeil(type.getDimSize(dim), shards);
    for (AxisRefAttr axis : llvm::reverse(axes)) {
      strides.push_back({axis, stride});
      stride *= getAxisRefSize(axis, mesh);
    }
    inner *= type.getDimSize(dim);
  }
  llvm::stable_sort(strides,
                    [](auto &a, auto &b) { return a.second > b.second; });
  SmallVector<AxisRefAttr> axes;
  SmallVector<int64_t> axisStrides;
  for (auto [axis, stride] : strides) {
    // `axis` continues the sub-axis before it, and its shards are right
    // inside that one's.
    if (!axes.empty() && canMerge(axes.back(), axis) &&
        axisStrides.back() == stride * getAxisRefSize(axis, mesh)) {
      appendOrMerge(axes, axis, mesh);
      axisStrides.back() = stride;
      continue;
    }
    axes.push_back(axis);
    axisStrides.push_back(stride);
  }
  return {axes, axisStrides};
}

/// Whether `a` of an `aType` value and `b` of a `bType` value, reshapes of
/// one value, split its elements alike. Unlike Shardy, the unreduced axes
/// must be equal too: they change what the value holds.
bool isEquivalentAcrossReshapes(TensorShardingAttr a, Type aType,
                                TensorShardingAttr b, Type bType,
                                Operation *from) {
  if (a == b && aType == bType)
    return true;
  if (a.getMeshOrRef() != b.getMeshOrRef() ||
      a.getReplicatedAxes() != b.getReplicatedAxes() ||
      a.getUnreducedAxes() != b.getUnreducedAxes() ||
      a.getReductionOp() != b.getReductionOp())
    return false;
  auto aRanked = dyn_cast<RankedTensorType>(aType);
  auto bRanked = dyn_cast<RankedTensorType>(bType);
  MeshAttr mesh = getMesh(a, from);
  if (!aRanked || !bRanked || !aRanked.hasStaticShape() ||
      !bRanked.hasStaticShape() || aRanked.getEncoding() ||
      bRanked.getEncoding() || !mesh)
    return false;
  return axisStrides(a, aRanked, mesh) == axisStrides(b, bRanked, mesh);
}

/// An earlier reshard in `current`'s block, of `root` or of a value reshaped
/// (not transposed) from it, that splits the elements as `sharding` of a
/// `type` value does; null when there is none.
Value findEquivalentReshard(Value root, TensorShardingAttr sharding, Type type,
                            ReshardOp current) {
  SmallVector<Value> worklist = {root};
  llvm::DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!visited.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      if (user == current)
        continue;
      if (auto other = dyn_cast<ReshardOp>(user)) {
        if (other->getBlock() == current->getBlock() &&
            other->isBeforeInBlock(current) &&
            isEquivalentAcrossReshapes(other.getSharding(), other.getType(),
                                       sharding, type, current))
          return other.getResult();
      } else if (isa<stablehlo::ReshapeOp>(user)) {
        worklist.push_back(user->getResult(0));
      }
    }
  }
  return {};
}

/// Applies to `start` (standing for `root`) the reshapes and transposes that
/// led from `root` to `target`.
Value replayMetadataOps(Value root, Value target, Value start,
                        PatternRewriter &rewriter) {
  if (target == root)
    return start;
  Operation *op = target.getDefiningOp();
  Value input = replayMetadataOps(root, op->getOperand(0), start, rewriter);
  rewriter.setInsertionPointAfterValue(input);
  Operation *copy = rewriter.clone(*op);
  copy->setOperand(0, input);
  return copy->getResult(0);
}

/// A reshard whose value an earlier reshard of the same data already has,
/// possibly through reshapes (and, after it, transposes), is that reshard
/// reshaped back.
struct ReshardCommonSubexpression : OpRewritePattern<ReshardOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshardOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op.getInput();
    Value root = unwrapMetadataOps(input);
    Value found = findEquivalentReshard(
        root, shardingBeforeTransposes(op.getSharding(), input), op.getType(),
        op);
    if (!found)
      return failure();
    if (found.getType() != root.getType()) {
      rewriter.setInsertionPointAfterValue(found);
      found = stablehlo::ReshapeOp::create(rewriter, op.getLoc(),
                                           root.getType(), found);
    }
    rewriter.replaceOp(op, replayMetadataOps(root, input, found, rewriter));
    return success();
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
  results.add<ReshardCommonSubexpression>(context);
  results.addWithLabel<ReshardOfReshard>({kReshardLabel}, context);
}

void ManualComputationOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<ManualComputationUnusedInputs, RedundantManualComputation>(
      context);
}

} // namespace hlokit::sdy
