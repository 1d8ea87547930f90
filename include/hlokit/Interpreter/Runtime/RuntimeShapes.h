//===- RuntimeShapes.h - runtime shapes against declared types --*- C++ -*-===//
//
// A value of a `?` or bounded tensor type has its actual shape only at run
// time. These helpers say whether such a shape may be a value of a type, and
// bind a caller's tensor to a function parameter.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RUNTIMESHAPES_H
#define HLOKIT_INTERPRETER_RUNTIMESHAPES_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <string>

namespace hlokit::interpreter {

/// Why `shape` cannot be the runtime shape of a value of `type` (a rank
/// mismatch, a static size differing, or a size above the dimension's bound,
/// naming the dimension); nullopt when it fits.
std::optional<std::string> checkShapeFits(llvm::ArrayRef<int64_t> shape,
                                          mlir::RankedTensorType type);

/// `tensor` as an argument for a parameter of type `paramType`: its element
/// type converted when it is the .npy stand-in for the parameter's
/// (adaptNpyElementType), its shape checked to fit. Errors start with
/// `label` ("input 0 (x.npy)").
llvm::Expected<Tensor> bindArgument(const Tensor &tensor, mlir::Type paramType,
                                    llvm::StringRef label);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RUNTIMESHAPES_H
