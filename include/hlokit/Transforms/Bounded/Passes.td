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
    move the real elements. A dynamic dimension declared without a bound
    first takes the bound the op's type inference finds from its operands; a
    function that still has one without a bound is left unchanged with a
    warning. An op the pass does not support in a bounded position makes the
    pass fail with an error naming the op. See docs/bounded-dynamism.md,
    "Lowering to static shapes".

    Example:

    ```mlir
    func.func @f(%x: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32> {
      %0 = stablehlo.abs %x : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32>
      return %0 : tensor<?xf32>
    }
    ```

    becomes

    ```mlir
    func.func @f(%x: tensor<4xf32>, %size: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
      %0 = stablehlo.abs %x : tensor<4xf32>
      return %0, %size : tensor<4xf32>, tensor<i32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::stablehlo::StableHLODialect"];
}

#endif // HLOKIT_TRANSFORMS_BOUNDED_PASSES
