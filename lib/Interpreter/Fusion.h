//===- Fusion.h - chains of elementwise ops run tile by tile ----*- C++ -*-===//
//
// Consecutive elementwise ops of one tensor type whose intermediate values
// are used only inside the chain run together: the chain walks the tensor
// in tiles that stay in cache, running every op's kernel on a tile before
// the next, so only the chain's inputs are read from memory and its result
// written once. Each tile runs the same typed kernels as the unfused ops, so
// the results are bit for bit the same.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_FUSION_H
#define HLOKIT_LIB_INTERPRETER_FUSION_H

#include "Plan.h"

#include "hlokit/Interpreter/Elementwise.h"

namespace hlokit::interpreter {

/// The kernel of an elementwise op: unary or binary, and which.
struct ElementwiseKind {
  bool isBinary;
  UnaryOp unary;
  BinaryOp binary;
};
/// The kind of `op` when it is one of the unary or binary elementwise ops.
std::optional<ElementwiseKind> getElementwiseKind(mlir::Operation &op);

struct FusedChain {
  /// One op of the chain; an argument refers to the chain's input `i` when
  /// `i >= 0`, else to the result of step `-i - 1`.
  struct Step {
    ElementwiseKind kind;
    int lhs, rhs;
  };
  llvm::SmallVector<Step> steps;
  ElementType type;
  int64_t numElements;
};

/// `plan.ops` with each fusable chain replaced by one entry that runs it.
llvm::SmallVector<OpPlan> fuseElementwiseChains(const RegionPlan &plan);

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_FUSION_H
