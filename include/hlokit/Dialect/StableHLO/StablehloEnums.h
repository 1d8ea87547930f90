//===- StablehloEnums.h - the stablehlo dialect's enums ---------*- C++ -*-===//
//
// The ODS-generated enums (ComparisonDirection, FftType, RngAlgorithm, ...)
// without the op classes, for code that takes them as plain values: the
// interpreter's kernels compute what the enums name and need nothing else of
// the dialect.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_STABLEHLOENUMS_H
#define HLOKIT_DIALECT_STABLEHLO_STABLEHLOENUMS_H

// What the generated declarations use: CustomCallApiVersionAttr derives from
// IntegerAttr; the parsers return FailureOr.
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

#include "hlokit/Dialect/StableHLO/StablehloEnums.h.inc"

#endif // HLOKIT_DIALECT_STABLEHLO_STABLEHLOENUMS_H
