//===- ChloOps.h - the chlo dialect -----------------------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_CHLO_CHLOOPS_H
#define HLOKIT_DIALECT_CHLO_CHLOOPS_H

#include "hlokit/Dialect/CHLO/Chlo.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "hlokit/Dialect/CHLO/ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/CHLO/ChloAttrs.h.inc"

#include "hlokit/Dialect/CHLO/ChloDialect.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/CHLO/ChloOps.h.inc"

#endif // HLOKIT_DIALECT_CHLO_CHLOOPS_H
