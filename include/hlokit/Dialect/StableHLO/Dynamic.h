//===- Dynamic.h - Dynamic ops: inference, verification, syntax -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H
#define HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

namespace hlokit::stablehlo {} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_DYNAMIC_H
