//===- Constant.h - tensors from MLIR attributes ----------------*- C++ -*-===//

#ifndef HLOKIT_INTERPRETER_CONSTANT_H
#define HLOKIT_INTERPRETER_CONSTANT_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "mlir/IR/BuiltinAttributeInterfaces.h"

namespace hlokit::interpreter {

/// The tensor a `dense<...>` attribute describes. Other ElementsAttr kinds
/// (dense_resource, sparse) are reported as unsupported.
llvm::Expected<Tensor> tensorFromAttr(mlir::ElementsAttr attr);

/// The tensor of a constant `value` of a value of type `type`. A quantized
/// type's storage integers are signless in the attribute (`tensor<2xi8>` for
/// `u8` storage too); they are read in the storage type, so a quantized
/// constant's tensor holds what quantized tensors hold.
llvm::Expected<Tensor> tensorFromAttr(mlir::ElementsAttr value,
                                      mlir::Type type);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONSTANT_H
