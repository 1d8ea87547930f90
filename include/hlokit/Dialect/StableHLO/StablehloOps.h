//===- StablehloOps.h - the stablehlo dialect -------------------*- C++ -*-===//

#ifndef HLOKIT_DIALECT_STABLEHLO_STABLEHLOOPS_H
#define HLOKIT_DIALECT_STABLEHLO_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "hlokit/Dialect/StableHLO/StablehloEnums.h"

#define GET_TYPEDEF_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloAttrs.h.inc"

#include "hlokit/Dialect/StableHLO/StablehloDialect.h.inc"

// Free-function inference/verification and custom assembly directives, one
// header per op family. They come before the op classes because the generated
// op code calls them.
#include "hlokit/Dialect/StableHLO/AssemblyFormat.h"
#include "hlokit/Dialect/StableHLO/Call.h"
#include "hlokit/Dialect/StableHLO/Collective.h"
#include "hlokit/Dialect/StableHLO/ControlFlow.h"
#include "hlokit/Dialect/StableHLO/Convolution.h"
#include "hlokit/Dialect/StableHLO/Dynamic.h"
#include "hlokit/Dialect/StableHLO/Elementwise.h"
#include "hlokit/Dialect/StableHLO/GatherScatter.h"
#include "hlokit/Dialect/StableHLO/Legacy.h"
#include "hlokit/Dialect/StableHLO/MeshAxes.h"
#include "hlokit/Dialect/StableHLO/Numeric.h"
#include "hlokit/Dialect/StableHLO/Quantization.h"
#include "hlokit/Dialect/StableHLO/Random.h"
#include "hlokit/Dialect/StableHLO/Reduction.h"
#include "hlokit/Dialect/StableHLO/Shape.h"
#include "hlokit/Dialect/StableHLO/SpecConstraints.h"
#include "hlokit/Dialect/StableHLO/Token.h"

#define GET_OP_CLASSES
#include "hlokit/Dialect/StableHLO/StablehloOps.h.inc"

#endif // HLOKIT_DIALECT_STABLEHLO_STABLEHLOOPS_H
