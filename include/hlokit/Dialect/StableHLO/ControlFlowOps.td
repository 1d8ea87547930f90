//===- ControlFlowOps.td ------------------------------------------*- tablegen -*-===//

#ifndef HLOKIT_STABLEHLO_CONTROLFLOW_OPS
#define HLOKIT_STABLEHLO_CONTROLFLOW_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

// TEMPORARY, reduction branch only: the region terminator of the reduction
// ops, until the control-flow family's `stablehlo.return` is merged. The lead
// replaces this with that definition.
def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "return (temporary minimal definition)";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // HLOKIT_STABLEHLO_CONTROLFLOW_OPS
