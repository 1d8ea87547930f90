//===- RuntimeShapes.h - runtime shapes against declared types --*- C++ -*-===//
//
// A value of a `?` or bounded tensor type has its actual shape only at run
// time. These helpers say whether such a shape may be a value of a type.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RUNTIMESHAPES_H
#define HLOKIT_INTERPRETER_RUNTIMESHAPES_H

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

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RUNTIMESHAPES_H
