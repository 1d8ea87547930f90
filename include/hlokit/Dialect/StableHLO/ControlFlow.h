//===- ControlFlow.h - ControlFlow ops: inference, verification -*- C++ -*-===//
//
// Free functions shared by the verifiers, the builders and the tests, and the
// custom<> directives of the family's assembly formats. A region is described
// by its signature as a FunctionType: the types of its block arguments and of
// the operands of its `stablehlo.return`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H
#define HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H

#include "hlokit/Dialect/StableHLO/TypeUtils.h"

// The generated checks of tuple operands (NestedTupleOf) call
// mlir::getFlattenedTypes.
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SmallVector.h"

namespace hlokit::stablehlo {

class StableHLODialect;

/// Lets the inliner inline calls into stablehlo regions and inline functions
/// that contain stablehlo ops. Called from the dialect's initialize().
void addInlinerInterface(StableHLODialect *dialect);

//===----------------------------------------------------------------------===//
// Shared by the region ops
//===----------------------------------------------------------------------===//

/// The most specific type that both `a` and `b` refine: dimensions on which
/// compatible ranked tensors disagree become dynamic. Used for the results of
/// ops that yield the value of one of several regions.
mlir::Type joinCompatibleTypes(mlir::Type a, mlir::Type b);

/// The signature of a single-block region, `(block args) -> (returned)`. The
/// region traits must have checked that it ends with `stablehlo.return`
/// (`map` uses it too).
mlir::FunctionType getRegionSignature(mlir::Region &region);

/// Checks that the declared `results` are compatible with `inferred`, the
/// types an op's regions yield (`label` names the spec constraint).
mlir::LogicalResult
verifyResultsMatchInferred(std::optional<mlir::Location> loc,
                           llvm::StringRef label, mlir::TypeRange inferred,
                           mlir::TypeRange results);

//===----------------------------------------------------------------------===//
// if, case
//===----------------------------------------------------------------------===//

/// if: both branches take no arguments and yield compatible types; the
/// results are their join.
mlir::LogicalResult inferIfOp(std::optional<mlir::Location> loc,
                              mlir::Type predType,
                              mlir::FunctionType trueBranch,
                              mlir::FunctionType falseBranch,
                              llvm::SmallVectorImpl<mlir::Type> &inferred);

/// if: inferIfOp, then if_c3 on the declared results.
mlir::LogicalResult verifyIfOp(std::optional<mlir::Location> loc,
                               mlir::Type predType,
                               mlir::FunctionType trueBranch,
                               mlir::FunctionType falseBranch,
                               mlir::TypeRange results);

/// case: at least one branch, none takes arguments, all yield compatible
/// types; the results are their join.
mlir::LogicalResult inferCaseOp(std::optional<mlir::Location> loc,
                                mlir::Type indexType,
                                llvm::ArrayRef<mlir::FunctionType> branches,
                                llvm::SmallVectorImpl<mlir::Type> &inferred);

/// case: inferCaseOp, then case_c4 on the declared results.
mlir::LogicalResult verifyCaseOp(std::optional<mlir::Location> loc,
                                 mlir::Type indexType,
                                 llvm::ArrayRef<mlir::FunctionType> branches,
                                 mlir::TypeRange results);

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

/// while: the results have the operands' types (while_c3).
mlir::LogicalResult inferWhileOp(std::optional<mlir::Location> loc,
                                 mlir::TypeRange operands,
                                 llvm::SmallVectorImpl<mlir::Type> &inferred);

/// while: `cond` maps the operand types to a 0-d i1 tensor (while_c1),
/// `body` maps them to themselves (while_c2), and the results have the
/// operand types (while_c3).
mlir::LogicalResult verifyWhileOp(std::optional<mlir::Location> loc,
                                  mlir::TypeRange operands,
                                  mlir::FunctionType cond,
                                  mlir::FunctionType body,
                                  mlir::TypeRange results);

//===----------------------------------------------------------------------===//
// optimization_barrier, tuple, get_tuple_element
//===----------------------------------------------------------------------===//

/// optimization_barrier: the results have the operands' types.
mlir::LogicalResult
inferOptimizationBarrierOp(std::optional<mlir::Location> loc,
                           mlir::TypeRange operands,
                           llvm::SmallVectorImpl<mlir::Type> &inferred);

/// optimization_barrier_c1: type(operand...) = type(result...).
mlir::LogicalResult
verifyOptimizationBarrierOp(std::optional<mlir::Location> loc,
                            mlir::TypeRange operands, mlir::TypeRange results);

/// tuple: the result is the tuple of the operand types.
mlir::LogicalResult inferTupleOp(mlir::MLIRContext *context,
                                 std::optional<mlir::Location> loc,
                                 mlir::TypeRange val,
                                 llvm::SmallVectorImpl<mlir::Type> &inferred);

/// tuple_c1: result = tuple<type(val)...>.
mlir::LogicalResult verifyTupleOp(std::optional<mlir::Location> loc,
                                  mlir::TypeRange val, mlir::Type result);

/// get_tuple_element: the result is element `index` of the tuple `operand`
/// (get_tuple_element_c1 checks the index).
mlir::LogicalResult
inferGetTupleElementOp(std::optional<mlir::Location> loc, mlir::Type operand,
                       int64_t index,
                       llvm::SmallVectorImpl<mlir::Type> &inferred);

/// get_tuple_element: c1, then get_tuple_element_c2 on the declared result.
mlir::LogicalResult verifyGetTupleElementOp(std::optional<mlir::Location> loc,
                                            mlir::Type operand, int64_t index,
                                            mlir::Type result);

//===----------------------------------------------------------------------===//
// custom_call (the spec states no constraints; these are upstream's checks)
//===----------------------------------------------------------------------===//

/// An entry of custom_call's `output_operand_aliases`.
struct OperandAlias {
  llvm::ArrayRef<int64_t> outputTupleIndices;
  int64_t operandIndex;
  llvm::ArrayRef<int64_t> operandTupleIndices;
};

/// A layout is a permutation of a tensor's dimensions, minor to major.
using Layout = llvm::SmallVector<int64_t>;

/// Layouts are given for both operands and results or for neither; one per
/// operand, and one per result (per element of a single tuple result); a
/// tensor's layout permutes its dimensions and a token's is empty.
mlir::LogicalResult
verifyCustomCallLayouts(std::optional<mlir::Location> loc,
                        mlir::TypeRange inputs, mlir::TypeRange results,
                        std::optional<llvm::ArrayRef<Layout>> operand,
                        std::optional<llvm::ArrayRef<Layout>> result);

/// Each alias names an existing operand (part) and result (part) of the same
/// type. Several results are addressed like the elements of a tuple.
mlir::LogicalResult
verifyCustomCallAliases(std::optional<mlir::Location> loc,
                        mlir::TypeRange inputs, mlir::TypeRange results,
                        llvm::ArrayRef<OperandAlias> aliases);

/// `backend_config` (when present) is a dictionary for the typed FFI and a
/// string otherwise.
mlir::LogicalResult
verifyCustomCallBackendConfig(std::optional<mlir::Location> loc, bool typedFfi,
                              mlir::Attribute backendConfig);

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

/// `custom<PairwiseOpType>(type($operand), type($result))`: the operand types
/// once, `tensor<f32>, tensor<i32>`; the results have the same types.
void printPairwiseOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                         mlir::TypeRange operands, mlir::TypeRange results);
mlir::ParseResult
parsePairwiseOpType(mlir::OpAsmParser &parser,
                    llvm::SmallVectorImpl<mlir::Type> &operands,
                    llvm::SmallVectorImpl<mlir::Type> &results);

/// `custom<TupleOpType>(type($val), type($result))`: only the tuple type; the
/// operand types are its elements.
void printTupleOpType(mlir::OpAsmPrinter &p, mlir::Operation *op,
                      mlir::TypeRange operands, mlir::Type result);
mlir::ParseResult parseTupleOpType(mlir::OpAsmParser &parser,
                                   llvm::SmallVectorImpl<mlir::Type> &operands,
                                   mlir::Type &result);

/// `custom<CustomCallTarget>($call_target_name)`: the name as a symbol,
/// `@foo` or `@"foo-bar"`.
void printCustomCallTarget(mlir::OpAsmPrinter &p, mlir::Operation *op,
                           mlir::StringAttr target);
mlir::ParseResult parseCustomCallTarget(mlir::OpAsmParser &parser,
                                        mlir::StringAttr &target);

/// Index lists inside attributes: `[0, 1]`.
void printBracketedIndices(mlir::AsmPrinter &p, llvm::ArrayRef<int64_t> values);
mlir::FailureOr<llvm::SmallVector<int64_t>>
parseBracketedIndices(mlir::AsmParser &parser);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_CONTROLFLOW_H
