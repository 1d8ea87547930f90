//===- ChloAccuracyTest.cpp - chlo math against mpmath
//---------------------===//
//
// Runs the interpreter's chlo kernels on the points of ChloReference.inc
// (written by scripts/chlo_reference.py with mpmath at 40 digits) and checks
// the error of each op and type, in units in the last place of the
// correctly rounded reference, against a stated bound. The table it prints
// is the one in docs/chlo.md.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/ChloKernels.h"
#include "hlokit/Interpreter/Math/Comparison.h"

#include "llvm/ADT/StringMap.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <cstring>
#include <map>

namespace hlokit::interpreter {
namespace {

struct Reference {
  const char *op;
  bool isF32;
  double x, y;
  const char *value;
};

const Reference kReferences[] = {
#include "ChloReference.inc"
};

const llvm::StringMap<ChloUnaryOp> &unaryOps() {
  static const llvm::StringMap<ChloUnaryOp> ops = {
      {"acos", ChloUnaryOp::Acos},
      {"acosh", ChloUnaryOp::Acosh},
      {"asin", ChloUnaryOp::Asin},
      {"asinh", ChloUnaryOp::Asinh},
      {"atan", ChloUnaryOp::Atan},
      {"atanh", ChloUnaryOp::Atanh},
      {"bessel_i1e", ChloUnaryOp::BesselI1e},
      {"cosh", ChloUnaryOp::Cosh},
      {"digamma", ChloUnaryOp::Digamma},
      {"erf", ChloUnaryOp::Erf},
      {"erf_inv", ChloUnaryOp::ErfInv},
      {"erfc", ChloUnaryOp::Erfc},
      {"lgamma", ChloUnaryOp::Lgamma},
      {"sinh", ChloUnaryOp::Sinh},
      {"tan", ChloUnaryOp::Tan},
  };
  return ops;
}

/// A one-element tensor holding `v` rounded to f32 or f64.
Tensor scalar(double v, bool isF32) {
  Tensor t = cantFail(
      Tensor::allocate(isF32 ? ElementType::F32 : ElementType::F64, {1}));
  if (isF32)
    *t.mutableData<float>() = static_cast<float>(v);
  else
    *t.mutableData<double>() = v;
  return t;
}

/// The kernel's value at a reference point.
Tensor evaluate(const Reference &r) {
  Tensor x = scalar(r.x, r.isF32);
  if (auto it = unaryOps().find(r.op); it != unaryOps().end())
    return cantFail(chloUnary(it->second, x));
  ChloBinaryOp op = std::strcmp(r.op, "zeta") == 0 ? ChloBinaryOp::Zeta
                                                   : ChloBinaryOp::Polygamma;
  return cantFail(chloBinary(op, x, scalar(r.y, r.isF32)));
}

uint64_t ulpError(const Reference &r) {
  Tensor actual = evaluate(r);
  long double expected = std::strtold(r.value, nullptr);
  if (r.isF32)
    return ulpDistance(*actual.data<float>(), static_cast<float>(expected));
  return ulpDistance(*actual.data<double>(), static_cast<double>(expected));
}

/// The largest error allowed per op, in f32 and f64 ULP. The kernels compute
/// in long double, so f32 results are correctly rounded but for rare double
/// roundings; f64 results inherit libm's long double accuracy and, for the
/// summed series (zeta, polygamma), their rounding.
struct Bound {
  uint64_t f32, f64;
};

Bound boundOf(llvm::StringRef op) {
  if (op == "zeta" || op == "polygamma")
    return {1, 4};
  if (op == "lgamma" || op == "digamma")
    return {1, 4};
  return {1, 2};
}

TEST(ChloAccuracyTest, EveryOpWithinItsUlpBound) {
  // op -> (max f32 error, max f64 error, points).
  std::map<std::string, std::tuple<uint64_t, uint64_t, int>> table;
  for (const Reference &r : kReferences) {
    uint64_t error = ulpError(r);
    Bound bound = boundOf(r.op);
    EXPECT_LE(error, r.isF32 ? bound.f32 : bound.f64)
        << r.op << (r.isF32 ? " f32" : " f64") << " at x = " << r.x
        << ", y = " << r.y << ": reference " << r.value;
    auto &[f32, f64, points] = table[r.op];
    (r.isF32 ? f32 : f64) = std::max(r.isF32 ? f32 : f64, error);
    ++points;
  }
  std::printf(
      "| op | points | max f32 ULP | max f64 ULP |\n|---|---|---|---|\n");
  for (const auto &[op, row] : table)
    std::printf("| %s | %d | %llu | %llu |\n", op.c_str(), std::get<2>(row),
                static_cast<unsigned long long>(std::get<0>(row)),
                static_cast<unsigned long long>(std::get<1>(row)));
}

} // namespace
} // namespace hlokit::interpreter
