//===- ExperimentalOpHandlers.cpp - StableHLO's experimental custom calls -===//
//
// `custom_call @stablehlo.dynamic_top_k(%operand, %k)`: chlo.top_k with k
// read at run time; values of the operand's element type and i32 indices.
//
// `custom_call @stablehlo.dynamic_reduce_window(%inputs..., %inits...,
// %window_dimensions, %window_strides, %base_dilations, %window_dilations,
// %padding) {called_computations = [@body]}`: reduce_window with its window
// attributes read from the last five operands (1-D, and rank x 2 for the
// padding) and the function @body as its body.
//
// `custom_call @stablehlo.dynamic_rng_bit_generator(%initial_state,
// %output_shape) {rng_algorithm = ...}`: rng_bit_generator with the output
// shape read from its second operand.
//
// `custom_call @stablehlo.dynamic_approx_top_k(%inputs..., %inits..., %k,
// %output_shapes...) {called_computations = [@comparator], mhlo.backend_config
// = {aggregate_to_topk = true, reduction_dim = d, ...}}`: the first k of the
// inputs sorted along d by @comparator. An exact top k has the best recall
// an approximate one may have, as XLA's CPU fallback computes it; without
// aggregate_to_topk the result is not a top k and stays unsupported.
//
//===----------------------------------------------------------------------===//

#include "Extensions/CustomCallHandlers.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Interpreter/Kernels/Reduction.h"
#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Kernels/Sort.h"
#include "hlokit/Interpreter/Math/ChloKernels.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

// Custom-call targets, which are data of the program: these experimental ops
// are not ops of the dialect, so they have no class to key on.
constexpr llvm::StringLiteral kDynamicTopK = "stablehlo.dynamic_top_k";
constexpr llvm::StringLiteral kDynamicReduceWindow =
    "stablehlo.dynamic_reduce_window";
constexpr llvm::StringLiteral kDynamicRngBitGenerator =
    "stablehlo.dynamic_rng_bit_generator";
constexpr llvm::StringLiteral kDynamicApproxTopK =
    "stablehlo.dynamic_approx_top_k";

bool isRankedInteger(Type type, int64_t rank) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == rank &&
         isa<IntegerType>(tensor.getElementType());
}

bool isScalarInteger(Type type) { return isRankedInteger(type, 0); }

bool isDynamicTopK(hlo::CustomCallOp op) {
  if (op.getInputs().size() != 2 || op.getNumResults() != 2 ||
      !isScalarInteger(op.getInputs()[1].getType()))
    return false;
  auto operand = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  auto values = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  auto indices = dyn_cast<RankedTensorType>(op->getResult(1).getType());
  return operand && values && indices && operand.getRank() >= 1 &&
         values.getElementType() == operand.getElementType() &&
         indices.getElementType().isInteger(32);
}

/// The body (reduce_window) or comparator (approx_top_k) of a call: its one
/// called computation.
func::FuncOp getCalledFunction(hlo::CustomCallOp op) {
  std::optional<ArrayAttr> called = op.getCalledComputations();
  if (!called || called->size() != 1)
    return nullptr;
  auto symbol = dyn_cast<FlatSymbolRefAttr>((*called)[0]);
  return symbol ? SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(op, symbol)
                : nullptr;
}

/// N inputs and N scalar inits of the body's argument types, four 1-D and one
/// rank x 2 integer operands, N results and a body taking 2N scalars to N.
bool isDynamicReduceWindow(hlo::CustomCallOp op) {
  size_t n = op.getNumResults();
  func::FuncOp body = getCalledFunction(op);
  if (n == 0 || op.getInputs().size() != 2 * n + 5 || !body ||
      body.getNumArguments() != 2 * n || body.getNumResults() != n)
    return false;
  auto input = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  if (!input)
    return false;
  for (size_t i = 0; i < 2 * n; ++i) {
    auto type = dyn_cast<RankedTensorType>(op.getInputs()[i].getType());
    auto arg = dyn_cast<RankedTensorType>(body.getArgumentTypes()[i]);
    if (!type || !arg || arg.getRank() != 0 ||
        type.getElementType() != arg.getElementType() ||
        (i < n && type.getRank() != input.getRank()) ||
        (i >= n && type.getRank() != 0))
      return false;
  }
  ValueRange window = op.getInputs().drop_front(2 * n);
  return llvm::all_of(
             window.drop_back(),
             [](Value v) { return isRankedInteger(v.getType(), 1); }) &&
         isRankedInteger(window.back().getType(), 2);
}

/// The elements of the 1-D operand `index` of `op`, one per input dimension.
llvm::Expected<llvm::SmallVector<int64_t>>
readWindowVector(OpContext &ctx, unsigned index, int64_t rank,
                 llvm::StringRef what) {
  const Tensor &t = ctx.operand(index);
  if (t.getNumElements() != rank)
    return llvm::createStringError(
        llvm::formatv("{0}: {1} has {2} elements; the inputs have rank {3}",
                      kDynamicReduceWindow, what, t.getNumElements(), rank)
            .str());
  llvm::SmallVector<int64_t> values;
  for (int64_t i = 0; i < rank; ++i)
    values.push_back(t.getIntegerAt(i));
  return values;
}

llvm::Error runDynamicReduceWindow(OpContext &ctx, hlo::CustomCallOp op) {
  size_t n = op.getNumResults();
  llvm::SmallVector<Tensor> inputs, inits;
  for (size_t i = 0; i < n; ++i) {
    inputs.push_back(ctx.operand(i));
    inits.push_back(ctx.operand(n + i));
  }
  int64_t rank = inputs[0].getRank();
  unsigned first = 2 * n;
  WindowDims dims;
  for (auto [field, name] :
       {std::pair{&dims.sizes, "window_dimensions"},
        std::pair{&dims.strides, "window_strides"},
        std::pair{&dims.baseDilations, "base_dilations"},
        std::pair{&dims.windowDilations, "window_dilations"}}) {
    auto values = readWindowVector(ctx, first++, rank, name);
    if (!values)
      return ctx.error(llvm::toString(values.takeError()));
    *field = std::move(*values);
  }
  const Tensor &padding = ctx.operand(first);
  if (padding.getShape() != llvm::ArrayRef<int64_t>{rank, 2})
    return ctx.error(
        llvm::formatv("{0}: padding is not {1}x2", kDynamicReduceWindow, rank)
            .str());
  for (int64_t i = 0; i < rank; ++i) {
    dims.paddingLow.push_back(padding.getIntegerAt(2 * i));
    dims.paddingHigh.push_back(padding.getIntegerAt(2 * i + 1));
  }
  return withCombiner(
      ctx, getCalledFunction(op).getBody(), n, [&](const Combiner &combiner) {
        return ctx.setResults(reduceWindow(inputs, inits, dims, combiner));
      });
}

/// A state and a 1-D integer shape in, the state's type and a ranked tensor
/// of as many dimensions out, and the algorithm as `rng_algorithm`.
bool isDynamicRngBitGenerator(hlo::CustomCallOp op) {
  if (op.getInputs().size() != 2 || op.getNumResults() != 2 ||
      !isa_and_nonnull<hlo::RngAlgorithmAttr>(op->getAttr("rng_algorithm")))
    return false;
  auto shape = dyn_cast<RankedTensorType>(op.getInputs()[1].getType());
  auto output = dyn_cast<RankedTensorType>(op->getResult(1).getType());
  return isRankedInteger(op.getInputs()[0].getType(), 1) && shape &&
         isRankedInteger(shape, 1) && shape.hasStaticShape() && output &&
         output.getRank() == shape.getDimSize(0) &&
         op->getResult(0).getType() == op.getInputs()[0].getType();
}

llvm::Error runDynamicRngBitGenerator(OpContext &ctx, hlo::CustomCallOp op) {
  const Tensor &shapeTensor = ctx.operand(1);
  llvm::SmallVector<int64_t> shape;
  for (int64_t i = 0, e = shapeTensor.getNumElements(); i < e; ++i)
    shape.push_back(shapeTensor.getIntegerAt(i));
  if (llvm::any_of(shape, [](int64_t d) { return d < 0; }))
    return ctx.error((kDynamicRngBitGenerator + ": the shape has a negative "
                                                "size")
                         .str());
  auto algorithm = cast<hlo::RngAlgorithmAttr>(op->getAttr("rng_algorithm"));
  return ctx.setResults(rngBitGenerator(algorithm.getValue(), ctx.operand(0),
                                        ctx.resultElementType(1), shape));
}

/// The reduction dimension of a dynamic_approx_top_k that aggregates to a top
/// k, read from its backend config.
std::optional<int64_t> getApproxTopKDimension(hlo::CustomCallOp op) {
  auto config = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  if (!config)
    return std::nullopt;
  auto aggregate = config.getAs<BoolAttr>("aggregate_to_topk");
  auto dimension = config.getAs<IntegerAttr>("reduction_dim");
  if (!aggregate || !aggregate.getValue() || !dimension)
    return std::nullopt;
  return dimension.getInt();
}

/// N inputs of one shape, N scalar inits, a scalar integer k, N results and
/// a comparator taking 2N scalars to an i1.
bool isDynamicApproxTopK(hlo::CustomCallOp op) {
  size_t n = op.getNumResults();
  func::FuncOp comparator = getCalledFunction(op);
  std::optional<int64_t> dimension = getApproxTopKDimension(op);
  if (n == 0 || op.getInputs().size() < 2 * n + 1 || !comparator ||
      comparator.getNumArguments() != 2 * n ||
      comparator.getNumResults() != 1 || !dimension ||
      !isScalarInteger(op.getInputs()[2 * n].getType()))
    return false;
  auto input = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
  return input && *dimension >= 0 && *dimension < input.getRank() &&
         llvm::all_of(op.getInputs().take_front(n), [&](Value v) {
           auto type = dyn_cast<RankedTensorType>(v.getType());
           return type && type.getRank() == input.getRank();
         });
}

llvm::Error runDynamicApproxTopK(OpContext &ctx, hlo::CustomCallOp op) {
  size_t n = op.getNumResults();
  llvm::SmallVector<Tensor> inputs;
  for (size_t i = 0; i < n; ++i)
    inputs.push_back(ctx.operand(i));
  int64_t dimension = *getApproxTopKDimension(op);
  int64_t k = ctx.operand(2 * n).getIntegerAt(0);
  if (k < 0 || k > inputs[0].getShape()[dimension])
    return ctx.error(llvm::formatv("{0}: k = {1} does not fit dimension {2}",
                                   kDynamicApproxTopK, k, dimension)
                         .str());
  ScalarRegion comparator(ctx.getEvaluator(), getCalledFunction(op).getBody(),
                          &ctx.getFrame());
  auto generic = [&](llvm::ArrayRef<const char *> args) {
    return comparator.runPredicate(args);
  };
  auto sorted = sort(inputs, dimension, SortComparator{std::nullopt, generic});
  if (!sorted)
    return ctx.error(llvm::toString(sorted.takeError()));
  llvm::SmallVector<Tensor> results;
  for (const Tensor &t : *sorted) {
    llvm::SmallVector<int64_t> start(t.getRank(), 0);
    llvm::SmallVector<int64_t> limit(t.getShape());
    llvm::SmallVector<int64_t> strides(t.getRank(), 1);
    limit[dimension] = k;
    auto top = slice(t, start, limit, strides);
    if (!top)
      return ctx.error(llvm::toString(top.takeError()));
    results.push_back(std::move(*top));
  }
  return ctx.setResults(std::move(results));
}

} // namespace

bool isExperimentalOp(hlo::CustomCallOp op) {
  StringRef target = op.getCallTargetName();
  return (target == kDynamicTopK && isDynamicTopK(op)) ||
         (target == kDynamicReduceWindow && isDynamicReduceWindow(op)) ||
         (target == kDynamicRngBitGenerator && isDynamicRngBitGenerator(op)) ||
         (target == kDynamicApproxTopK && isDynamicApproxTopK(op));
}

llvm::Error runExperimentalOp(OpContext &ctx, hlo::CustomCallOp op) {
  if (op.getCallTargetName() == kDynamicTopK)
    return ctx.setResults(topK(ctx.operand(0), ctx.operand(1).getIntegerAt(0)));
  if (op.getCallTargetName() == kDynamicRngBitGenerator)
    return runDynamicRngBitGenerator(ctx, op);
  if (op.getCallTargetName() == kDynamicApproxTopK)
    return runDynamicApproxTopK(ctx, op);
  return runDynamicReduceWindow(ctx, op);
}

} // namespace hlokit::interpreter
