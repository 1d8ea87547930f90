//===- Rng.cpp - the rng kernel -------------------------------------------===//

#include "hlokit/Interpreter/Kernels/Rng.h"

#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"
#include "hlokit/Interpreter/Math/Conversion.h"

#include <cmath>

namespace hlokit::interpreter {

namespace {

/// hlokit's fixed key for rng ("hlok").
constexpr std::array<uint32_t, 2> kKey = {0x686c6f6b, 0};

/// A double in [0, 1) from 53 random bits.
double unitInterval(uint32_t high, uint32_t low) {
  uint64_t bits = (static_cast<uint64_t>(high) << 32 | low) >> 11;
  return std::ldexp(static_cast<double>(bits), -53);
}

/// Reads a 0-d tensor as a double (float and bool tensors).
llvm::Expected<double> scalarAsDouble(const Tensor &t) {
  auto wide = convert(t, ElementType::F64);
  if (!wide)
    return wide.takeError();
  return wide->data<double>()[0];
}

/// Integers uniform in [a, b): a + bits mod (b - a).
llvm::Expected<Tensor> uniformIntegers(const Tensor &a, const Tensor &b,
                                       ElementType type,
                                       llvm::ArrayRef<int64_t> shape,
                                       uint64_t &counter) {
  int64_t low = a.getIntegerAt(0), high = b.getIntegerAt(0);
  if (high <= low)
    return llvm::createStringError(
        "rng: a uniform range needs a < b, got a = " + std::to_string(low) +
        ", b = " + std::to_string(high));
  uint64_t range = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
  auto wide = Tensor::allocate(ElementType::SI64, shape);
  if (!wide)
    return wide.takeError();
  int64_t *out = wide->mutableData<int64_t>();
  for (int64_t i = 0, e = wide->getNumElements(); i < e; ++i) {
    auto w = philox4x32({static_cast<uint32_t>(counter + i),
                         static_cast<uint32_t>((counter + i) >> 32), 0, 0},
                        kKey);
    uint64_t bits = static_cast<uint64_t>(w[0]) << 32 | w[1];
    out[i] = static_cast<int64_t>(static_cast<uint64_t>(low) + bits % range);
  }
  counter += wide->getNumElements();
  return convert(*wide, type);
}

} // namespace

llvm::Expected<Tensor> rng(stablehlo::RngDistribution distribution,
                           const Tensor &a, const Tensor &b, ElementType type,
                           llvm::ArrayRef<int64_t> shape, uint64_t &counter) {
  if (isInteger(type) || type == ElementType::I1)
    return uniformIntegers(a, b, type, shape, counter);
  auto low = scalarAsDouble(a);
  if (!low)
    return low.takeError();
  auto high = scalarAsDouble(b);
  if (!high)
    return high.takeError();
  if (distribution == stablehlo::RngDistribution::UNIFORM && !(*low < *high))
    return llvm::createStringError("rng: a uniform range needs a < b");
  auto wide = Tensor::allocate(ElementType::F64, shape);
  if (!wide)
    return wide.takeError();
  double *values = wide->mutableData<double>();
  int64_t count = wide->getNumElements();
  for (int64_t i = 0; i < count; ++i) {
    uint64_t c = counter + i;
    auto w = philox4x32(
        {static_cast<uint32_t>(c), static_cast<uint32_t>(c >> 32), 0, 0}, kKey);
    double u = unitInterval(w[0], w[1]);
    if (distribution == stablehlo::RngDistribution::UNIFORM) {
      values[i] = *low + (*high - *low) * u;
      continue;
    }
    // Box-Muller; 1 - u is in (0, 1], so the logarithm is finite.
    double v = unitInterval(w[2], w[3]);
    values[i] =
        *low + *high * std::sqrt(-2 * std::log(1 - u)) * std::cos(2 * M_PI * v);
  }
  counter += count;
  auto result = convert(*wide, type);
  if (!result || distribution == stablehlo::RngDistribution::NORMAL)
    return result;
  // Rounding (to a narrow type, or of low + range * u) may reach b, which
  // the spec's range excludes.
  auto rounded = convert(*result, ElementType::F64);
  if (!rounded)
    return rounded.takeError();
  bool reachedHigh = false;
  for (int64_t i = 0; i < count; ++i)
    if (rounded->data<double>()[i] >= *high) {
      values[i] = *low;
      reachedHigh = true;
    }
  if (reachedHigh)
    return convert(*wide, type);
  return result;
}

} // namespace hlokit::interpreter
