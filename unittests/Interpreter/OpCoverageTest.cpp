//===- OpCoverageTest.cpp - the test dialects' ops all have handlers -----===//
//
// Walks every registered op of the dialects the interpreter runs: each must
// have a handler; stablehlo's and chlo's are checked with the other tables by
// the opset coverage test.
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

// stablehlo and chlo are checked, with every other table, by the opset
// coverage test (unittests/Opset); these are the dialects of tests.
TEST_F(OpCoverageTest, EveryTestDialectOpHasAHandler) {
  for (llvm::StringRef dialect : {"check", "interpreter"}) {
    llvm::SmallVector<mlir::RegisteredOperationName> ops = opsOf(dialect);
    EXPECT_FALSE(ops.empty()) << dialect.str();
    for (mlir::RegisteredOperationName op : ops)
      EXPECT_TRUE(hasHandler(op.getTypeID()))
          << op.getStringRef().str() << " has no handler";
  }
}

TEST_F(OpCoverageTest, ReturnHasNoHandlerOnPurpose) {
  mlir::TypeID id = mlir::TypeID::get<stablehlo::ReturnOp>();
  EXPECT_FALSE(hasHandler(id));
  EXPECT_NE(getNoHandlerReason(id), nullptr);
  EXPECT_EQ(getNoHandlerReason(mlir::TypeID::get<stablehlo::AddOp>()), nullptr);
}

TEST_F(OpCoverageTest, OpsOutsideTheSpecHaveNoQuantizedExecution) {
  EXPECT_FALSE(getQuantizedExecution(mlir::TypeID::get<check::ExpectEqOp>()));
}

} // namespace
} // namespace hlokit::interpreter
