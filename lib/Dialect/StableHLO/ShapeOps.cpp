//===- ShapeOps.cpp - Shape ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
