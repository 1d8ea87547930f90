//===- GatherScatterInference.cpp - GatherScatter ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/GatherScatter.h"
