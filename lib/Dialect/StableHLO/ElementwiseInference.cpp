//===- ElementwiseInference.cpp - Elementwise ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/Elementwise.h"
