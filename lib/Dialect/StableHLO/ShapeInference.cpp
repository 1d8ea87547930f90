//===- ShapeInference.cpp - Shape ops: shape inference and checks --------===//

#include "hlokit/Dialect/StableHLO/Shape.h"
