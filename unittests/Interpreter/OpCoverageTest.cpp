//===- OpCoverageTest.cpp - every op has a handler and a quantized mode ---===//
//
// Walks every registered op of the dialects the interpreter runs: each must
// have a handler, except the ops listed in opsWithoutHandler, and every op of
// stablehlo and chlo must say how it runs on quantized tensors. An op added
// to a dialect fails here until the interpreter knows it.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Runtime/OpCoverage.h"
#include "hlokit/Dialect/CHLO/ChloOps.h"
#include "hlokit/Dialect/Check/CheckOps.h"
#include "hlokit/Dialect/Interpreter/InterpreterOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"

#include "gtest/gtest.h"

namespace hlokit::interpreter {
namespace {

/// The ops that have no handler on purpose, the one list of them (docs/
/// interpreter.md, "Not supported", tells users):
/// - stablehlo.return ends a region: the region's plan reads its operands
///   as the region's results (RegionPlan::resultSlots); it never runs as an
///   op.
llvm::SmallVector<mlir::TypeID> opsWithoutHandler() {
  return {mlir::TypeID::get<stablehlo::ReturnOp>()};
}

class OpCoverageTest : public ::testing::Test {
protected:
  OpCoverageTest() {
    context.loadDialect<stablehlo::StableHLODialect, chlo::CHLODialect,
                        check::CheckDialect, InterpreterDialect>();
  }

  /// The registered ops of the dialect named `dialect`.
  llvm::SmallVector<mlir::RegisteredOperationName>
  opsOf(llvm::StringRef dialect) {
    llvm::SmallVector<mlir::RegisteredOperationName> ops;
    for (mlir::RegisteredOperationName op : context.getRegisteredOperations())
      if (op.getDialectNamespace() == dialect)
        ops.push_back(op);
    return ops;
  }

  mlir::MLIRContext context;
};

TEST_F(OpCoverageTest, EveryOpHasAHandler) {
  llvm::SmallVector<mlir::TypeID> exempt = opsWithoutHandler();
  for (llvm::StringRef dialect :
       {"stablehlo", "chlo", "check", "interpreter"}) {
    llvm::SmallVector<mlir::RegisteredOperationName> ops = opsOf(dialect);
    EXPECT_FALSE(ops.empty()) << dialect.str();
    for (mlir::RegisteredOperationName op : ops) {
      bool listed = llvm::is_contained(exempt, op.getTypeID());
      EXPECT_NE(hasHandler(op.getTypeID()), listed)
          << op.getStringRef().str()
          << (listed ? " has a handler but is in opsWithoutHandler"
                     : " has no handler");
    }
  }
}

TEST_F(OpCoverageTest, EveryOpHasAQuantizedExecution) {
  for (llvm::StringRef dialect : {"stablehlo", "chlo"})
    for (mlir::RegisteredOperationName op : opsOf(dialect))
      EXPECT_TRUE(getQuantizedExecution(op.getTypeID()).has_value())
          << op.getStringRef().str()
          << " is missing from the quantized execution table";
}

TEST_F(OpCoverageTest, OpsOutsideTheSpecHaveNoQuantizedExecution) {
  EXPECT_FALSE(getQuantizedExecution(mlir::TypeID::get<check::ExpectEqOp>()));
}

} // namespace
} // namespace hlokit::interpreter
