//===- Elementwise.h - elementwise kernels ----------------------*- C++ -*-===//
//
// The spec's elementwise ops as loops over contiguous buffers. Operands must
// have the same shape (the verifier guarantees it); the result element type
// is passed in because a few ops change it (abs/real/imag of complex,
// is_finite, complex, compare).
//
// Integer x / 0, x % 0, INT_MIN / -1 and INT_MIN % -1 give 0, as upstream's
// reference interpreter does; shifts by a negative amount or by the bit width
// or more give 0 (left, logical) or the sign fill (arithmetic), as in XLA.
// Narrow integers (i4/ui4) wrap to 4 bits.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_ELEMENTWISE_H
#define HLOKIT_INTERPRETER_ELEMENTWISE_H

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <optional>

namespace hlokit::interpreter {

enum class UnaryOp {
  Abs,
  Cbrt,
  Ceil,
  CountLeadingZeros,
  Cosine,
  Exponential,
  ExponentialMinusOne,
  Floor,
  Imag,
  IsFinite,
  Log,
  LogPlusOne,
  Logistic,
  Negate,
  Not,
  PopulationCount,
  Real,
  RoundNearestAfz,
  RoundNearestEven,
  Rsqrt,
  Sign,
  Sine,
  Sqrt,
  Square,
  Tan,
  Tanh,
};

enum class BinaryOp {
  Add,
  And,
  Atan2,
  Complex,
  Divide,
  Maximum,
  Minimum,
  Multiply,
  Or,
  Power,
  Remainder,
  ShiftLeft,
  ShiftRightArithmetic,
  ShiftRightLogical,
  Subtract,
  Xor,
};

llvm::Expected<Tensor> unary(UnaryOp op, const Tensor &operand,
                             ElementType resultType);

llvm::Expected<Tensor> binary(BinaryOp op, const Tensor &lhs, const Tensor &rhs,
                              ElementType resultType);

/// unary and binary writing into `result`, which has the operands' shape and
/// the result element type and may be one of the operands (in place: each
/// element is read before it is written).
llvm::Error unaryInto(UnaryOp op, const Tensor &operand, Tensor &result);
llvm::Error binaryInto(BinaryOp op, const Tensor &lhs, const Tensor &rhs,
                       Tensor &result);

/// Whether `op` is add, subtract, multiply, divide, maximum or minimum: the
/// ops floatArithmeticChain runs on f32 and f64.
bool isFloatArithmetic(BinaryOp op);

/// Whether floatArithmeticChain runs `op` on `type` (f32 or f64) as a
/// unary step: negate, and exponential on f32 (the vectorized expOfFloat).
bool isFloatChainUnary(UnaryOp op, ElementType type);

/// One step of a chain of float arithmetic ops: `lhs op rhs`, or `unary`
/// of `lhs` when set, where an argument `i >= 0` is the chain's input i and
/// `-k - 1` the result of step k.
struct FloatArithmeticStep {
  BinaryOp op;
  int lhs, rhs;
  std::optional<UnaryOp> unary = std::nullopt;
};

/// Elements floatArithmeticChain takes at once: every step's values stay
/// in the L1 cache.
inline constexpr int64_t floatChainElements = 256;

/// Runs `steps` (ops of isFloatArithmetic and isFloatChainUnary) on `n <=
/// floatChainElements`
/// elements of `inputs`, step k writing scratch[k * floatChainElements..]
/// and the last step `out`; the same bits as the ops run one by one
/// (binaryInto).
void floatArithmeticChain(llvm::ArrayRef<FloatArithmeticStep> steps,
                          llvm::ArrayRef<const float *> inputs, float *scratch,
                          float *out, int64_t n);
void floatArithmeticChain(llvm::ArrayRef<FloatArithmeticStep> steps,
                          llvm::ArrayRef<const double *> inputs,
                          double *scratch, double *out, int64_t n);

/// compare; NOTYPE picks the spec's type for the operands' element type.
/// WEAKORDER: -0 equals +0, every NaN equals every other NaN and is greater
/// than every number (NumPy's sort order).
llvm::Expected<Tensor> compare(stablehlo::ComparisonDirection direction,
                               stablehlo::ComparisonType type,
                               const Tensor &lhs, const Tensor &rhs);

/// select: `pred` is a scalar or has the operands' shape.
llvm::Expected<Tensor> select(const Tensor &pred, const Tensor &onTrue,
                              const Tensor &onFalse);

/// compare and select writing into `result`, which has the operands' shape
/// and the result element type (i1 for compare) and may be one of them.
void compareInto(stablehlo::ComparisonDirection direction,
                 stablehlo::ComparisonType type, const Tensor &lhs,
                 const Tensor &rhs, Tensor &result);
void selectInto(const Tensor &pred, const Tensor &onTrue, const Tensor &onFalse,
                Tensor &result);

/// clamp: `min` and `max` are scalars or have the operand's shape.
llvm::Expected<Tensor> clamp(const Tensor &min, const Tensor &operand,
                             const Tensor &max);

/// Wraps i2/ui2/i4/ui4 values stored in a byte back into their bits (no-op
/// for other types).
void wrapNarrowIntegers(Tensor &tensor);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_ELEMENTWISE_H
