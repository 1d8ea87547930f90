//===- Constant.h - tensors from MLIR attributes ----------------*- C++ -*-===//

#ifndef HLOKIT_INTERPRETER_CONSTANT_H
#define HLOKIT_INTERPRETER_CONSTANT_H

#include "hlokit/Interpreter/Tensor.h"

#include "mlir/IR/BuiltinAttributeInterfaces.h"

namespace hlokit::interpreter {

/// The tensor a `dense<...>` attribute describes. Other ElementsAttr kinds
/// (dense_resource, sparse) are reported as unsupported.
llvm::Expected<Tensor> tensorFromAttr(mlir::ElementsAttr attr);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONSTANT_H
