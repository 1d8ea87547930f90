//===- ControlFlowOps.td - region terminator, control flow, tuples -*- tablegen -*-===//
//
// `return` (the terminator of every stablehlo region), the structured control
// flow ops (`if`, `case`, `while`), `optimization_barrier`, `custom_call`, and
// the tuple ops. Printed forms follow upstream StableHLO.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_CONTROLFLOW_OPS
#define HLOKIT_STABLEHLO_CONTROLFLOW_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// return (not in the spec: the terminator of stablehlo regions)
//===----------------------------------------------------------------------===//

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "return (terminator of the regions of stablehlo ops)";
  let description = [{
    Ends a region of a stablehlo op (the bodies of `reduce`, `sort`, `while`,
    `if`, `case`, `scatter`, ...) and yields `results` to that op. Functions
    use `func.return` instead.

    ```mlir
    stablehlo.return %0, %1 : tensor<f32>, tensor<i32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// if (spec: if)
//===----------------------------------------------------------------------===//

// Ops whose regions end in `stablehlo.return`. Their result types follow
// from the regions' signatures, which are checked in `verifyRegions` (after
// the nested ops) by the free `verifyXxxOp` functions, so that every mismatch
// is reported with its spec label. They deliberately do not implement
// InferTypeOpInterface: its generic verifier would report the result-type
// constraint first and without the label, and inference at build time is of
// no use while the regions are still empty.
class StableHLO_RegionOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<"ReturnOp">]> {
  let hasRegionVerifier = 1;
}

def StableHLO_IfOp : StableHLO_RegionOp<"if"> {
  let summary = "if (spec: if)";
  let description = [{
    Runs exactly one of `true_branch` and `false_branch`, chosen by the 0-d
    `pred`, and produces that branch's results. Upstream has no pretty form;
    the op prints generically:

    ```mlir
    %r = "stablehlo.if"(%pred) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred /*if_i1*/);
  let regions = (region SizedRegion<1>:$true_branch /*if_i2*/,
                        SizedRegion<1>:$false_branch /*if_i3*/);
  let results = (outs Variadic<HLO_TensorOrToken>);
}

#endif // HLOKIT_STABLEHLO_CONTROLFLOW_OPS
