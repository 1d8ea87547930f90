//===- AutodiffApiTest.cpp - buildVjp / buildJvp signatures and errors ----===//

#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;

namespace {

struct Parsed {
  MLIRContext context;
  OwningOpRef<ModuleOp> module;

  explicit Parsed(StringRef text) {
    DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(text, &context);
  }
  func::FuncOp f() { return module->lookupSymbol<func::FuncOp>("f"); }
};

const char *kMixed = R"(
  func.func @f(%x: tensor<2xf64>, %n: tensor<2xi32>, %y: tensor<f32>)
      -> (tensor<2xi1>, tensor<2xf64>) {
    %0 = stablehlo.compare GT, %x, %x : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %1 = stablehlo.convert %y : (tensor<f32>) -> tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.multiply %x, %2 : tensor<2xf64>
    return %0, %3 : tensor<2xi1>, tensor<2xf64>
  })";

std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

TEST(AutodiffApi, VjpSignatureLeavesOutIntegerAndBooleanValues) {
  Parsed p(kMixed);
  ASSERT_TRUE(p.module);
  FailureOr<func::FuncOp> vjp = hlokit::autodiff::buildVjp(p.f());
  ASSERT_TRUE(succeeded(vjp));
  EXPECT_EQ(vjp->getName(), "f_vjp");
  EXPECT_EQ(typeString(vjp->getFunctionType()),
            "(tensor<2xf64>, tensor<2xi32>, tensor<f32>, tensor<2xf64>) -> "
            "(tensor<2xi1>, tensor<2xf64>, tensor<2xf64>, tensor<f32>)");
  EXPECT_TRUE(succeeded(p.module->verify()));
}

TEST(AutodiffApi, VjpWrtSelectsAndOrdersTheGradients) {
  Parsed p(kMixed);
  ASSERT_TRUE(p.module);
  FailureOr<func::FuncOp> vjp = hlokit::autodiff::buildVjp(p.f(), {2, 0});
  ASSERT_TRUE(succeeded(vjp));
  EXPECT_EQ(typeString(vjp->getFunctionType()),
            "(tensor<2xf64>, tensor<2xi32>, tensor<f32>, tensor<2xf64>) -> "
            "(tensor<2xi1>, tensor<2xf64>, tensor<f32>, tensor<2xf64>)");
  EXPECT_TRUE(succeeded(p.module->verify()));
}

TEST(AutodiffApi, VjpWrtLeavesOutTheOtherGradientsOps) {
  Parsed p(kMixed);
  ASSERT_TRUE(p.module);
  // x's gradient is the cotangent times y's broadcast; y's needs a reduce.
  FailureOr<func::FuncOp> vjp = hlokit::autodiff::buildVjp(p.f(), {0});
  ASSERT_TRUE(succeeded(vjp));
  int64_t reduces = 0;
  vjp->walk([&](Operation *op) {
    reduces += op->getName().getStringRef() == "stablehlo.reduce";
  });
  EXPECT_EQ(reduces, 0);
  EXPECT_TRUE(succeeded(p.module->verify()));
}

TEST(AutodiffApi, VjpWrtErrorsNameTheArgument) {
  Parsed p(kMixed);
  ASSERT_TRUE(p.module);
  std::string message;
  ScopedDiagnosticHandler handler(&p.context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f(), {3})));
  EXPECT_EQ(message,
            "autodiff: wrt names argument 3 of a function with 3 arguments");
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f(), {-1})));
  EXPECT_EQ(message,
            "autodiff: wrt names argument -1 of a function with 3 arguments");
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f(), {2, 2})));
  EXPECT_EQ(message, "autodiff: wrt names argument 2 twice");
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f(), {1})));
  EXPECT_EQ(
      message,
      "autodiff: argument 1 of type 'tensor<2xi32>' carries no derivative");
  EXPECT_FALSE(p.module->lookupSymbol("f_vjp"));
}

TEST(AutodiffApi, JvpSignatureLeavesOutIntegerAndBooleanValues) {
  Parsed p(kMixed);
  ASSERT_TRUE(p.module);
  FailureOr<func::FuncOp> jvp = hlokit::autodiff::buildJvp(p.f());
  ASSERT_TRUE(succeeded(jvp));
  EXPECT_EQ(jvp->getName(), "f_jvp");
  EXPECT_EQ(typeString(jvp->getFunctionType()),
            "(tensor<2xf64>, tensor<2xi32>, tensor<f32>, tensor<2xf64>, "
            "tensor<f32>) -> (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>)");
  EXPECT_TRUE(succeeded(p.module->verify()));
}

TEST(AutodiffApi, MissingRuleIsAnErrorNamingTheOpAndLeavesNoFunction) {
  Parsed p(R"(
    func.func @f(%x: tensor<2xf64>) -> tensor<2xf64> {
      %0 = stablehlo.custom_call @foo(%x) : (tensor<2xf64>) -> tensor<2xf64>
      return %0 : tensor<2xf64>
    })");
  ASSERT_TRUE(p.module);
  std::string message;
  ScopedDiagnosticHandler handler(&p.context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f())));
  EXPECT_EQ(message, "autodiff: no VJP rule for 'stablehlo.custom_call'");
  EXPECT_FALSE(p.module->lookupSymbol("f_vjp"));
  EXPECT_TRUE(failed(hlokit::autodiff::buildJvp(p.f())));
  EXPECT_EQ(message, "autodiff: no JVP rule for 'stablehlo.custom_call'");
  EXPECT_FALSE(p.module->lookupSymbol("f_jvp"));
}

TEST(AutodiffApi, ExistingNameIsAnError) {
  Parsed p(R"(
    func.func @f(%x: tensor<2xf64>) -> tensor<2xf64> {
      return %x : tensor<2xf64>
    }
    func.func @f_vjp() {
      return
    })");
  ASSERT_TRUE(p.module);
  std::string message;
  ScopedDiagnosticHandler handler(&p.context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  EXPECT_TRUE(failed(hlokit::autodiff::buildVjp(p.f())));
  EXPECT_EQ(message, "autodiff: a symbol named 'f_vjp' already exists");
}

} // namespace
