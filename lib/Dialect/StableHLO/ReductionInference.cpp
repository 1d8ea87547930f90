//===- ReductionInference.cpp - Reduction ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/Reduction.h"
