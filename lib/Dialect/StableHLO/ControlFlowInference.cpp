//===- ControlFlowInference.cpp - ControlFlow ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/ControlFlow.h"
