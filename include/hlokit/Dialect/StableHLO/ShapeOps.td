//===- ShapeOps.td ------------------------------------------*- tablegen -*-===//

#ifndef HLOKIT_STABLEHLO_SHAPE_OPS
#define HLOKIT_STABLEHLO_SHAPE_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

#endif // HLOKIT_STABLEHLO_SHAPE_OPS
