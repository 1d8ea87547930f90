//===- Fusion.h - chains of elementwise ops run tile by tile ----*- C++ -*-===//
//
// Consecutive elementwise ops (unary, binary, compare, select, convert) and
// broadcast_in_dim of one result shape, whose intermediate values are used
// only inside the chain, run together: the chain walks the tensor
// in tiles that stay in cache, running every op's kernel on a tile before
// the next, so only the chain's inputs are read from memory and its result
// written once. Each tile runs the same typed kernels as the unfused ops, so
// the results are bit for bit the same. A splat constant operand is read as
// its first tile over and over, so a single op with one runs as a chain too.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_FUSION_H
#define HLOKIT_LIB_INTERPRETER_FUSION_H

#include "Runtime/Plan.h"

#include "hlokit/Interpreter/Math/Elementwise.h"

namespace hlokit::interpreter {

/// The kernel of an elementwise op and its attributes.
struct ElementwiseKind {
  enum class Kind { Unary, Binary, Compare, Select, Convert };
  Kind kind;
  UnaryOp unary = UnaryOp::Abs;
  BinaryOp binary = BinaryOp::Add;
  stablehlo::ComparisonDirection direction = stablehlo::ComparisonDirection::EQ;
  stablehlo::ComparisonType compareType = stablehlo::ComparisonType::NOTYPE;
};
/// The kind of `op` when it is a unary or binary elementwise op, compare,
/// select or convert.
std::optional<ElementwiseKind> getElementwiseKind(mlir::Operation &op);

struct FusedChain {
  /// One op of the chain; an argument refers to the chain's input `i` when
  /// `i >= 0`, else to the result of step `-i - 1`. A broadcast_in_dim step
  /// (`broadcastDimensions` set) reads a whole input and writes its tile of
  /// the broadcast; the others run their kernel on tiles.
  struct Step {
    ElementwiseKind kind;
    std::optional<llvm::SmallVector<int64_t>> broadcastDimensions;
    ElementType type; // of the result
    llvm::SmallVector<int, 3> args;
  };
  llvm::SmallVector<Step> steps;
  /// Per input: a splat constant of the chain's shape, whose first tile
  /// stands for every tile (read from cache, not the whole tensor).
  llvm::SmallVector<bool> splatInputs;
  llvm::SmallVector<int64_t> shape;
  int64_t numElements;
  /// The steps again when every one is float arithmetic (add, subtract,
  /// multiply, divide, maximum, minimum, negate, f32 exponential) on f32 or
  /// f64 or a broadcast of an input, which run together on a few hundred
  /// elements at a time (floatArithmeticChain); else empty. The arithmetic
  /// reads the broadcasts, steps `floatBroadcasts`, as inputs after the chain's
  /// own.
  llvm::SmallVector<FloatArithmeticStep> floatSteps;
  llvm::SmallVector<int> floatBroadcasts;
};

/// `plan.ops` with each fusable chain replaced by one entry that runs it.
llvm::SmallVector<OpPlan> fuseElementwiseChains(const RegionPlan &plan);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_FUSION_H
