//===- CheckHandlers.cpp - the check ops and check custom calls -----------===//
//
// A failed check is reported and counted; evaluation continues so one run
// shows every failure. JAX-exported tests spell checks as
// `stablehlo.custom_call @check.expect_eq(...)` /
// `@check.expect_close(...)` / `@check.expect_almost_eq(...)`, with the
// ULP bounds or the tolerance as attributes of the call (defaults:
// max_ulp_difference 3, min_ulp_difference 0, tolerance 1e-4). Older
// exports spell it `%ok = stablehlo.custom_call @check.eq(...) ->
// tensor<i1>` and return the flag from @main. JAX's shape-polymorphic
// exports guard their dimension variables with `custom_call
// @shape_assertion`, which fails the run when the sizes given do not fit.
// Their sharded exports annotate values with `custom_call @Sharding`,
// `@SPMDFullToShardShape` and `@SPMDShardToFullShape` (Shardy's:
// `@xla.sdy.GlobalToLocalShape`, `@xla.sdy.LocalToGlobalShape`,
// `@xla.sdy.FuncResultSharding`) and memory placements with
// `@annotate_device_placement`: in one process the shard is the whole value
// and memory is one, so these are the identity. StableHLO's
// experimental ops (`@stablehlo.dynamic_top_k`, ...) run as the ops they
// stand for (ExperimentalOpHandlers.cpp), and JAX's GPU kernels of closed-form
// functions as those functions (JaxKernelHandlers.cpp).
//
//===----------------------------------------------------------------------===//

#include "Extensions/CustomCallHandlers.h"
#include "Runtime/EvaluatorImpl.h"

#include "hlokit/Dialect/Check/CheckOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Comparison.h"
#include "hlokit/Interpreter/Tensor/Constant.h"

using namespace mlir;
namespace hlo = hlokit::stablehlo;
namespace chk = hlokit::check;

namespace hlokit::interpreter {

namespace {

llvm::Error report(OpContext &ctx, std::optional<std::string> failure) {
  if (failure)
    ctx.getEvaluator().reportCheckFailure(ctx.getOp(), *failure);
  return llvm::Error::success();
}

/// The constant operand of the `_const` checks, read for the operand's type
/// (a quantized operand's constant holds storage integers).
llvm::Error withConstant(OpContext &ctx, ElementsAttr attr,
                         llvm::function_ref<llvm::Error(const Tensor &)> f) {
  llvm::Expected<Tensor> expected =
      tensorFromAttr(attr, ctx.getOp().getOperand(0).getType());
  if (!expected)
    return ctx.error(llvm::toString(expected.takeError()));
  return f(*expected);
}

llvm::Error runExpectEqConst(OpContext &ctx) {
  auto op = cast<chk::ExpectEqConstOp>(ctx.getOp());
  return withConstant(ctx, op.getValue(), [&](const Tensor &expected) {
    return report(ctx, compareExact(ctx.operand(0), expected));
  });
}

llvm::Error runExpectAlmostEqConst(OpContext &ctx) {
  auto op = cast<chk::ExpectAlmostEqConstOp>(ctx.getOp());
  double tolerance = op.getTolerance().convertToDouble();
  return withConstant(ctx, op.getValue(), [&](const Tensor &expected) {
    return report(ctx, compareAlmost(ctx.operand(0), expected, tolerance));
  });
}

llvm::Error runExpectEq(OpContext &ctx) {
  return report(ctx, compareExact(ctx.operand(0), ctx.operand(1)));
}

llvm::Error runExpectAlmostEq(OpContext &ctx) {
  auto op = cast<chk::ExpectAlmostEqOp>(ctx.getOp());
  return report(ctx, compareAlmost(ctx.operand(0), ctx.operand(1),
                                   op.getTolerance().convertToDouble()));
}

llvm::Error runExpectClose(OpContext &ctx) {
  auto op = cast<chk::ExpectCloseOp>(ctx.getOp());
  return report(ctx, compareClose(ctx.operand(0), ctx.operand(1),
                                  op.getMinUlpDifference(),
                                  op.getMaxUlpDifference()));
}

uint64_t intAttrOr(Operation &op, StringRef name, uint64_t fallback) {
  if (auto attr = op.getAttrOfType<IntegerAttr>(name))
    return attr.getValue().getZExtValue();
  return fallback;
}

/// A result type of `tensor<i1>`, the flag `@check.eq` returns.
bool isScalarI1(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 &&
         tensor.getElementType().isInteger(1);
}

/// `@check.eq` compares as upstream's interpreter does: integers and
/// booleans exactly, everything else within 1e-4; its result says whether
/// the check passed.
llvm::Error runCheckEq(OpContext &ctx) {
  const Tensor &actual = ctx.operand(0), &expected = ctx.operand(1);
  ElementType type = expected.getElementType();
  std::optional<std::string> failure =
      isInteger(type) || type == ElementType::I1
          ? compareExact(actual, expected)
          : compareAlmost(actual, expected, 1e-4);
  llvm::Expected<Tensor> passed = Tensor::allocate(ElementType::I1, {});
  if (!passed)
    return passed.takeError();
  passed->mutableData<bool>()[0] = !failure;
  if (llvm::Error error = report(ctx, std::move(failure)))
    return error;
  return ctx.setResult(std::move(passed));
}

/// True when `types` are scalar integers, the dimension values a
/// shape_assertion's message refers to.
bool areScalarIntegers(TypeRange types) {
  return llvm::all_of(types, [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() == 0 &&
           isa<IntegerType>(tensor.getElementType());
  });
}

/// `custom_call @shape_assertion(%ok, %values...) {error_message = "..."}`:
/// nothing when %ok holds; otherwise a run-time error with the message, in
/// which `{i}` stands for %values[i] (JAX's format: the dimension variables
/// the input shapes gave).
llvm::Error runShapeAssertion(OpContext &ctx, hlo::CustomCallOp op) {
  if (ctx.operand(0).data<bool>()[0])
    return llvm::Error::success();
  std::string message = "shape assertion failed";
  if (auto text = op->getAttrOfType<StringAttr>("error_message"))
    message = text.str();
  for (unsigned i = 1, e = op.getInputs().size(); i < e; ++i) {
    std::string placeholder = "{" + std::to_string(i - 1) + "}";
    std::string value = std::to_string(ctx.operand(i).getIntegerAt(0));
    for (size_t at = message.find(placeholder); at != std::string::npos;
         at = message.find(placeholder, at + value.size()))
      message.replace(at, placeholder.size(), value);
  }
  return ctx.error(message);
}

/// The sharding annotations of JAX's exports (GSPMD's and, written as custom
/// calls, Shardy's) and its memory placement annotation: the identity on one
/// process when their result type is their operand's.
bool isShardingIdentity(hlo::CustomCallOp op) {
  StringRef target = op.getCallTargetName();
  return (target == "Sharding" || target == "SPMDFullToShardShape" ||
          target == "SPMDShardToFullShape" ||
          target == "xla.sdy.GlobalToLocalShape" ||
          target == "xla.sdy.LocalToGlobalShape" ||
          target == "xla.sdy.FuncResultSharding" ||
          target == "annotate_device_placement") &&
         op.getInputs().size() == 1 && op.getNumResults() == 1 &&
         op.getInputs()[0].getType() == op->getResult(0).getType();
}

/// Dispatches on the call's target, a name in the program (data), never an
/// op of a dialect.
llvm::Error runCustomCall(OpContext &ctx) {
  auto op = cast<hlo::CustomCallOp>(ctx.getOp());
  StringRef target = op.getCallTargetName();
  if (target == "check.eq" && op.getInputs().size() == 2 &&
      op.getNumResults() == 1 && isScalarI1(op->getResult(0).getType()))
    return runCheckEq(ctx);
  if (target == "shape_assertion" && !op.getInputs().empty() &&
      op.getNumResults() == 0 && isScalarI1(op.getInputs()[0].getType()) &&
      areScalarIntegers(op.getInputs().drop_front().getTypes()))
    return runShapeAssertion(ctx, op);
  if (isExperimentalOp(op))
    return runExperimentalOp(ctx, op);
  if (isJaxKernel(op))
    return runJaxKernel(ctx, op);
  if (isShardingIdentity(op)) {
    ctx.setResult(0, ctx.value(op.getInputs()[0]));
    return llvm::Error::success();
  }
  bool binaryCheck = op.getInputs().size() == 2 && op.getNumResults() == 0;
  if (binaryCheck && target == "check.expect_eq")
    return report(ctx, compareExact(ctx.operand(0), ctx.operand(1)));
  if (binaryCheck && target == "check.expect_close")
    return report(ctx, compareClose(ctx.operand(0), ctx.operand(1),
                                    intAttrOr(*op, "min_ulp_difference", 0),
                                    intAttrOr(*op, "max_ulp_difference", 3)));
  if (binaryCheck && target == "check.expect_almost_eq") {
    double tolerance = 1e-4;
    if (auto attr = op->getAttrOfType<FloatAttr>("tolerance"))
      tolerance = attr.getValueAsDouble();
    return report(ctx,
                  compareAlmost(ctx.operand(0), ctx.operand(1), tolerance));
  }
  return llvm::createStringError(
      ("custom_call @" + target + " is not supported by the interpreter")
          .str());
}

} // namespace

void addCheckHandlers(HandlerTable &table) {
  table.add<chk::ExpectEqConstOp>(runExpectEqConst);
  table.add<chk::ExpectAlmostEqConstOp>(runExpectAlmostEqConst);
  table.add<chk::ExpectEqOp>(runExpectEq);
  table.add<chk::ExpectAlmostEqOp>(runExpectAlmostEq);
  table.add<chk::ExpectCloseOp>(runExpectClose);
  table.add<hlo::CustomCallOp>(runCustomCall);
}

} // namespace hlokit::interpreter
