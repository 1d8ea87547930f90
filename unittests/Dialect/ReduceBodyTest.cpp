//===- ReduceBodyTest.cpp - classifyReduceBody ----------------------------===//

#include "hlokit/Dialect/StableHLO/ReduceBody.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

#include <string>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

class ReduceBody : public ::testing::Test {
protected:
  ReduceBody() { context.loadDialect<func::FuncDialect, StableHLODialect>(); }

  /// The kind of a reduce of one i32 input whose body `^bb0(%a, %b)` is
  /// `body`.
  ReduceBodyKind classify(const std::string &body) {
    return classifyModule(R"(
      func.func @f(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
        %r = "stablehlo.reduce"(%x, %z) ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          )" + body + R"(
        }) {dimensions = array<i64: 0>}
          : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
        func.return %r : tensor<i32>
      })");
  }

  ReduceBodyKind classifyModule(const std::string &source) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, ParserConfig(&context));
    EXPECT_TRUE(module);
    if (!module)
      return ReduceBodyKind::Other;
    ReduceBodyKind kind = ReduceBodyKind::Other;
    module->walk(
        [&](ReduceOp reduce) { kind = classifyReduceBody(reduce.getBody()); });
    return kind;
  }

  /// A body applying `op` to (%a, %b).
  ReduceBodyKind classifyOp(const std::string &op) {
    return classify("%r = " + op +
                    " %a, %b : tensor<i32>\n stablehlo.return %r : "
                    "tensor<i32>");
  }

  MLIRContext context;
};

TEST_F(ReduceBody, NamesEachOneOpBody) {
  EXPECT_EQ(classifyOp("stablehlo.add"), ReduceBodyKind::Add);
  EXPECT_EQ(classifyOp("stablehlo.multiply"), ReduceBodyKind::Multiply);
  EXPECT_EQ(classifyOp("stablehlo.maximum"), ReduceBodyKind::Maximum);
  EXPECT_EQ(classifyOp("stablehlo.minimum"), ReduceBodyKind::Minimum);
  EXPECT_EQ(classifyOp("stablehlo.and"), ReduceBodyKind::And);
  EXPECT_EQ(classifyOp("stablehlo.or"), ReduceBodyKind::Or);
}

TEST_F(ReduceBody, TakesEitherOperandOrder) {
  EXPECT_EQ(classify("%r = stablehlo.multiply %b, %a : tensor<i32>\n"
                     "stablehlo.return %r : tensor<i32>"),
            ReduceBodyKind::Multiply);
}

TEST_F(ReduceBody, ReturningTheNewValueReplaces) {
  EXPECT_EQ(classify("stablehlo.return %b : tensor<i32>"),
            ReduceBodyKind::Replace);
  EXPECT_EQ(classify("stablehlo.return %a : tensor<i32>"),
            ReduceBodyKind::Other);
}

TEST_F(ReduceBody, AnythingElseIsOther) {
  EXPECT_EQ(classifyOp("stablehlo.subtract"), ReduceBodyKind::Other);
  EXPECT_EQ(classify("%r = stablehlo.add %a, %a : tensor<i32>\n"
                     "stablehlo.return %r : tensor<i32>"),
            ReduceBodyKind::Other);
  EXPECT_EQ(classify("%s = stablehlo.add %a, %b : tensor<i32>\n"
                     "%r = stablehlo.add %s, %b : tensor<i32>\n"
                     "stablehlo.return %r : tensor<i32>"),
            ReduceBodyKind::Other);
  // Only a body that is nothing but `return %b` replaces.
  EXPECT_EQ(classify("%s = stablehlo.add %a, %b : tensor<i32>\n"
                     "stablehlo.return %b : tensor<i32>"),
            ReduceBodyKind::Other);
}

TEST_F(ReduceBody, SeveralAccumulatorsAreOther) {
  EXPECT_EQ(classifyModule(R"(
      func.func @f(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
        %r:2 = "stablehlo.reduce"(%x, %x, %z, %z) ({
        ^bb0(%a: tensor<i32>, %c: tensor<i32>, %b: tensor<i32>,
             %d: tensor<i32>):
          %s = stablehlo.add %a, %b : tensor<i32>
          %t = stablehlo.add %c, %d : tensor<i32>
          stablehlo.return %s, %t : tensor<i32>, tensor<i32>
        }) {dimensions = array<i64: 0>}
          : (tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>)
            -> (tensor<i32>, tensor<i32>)
        func.return %r#0 : tensor<i32>
      })"),
            ReduceBodyKind::Other);
}

} // namespace
