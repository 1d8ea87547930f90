//===- LegalizeDeprecatedOps.cpp - legacy ops into spec ops ---------------===//
//
// Rewrites the ops the spec dropped (StableHLO/LegacyOps.td) and
// create_token into the spec ops with their meaning (docs/legacy-ops.md).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/LegalizeDeprecatedOps.h"

#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

namespace hlokit {
#define GEN_PASS_DEF_STABLEHLOLEGALIZEDEPRECATEDOPSPASS
#include "hlokit/Transforms/Passes.h.inc"
} // namespace hlokit

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

Value rewriteDot(OpBuilder &b, DotOp op) {
  int64_t lhsRank = op.getLhs().getType().getRank();
  auto dims =
      DotDimensionNumbersAttr::get(b.getContext(), {}, {}, {lhsRank - 1}, {0});
  return DotGeneralOp::create(b, op.getLoc(), op.getType(), op.getLhs(),
                              op.getRhs(), dims, op.getPrecisionConfigAttr(),
                              /*algorithm=*/nullptr);
}

/// The operand's dimensions go after the `broadcast_sizes` ones.
Value rewriteBroadcast(OpBuilder &b, BroadcastOp op) {
  int64_t first = op.getBroadcastSizes().size();
  int64_t rank = op.getOperand().getType().getRank();
  auto dims = llvm::to_vector(llvm::seq<int64_t>(first, first + rank));
  return BroadcastInDimOp::create(b, op.getLoc(), op.getType(), op.getOperand(),
                                  dims);
}

Value rewriteCrossReplicaSum(OpBuilder &b, CrossReplicaSumOp op) {
  auto allReduce = AllReduceOp::create(
      b, op.getLoc(), TypeRange{op.getType()}, ValueRange{op.getOperand()},
      op.getReplicaGroupsAttr(), /*channel_handle=*/nullptr,
      /*use_global_device_ids=*/false);
  HloEmitter e(b, op.getLoc());
  OpBuilder::InsertionGuard guard(b);
  e.buildBinaryBody(
      allReduce.getComputation(), op.getType().getElementType(),
      [](HloEmitter &e, Value x, Value y) { return e.add(x, y); });
  return allReduce.getResult(0);
}

/// index_select(operand, index)[b..., i..., j...] with b the batch dims:
/// a gather of the slices of size 1 along `dim` at the index values, batch
/// dims matched, the index read as a trailing vector of one element.
FailureOr<Value> rewriteTorchIndexSelect(OpBuilder &b, TorchIndexSelectOp op) {
  int64_t rank = op.getOperand().getType().getRank();
  int64_t indexRank = op.getIndex().getType().getRank();
  // Read signed: the accessors return the attributes' values unsigned.
  int64_t givenDim = op.getDimAttr().getInt();
  int64_t dim = givenDim < 0 ? givenDim + rank : givenDim;
  int64_t batchDims = op.getBatchDimsAttr().getInt();
  if (batchDims < 0 || batchDims > indexRank || dim < batchDims || dim >= rank)
    return op.emitOpError("needs 0 <= batch_dims <= rank(index) and "
                          "batch_dims <= dim < rank(operand), got dim = ")
           << givenDim << ", batch_dims = " << batchDims;
  auto batch = llvm::to_vector(llvm::seq<int64_t>(0, batchDims));
  SmallVector<int64_t> offsetDims, sliceSizes;
  // Operand dims between the batch dims and `dim` keep their places; those
  // after `dim` follow the index's own dims.
  for (int64_t d = batchDims; d < dim; ++d)
    offsetDims.push_back(d);
  for (int64_t d = dim + 1; d < rank; ++d)
    offsetDims.push_back(d - 1 + indexRank - batchDims);
  for (int64_t d = 0; d < rank; ++d)
    sliceSizes.push_back(d < batchDims || d == dim
                             ? 1
                             : op.getOperand().getType().getDimSize(d));
  if (llvm::any_of(sliceSizes, ShapedType::isDynamic))
    return op.emitOpError("needs static sizes for the operand's sliced "
                          "dimensions");
  auto dims = GatherDimensionNumbersAttr::get(
      b.getContext(), offsetDims, /*collapsedSliceDims=*/{dim},
      /*operandBatchingDims=*/batch, /*startIndicesBatchingDims=*/batch,
      /*startIndexMap=*/{dim}, /*indexVectorDim=*/indexRank);
  return Value(GatherOp::create(b, op.getLoc(), op.getType(), op.getOperand(),
                                op.getIndex(), dims, sliceSizes,
                                /*indices_are_sorted=*/false));
}

/// An einsum equation: one label per dimension of each input, the output's
/// labels after `->`.
struct EinsumEquation {
  SmallVector<std::string> inputs;
  std::string output;
};

/// Parses and checks `config` against the operands; on an error, emits it
/// on `op`.
FailureOr<EinsumEquation> parseEinsum(Operation *op, StringRef config) {
  auto fail = [&](const Twine &why) {
    return op->emitOpError("cannot rewrite einsum_config \"")
           << config << "\": " << why;
  };
  // The sums and products would need the quantization of every step.
  if (llvm::any_of(op->getOperandTypes(), isQuantized) ||
      isQuantized(op->getResult(0).getType()))
    return fail("quantized einsums are not supported");
  auto [inputs, output] = config.split("->");
  if (inputs.size() == config.size())
    return fail("expected '->'");
  EinsumEquation eq;
  SmallVector<StringRef> terms;
  inputs.split(terms, ',');
  if (terms.size() != op->getNumOperands())
    return fail("expected " + Twine(op->getNumOperands()) + " input terms");
  terms.push_back(output);
  for (auto [i, term] : llvm::enumerate(terms)) {
    if (term.contains('.'))
      return fail("'...' is not supported");
    for (auto [j, c] : llvm::enumerate(term)) {
      if (!llvm::isAlpha(c))
        return fail("expected letters, got '" + Twine(c) + "'");
      if (term.find(c, j + 1) != StringRef::npos)
        return fail("label '" + Twine(c) + "' repeats in one term");
    }
    if (i < op->getNumOperands() &&
        cast<RankedTensorType>(op->getOperand(i).getType()).getRank() !=
            int64_t(term.size()))
      return fail("term " + Twine(i) + " has " + Twine(term.size()) +
                  " labels for an operand of another rank");
  }
  eq.output = output.str();
  for (StringRef term : ArrayRef(terms).drop_back())
    eq.inputs.push_back(term.str());
  for (char c : eq.output)
    if (llvm::none_of(eq.inputs, [&](const std::string &t) {
          return llvm::is_contained(t, c);
        }))
      return fail("output label '" + Twine(c) + "' is in no input");
  return eq;
}

/// Sums `v` over the dims whose label `keep` rejects; `labels` becomes the
/// labels left, in order.
Value sumAway(HloEmitter &e, Value v, std::string &labels,
              function_ref<bool(char)> keep) {
  SmallVector<int64_t> dims;
  std::string kept;
  for (auto [d, c] : llvm::enumerate(labels)) {
    if (keep(c))
      kept.push_back(c);
    else
      dims.push_back(d);
  }
  labels = kept;
  return e.reduceSum(v, dims);
}

/// Transposes `v`, labelled `labels`, into the output's label order.
Value toOutputOrder(HloEmitter &e, Value v, StringRef labels,
                    StringRef output) {
  SmallVector<int64_t> permutation;
  for (char c : output)
    permutation.push_back(labels.find(c));
  return e.transpose(v, permutation);
}

FailureOr<Value> rewriteUnaryEinsum(OpBuilder &b, UnaryEinsumOp op) {
  FailureOr<EinsumEquation> eq = parseEinsum(op, op.getEinsumConfig());
  if (failed(eq))
    return failure();
  HloEmitter e(b, op.getLoc());
  std::string labels = eq->inputs[0];
  Value v = sumAway(e, op.getOperand(), labels, [&](char c) {
    return eq->output.find(c) != std::string::npos;
  });
  return toOutputOrder(e, v, labels, eq->output);
}

/// Labels in both inputs are batching dims when the output keeps them and
/// contracting dims otherwise; a label in one input only that the output
/// drops is summed away first.
FailureOr<Value> rewriteEinsum(OpBuilder &b, EinsumOp op) {
  FailureOr<EinsumEquation> eq = parseEinsum(op, op.getEinsumConfig());
  if (failed(eq))
    return failure();
  HloEmitter e(b, op.getLoc());
  std::string lhsLabels = eq->inputs[0], rhsLabels = eq->inputs[1];
  StringRef out = eq->output;
  auto in = [](StringRef labels, char c) { return labels.contains(c); };
  Value lhs = sumAway(e, op.getLhs(), lhsLabels, [&](char c) {
    return in(out, c) || in(eq->inputs[1], c);
  });
  Value rhs = sumAway(e, op.getRhs(), rhsLabels, [&](char c) {
    return in(out, c) || in(eq->inputs[0], c);
  });
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  std::string resultLabels;
  for (auto [d, c] : llvm::enumerate(lhsLabels)) {
    if (!in(rhsLabels, c))
      continue;
    bool batching = in(out, c);
    (batching ? lhsBatch : lhsContract).push_back(d);
    (batching ? rhsBatch : rhsContract).push_back(rhsLabels.find(c));
    if (batching)
      resultLabels.push_back(c);
  }
  for (char c : lhsLabels)
    if (!in(rhsLabels, c))
      resultLabels.push_back(c);
  for (char c : rhsLabels)
    if (!in(lhsLabels, c))
      resultLabels.push_back(c);
  auto dims = DotDimensionNumbersAttr::get(b.getContext(), lhsBatch, rhsBatch,
                                           lhsContract, rhsContract);
  Value product = DotGeneralOp::create(b, op.getLoc(), lhs, rhs, dims);
  return toOutputOrder(e, product, resultLabels, out);
}

bool isDeprecatedOp(Operation *op) {
  return isa<DotOp, BroadcastOp, CrossReplicaSumOp, TorchIndexSelectOp,
             UnaryEinsumOp, EinsumOp, CreateTokenOp>(op);
}

/// The spec ops that compute `op`, or failure with an error on `op`.
FailureOr<Value> rewriteDeprecatedOp(OpBuilder &b, Operation *op) {
  return llvm::TypeSwitch<Operation *, FailureOr<Value>>(op)
      .Case([&](DotOp dot) { return rewriteDot(b, dot); })
      .Case(
          [&](BroadcastOp broadcast) { return rewriteBroadcast(b, broadcast); })
      .Case(
          [&](CrossReplicaSumOp sum) { return rewriteCrossReplicaSum(b, sum); })
      .Case([&](TorchIndexSelectOp select) {
        return rewriteTorchIndexSelect(b, select);
      })
      .Case([&](UnaryEinsumOp einsum) { return rewriteUnaryEinsum(b, einsum); })
      .Case([&](EinsumOp einsum) { return rewriteEinsum(b, einsum); })
      .Case([&](CreateTokenOp token) -> FailureOr<Value> {
        return Value(AfterAllOp::create(b, token.getLoc(), ValueRange{}));
      });
}

struct StablehloLegalizeDeprecatedOpsPass
    : hlokit::impl::StablehloLegalizeDeprecatedOpsPassBase<
          StablehloLegalizeDeprecatedOpsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> deprecated;
    getOperation()->walk([&](Operation *op) {
      if (isDeprecatedOp(op))
        deprecated.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : deprecated) {
      rewriter.setInsertionPoint(op);
      FailureOr<Value> replacement = rewriteDeprecatedOp(rewriter, op);
      if (failed(replacement))
        return signalPassFailure();
      // einsum and unary_einsum have no verifier to tie their result type
      // to the equation.
      Type declared = op->getResult(0).getType();
      if (replacement->getType() != declared) {
        op->emitOpError("computes ")
            << replacement->getType() << ", not the declared " << declared;
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *replacement);
    }
  }
};

} // namespace

bool hlokit::hasDeprecatedOps(Operation *root) {
  return root
      ->walk([](Operation *op) {
        return isDeprecatedOp(op) ? WalkResult::interrupt()
                                  : WalkResult::advance();
      })
      .wasInterrupted();
}
