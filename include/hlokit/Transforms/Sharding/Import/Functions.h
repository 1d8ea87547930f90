//===- Functions.h - functions and calls for the sharding passes -*- C++
//-*-===//
//
// Shardy walks calls callees first, copies functions under new names that
// remember the original (`sdy.original_func_name`), and reads a function's
// argument and result shardings as one list.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_FUNCTIONS_H
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_FUNCTIONS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace hlokit::sdy {

/// The attribute naming the function a copy was made from.
inline constexpr llvm::StringLiteral kOriginalFuncName =
    "sdy.original_func_name";

/// The attribute of a function that a named computation made of it keeps
/// (and gives back when exported).
inline constexpr llvm::StringLiteral kExecutionThreadAttr = "execution_thread";

/// `sdy.original_func_name` of `func`, or its name.
mlir::StringAttr getOriginalFuncName(mlir::func::FuncOp func);

/// The entry function of `module`: its only function, or `main`; null when
/// there is neither.
mlir::func::FuncOp lookupMainFunc(mlir::ModuleOp module);

/// lookupMainFunc, with Shardy's error on `module` when there is none.
mlir::func::FuncOp lookupMainFuncOrError(mlir::ModuleOp module);

/// A copy of `func`, and of every function it calls, each inserted into
/// `symbols` under a new name and remembering the original; returns the
/// copy of `func`, not yet inserted.
mlir::func::FuncOp cloneFuncRecursively(mlir::func::FuncOp func,
                                        mlir::SymbolTable &symbols);

/// Fails, with an error at a call closing a cycle ("recursive call of @f;
/// the sharding passes need an acyclic call graph"), when functions of
/// `module` call themselves, directly or not: copying a function with its
/// callees would not end.
mlir::LogicalResult checkAcyclicCallGraph(mlir::ModuleOp module);

/// Calls `fn` on every function of `module`, callees before callers, or
/// callers before callees when `preOrder`.
void iterateFuncs(mlir::ModuleOp module,
                  llvm::function_ref<void(mlir::func::FuncOp)> fn,
                  bool preOrder = false);

/// Calls `fn` on every call of `module`: function by function, callees
/// before callers, nested calls before the ops holding them.
void walkCalls(mlir::ModuleOp module,
               llvm::function_ref<void(mlir::func::CallOp)> fn);

/// The argument (result) shardings of `func`, those without one fully open
/// on the mesh of the first that has one not on a maximal mesh; null when
/// there is none.
TensorShardingPerValueAttr getFuncArgShardings(mlir::func::FuncOp func);
TensorShardingPerValueAttr getFuncResultShardings(mlir::func::FuncOp func);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_FUNCTIONS_H
