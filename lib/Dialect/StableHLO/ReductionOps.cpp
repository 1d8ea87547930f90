//===- ReductionOps.cpp - Reduction ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
