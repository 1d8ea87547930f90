//===- ElementwiseOps.cpp - Elementwise ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
