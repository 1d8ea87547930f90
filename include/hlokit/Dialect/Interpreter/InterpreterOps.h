//===- InterpreterOps.h - the interpreter dialect ---------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_INTERPRETER_INTERPRETEROPS_H
#define HLOKIT_DIALECT_INTERPRETER_INTERPRETEROPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

#include "hlokit/Dialect/Interpreter/InterpreterDialect.h.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/Interpreter/InterpreterOps.h.inc"

#endif // HLOKIT_DIALECT_INTERPRETER_INTERPRETEROPS_H
