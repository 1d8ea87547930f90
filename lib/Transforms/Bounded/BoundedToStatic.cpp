//===- BoundedToStatic.cpp - the --hlokit-bounded-to-static pass ----------===//
//
// The --hlokit-bounded-to-static pass: lowers every function with a body
// (FunctionLowering.h). Padding contents are unspecified, so ops that would
// observe them mask (reduce, dot_general) or move the real elements
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

struct BoundedToStaticPass
    : public impl::BoundedToStaticPassBase<BoundedToStaticPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (failed(bounded::FunctionLowering(func).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace hlokit
