//===- RunLimitsTest.cpp - memory budgets and run limits ------------------===//
//
// MemoryBudget charges and gives back exactly what tensors hold, refuses
// before allocating, and Evaluator::setLimits stops runaway programs with
// errors naming the op (docs/limits.md).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Tensor/MemoryBudget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <thread>

namespace hlokit::interpreter {
namespace {

TEST(MemoryBudgetTest, TensorsAreChargedWhileTheyLive) {
  auto budget = std::make_shared<MemoryBudget>(1 << 20);
  MemoryBudget::Scope scope(*budget);
  {
    Tensor small = llvm::cantFail(Tensor::allocate(ElementType::F32, {10}));
    Tensor large = llvm::cantFail(Tensor::allocate(ElementType::F32, {65536}));
    EXPECT_EQ(budget->getLiveBytes(), 40 + 262144);
    Tensor copy = large; // shares the buffer: charged once
    EXPECT_EQ(budget->getLiveBytes(), 40 + 262144);
  }
  EXPECT_EQ(budget->getLiveBytes(), 0);
}

TEST(MemoryBudgetTest, OverTheLimitNothingIsAllocated) {
  auto budget = std::make_shared<MemoryBudget>(1000);
  MemoryBudget::Scope scope(*budget);
  Tensor held = llvm::cantFail(Tensor::allocate(ElementType::SI8, {600}));
  int64_t allocations = Tensor::getNumAllocations();
  llvm::Expected<Tensor> refused = Tensor::allocate(ElementType::SI8, {401});
  ASSERT_FALSE(static_cast<bool>(refused));
  EXPECT_EQ(llvm::toString(refused.takeError()),
            "result of 401 bytes would exceed the memory limit: 600 bytes of "
            "tensors are live and the limit is 1000 bytes (--max-memory)");
  EXPECT_EQ(Tensor::getNumAllocations(), allocations);
  EXPECT_EQ(budget->getLiveBytes(), 600);
  EXPECT_TRUE(static_cast<bool>(Tensor::allocate(ElementType::SI8, {400})));
}

TEST(MemoryBudgetTest, TheDefaultBudgetIsChargedThroughThreadReserves) {
  MemoryBudget &budget = MemoryBudget::processDefault();
  int64_t before = budget.getLiveBytes();
  std::thread([&] {
    Tensor t = llvm::cantFail(Tensor::allocate(ElementType::F32, {10}));
    // The first tensor of a thread takes a reserve of 1 MiB along.
    EXPECT_EQ(budget.getLiveBytes(), before + 40 + (1 << 20));
    Tensor u = llvm::cantFail(Tensor::allocate(ElementType::F32, {10}));
    EXPECT_EQ(budget.getLiveBytes(), before + 40 + (1 << 20));
  }).join();
  // The thread's tensors and reserve went back as it ended.
  EXPECT_EQ(budget.getLiveBytes(), before);
}

TEST(MemoryBudgetTest, ScopesNestAndDefaultToTheProcessBudget) {
  EXPECT_EQ(&MemoryBudget::current(), &MemoryBudget::processDefault());
  EXPECT_EQ(MemoryBudget::processDefault().getLimit(), getDefaultMemoryLimit());
  EXPECT_EQ(getDefaultMemoryLimit(), getPhysicalMemory() / 4 * 3);
  auto outer = std::make_shared<MemoryBudget>(100);
  auto inner = std::make_shared<MemoryBudget>(100);
  {
    MemoryBudget::Scope a(*outer);
    {
      MemoryBudget::Scope b(*inner);
      EXPECT_EQ(&MemoryBudget::current(), inner.get());
    }
    EXPECT_EQ(&MemoryBudget::current(), outer.get());
  }
  EXPECT_EQ(&MemoryBudget::current(), &MemoryBudget::processDefault());
}

constexpr const char *kPrograms = R"mlir(
func.func @forever() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  return %r : tensor<i64>
}
func.func @count(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  return %r : tensor<i64>
}
func.func @big() -> tensor<262144xf32> {
  %r = stablehlo.iota dim = 0 : tensor<262144xf32>
  return %r : tensor<262144xf32>
}
)mlir";

class RunLimitsTest : public ::testing::Test {
protected:
  RunLimitsTest() {
    context.loadDialect<mlir::func::FuncDialect, stablehlo::StableHLODialect>();
    module = mlir::parseSourceString<mlir::ModuleOp>(kPrograms, &context);
  }

  llvm::Expected<llvm::SmallVector<RuntimeValue>>
  run(llvm::StringRef name, const RunLimits &limits,
      llvm::ArrayRef<RuntimeValue> args = {}) {
    Evaluator evaluator(*module, llvm::errs());
    evaluator.setLimits(limits);
    return evaluator.run(module->lookupSymbol<mlir::func::FuncOp>(name), args);
  }

  static std::string
  errorOf(llvm::Expected<llvm::SmallVector<RuntimeValue>> r) {
    EXPECT_FALSE(static_cast<bool>(r));
    return r ? std::string() : llvm::toString(r.takeError());
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

TEST_F(RunLimitsTest, StepsStopAnEndlessLoopAtItsWhile) {
  std::string error = errorOf(run("forever", {0, 500, {}}));
  EXPECT_TRUE(llvm::StringRef(error).ends_with(
      ":4:8: 'stablehlo.while': the run reached its limit of 500 steps "
      "(--max-steps)"))
      << error;
}

TEST_F(RunLimitsTest, StepsAreCountedPerOpAsWritten) {
  Tensor n = llvm::cantFail(Tensor::zeros(ElementType::SI64, {}));
  n.mutableData<int64_t>()[0] = 10;
  // The function's block (3 steps) once, the cond (2) 11 times, the body
  // (3) 10 times: 55 steps.
  EXPECT_TRUE(static_cast<bool>(run("count", {0, 55, {}}, {n})));
  EXPECT_FALSE(static_cast<bool>(run("count", {0, 54, {}}, {n})));
}

TEST_F(RunLimitsTest, TimeStopsAnEndlessLoop) {
  auto start = std::chrono::steady_clock::now();
  std::string error =
      errorOf(run("forever", {0, 0, std::chrono::milliseconds(50)}));
  EXPECT_TRUE(llvm::StringRef(error).ends_with(
      "the run reached its time limit of 50 ms (--max-time)"))
      << error;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST_F(RunLimitsTest, MemoryIsRefusedAtTheOp) {
  std::string error = errorOf(run("big", {1000000, 0, {}}));
  EXPECT_TRUE(llvm::StringRef(error).ends_with(
      ":29:8: 'stablehlo.iota': result of 1048576 bytes would exceed the "
      "memory limit: 0 bytes of tensors are live and the limit is 1000000 "
      "bytes (--max-memory)"))
      << error;
  EXPECT_TRUE(static_cast<bool>(run("big", {1 << 20, 0, {}})));
}

} // namespace
} // namespace hlokit::interpreter
