//===- GradientCheck.cpp - checking derivatives with the interpreter ------===//

#include "GradientCheck.h"

#include "hlokit/Autodiff/Autodiff.h"
#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <cstdio>

using namespace mlir;
using namespace hlokit::interpreter;
using llvm::Expected;

namespace hlokit::autodiff::testing {

std::string tensorType(ArrayRef<int64_t> shape, StringRef element) {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + element.str() + ">";
}

namespace {

Tensor allocate(ElementType type, ArrayRef<int64_t> shape) {
  Expected<Tensor> t = Tensor::allocate(type, shape);
  if (!t) {
    ADD_FAILURE() << toString(t.takeError());
    return Tensor();
  }
  return std::move(*t);
}

Tensor copyOf(const Tensor &t) {
  Expected<Tensor> c = t.clone();
  if (!c) {
    ADD_FAILURE() << toString(c.takeError());
    return Tensor();
  }
  return std::move(*c);
}

using Complex = std::complex<double>;

bool isC128(const Tensor &t) { return t.getElementType() == ElementType::C128; }

/// The values that carry derivatives.
bool isDifferentiable(const Tensor &t) {
  return t.getElementType() == ElementType::F64 || isC128(t);
}

/// Re(sum a * b): JAX's pairing of cotangents with values, which for complex
/// values does not conjugate (docs/autodiff.md).
double dot(const Tensor &a, const Tensor &b) {
  if (isC128(a)) {
    Complex sum = 0;
    for (int64_t i = 0; i < a.getNumElements(); ++i)
      sum += a.data<Complex>()[i] * b.data<Complex>()[i];
    return sum.real();
  }
  double sum = 0;
  for (int64_t i = 0; i < a.getNumElements(); ++i)
    sum += a.data<double>()[i] * b.data<double>()[i];
  return sum;
}

/// <c, values> over the differentiable entries of `values` (c has one entry
/// each).
double pairing(ArrayRef<Tensor> values, ArrayRef<Tensor> c) {
  double sum = 0;
  auto next = c.begin();
  for (const Tensor &v : values)
    if (isDifferentiable(v))
      sum += dot(v, *next++);
  return sum;
}

SmallVector<Tensor> randomLike(Rng &rng, ArrayRef<Tensor> values) {
  SmallVector<Tensor> r;
  for (const Tensor &v : values)
    if (isDifferentiable(v))
      r.push_back(isC128(v) ? randomC128(rng, v.getShape())
                            : randomF64(rng, v.getShape()));
  return r;
}

/// The real coordinates of a differentiable tensor: one per f64 element, two
/// (real, imaginary) per c128 element.
double *coordinates(Tensor &t) {
  return isC128(t) ? reinterpret_cast<double *>(t.mutableData<Complex>())
                   : t.mutableData<double>();
}

/// dL/d(coordinate i) from a gradient g under the pairing above: for complex
/// z = x + iy, dL = Re(g dz) = Re(g) dx - Im(g) dy.
double partialFromGradient(const Tensor &g, int64_t coordinate) {
  if (!isC128(g))
    return g.data<double>()[coordinate];
  Complex value = g.data<Complex>()[coordinate / 2];
  return coordinate % 2 == 0 ? value.real() : -value.imag();
}

/// The worst errors any check measured, printed when the tests end.
struct WorstErrors : ::testing::Environment {
  double finiteDifference = 0, dotProduct = 0;
  int checks = 0;
  void TearDown() override {
    std::printf("[gradient checks] %d checks; worst VJP vs central finite "
                "differences: %.3g relative; worst <Jt,c> vs <t,J^T c>: "
                "%.3g relative\n",
                checks, finiteDifference, dotProduct);
  }
};

WorstErrors *worst = static_cast<WorstErrors *>(
    ::testing::AddGlobalTestEnvironment(new WorstErrors));

} // namespace

void expectAccurate(const CheckResult &result, StringRef what) {
  EXPECT_LT(result.vjpVsFiniteDifference, 1e-6) << what.str();
  EXPECT_LT(result.dotProductIdentity, 1e-10) << what.str();
  EXPECT_TRUE(result.primalsMatch) << what.str();
  worst->finiteDifference =
      std::max(worst->finiteDifference, result.vjpVsFiniteDifference);
  worst->dotProduct = std::max(worst->dotProduct, result.dotProductIdentity);
  ++worst->checks;
}

int64_t uniform(Rng &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

std::string list(ArrayRef<int64_t> values) {
  std::string s = "[";
  for (auto [i, v] : llvm::enumerate(values))
    s += (i ? ", " : "") + std::to_string(v);
  return s + "]";
}

SmallVector<int64_t> randomShape(Rng &rng, int64_t minRank, int64_t maxRank) {
  int64_t rank = std::uniform_int_distribution<int64_t>(minRank, maxRank)(rng);
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    shape.push_back(std::uniform_int_distribution<int64_t>(1, 4)(rng));
  return shape;
}

Tensor randomF64(Rng &rng, ArrayRef<int64_t> shape, double lo, double hi) {
  Tensor t = allocate(ElementType::F64, shape);
  std::uniform_real_distribution<double> dist(lo, hi);
  for (int64_t i = 0; i < t.getNumElements(); ++i)
    t.mutableData<double>()[i] = dist(rng);
  return t;
}

Tensor randomC128(Rng &rng, ArrayRef<int64_t> shape, double lo, double hi) {
  Tensor t = allocate(ElementType::C128, shape);
  std::uniform_real_distribution<double> dist(lo, hi);
  for (int64_t i = 0; i < t.getNumElements(); ++i) {
    double re = dist(rng);
    t.mutableData<Complex>()[i] = Complex(re, dist(rng));
  }
  return t;
}

Tensor f64Tensor(ArrayRef<int64_t> shape, ArrayRef<double> values) {
  Tensor t = allocate(ElementType::F64, shape);
  EXPECT_EQ(static_cast<int64_t>(values.size()), t.getNumElements());
  llvm::copy(values, t.mutableData<double>());
  return t;
}

Tensor i64Tensor(ArrayRef<int64_t> shape, ArrayRef<int64_t> values) {
  Tensor t = allocate(ElementType::SI64, shape);
  EXPECT_EQ(static_cast<int64_t>(values.size()), t.getNumElements());
  llvm::copy(values, t.mutableData<int64_t>());
  return t;
}

Tensor i1Tensor(ArrayRef<int64_t> shape, ArrayRef<bool> values) {
  Tensor t = allocate(ElementType::I1, shape);
  EXPECT_EQ(static_cast<int64_t>(values.size()), t.getNumElements());
  llvm::copy(values, t.mutableData<bool>());
  return t;
}

std::vector<double> valuesOf(const Tensor &t) {
  return std::vector<double>(t.data<double>(),
                             t.data<double>() + t.getNumElements());
}

GradientChecker::GradientChecker(StringRef text) {
  DialectRegistry registry;
  hlokit::registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  module = parseSourceString<ModuleOp>(text, &context);
  if (!module) {
    ADD_FAILURE() << "module does not parse:\n" << text.str();
    return;
  }
  auto f = module->lookupSymbol<func::FuncOp>("f");
  if (!f || failed(buildVjp(f)) || failed(buildJvp(f)) ||
      failed(module->verify())) {
    ADD_FAILURE() << "derivatives of:\n" << text.str();
    return;
  }
  valid = true;
}

SmallVector<Tensor> GradientChecker::run(StringRef function,
                                         ArrayRef<Tensor> arguments) {
  Evaluator evaluator(*module, llvm::errs());
  SmallVector<RuntimeValue> args(arguments.begin(), arguments.end());
  auto results =
      evaluator.run(module->lookupSymbol<func::FuncOp>(function), args);
  if (!results) {
    ADD_FAILURE() << function.str() << ": " << toString(results.takeError());
    return {};
  }
  SmallVector<Tensor> tensors;
  for (const RuntimeValue &v : *results)
    tensors.push_back(v.getTensor());
  return tensors;
}

SmallVector<Tensor> GradientChecker::gradients(ArrayRef<Tensor> arguments,
                                               ArrayRef<Tensor> cotangents) {
  SmallVector<Tensor> inputs(arguments);
  llvm::append_range(inputs, cotangents);
  SmallVector<Tensor> outputs = run("f_vjp", inputs);
  size_t numResults =
      outputs.size() - llvm::count_if(arguments, isDifferentiable);
  return SmallVector<Tensor>(outputs.begin() + numResults, outputs.end());
}

CheckResult GradientChecker::check(ArrayRef<Tensor> arguments, Rng &rng) {
  CheckResult result;
  SmallVector<Tensor> primal = run("f", arguments);
  SmallVector<Tensor> c = randomLike(rng, primal);
  SmallVector<Tensor> t = randomLike(rng, arguments);
  SmallVector<Tensor> g = gradients(arguments, c);

  // Central differences of <c, f(x)> along every real coordinate of every
  // differentiable argument.
  double maxError = 0, maxFd = 0;
  SmallVector<Tensor> varied;
  for (const Tensor &a : arguments)
    varied.push_back(copyOf(a));
  auto grad = g.begin();
  for (Tensor &a : varied) {
    if (!isDifferentiable(a))
      continue;
    int64_t numCoordinates = a.getNumElements() * (isC128(a) ? 2 : 1);
    for (int64_t i = 0; i < numCoordinates; ++i) {
      double &x = coordinates(a)[i];
      double saved = x, h = 1e-5 * std::max(1.0, std::fabs(saved));
      x = saved + h;
      double up = pairing(run("f", varied), c);
      x = saved - h;
      double down = pairing(run("f", varied), c);
      x = saved;
      double fd = (up - down) / (2 * h);
      maxFd = std::max(maxFd, std::fabs(fd));
      maxError =
          std::max(maxError, std::fabs(partialFromGradient(*grad, i) - fd));
    }
    ++grad;
  }
  result.vjpVsFiniteDifference = maxError / std::max(maxFd, 1e-9);

  // <J t, c> = <t, J^T c>.
  SmallVector<Tensor> jvpInputs(arguments);
  llvm::append_range(jvpInputs, t);
  SmallVector<Tensor> jvp = run("f_jvp", jvpInputs);
  SmallVector<Tensor> jt(jvp.begin() + primal.size(), jvp.end());
  double lhs = 0, rhs = 0;
  for (auto [tangent, cotangent] : llvm::zip(jt, c))
    lhs += dot(tangent, cotangent);
  for (auto [tangent, gradient] : llvm::zip(t, g))
    rhs += dot(tangent, gradient);
  result.dotProductIdentity =
      std::fabs(lhs - rhs) / std::max({std::fabs(lhs), std::fabs(rhs), 1e-300});

  // Both derivative functions first return f's results.
  SmallVector<Tensor> vjpInputs(arguments);
  llvm::append_range(vjpInputs, c);
  SmallVector<Tensor> vjp = run("f_vjp", vjpInputs);
  result.primalsMatch = true;
  for (auto [i, p] : llvm::enumerate(primal))
    result.primalsMatch &= p.bitwiseEquals(jvp[i]) && p.bitwiseEquals(vjp[i]);
  return result;
}

void checkUnaryOps(ArrayRef<UnaryCase> cases, const char *opLine, Rng &rng) {
  for (const UnaryCase &c : cases) {
    SmallVector<int64_t> shape = randomShape(rng);
    std::string type = tensorType(shape);
    std::string op = llvm::formatv(opLine, type, c.op).str();
    GradientChecker checker(
        llvm::formatv("func.func @f(%x: {0}) -> {0} {\n  {1}\n  return %0 : "
                      "{0}\n}",
                      type, op)
            .str());
    if (!checker.isValid())
      continue;
    expectAccurate(checker.check({randomF64(rng, shape, c.lo, c.hi)}, rng),
                   c.op);
  }
}

} // namespace hlokit::autodiff::testing
