//===- ElementwiseHandlers.cpp - elementwise ops to kernels ---------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/Fusion.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"

#include <algorithm>

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// Operand `i`'s buffer when the result can be written into it: this op is
/// its last use, nothing else holds it, and it has the result's type.
Tensor *reusableFor(OpContext &ctx, unsigned i) {
  Tensor *operand = ctx.reusableOperand(i);
  if (!operand || operand->getElementType() != ctx.resultElementType())
    return nullptr;
  return operand;
}

llvm::Error runUnary(OpContext &ctx, UnaryOp op) {
  if (Tensor *reused = reusableFor(ctx, 0)) {
    Tensor result = std::move(*reused);
    if (llvm::Error e = unaryInto(op, result, result))
      return ctx.error(llvm::toString(std::move(e)));
    ctx.setResult(0, std::move(result));
    return llvm::Error::success();
  }
  return ctx.setResult(unary(op, ctx.operand(0), ctx.resultElementType()));
}

llvm::Error runBinary(OpContext &ctx, BinaryOp op) {
  for (unsigned i : {0u, 1u}) {
    Tensor *reused = reusableFor(ctx, i);
    if (!reused)
      continue;
    Tensor result = std::move(*reused);
    const Tensor &lhs = i == 0 ? result : ctx.operand(0);
    const Tensor &rhs = i == 1 ? result : ctx.operand(1);
    if (llvm::Error e = binaryInto(op, lhs, rhs, result))
      return ctx.error(llvm::toString(std::move(e)));
    ctx.setResult(0, std::move(result));
    return llvm::Error::success();
  }
  return ctx.setResult(
      binary(op, ctx.operand(0), ctx.operand(1), ctx.resultElementType()));
}

/// One handler per kernel, so the op's kernel is fixed when the plan picks
/// the handler rather than looked up on every run.
template <UnaryOp Kernel> llvm::Error runUnaryKernel(OpContext &ctx) {
  return runUnary(ctx, Kernel);
}
template <BinaryOp Kernel> llvm::Error runBinaryKernel(OpContext &ctx) {
  return runBinary(ctx, Kernel);
}

llvm::Error runCompare(OpContext &ctx) {
  auto op = cast<hlo::CompareOp>(ctx.getOp());
  return ctx.setResult(
      compare(op.getComparisonDirection(),
              op.getCompareType().value_or(hlo::ComparisonType::NOTYPE),
              ctx.operand(0), ctx.operand(1)));
}

llvm::Error runSelect(OpContext &ctx) {
  return ctx.setResult(select(ctx.operand(0), ctx.operand(1), ctx.operand(2)));
}

llvm::Error runClamp(OpContext &ctx) {
  return ctx.setResult(clamp(ctx.operand(0), ctx.operand(1), ctx.operand(2)));
}

llvm::Error runConvert(OpContext &ctx) {
  return ctx.setResult(convert(ctx.operand(0), ctx.resultElementType()));
}

/// bitcast_convert's result shape: the operand's, with a minor dimension of
/// pieces added for a narrower element type or dropped for a wider one
/// (bitcast_convert_c1; the dropped size is checked when the op is verified
/// again on its runtime types).
llvm::Expected<llvm::SmallVector<int64_t>> bitcastConvertShape(OpContext &ctx) {
  const Tensor &operand = ctx.operand(0);
  llvm::SmallVector<int64_t> shape(operand.getShape());
  unsigned from = getBitWidth(operand.getElementType());
  unsigned to = getBitWidth(ctx.resultElementType());
  if (to < from)
    shape.push_back(from / to);
  else if (to > from && !shape.empty())
    shape.pop_back();
  return shape;
}

llvm::Error runBitcastConvert(OpContext &ctx) {
  return ctx.setResult(bitcastConvert(ctx.operand(0), ctx.resultElementType(),
                                      ctx.resultShape()));
}

/// is_finite: the spec makes every element of a quantized `x` finite, so its
/// storage integers are not looked at (nor dequantized, which could round to
/// an infinity in a narrow expressed type).
llvm::Error runIsFinite(OpContext &ctx) {
  if (!hlo::isQuantized(ctx.getOp().getOperand(0).getType()))
    return runUnary(ctx, UnaryOp::IsFinite);
  auto result = Tensor::allocate(ElementType::I1, ctx.resultShape());
  if (!result)
    return ctx.error(llvm::toString(result.takeError()));
  std::fill_n(result->mutableData<bool>(), result->getNumElements(), true);
  return ctx.setResult(std::move(*result));
}

llvm::Error runReducePrecision(OpContext &ctx) {
  auto op = cast<hlo::ReducePrecisionOp>(ctx.getOp());
  return ctx.setResult(reducePrecision(ctx.operand(0), op.getExponentBits(),
                                       op.getMantissaBits()));
}

/// The unary and binary ops: each one's kernel (which fusion reads) and its
/// handler.
struct ElementwiseOps {
  HandlerTable handlers;
  OpTable<ElementwiseKind> kinds;

  template <typename OpTy, UnaryOp Kernel> void addUnary() {
    handlers.add<OpTy>(runUnaryKernel<Kernel>);
    kinds.add<OpTy>(ElementwiseKind{ElementwiseKind::Kind::Unary, Kernel});
  }
  template <typename OpTy, BinaryOp Kernel> void addBinary() {
    handlers.add<OpTy>(runBinaryKernel<Kernel>);
    kinds.add<OpTy>(
        ElementwiseKind{ElementwiseKind::Kind::Binary, UnaryOp::Abs, Kernel});
  }
};

const ElementwiseOps &elementwiseOps() {
  static const ElementwiseOps ops = [] {
    ElementwiseOps t;
    t.addUnary<hlo::AbsOp, UnaryOp::Abs>();
    t.addUnary<hlo::CbrtOp, UnaryOp::Cbrt>();
    t.addUnary<hlo::CeilOp, UnaryOp::Ceil>();
    t.addUnary<hlo::ClzOp, UnaryOp::CountLeadingZeros>();
    t.addUnary<hlo::CosineOp, UnaryOp::Cosine>();
    t.addUnary<hlo::ExpOp, UnaryOp::Exponential>();
    t.addUnary<hlo::Expm1Op, UnaryOp::ExponentialMinusOne>();
    t.addUnary<hlo::FloorOp, UnaryOp::Floor>();
    t.addUnary<hlo::ImagOp, UnaryOp::Imag>();
    t.addUnary<hlo::LogOp, UnaryOp::Log>();
    t.addUnary<hlo::Log1pOp, UnaryOp::LogPlusOne>();
    t.addUnary<hlo::LogisticOp, UnaryOp::Logistic>();
    t.addUnary<hlo::NegOp, UnaryOp::Negate>();
    t.addUnary<hlo::NotOp, UnaryOp::Not>();
    t.addUnary<hlo::PopulationCountOp, UnaryOp::PopulationCount>();
    t.addUnary<hlo::RealOp, UnaryOp::Real>();
    t.addUnary<hlo::RoundOp, UnaryOp::RoundNearestAfz>();
    t.addUnary<hlo::RoundNearestEvenOp, UnaryOp::RoundNearestEven>();
    t.addUnary<hlo::RsqrtOp, UnaryOp::Rsqrt>();
    t.addUnary<hlo::SignOp, UnaryOp::Sign>();
    t.addUnary<hlo::SineOp, UnaryOp::Sine>();
    t.addUnary<hlo::SqrtOp, UnaryOp::Sqrt>();
    t.addUnary<hlo::SquareOp, UnaryOp::Square>();
    t.addUnary<hlo::TanOp, UnaryOp::Tan>();
    t.addUnary<hlo::TanhOp, UnaryOp::Tanh>();
    // is_finite fuses as its kernel; its handler skips the kernel for
    // quantized operands.
    t.handlers.add<hlo::IsFiniteOp>(runIsFinite);
    t.kinds.add<hlo::IsFiniteOp>(
        ElementwiseKind{ElementwiseKind::Kind::Unary, UnaryOp::IsFinite});
    t.addBinary<hlo::AddOp, BinaryOp::Add>();
    t.addBinary<hlo::AndOp, BinaryOp::And>();
    t.addBinary<hlo::Atan2Op, BinaryOp::Atan2>();
    t.addBinary<hlo::ComplexOp, BinaryOp::Complex>();
    t.addBinary<hlo::DivOp, BinaryOp::Divide>();
    t.addBinary<hlo::MaxOp, BinaryOp::Maximum>();
    t.addBinary<hlo::MinOp, BinaryOp::Minimum>();
    t.addBinary<hlo::MulOp, BinaryOp::Multiply>();
    t.addBinary<hlo::OrOp, BinaryOp::Or>();
    t.addBinary<hlo::PowOp, BinaryOp::Power>();
    t.addBinary<hlo::RemOp, BinaryOp::Remainder>();
    t.addBinary<hlo::ShiftLeftOp, BinaryOp::ShiftLeft>();
    t.addBinary<hlo::ShiftRightArithmeticOp, BinaryOp::ShiftRightArithmetic>();
    t.addBinary<hlo::ShiftRightLogicalOp, BinaryOp::ShiftRightLogical>();
    t.addBinary<hlo::SubtractOp, BinaryOp::Subtract>();
    t.addBinary<hlo::XorOp, BinaryOp::Xor>();
    return t;
  }();
  return ops;
}

} // namespace

std::optional<ElementwiseKind> getElementwiseKind(Operation &op) {
  using Kind = ElementwiseKind::Kind;
  if (const ElementwiseKind *kind = elementwiseOps().kinds.lookup(&op))
    return *kind;
  if (auto compare = dyn_cast<hlo::CompareOp>(op)) {
    ElementwiseKind kind{Kind::Compare};
    kind.direction = compare.getComparisonDirection();
    kind.compareType =
        compare.getCompareType().value_or(hlo::ComparisonType::NOTYPE);
    return kind;
  }
  if (isa<hlo::SelectOp>(op))
    return ElementwiseKind{Kind::Select};
  if (isa<hlo::ConvertOp>(op))
    return ElementwiseKind{Kind::Convert};
  return std::nullopt;
}

void addElementwiseHandlers(HandlerTable &table, ShapeFunctionTable &shapes) {
  for (const auto &[op, handler] : elementwiseOps().handlers)
    table.insert(op, handler);
  table.add<hlo::CompareOp>(runCompare);
  table.add<hlo::SelectOp>(runSelect);
  table.add<hlo::ClampOp>(runClamp);
  table.add<hlo::ConvertOp>(runConvert);
  table.add<hlo::BitcastConvertOp>(runBitcastConvert);
  shapes.add<hlo::BitcastConvertOp>(bitcastConvertShape);
  table.add<hlo::ReducePrecisionOp>(runReducePrecision);
}

} // namespace hlokit::interpreter
