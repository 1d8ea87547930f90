//===- FreeResultElementType.h - result element type not inferred -*- C++
//-*-===//
//
// Part of hlokit, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// convolution and dynamic_conv infer their result's shape but leave its
// element type free, as upstream's verifiers do (JAX's
// preferred_element_type): inferred and actual results are compared with
// the actual element type in both.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_DIALECT_STABLEHLO_FREERESULTELEMENTTYPE_H
#define HLOKIT_LIB_DIALECT_STABLEHLO_FREERESULTELEMENTTYPE_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeRange.h"

namespace hlokit::stablehlo {

/// True when the single inferred result `inferred` and the single actual
/// result `actual` are compatible once the inferred element type is replaced
/// by the actual one.
inline bool isCompatibleUpToResultElementType(mlir::TypeRange inferred,
                                              mlir::TypeRange actual) {
  if (inferred.size() != 1 || actual.size() != 1)
    return false;
  auto actualType = mlir::cast<mlir::RankedTensorType>(actual.front());
  return isCompatibleForHloTypeInference(
      mlir::cast<mlir::RankedTensorType>(inferred.front())
          .clone(actualType.getElementType()),
      actualType);
}

} // namespace hlokit::stablehlo

#endif // HLOKIT_LIB_DIALECT_STABLEHLO_FREERESULTELEMENTTYPE_H
