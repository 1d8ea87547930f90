//===- Passes.td - passes on bounded programs --------------*- tablegen -*-===//

#ifndef HLOKIT_TRANSFORMS_BOUNDED_PASSES
#define HLOKIT_TRANSFORMS_BOUNDED_PASSES

include "mlir/Pass/PassBase.td"

def BoundedToStaticPass : Pass<"hlokit-bounded-to-static", "mlir::ModuleOp"> {
  let summary = "Lower bounded tensors to padded static buffers plus sizes";
  let description = [{
    Rewrites every function so that it has only static shapes, as XLA's
    dynamic padder does: a bounded tensor value becomes its padded buffer
    (each bounded dimension at its bound) plus one `tensor<i32>` size per
    dynamic dimension. A bounded argument or result is followed by its sizes,
    in increasing dimension order. Padding contents are unspecified; ops that
    would read them (reduce, concatenate along a bounded dimension) mask or
    move the real elements. An op the pass does not support in a bounded
    position makes the pass fail with an error naming the op. See
    docs/bounded-dynamism.md, "Lowering to static shapes".
  }];
  let dependentDialects = ["hlokit::stablehlo::StableHLODialect"];
}

#endif // HLOKIT_TRANSFORMS_BOUNDED_PASSES
