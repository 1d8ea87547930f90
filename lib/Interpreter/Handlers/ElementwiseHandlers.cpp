//===- ElementwiseHandlers.cpp - elementwise ops to kernels ---------------===//

#include "Runtime/EvaluatorImpl.h"
#include "Runtime/Fusion.h"
#include "Runtime/RegionFunctions.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"

#include <algorithm>
#include <utility>

using namespace mlir;
namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

struct UnaryEntry {
  const char *name;
  UnaryOp op;
};
struct BinaryEntry {
  const char *name;
  BinaryOp op;
};

constexpr UnaryEntry kUnaryOps[] = {
    {"stablehlo.abs", UnaryOp::Abs},
    {"stablehlo.cbrt", UnaryOp::Cbrt},
    {"stablehlo.ceil", UnaryOp::Ceil},
    {"stablehlo.count_leading_zeros", UnaryOp::CountLeadingZeros},
    {"stablehlo.cosine", UnaryOp::Cosine},
    {"stablehlo.exponential", UnaryOp::Exponential},
    {"stablehlo.exponential_minus_one", UnaryOp::ExponentialMinusOne},
    {"stablehlo.floor", UnaryOp::Floor},
    {"stablehlo.imag", UnaryOp::Imag},
    {"stablehlo.is_finite", UnaryOp::IsFinite},
    {"stablehlo.log", UnaryOp::Log},
    {"stablehlo.log_plus_one", UnaryOp::LogPlusOne},
    {"stablehlo.logistic", UnaryOp::Logistic},
    {"stablehlo.negate", UnaryOp::Negate},
    {"stablehlo.not", UnaryOp::Not},
    {"stablehlo.popcnt", UnaryOp::PopulationCount},
    {"stablehlo.real", UnaryOp::Real},
    {"stablehlo.round_nearest_afz", UnaryOp::RoundNearestAfz},
    {"stablehlo.round_nearest_even", UnaryOp::RoundNearestEven},
    {"stablehlo.rsqrt", UnaryOp::Rsqrt},
    {"stablehlo.sign", UnaryOp::Sign},
    {"stablehlo.sine", UnaryOp::Sine},
    {"stablehlo.sqrt", UnaryOp::Sqrt},
    {"stablehlo.square", UnaryOp::Square},
    {"stablehlo.tan", UnaryOp::Tan},
    {"stablehlo.tanh", UnaryOp::Tanh},
};

constexpr BinaryEntry kBinaryOps[] = {
    {"stablehlo.add", BinaryOp::Add},
    {"stablehlo.and", BinaryOp::And},
    {"stablehlo.atan2", BinaryOp::Atan2},
    {"stablehlo.complex", BinaryOp::Complex},
    {"stablehlo.divide", BinaryOp::Divide},
    {"stablehlo.maximum", BinaryOp::Maximum},
    {"stablehlo.minimum", BinaryOp::Minimum},
    {"stablehlo.multiply", BinaryOp::Multiply},
    {"stablehlo.or", BinaryOp::Or},
    {"stablehlo.power", BinaryOp::Power},
    {"stablehlo.remainder", BinaryOp::Remainder},
    {"stablehlo.shift_left", BinaryOp::ShiftLeft},
    {"stablehlo.shift_right_arithmetic", BinaryOp::ShiftRightArithmetic},
    {"stablehlo.shift_right_logical", BinaryOp::ShiftRightLogical},
    {"stablehlo.subtract", BinaryOp::Subtract},
    {"stablehlo.xor", BinaryOp::Xor},
};

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

/// One handler per op, so the op's kind is fixed when the plan picks the
/// handler rather than looked up by name on every run.
template <size_t I> llvm::Error runUnaryAt(OpContext &ctx) {
  return runUnary(ctx, kUnaryOps[I].op);
}
template <size_t I> llvm::Error runBinaryAt(OpContext &ctx) {
  return runBinary(ctx, kBinaryOps[I].op);
}
template <size_t... I>
void addUnaryHandlers(HandlerTable &table, std::index_sequence<I...>) {
  ((table[kUnaryOps[I].name] = runUnaryAt<I>), ...);
}
template <size_t... I>
void addBinaryHandlers(HandlerTable &table, std::index_sequence<I...>) {
  ((table[kBinaryOps[I].name] = runBinaryAt<I>), ...);
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

} // namespace

std::optional<ElementwiseKind> getElementwiseKind(Operation &op) {
  using Kind = ElementwiseKind::Kind;
  llvm::StringRef name = op.getName().getStringRef();
  for (const UnaryEntry &entry : kUnaryOps)
    if (name == entry.name)
      return ElementwiseKind{Kind::Unary, entry.op};
  for (const BinaryEntry &entry : kBinaryOps)
    if (name == entry.name)
      return ElementwiseKind{Kind::Binary, UnaryOp::Abs, entry.op};
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
  addUnaryHandlers(table, std::make_index_sequence<std::size(kUnaryOps)>());
  addBinaryHandlers(table, std::make_index_sequence<std::size(kBinaryOps)>());
  table["stablehlo.compare"] = runCompare;
  table["stablehlo.select"] = runSelect;
  table["stablehlo.clamp"] = runClamp;
  table["stablehlo.convert"] = runConvert;
  table["stablehlo.bitcast_convert"] = runBitcastConvert;
  shapes["stablehlo.bitcast_convert"] = bitcastConvertShape;
  table["stablehlo.reduce_precision"] = runReducePrecision;
  table["stablehlo.is_finite"] = runIsFinite;
}

} // namespace hlokit::interpreter
