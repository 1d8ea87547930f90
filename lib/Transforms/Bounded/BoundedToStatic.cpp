//===- BoundedToStatic.cpp - the --hlokit-bounded-to-static pass ----------===//
//
// The --hlokit-bounded-to-static pass: first bounds what the operands bound
// (RefineBounds.cpp), then lowers every function with a body
// (FunctionLowering.h). A function that still holds a dynamic dimension
// without a bound, or calls one left so with bounded values, is left
// unchanged with a warning naming it. Padding contents are unspecified, so ops
// that would observe them mask (reduce, dot_general) or move the real elements
// (concatenate along a bounded dimension, and broadcast_in_dim, whose static
// result fixes each size to 1 or its extent). A declared result type may be
// looser than the inferred one, so results get the extents the rewritten op
// computes, then are cut or zero-padded to the declared type's padded shape.
//
//===----------------------------------------------------------------------===//

#include "FunctionLowering.h"

#include "hlokit/Transforms/Bounded/Passes.h"

namespace hlokit {

#define GEN_PASS_DEF_BOUNDEDTOSTATICPASS
#include "hlokit/Transforms/Bounded/Passes.h.inc"

namespace {

using namespace mlir;

/// Why `func` cannot be lowered: the first argument, value or result with a
/// dynamic dimension without a bound; empty when there is none.
std::string findUnboundedValue(func::FuncOp func) {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
    if (bounded::hasUnboundedDim(type)) {
      os << "argument " << i << " has type '" << type << "'";
      return reason;
    }
  func.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (bounded::hasUnboundedDim(type)) {
        os << "'" << op->getName() << "' has a result of type '" << type << "'";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (!reason.empty())
    return reason;
  for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
    if (bounded::hasUnboundedDim(type)) {
      os << "result " << i << " has type '" << type << "'";
      return reason;
    }
  return reason;
}

/// A call to one of `left` that passes or returns a bounded value: its
/// callee keeps the convention the lowering would change.
func::CallOp findBoundedCallInto(func::FuncOp func,
                                 const llvm::DenseSet<Operation *> &left) {
  func::CallOp found;
  func.walk([&](func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || !left.contains(callee) ||
        (llvm::none_of(call.getOperandTypes(), bounded::isBounded) &&
         llvm::none_of(call.getResultTypes(), bounded::isBounded)))
      return WalkResult::advance();
    found = call;
    return WalkResult::interrupt();
  });
  return found;
}

/// The functions to leave unchanged, each reported with a warning.
llvm::DenseSet<Operation *> functionsToLeave(ModuleOp module) {
  llvm::DenseSet<Operation *> left;
  auto leave = [&](func::FuncOp func, const Twine &reason) {
    func.emitWarning("hlokit-bounded-to-static: function @")
        << func.getSymName() << " left unchanged: " << reason;
    left.insert(func);
  };
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    std::string reason = findUnboundedValue(func);
    if (!reason.empty())
      leave(func, reason + " with a dynamic dimension without a bound");
  }
  // Callers of a function left unchanged, until none is added.
  for (bool added = true; added;) {
    added = false;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || left.contains(func))
        continue;
      if (func::CallOp call = findBoundedCallInto(func, left)) {
        leave(func, "it calls @" + call.getCallee() +
                        " with bounded values, and @" + call.getCallee() +
                        " is left unchanged");
        added = true;
      }
    }
  }
  return left;
}

struct BoundedToStaticPass
    : public impl::BoundedToStaticPassBase<BoundedToStaticPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bounded::refineBounds(module);
    llvm::DenseSet<Operation *> left = functionsToLeave(module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || left.contains(func))
        continue;
      if (failed(bounded::FunctionLowering(func).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace hlokit
