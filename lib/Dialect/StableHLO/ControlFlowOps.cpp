//===- ControlFlowOps.cpp - ControlFlow ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
