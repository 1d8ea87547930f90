//===- LegalizeChloTest.cpp - legalized chlo against direct chlo ----------===//
//
// For each chlo op with a float result and each of f32 and f64: random
// arguments from the op's domain (fixed seeds) run through the interpreter
// twice, on the chlo op directly and after --hlokit-legalize-chlo. The
// largest difference in ULP must stay within the op's stated bound; the
// direct results are themselves within 0-2 ULP of mpmath
// (unittests/Interpreter/ChloAccuracyTest.cpp). The printed table is the one
// in docs/chlo.md.
//
//===----------------------------------------------------------------------===//

#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Math/Comparison.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <limits>
#include <random>

namespace hlokit {
namespace {

using namespace mlir;
namespace interp = hlokit::interpreter;

constexpr int64_t kPoints = 512;

/// How an op is spelled and where its arguments come from.
struct Case {
  const char *op;
  enum Form { Unary, Binary, Broadcast } form;
  double xLo, xHi;
  double yLo = 0, yHi = 0;
  /// Draw |x| log-uniformly in [10^xLo, 10^xHi] with a random sign.
  bool logScale = false;
  /// Round x to an integer (polygamma's order).
  bool integerX = false;
  /// Largest allowed difference in f32 and f64 ULP.
  uint64_t f32Bound, f64Bound;
};

const Case kCases[] = {
    {"erf", Case::Unary, -6, 6, 0, 0, false, false, 1, 4},
    {"erfc", Case::Unary, -3, 27, 0, 0, false, false, 1, 8},
    {"erf_inv", Case::Unary, -1, 1, 0, 0, false, false, 1, 8},
    // lgamma and digamma away from their zeros, and across them, where the
    // f64 sums cancel (the absolute error stays near 1e-15); lgamma's
    // Taylor series at its roots 1 and 2 and at -2.457 (digamma's at
    // -0.504) keep them accurate next to them.
    {"lgamma", Case::Unary, 3, 40, 0, 0, false, false, 1, 64},
    {"lgamma", Case::Unary, 0.5, 2.75, 0, 0, false, false, 1, 8},
    {"lgamma", Case::Unary, -2.55, -2.35, 0, 0, false, false, 1, 8},
    {"lgamma", Case::Unary, -10, 3, 0, 0, false, false, 1, 1024},
    {"digamma", Case::Unary, 3, 40, 0, 0, false, false, 1, 16},
    {"digamma", Case::Unary, -0.6, -0.4, 0, 0, false, false, 1, 8},
    {"digamma", Case::Unary, -10, 3, 0, 0, false, false, 1, 128},
    {"bessel_i1e", Case::Unary, -60, 60, 0, 0, false, false, 1, 16},
    {"tan", Case::Unary, -10, 10, 0, 0, false, false, 2, 2},
    {"sinh", Case::Unary, -20, 20, 0, 0, false, false, 4, 4},
    {"cosh", Case::Unary, -20, 20, 0, 0, false, false, 4, 4},
    {"asin", Case::Unary, -1, 1, 0, 0, false, false, 2, 2},
    {"acos", Case::Unary, -1, 1, 0, 0, false, false, 2, 2},
    {"atan", Case::Unary, -6, 6, 0, 0, true, false, 2, 2},
    {"asinh", Case::Unary, -6, 20, 0, 0, true, false, 4, 4},
    {"acosh", Case::Unary, 1, 1e6, 0, 0, false, false, 4, 4},
    {"atanh", Case::Unary, -1, 1, 0, 0, false, false, 4, 4},
    {"square", Case::Unary, -1e3, 1e3, 0, 0, false, false, 0, 0},
    {"zeta", Case::Binary, 1.1, 20, 0.1, 50, false, false, 1, 64},
    // Negative q (integer x): unit steps past 0 before the summation.
    {"zeta", Case::Binary, 2, 8, -40, -0.1, false, true, 1, 64},
    {"polygamma", Case::Binary, 0, 4, 0.1, 20, false, true, 1, 64},
    {"next_after", Case::Binary, -10, 10, -10, 10, false, false, 0, 0},
    {"broadcast_add", Case::Broadcast, -10, 10, -10, 10, false, false, 0, 0},
    {"broadcast_atan2", Case::Broadcast, -10, 10, -10, 10, false, false, 0, 0},
    {"broadcast_power", Case::Broadcast, 0, 10, -3, 3, false, false, 0, 0},
    {"broadcast_zeta", Case::Broadcast, 1.1, 20, 0.1, 50, false, false, 1, 64},
};

std::string program(const Case &c, StringRef type) {
  std::string t = llvm::formatv("tensor<{0}x{1}>", kPoints, type).str();
  std::string scalar = llvm::formatv("tensor<1x{0}>", type).str();
  switch (c.form) {
  case Case::Unary:
    return llvm::formatv("func.func @main(%x: {0}) -> {0} {{\n"
                         "  %0 = chlo.{1} %x : {0} -> {0}\n"
                         "  return %0 : {0}\n}",
                         t, c.op)
        .str();
  case Case::Binary:
    return llvm::formatv("func.func @main(%x: {0}, %y: {0}) -> {0} {{\n"
                         "  %0 = chlo.{1} %x, %y : {0}, {0} -> {0}\n"
                         "  return %0 : {0}\n}",
                         t, c.op)
        .str();
  case Case::Broadcast:
    return llvm::formatv("func.func @main(%x: {0}, %y: {1}) -> {0} {{\n"
                         "  %0 = chlo.{2} %x, %y : ({0}, {1}) -> {0}\n"
                         "  return %0 : {0}\n}",
                         t, scalar, c.op)
        .str();
  }
  llvm_unreachable("unknown form");
}

double draw(std::mt19937 &rng, double lo, double hi, bool logScale) {
  if (!logScale)
    return std::uniform_real_distribution<double>(lo, hi)(rng);
  double magnitude =
      std::pow(10.0, std::uniform_real_distribution<double>(lo, hi)(rng));
  return std::bernoulli_distribution(0.5)(rng) ? -magnitude : magnitude;
}

interp::Tensor tensorOf(ArrayRef<double> values, bool isF32) {
  auto t = cantFail(interp::Tensor::allocate(
      isF32 ? interp::ElementType::F32 : interp::ElementType::F64,
      {static_cast<int64_t>(values.size())}));
  for (auto [i, v] : llvm::enumerate(values)) {
    if (isF32)
      t.mutableData<float>()[i] = static_cast<float>(v);
    else
      t.mutableData<double>()[i] = v;
  }
  return t;
}

template <typename T> uint64_t distance(T a, T b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b) ? 0 : UINT64_MAX;
  return interp::ulpDistance(a, b);
}

/// A unary op's program on kPoints elements of `type`.
std::string unaryProgram(const char *op, StringRef type) {
  return program({op, Case::Unary, 0, 0, 0, 0, false, false, 0, 0}, type);
}

class LegalizeChloTest : public ::testing::Test {
protected:
  LegalizeChloTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  interp::Tensor run(ModuleOp module, ArrayRef<interp::RuntimeValue> args) {
    std::string log;
    llvm::raw_string_ostream os(log);
    interp::Evaluator evaluator(module, os);
    auto results =
        evaluator.run(module.lookupSymbol<func::FuncOp>("main"), args);
    EXPECT_TRUE(static_cast<bool>(results)) << toString(results.takeError());
    return (*results)[0].getTensor();
  }

  /// `source` parsed twice, the second copy run through
  /// --hlokit-legalize-chlo.
  std::pair<OwningOpRef<ModuleOp>, OwningOpRef<ModuleOp>>
  directAndLegalized(StringRef source) {
    OwningOpRef<ModuleOp> direct =
        parseSourceString<ModuleOp>(source, &context);
    OwningOpRef<ModuleOp> legalized =
        parseSourceString<ModuleOp>(source, &context);
    PassManager pm(&context);
    pm.addPass(createLegalizeChloPass());
    EXPECT_TRUE(direct && legalized && succeeded(pm.run(*legalized)))
        << source.str();
    return {std::move(direct), std::move(legalized)};
  }

  /// The results of `source`'s @main on `args`, run directly and legalized.
  std::pair<interp::Tensor, interp::Tensor>
  runBoth(StringRef source, ArrayRef<interp::RuntimeValue> args) {
    auto [direct, legalized] = directAndLegalized(source);
    return {run(*direct, args), run(*legalized, args)};
  }

  /// The largest ULP difference between direct and legalized results.
  uint64_t maxDifference(const Case &c, bool isF32) {
    std::string source = program(c, isF32 ? "f32" : "f64");
    auto [direct, legalized] = directAndLegalized(source);
    std::mt19937 rng(14);
    SmallVector<double> x, y;
    for (int64_t i = 0; i < kPoints; ++i) {
      double v = draw(rng, c.xLo, c.xHi, c.logScale);
      x.push_back(c.integerX ? std::floor(v) : v);
      y.push_back(draw(rng, c.yLo, c.yHi, false));
    }
    if (c.form == Case::Broadcast)
      y.resize(1);
    SmallVector<interp::RuntimeValue> args{tensorOf(x, isF32)};
    if (c.form != Case::Unary)
      args.push_back(tensorOf(y, isF32));
    interp::Tensor a = run(*direct, args), b = run(*legalized, args);
    uint64_t worst = 0;
    for (int64_t i = 0; i < kPoints; ++i)
      worst = std::max(
          worst, isF32 ? distance(a.data<float>()[i], b.data<float>()[i])
                       : distance(a.data<double>()[i], b.data<double>()[i]));
    return worst;
  }

  MLIRContext context;
};

TEST_F(LegalizeChloTest, LegalizedMatchesDirectWithinBound) {
  std::printf("| op | x range | max f32 ULP | max f64 ULP |\n"
              "|---|---|---|---|\n");
  for (const Case &c : kCases) {
    uint64_t f32 = maxDifference(c, true), f64 = maxDifference(c, false);
    EXPECT_LE(f32, c.f32Bound) << c.op << " f32";
    EXPECT_LE(f64, c.f64Bound) << c.op << " f64";
    std::printf("| %s | [%g, %g]%s | %llu | %llu |\n", c.op, c.xLo, c.xHi,
                c.logScale ? " (log10 of |x|)" : "",
                static_cast<unsigned long long>(f32),
                static_cast<unsigned long long>(f64));
  }
}

/// The complex functions' legalizations against the interpreter's
/// libstdc++ complex functions, on random points of [-2, 2]^2: the error is
/// measured as |legalized - direct| / |direct| in units of f64's epsilon
/// (a per-component ULP count is meaningless where a part is 0).
TEST_F(LegalizeChloTest, ComplexFunctionsWithinRelativeBound) {
  struct ComplexCase {
    const char *op;
    double bound; // in epsilons
  };
  const ComplexCase cases[] = {
      {"asin", 16},  {"acos", 16}, {"atan", 16}, {"asinh", 16}, {"acosh", 16},
      {"atanh", 16}, {"sinh", 16}, {"cosh", 16}, {"tan", 16},
  };
  std::printf("| op (complex<f64>) | max relative error / eps |\n|---|---|\n");
  std::mt19937 rng(14);
  std::uniform_real_distribution<double> coordinate(-2, 2);
  for (const ComplexCase &c : cases) {
    std::string source = unaryProgram(c.op, "complex<f64>");
    auto x = cantFail(
        interp::Tensor::allocate(interp::ElementType::C128, {kPoints}));
    for (int64_t i = 0; i < kPoints; ++i)
      x.mutableData<std::complex<double>>()[i] = {coordinate(rng),
                                                  coordinate(rng)};
    auto [a, b] = runBoth(source, {x});
    double worst = 0;
    for (int64_t i = 0; i < kPoints; ++i) {
      std::complex<double> u = a.data<std::complex<double>>()[i],
                           v = b.data<std::complex<double>>()[i];
      worst = std::max(worst, std::abs(u - v) / std::abs(u) /
                                  std::numeric_limits<double>::epsilon());
    }
    EXPECT_LE(worst, c.bound) << c.op;
    std::printf("| %s | %.3g |\n", c.op, worst);
  }
}

/// Complex sinh, cosh, atan and atanh by their parts, asinh and acosh
/// through _asin_acos_kernel, per component against the interpreter's, with
/// parts log-uniform in [1e-8, 2] (random signs): near the axes, where the
/// textbook identities (exp(z) -+ exp(-z), log(z + sqrt(z^2 + 1)), ...)
/// would lose a small part.
TEST_F(LegalizeChloTest, ComplexFunctionsPerComponent) {
  std::mt19937 rng(14);
  std::uniform_real_distribution<double> exponent(-8, std::log10(2.0));
  auto part = [&] {
    double magnitude = std::pow(10.0, exponent(rng));
    return rng() % 2 ? magnitude : -magnitude;
  };
  for (const char *op : {"sinh", "cosh", "asinh", "acosh", "atan", "atanh"}) {
    std::string source = unaryProgram(op, "complex<f64>");
    auto x = cantFail(
        interp::Tensor::allocate(interp::ElementType::C128, {kPoints}));
    for (int64_t i = 0; i < kPoints; ++i)
      x.mutableData<std::complex<double>>()[i] = {part(), part()};
    auto [a, b] = runBoth(source, {x});
    double worst = 0;
    for (int64_t i = 0; i < kPoints; ++i) {
      std::complex<double> u = a.data<std::complex<double>>()[i],
                           v = b.data<std::complex<double>>()[i];
      for (auto [p, q] :
           {std::pair(u.real(), v.real()), std::pair(u.imag(), v.imag())})
        worst = std::max(worst, std::abs(p - q) / std::abs(p) /
                                    std::numeric_limits<double>::epsilon());
    }
    EXPECT_LE(worst, 8) << op;
    std::printf("| %s per component | %.3g |\n", op, worst);
  }
}

/// _asin_acos_kernel directly (long double) and legalized (f64), per
/// component in ULP of the type: on [-2, 2]^2, and with both parts
/// log-uniform over the type's range (random signs), which reaches the
/// large-|z| and tiny-y regions.
TEST_F(LegalizeChloTest, AsinAcosKernelMatchesDirect) {
  struct KernelCase {
    bool isF32;
    double logLo, logHi; // 0, 0: uniform on [-2, 2]^2
    uint64_t bound;
  };
  const KernelCase cases[] = {{true, 0, 0, 1},
                              {false, 0, 0, 4},
                              {true, -37, 37, 1},
                              {false, -300, 300, 4}};
  std::printf(
      "| _asin_acos_kernel | parts | max ULP (Re, Im) |\n|---|---|---|\n");
  std::mt19937 rng(14);
  for (const KernelCase &c : cases) {
    const char *part = c.isF32 ? "f32" : "f64";
    std::string t =
        llvm::formatv("tensor<{0}xcomplex<{1}>>", kPoints, part).str();
    std::string source = llvm::formatv("func.func @main(%x: {0}) -> {0} {{\n"
                                       "  %0 = chlo._asin_acos_kernel %x : "
                                       "{0} -> {0}\n"
                                       "  return %0 : {0}\n}",
                                       t)
                             .str();
    auto [direct, legalized] = directAndLegalized(source);
    bool uniform = c.logLo == c.logHi;
    auto coordinate = [&] {
      return uniform ? draw(rng, -2, 2, false)
                     : draw(rng, c.logLo, c.logHi, true);
    };
    auto x = cantFail(interp::Tensor::allocate(
        c.isF32 ? interp::ElementType::C64 : interp::ElementType::C128,
        {kPoints}));
    for (int64_t i = 0; i < kPoints; ++i) {
      double re = coordinate(), im = coordinate();
      if (c.isF32)
        x.mutableData<std::complex<float>>()[i] = {static_cast<float>(re),
                                                   static_cast<float>(im)};
      else
        x.mutableData<std::complex<double>>()[i] = {re, im};
    }
    SmallVector<interp::RuntimeValue> args{x};
    interp::Tensor a = run(*direct, args), b = run(*legalized, args);
    uint64_t worstRe = 0, worstIm = 0;
    for (int64_t i = 0; i < kPoints; ++i) {
      auto measure = [&](auto u, auto v) {
        worstRe = std::max(worstRe, distance(u.real(), v.real()));
        worstIm = std::max(worstIm, distance(u.imag(), v.imag()));
      };
      if (c.isF32)
        measure(a.data<std::complex<float>>()[i],
                b.data<std::complex<float>>()[i]);
      else
        measure(a.data<std::complex<double>>()[i],
                b.data<std::complex<double>>()[i]);
    }
    EXPECT_LE(worstRe, c.bound) << part << " " << c.logLo;
    EXPECT_LE(worstIm, c.bound) << part << " " << c.logLo;
    std::string range = uniform ? std::string("[-2, 2]^2")
                                : llvm::formatv("log10 |part| in [{0}, {1}]",
                                                static_cast<int>(c.logLo),
                                                static_cast<int>(c.logHi))
                                      .str();
    std::printf("| complex<%s> | %s | %llu, %llu |\n", part, range.c_str(),
                static_cast<unsigned long long>(worstRe),
                static_cast<unsigned long long>(worstIm));
  }
}

/// ragged_dot in its three modes with random f64 operands and random group
/// sizes (some groups empty, some rows past the last group): the legalized
/// dot_generals agree with the direct loop up to summation order.
// The last two modes have `?` dimensions (legalized with dynamic_iota,
// real_dynamic_slice and dynamic_reshape); `run` gives their arguments'
// runtime types.
TEST_F(LegalizeChloTest, RaggedDotMatchesDirect) {
  struct Mode {
    const char *lhs, *rhs, *groups, *result, *dims;
    const char *runLhs = nullptr, *runRhs = nullptr, *runGroups = nullptr;
  };
  const Mode modes[] = {
      {"tensor<2x9x4xf64>", "tensor<3x2x4x5xf64>", "tensor<2x3xi32>",
       "tensor<2x9x5xf64>",
       "lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], "
       "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], "
       "lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]"},
      {"tensor<2x3x8xf64>", "tensor<2x8x5xf64>", "tensor<2x3xi64>",
       "tensor<3x2x3x5xf64>",
       "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
       "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
       "lhs_ragged_dimensions = [2]"},
      {"tensor<6x3x4xf64>", "tensor<6x4x2xf64>", "tensor<3xi64>",
       "tensor<6x3x2xf64>",
       "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
       "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
       "lhs_ragged_dimensions = [0]"},
      {"tensor<2x?x?xf64>", "tensor<3x2x?x5xf64>", "tensor<2x3xi32>",
       "tensor<2x?x5xf64>",
       "lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], "
       "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], "
       "lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]",
       "tensor<2x9x4xf64>", "tensor<3x2x4x5xf64>"},
      {"tensor<?x3x?xf64>", "tensor<?x?x5xf64>", "tensor<?x3xi64>",
       "tensor<3x?x3x5xf64>",
       "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
       "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
       "lhs_ragged_dimensions = [2]",
       "tensor<2x3x8xf64>", "tensor<2x8x5xf64>", "tensor<2x3xi64>"},
  };
  std::mt19937 rng(14);
  for (const Mode &m : modes) {
    std::string source =
        llvm::formatv("func.func @main(%a: {0}, %b: {1}, %g: {2}) -> {3} {{\n"
                      "  %0 = \"chlo.ragged_dot\"(%a, %b, %g) {{"
                      "ragged_dot_dimension_numbers = #chlo.ragged_dot<{4}>}"
                      " : ({0}, {1}, {2}) -> {3}\n"
                      "  return %0 : {3}\n}",
                      m.lhs, m.rhs, m.groups, m.result, m.dims)
            .str();
    auto [direct, legalized] = directAndLegalized(source);
    SmallVector<Type> runTypes;
    for (const char *type :
         {m.runLhs ? m.runLhs : m.lhs, m.runRhs ? m.runRhs : m.rhs,
          m.runGroups ? m.runGroups : m.groups})
      runTypes.push_back(parseType(type, &context));
    for (int repeat = 0; repeat < 4; ++repeat) {
      SmallVector<interp::RuntimeValue> args;
      for (Type type : runTypes) {
        auto tensorType = cast<RankedTensorType>(type);
        auto element = *interp::getElementType(tensorType.getElementType());
        auto t =
            cantFail(interp::Tensor::allocate(element, tensorType.getShape()));
        for (int64_t i = 0; i < t.getNumElements(); ++i) {
          if (element == interp::ElementType::F64)
            t.mutableData<double>()[i] =
                std::uniform_real_distribution<double>(-1, 1)(rng);
          else if (element == interp::ElementType::SI32)
            t.mutableData<int32_t>()[i] = rng() % 5 - 1;
          else
            t.mutableData<int64_t>()[i] = rng() % 5 - 1;
        }
        args.push_back(t);
      }
      interp::Tensor a = run(*direct, args), b = run(*legalized, args);
      for (int64_t i = 0; i < a.getNumElements(); ++i)
        EXPECT_NEAR(a.data<double>()[i], b.data<double>()[i], 1e-13)
            << m.dims << " at " << i;
    }
  }
}

/// mulhi is exact: random bit patterns of every integer width and both
/// signednesses give the same bits directly and legalized.
TEST_F(LegalizeChloTest, MulhiMatchesDirectExactly) {
  std::mt19937 rng(14);
  for (const char *type :
       {"i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"}) {
    std::string t = llvm::formatv("tensor<{0}x{1}>", kPoints, type).str();
    std::string source =
        llvm::formatv("func.func @main(%x: {0}, %y: {0}) -> {0} {{\n"
                      "  %0 = chlo.mulhi %x, %y : {0}, {0} -> {0}\n"
                      "  return %0 : {0}\n}",
                      t)
            .str();
    auto [direct, legalized] = directAndLegalized(source);
    auto element = *interp::getElementType(
        cast<RankedTensorType>(
            direct->lookupSymbol<func::FuncOp>("main").getArgumentTypes()[0])
            .getElementType());
    SmallVector<interp::RuntimeValue> args;
    for (int i = 0; i < 2; ++i) {
      auto tensor = cantFail(interp::Tensor::allocate(element, {kPoints}));
      for (int64_t b = 0; b < tensor.getByteSize(); ++b)
        tensor.getRawMutableData()[b] = static_cast<char>(rng());
      args.push_back(tensor);
    }
    EXPECT_TRUE(run(*direct, args).bitwiseEquals(run(*legalized, args)))
        << type;
  }
}

} // namespace
} // namespace hlokit
