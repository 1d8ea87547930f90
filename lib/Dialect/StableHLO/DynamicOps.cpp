//===- DynamicOps.cpp - Dynamic ops: verifiers, builders, syntax -------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
