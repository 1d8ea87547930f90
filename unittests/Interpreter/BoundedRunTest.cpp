//===- BoundedRunTest.cpp - the bounded-dynamism RFC's programs through the Evaluator -----===//
//
// The two slicing programs of the bounded-dynamism seed (real_dynamic_slice
// vs. pad + dynamic_slice + set_dimension_size) must agree, and equal
// data[start:limit], for every valid 0 <= start <= limit <= 7. Arguments
// that exceed a parameter's bound are rejected by Evaluator::run.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

namespace hlokit::interpreter {
namespace {

constexpr const char *kSeedFunctions = R"mlir(
func.func @slice_with_unbounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32> {
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %result = stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return %result : tensor<?xf32>
}

func.func @slice_with_bounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>> {
  %pad_value = stablehlo.constant dense<0.0> : tensor<f32>
  %padded_data = stablehlo.pad %data, %pad_value, low = [0], high = [7], interior = [0]
    : (tensor<7xf32>, tensor<f32>) -> tensor<14xf32>
  %scalar_start = stablehlo.reshape %start : (tensor<1xi32>) -> tensor<i32>
  %padded_result = stablehlo.dynamic_slice %padded_data, %scalar_start, sizes = [7]
    : (tensor<14xf32>, tensor<i32>) -> tensor<7xf32>
  %slice_size = stablehlo.subtract %limit, %start : tensor<1xi32>
  %scalar_size = stablehlo.reshape %slice_size : (tensor<1xi32>) -> tensor<i32>
  %result = stablehlo.set_dimension_size %padded_result, %scalar_size, dim = 0
    : (tensor<7xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
  func.return %result : tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
}

func.func @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}
)mlir";

class BoundedRunTest : public ::testing::Test {
protected:
  BoundedRunTest() {
    context.loadDialect<mlir::func::FuncDialect, stablehlo::StableHLODialect>();
    module = mlir::parseSourceString<mlir::ModuleOp>(kSeedFunctions, &context);
  }

  mlir::func::FuncOp function(llvm::StringRef name) {
    return module->lookupSymbol<mlir::func::FuncOp>(name);
  }

  /// Runs `name` and returns its single result tensor.
  Tensor runOne(llvm::StringRef name, llvm::ArrayRef<RuntimeValue> args) {
    Evaluator evaluator(*module, llvm::errs());
    auto results = evaluator.run(function(name), args);
    if (!results) {
      ADD_FAILURE() << llvm::toString(results.takeError());
      return Tensor();
    }
    EXPECT_EQ(results->size(), 1u);
    return (*results)[0].getTensor();
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

template <typename T>
Tensor makeVector(ElementType type, llvm::ArrayRef<T> values) {
  Tensor t =
      cantFail(Tensor::allocate(type, {static_cast<int64_t>(values.size())}));
  std::copy(values.begin(), values.end(), t.mutableData<T>());
  return t;
}

Tensor index(int32_t value) {
  return makeVector<int32_t>(ElementType::SI32, {value});
}

TEST_F(BoundedRunTest, SliceProgramsAgreeForEveryValidRange) {
  ASSERT_TRUE(module);
  const float data[] = {10, 11, 12, 13, 14, 15, 16};
  Tensor dataTensor = makeVector<float>(ElementType::F32, data);
  int checked = 0;
  for (int32_t start = 0; start <= 7; ++start) {
    for (int32_t limit = start; limit <= 7; ++limit) {
      SCOPED_TRACE(testing::Message()
                   << "start " << start << " limit " << limit);
      llvm::SmallVector<RuntimeValue> args = {dataTensor, index(start),
                                              index(limit)};
      Tensor unbounded = runOne("slice_with_unbounded_dynamism", args);
      Tensor bounded = runOne("slice_with_bounded_dynamism", args);
      ASSERT_EQ(unbounded.getShape(),
                llvm::ArrayRef<int64_t>{int64_t(limit - start)});
      EXPECT_TRUE(unbounded.bitwiseEquals(bounded));
      for (int32_t i = 0; i < limit - start; ++i)
        EXPECT_EQ(unbounded.data<float>()[i], data[start + i]);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 36);
}

TEST_F(BoundedRunTest, SelfConcatSizeIsTwiceTheInputSize) {
  ASSERT_TRUE(module);
  for (int32_t size : {0, 1, 5, 16}) {
    std::vector<int32_t> values(size, 7);
    Tensor result = runOne("self_concat_size",
                           {makeVector<int32_t>(ElementType::SI32, values)});
    EXPECT_EQ(result.data<int32_t>()[0], 2 * size);
  }
}

TEST_F(BoundedRunTest, RunRejectsArgumentAboveItsBound) {
  ASSERT_TRUE(module);
  std::vector<int32_t> values(17, 7);
  Evaluator evaluator(*module, llvm::errs());
  auto results =
      evaluator.run(function("self_concat_size"),
                    {makeVector<int32_t>(ElementType::SI32, values)});
  ASSERT_FALSE(results);
  EXPECT_EQ(llvm::toString(results.takeError()),
            "function @self_concat_size argument 0: dimension 0 has runtime "
            "size 17 which exceeds its bound 16 in tensor<?xi32, "
            "#stablehlo.bounds<16>>");
}

TEST_F(BoundedRunTest, RunRejectsStaticSizeMismatch) {
  ASSERT_TRUE(module);
  const float data[] = {1, 2, 3};
  Evaluator evaluator(*module, llvm::errs());
  auto results = evaluator.run(
      function("slice_with_unbounded_dynamism"),
      {makeVector<float>(ElementType::F32, data), index(0), index(1)});
  ASSERT_FALSE(results);
  EXPECT_EQ(llvm::toString(results.takeError()),
            "function @slice_with_unbounded_dynamism argument 0: dimension 0 "
            "has size 3 but tensor<7xf32> requires 7");
}

} // namespace
} // namespace hlokit::interpreter
