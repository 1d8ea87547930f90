//===- DynamicInference.cpp - Dynamic ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/Dynamic.h"
