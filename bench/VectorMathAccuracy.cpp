//===- VectorMathAccuracy.cpp - VectorMath.h against double libm, every float
//
// Measures the largest error in ULP of each float function of VectorMath.h
// over every float (or every n-th with --stride n), against the C library's
// double function rounded once to float, and counts the points off by more
// than 1 ULP. Special values are checked bit for bit by the unit tests; here
// NaN inputs must give NaN. e^x, erf, tanh and logistic are computed in
// float (FloatVectorMath.h), the others in double. usage:
// VectorMathAccuracy [--stride n] [--function name]: one function alone, as
// each takes minutes over every float.
//
//===----------------------------------------------------------------------===//

#include "UlpCheck.h"

#include "hlokit/Interpreter/Math/VectorMath.h"

#include "llvm/ADT/bit.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace hlokit::interpreter::math;
using hlokit::interpreter::ulpsOrNanMismatch;

struct Function {
  const char *name;
  float (*fast)(float);
  double (*reference)(double);
};

double erfDouble(double x) { return std::erf(x); }
double erfcDouble(double x) { return std::erfc(x); }
double tanhDouble(double x) { return std::tanh(x); }
double expDouble(double x) { return std::exp(x); }
double logDouble(double x) { return std::log(x); }
double log1pDouble(double x) { return std::log1p(x); }
double expm1Double(double x) { return std::expm1(x); }
double sinDouble(double x) { return std::sin(x); }
double cosDouble(double x) { return std::cos(x); }
double tanDouble(double x) { return std::tan(x); }
/// The kernels' sin and cos: the C library's float functions past 2^20.
float sineKernel(float x) {
  return outsideReducedRange(x) ? std::sin(x) : sineOfFloat(x);
}
float cosineKernel(float x) {
  return outsideReducedRange(x) ? std::cos(x) : cosineOfFloat(x);
}
float tanKernel(float x) {
  return outsideReducedRange(x) ? std::tan(x) : tanOfFloat(x);
}
/// e^x / (1 + e^x) below 0, so that it does not round to 0 before the
/// result does.
double logisticDouble(double x) {
  double e = std::exp(-std::fabs(x));
  return x >= 0 ? 1 / (1 + e) : e / (1 + e);
}

void measure(const Function &f, uint64_t stride) {
  uint64_t worst = 0, overOne = 0, points = 0;
  float worstAt = 0;
  for (uint64_t bits = 0; bits <= UINT32_MAX; bits += stride) {
    uint32_t b = static_cast<uint32_t>(bits);
    float x = llvm::bit_cast<float>(b);
    float expected = static_cast<float>(f.reference(x));
    uint64_t error = ulpsOrNanMismatch(f.fast(x), expected);
    ++points;
    overOne += error > 1;
    if (error > worst) {
      worst = error;
      worstAt = x;
    }
  }
  std::printf("| %s | %" PRIu64 " | %" PRIu64 " | %" PRIu64 " | %a |\n", f.name,
              points, worst, overOne, worstAt);
}

} // namespace

int main(int argc, char **argv) {
  uint64_t stride = 1;
  const char *only = nullptr;
  bool usable = true;
  for (int i = 1; i < argc && usable; i += 2) {
    usable = i + 1 < argc;
    if (usable && std::strcmp(argv[i], "--stride") == 0)
      stride = std::strtoull(argv[i + 1], nullptr, 10);
    else if (usable && std::strcmp(argv[i], "--function") == 0)
      only = argv[i + 1];
    else
      usable = false;
  }
  const Function functions[] = {{"erf", erfOfFloat, erfDouble},
                                {"erfc", erfcOfFloat, erfcDouble},
                                {"tanh", tanhOfFloat, tanhDouble},
                                {"exp", expOfFloat, expDouble},
                                {"logistic", logisticOfFloat, logisticDouble},
                                {"log", logOfFloat, logDouble},
                                {"log1p", logPlusOneOfFloat, log1pDouble},
                                {"expm1", expMinusOneOfFloat, expm1Double},
                                {"sin", sineKernel, sinDouble},
                                {"cos", cosineKernel, cosDouble},
                                {"tan", tanKernel, tanDouble}};
  bool known = only == nullptr;
  for (const Function &f : functions)
    known |= only != nullptr && std::strcmp(only, f.name) == 0;
  if (stride == 0 || !usable || !known) {
    std::fprintf(stderr, "usage: %s [--stride n] [--function name]\n", argv[0]);
    return 2;
  }
  std::printf("| function | points | max ULP | points over 1 ULP | worst "
              "input |\n|---|---|---|---|---|\n");
  for (const Function &f : functions)
    if (only == nullptr || std::strcmp(only, f.name) == 0)
      measure(f, stride);
  return 0;
}
