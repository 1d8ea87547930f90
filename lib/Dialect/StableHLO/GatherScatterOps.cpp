//===- GatherScatterOps.cpp - GatherScatter ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
