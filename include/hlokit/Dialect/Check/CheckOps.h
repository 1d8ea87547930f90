//===- CheckOps.h - the check dialect ---------------------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_CHECK_CHECKOPS_H
#define HLOKIT_DIALECT_CHECK_CHECKOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "hlokit/Dialect/Check/CheckDialect.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/Check/CheckOps.h.inc"

#endif // HLOKIT_DIALECT_CHECK_CHECKOPS_H
