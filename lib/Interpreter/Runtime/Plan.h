//===- Plan.h - functions prepared once for running -------------*- C++ -*-===//
//
// A RegionPlan is a block made ready to run: every op resolved to its handler
// and to what the evaluator must do around it (shape computation, quantized
// twin), every value numbered with a slot of the frame, and each value's last
// use found (liveness), so frames are arrays and dead values release their
// buffers, which lets the last user of a buffer write into it in place.
// Plans are built the first time a region runs and kept in a PlanCache,
// which an API Module shares across calls.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_PLAN_H
#define HLOKIT_LIB_INTERPRETER_PLAN_H

#include "Runtime/EvaluatorImpl.h"

#include "mlir/IR/Region.h"

#include <mutex>

namespace hlokit::interpreter {

/// The handler and shape function tables, built once per process.
struct HandlerRegistry {
  HandlerTable handlers;
  ShapeFunctionTable shapeFunctions;
};
const HandlerRegistry &getHandlerRegistry();

struct FusedChain;

/// A slot number meaning "not a slot of this frame".
constexpr unsigned kNoSlot = ~0u;

/// One op, resolved.
struct OpPlan {
  mlir::Operation *op = nullptr;
  /// Null when the interpreter has no handler for the op.
  OpHandler handler = nullptr;
  /// A result element type the interpreter does not support, if any.
  std::optional<mlir::Type> unsupportedElementType;
  /// Quantized operands or results, run as dequantize-op-quantize.
  bool runsInExpressedType = false;
  /// Every result's shape is its static type's, so nothing is computed or
  /// checked around the handler; resultShapes/resultTypes hold them.
  bool staticShapes = false;
  llvm::SmallVector<llvm::ArrayRef<int64_t>, 1> resultShapes;
  llvm::SmallVector<ElementType, 1> resultTypes;
  /// Slot of result 0 (results are consecutive), or kNoSlot for an op run
  /// outside a plan (a quantized op's expressed-type twin).
  unsigned firstResultSlot = kNoSlot;
  /// The values the op reads: its operands, or a fused chain's inputs.
  llvm::SmallVector<mlir::Value, 3> operands;
  /// Per operand: its slot when defined in this block, else kNoSlot.
  llvm::SmallVector<unsigned, 3> operandSlots;
  /// Per operand: this op is the value's last use and reads it once, so the
  /// handler may take the value (and write into its buffer).
  llvm::SmallVector<bool, 3> lastUse;
  /// Slots whose values are dead once this op has run.
  llvm::SmallVector<unsigned, 2> releaseAfter;
  /// For a fused chain of elementwise ops (Fusion.h), the chain; `op` is
  /// its last op, whose result the chain produces.
  std::shared_ptr<const FusedChain> fused;
};

/// The single block of a region, resolved.
struct RegionPlan {
  mlir::Block *block = nullptr;
  unsigned numSlots = 0;
  /// Slot of each block argument and op result of the block.
  llvm::DenseMap<mlir::Value, unsigned> slots;
  llvm::SmallVector<OpPlan> ops; // without the terminator
  /// `ops` with chains of elementwise ops replaced by one fused entry each;
  /// what runs when no observer needs to see every op.
  llvm::SmallVector<OpPlan> fusedOps;
  llvm::SmallVector<unsigned, 2> resultSlots; // the terminator's operands

  unsigned slotOf(mlir::Value v) const {
    auto it = slots.find(v);
    return it == slots.end() ? kNoSlot : it->second;
  }
};

/// Resolves `op` outside of any plan (slots left as kNoSlot).
OpPlan planOp(mlir::Operation &op);

/// Plans of regions, built on first use. Safe to share between evaluators
/// running on different threads; a module's regions must outlive it and not
/// change.
class PlanCache {
public:
  const RegionPlan &get(mlir::Region &region);

private:
  std::mutex mutex;
  llvm::DenseMap<mlir::Region *, std::unique_ptr<RegionPlan>> plans;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_PLAN_H
