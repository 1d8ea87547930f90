//===- InterpreterOps.cpp - the interpreter dialect -----------------------===//

#include "hlokit/Dialect/Interpreter/InterpreterOps.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

#include "hlokit/Dialect/Interpreter/InterpreterDialect.cpp.inc"

#define GET_OP_CLASSES
#include "hlokit/Dialect/Interpreter/InterpreterOps.cpp.inc"

namespace hlokit::interpreter {

void InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlokit/Dialect/Interpreter/InterpreterOps.cpp.inc"
      >();
}

namespace {

/// A program of the grid: `@f` or, in upstream's older tests, `"f"`.
StringAttr programName(Attribute entry) {
  if (auto symbol = dyn_cast<FlatSymbolRefAttr>(entry))
    return symbol.getAttr();
  return dyn_cast<StringAttr>(entry);
}

/// The function `name` names, or an error.
FailureOr<func::FuncOp> lookupFunction(Operation *op,
                                       SymbolTableCollection &symbolTable,
                                       StringAttr name) {
  auto func = symbolTable.lookupNearestSymbolFrom<func::FuncOp>(op, name);
  if (!func)
    return op->emitOpError("function @") << name.getValue() << " not found";
  return func;
}

/// The values passed to or returned by the programs (`what`: "input" or
/// "result"), in grid order, must match the programs' types.
LogicalResult checkGridTypes(Operation *op, StringRef what, TypeRange declared,
                             ArrayRef<Type> expected) {
  if (declared.size() != expected.size())
    return op->emitOpError("has ")
           << declared.size() << " " << what << "s, but its programs have "
           << expected.size() << " in total";
  for (auto [i, types] : llvm::enumerate(llvm::zip(declared, expected)))
    if (!stablehlo::isCompatibleForHloTypeInference(std::get<0>(types),
                                                    std::get<1>(types)))
      return op->emitOpError()
             << what << " " << i << " has type " << std::get<0>(types)
             << ", but its program expects " << std::get<1>(types);
  return success();
}

} // namespace

SmallVector<SmallVector<StringAttr>> RunParallelOp::getProgramNames() {
  SmallVector<SmallVector<StringAttr>> names;
  for (Attribute replica : getPrograms())
    names.push_back(
        llvm::map_to_vector(cast<ArrayAttr>(replica).getValue(), programName));
  return names;
}

LogicalResult RunParallelOp::verify() {
  ArrayAttr programs = getPrograms();
  if (programs.empty() || cast<ArrayAttr>(programs[0]).empty())
    return emitOpError("`programs` must name at least one program");
  size_t numPartitions = cast<ArrayAttr>(programs[0]).size();
  for (auto [replica, row] : llvm::enumerate(programs)) {
    auto entries = cast<ArrayAttr>(row);
    if (entries.size() != numPartitions)
      return emitOpError("`programs` must have ")
             << numPartitions << " programs (partitions) per replica, "
             << "replica " << replica << " has " << entries.size();
    for (Attribute entry : entries)
      if (!programName(entry))
        return emitOpError("`programs` entries must be function symbols, got ")
               << entry;
  }
  if (std::optional<ArrayAttr> infeed = getInfeed(); infeed && infeed->empty())
    return emitOpError("`infeed`, when present, must name a function");
  return success();
}

LogicalResult
RunParallelOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  SmallVector<Type> argumentTypes, resultTypes;
  for (const SmallVector<StringAttr> &replica : getProgramNames())
    for (StringAttr name : replica) {
      auto func = lookupFunction(*this, symbolTable, name);
      if (failed(func))
        return failure();
      llvm::append_range(argumentTypes, func->getArgumentTypes());
      llvm::append_range(resultTypes, func->getResultTypes());
    }
  if (failed(checkGridTypes(*this, "input", getInputs().getTypes(),
                            argumentTypes)) ||
      failed(checkGridTypes(*this, "result", getResultTypes(), resultTypes)))
    return failure();
  if (std::optional<ArrayAttr> infeed = getInfeed()) {
    for (auto symbol : infeed->getAsRange<FlatSymbolRefAttr>()) {
      auto func = lookupFunction(*this, symbolTable, symbol.getAttr());
      if (failed(func))
        return failure();
      if (func->getNumResults() != 1 ||
          !isa<RankedTensorType>(func->getResultTypes()[0]))
        return emitOpError("infeed function @")
               << symbol.getValue() << " must return one tensor, returns "
               << func->getResultTypes();
    }
  }
  return success();
}

} // namespace hlokit::interpreter
