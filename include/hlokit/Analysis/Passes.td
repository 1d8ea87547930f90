//===- Passes.td - hlokit analysis passes ------------------*- tablegen -*-===//

#ifndef HLOKIT_ANALYSIS_PASSES
#define HLOKIT_ANALYSIS_PASSES

include "mlir/Pass/PassBase.td"

def PrintIndexingPass : Pass<"hlokit-print-indexing", "mlir::ModuleOp"> {
  let summary = "Print XLA-style indexing maps of every op and function";
  let description = [{
    For every func.func (in order), prints to stdout the indexing maps of each
    op of its body, in XLA's text format, then the output-to-input maps from
    each function result to each argument, composed through the body (our
    counterpart of an XLA fusion), simplified and deduplicated. The IR is not
    changed.

    Input:

    ```mlir
    func.func @t(%arg0: tensor<20x10xf32>) -> tensor<10x20xf32> {
      %0 = stablehlo.transpose %arg0, dims = [1, 0]
          : (tensor<20x10xf32>) -> tensor<10x20xf32>
      return %0 : tensor<10x20xf32>
    }
    ```

    Output of `hlokit-opt --hlokit-print-indexing -o /dev/null`:

    ```
    func @t
      op 0 stablehlo.transpose
        result 0 -> operand 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]
        operand 0 -> result 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 19], d1 in [0, 9]
      result 0 -> argument 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 19]
    ```

    Maps of one argument are sorted by text. Ops the analysis does not model
    print `UNDEFINED`; maps with an empty domain print `KNOWN EMPTY`.
  }];
}

#endif // HLOKIT_ANALYSIS_PASSES
