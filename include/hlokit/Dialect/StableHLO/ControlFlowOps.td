//===- ControlFlowOps.td ------------------------------------------*- tablegen -*-===//

#ifndef HLOKIT_STABLEHLO_CONTROLFLOW_OPS
#define HLOKIT_STABLEHLO_CONTROLFLOW_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

// Minimal stand-in so scatter's update_computation can be tested; the
// control-flow family owns the real definition.
def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "return (spec: return)";
  let arguments = (ins Variadic<HLO_TensorOrToken>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // HLOKIT_STABLEHLO_CONTROLFLOW_OPS
