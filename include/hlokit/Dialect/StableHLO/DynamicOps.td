//===- DynamicOps.td ------------------------------------------*- tablegen -*-===//

#ifndef HLOKIT_STABLEHLO_DYNAMIC_OPS
#define HLOKIT_STABLEHLO_DYNAMIC_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

#endif // HLOKIT_STABLEHLO_DYNAMIC_OPS
