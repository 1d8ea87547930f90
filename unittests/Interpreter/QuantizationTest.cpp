//===- QuantizationTest.cpp - quantize/dequantize against the spec --------===//
//
// Random shapes, per-tensor and per-axis parameters, storage ranges and
// values (ties, out-of-range values, NaN) for every storage and expressed
// type pair: the kernels must match, bit for bit, a literal evaluation of the
// spec's `quantize` and `dequantize`, element by element, with each step
// (convert, divide, add, clamp, round_nearest_even) carried out by APFloat in
// the expressed type's own semantics and the parameters looked up through
// the element's multi-dimensional index.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/Quantization.h"

#include "llvm/ADT/APFloat.h"
#include "gtest/gtest.h"

#include <cstring>
#include <random>

namespace hlokit::interpreter {
namespace {

using llvm::APFloat;

/// Element `i` of a float tensor as an APFloat of its type.
APFloat readFloat(const Tensor &t, int64_t i) {
  const llvm::fltSemantics &sem = getSemantics(t.getElementType());
  unsigned bits = APFloat::getSizeInBits(sem);
  uint64_t raw = 0;
  std::memcpy(&raw, t.getRawData() + i * getElementByteSize(t.getElementType()),
              bits / 8);
  return APFloat(sem, llvm::APInt(bits, raw));
}

void writeFloat(Tensor &t, int64_t i, const APFloat &value) {
  uint64_t raw = value.bitcastToAPInt().getZExtValue();
  std::memcpy(t.getRawMutableData() +
                  i * getElementByteSize(t.getElementType()),
              &raw, getElementByteSize(t.getElementType()));
}

/// An exact integer (or double) converted to the expressed type, rounding to
/// nearest even as the spec's convert does.
APFloat toExpressed(double value, const llvm::fltSemantics &sem) {
  APFloat result(value);
  bool losesInfo = false;
  result.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return result;
}

/// The index of element `i`'s scale: its coordinate along the quantization
/// dimension, found by unravelling `i` in row-major order.
int64_t parameterIndex(llvm::ArrayRef<int64_t> shape, int64_t i,
                       const QuantizationParams &params) {
  if (!params.quantizationDimension)
    return 0;
  llvm::SmallVector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = i % shape[d];
    i /= shape[d];
  }
  return index[*params.quantizationDimension];
}

/// The spec's dequantize of one element.
APFloat literalDequantize(int64_t storage, int64_t p,
                          const QuantizationParams &params) {
  const llvm::fltSemantics &sem = getSemantics(params.expressedType);
  APFloat value =
      toExpressed(static_cast<double>(storage - params.zeroPoints[p]), sem);
  value.multiply(toExpressed(params.scales[p], sem),
                 APFloat::rmNearestTiesToEven);
  return value;
}

/// The spec's quantize of one element.
int64_t literalQuantize(APFloat x, int64_t p,
                        const QuantizationParams &params) {
  const llvm::fltSemantics &sem = getSemantics(params.expressedType);
  x.divide(toExpressed(params.scales[p], sem), APFloat::rmNearestTiesToEven);
  x.add(toExpressed(static_cast<double>(params.zeroPoints[p]), sem),
        APFloat::rmNearestTiesToEven);
  if (x.isNaN())
    x = APFloat::getZero(sem);
  APFloat lo = toExpressed(static_cast<double>(params.storageMin), sem);
  APFloat hi = toExpressed(static_cast<double>(params.storageMax), sem);
  if (x < lo)
    x = lo;
  if (hi < x)
    x = hi;
  x.roundToIntegral(APFloat::rmNearestTiesToEven);
  return static_cast<int64_t>(x.convertToDouble());
}

struct StoragePair {
  ElementType storage;
  int64_t min, max;
};

TEST(Quantization, KernelsMatchTheSpecFormulas) {
  std::mt19937 rng(1234);
  const StoragePair storages[] = {{ElementType::SI8, -128, 127},
                                  {ElementType::UI8, 0, 255},
                                  {ElementType::SI4, -8, 7},
                                  {ElementType::SI16, -32768, 32767}};
  const ElementType expresseds[] = {ElementType::F16, ElementType::BF16,
                                    ElementType::F32, ElementType::F64};
  const double scales[] = {0.5, 0.25, 0.1, 3.0, 1e-3, 0.7};
  for (int trial = 0; trial < 400; ++trial) {
    StoragePair storage = storages[rng() % 4];
    QuantizationParams params;
    params.storageType = storage.storage;
    params.expressedType = expresseds[rng() % 4];
    // A storage range of the full type or a random narrower one.
    params.storageMin = storage.min + (rng() % 2 ? 0 : rng() % 3);
    params.storageMax = storage.max - (rng() % 2 ? 0 : rng() % 3);
    llvm::SmallVector<int64_t> shape;
    for (int64_t r = 0, rank = rng() % 4; r < rank; ++r)
      shape.push_back(rng() % 4);
    int64_t slices = 1;
    if (!shape.empty() && rng() % 2) {
      params.quantizationDimension = rng() % shape.size();
      slices = shape[*params.quantizationDimension];
    }
    for (int64_t s = 0; s < std::max<int64_t>(slices, 1); ++s) {
      params.scales.push_back(scales[rng() % 6]);
      params.zeroPoints.push_back(
          params.storageMin + rng() % (params.storageMax - params.storageMin));
    }
    const llvm::fltSemantics &sem = getSemantics(params.expressedType);

    // quantize: values on and between the representable points, ties
    // included, some far outside the storage range, some NaN.
    llvm::Expected<Tensor> values =
        Tensor::allocate(params.expressedType, shape);
    ASSERT_TRUE(bool(values));
    for (int64_t i = 0; i < values->getNumElements(); ++i) {
      double x = (static_cast<double>(rng() % 2001) - 1000.0) / 8.0 *
                 params.scales[parameterIndex(shape, i, params)];
      writeFloat(*values, i,
                 rng() % 16 == 0 ? APFloat::getNaN(sem) : toExpressed(x, sem));
    }
    llvm::Expected<Tensor> quantized = quantize(*values, params);
    ASSERT_TRUE(bool(quantized));
    for (int64_t i = 0; i < values->getNumElements(); ++i)
      ASSERT_EQ(quantized->getIntegerAt(i),
                literalQuantize(readFloat(*values, i),
                                parameterIndex(shape, i, params), params))
          << "trial " << trial << " element " << i;

    // dequantize: the quantized storage back to the expressed type.
    llvm::Expected<Tensor> dequantized = dequantize(*quantized, params);
    ASSERT_TRUE(bool(dequantized));
    for (int64_t i = 0; i < values->getNumElements(); ++i) {
      APFloat expected = literalDequantize(
          quantized->getIntegerAt(i), parameterIndex(shape, i, params), params);
      ASSERT_TRUE(readFloat(*dequantized, i).bitwiseIsEqual(expected))
          << "trial " << trial << " element " << i;
    }
  }
}

TEST(Quantization, QuantizeRejectsValuesOfAnotherType) {
  QuantizationParams params{
      ElementType::SI8, ElementType::F32, -128, 127, {1.0}, {0}, std::nullopt};
  llvm::Expected<Tensor> values = Tensor::zeros(ElementType::F64, {2});
  ASSERT_TRUE(bool(values));
  llvm::Expected<Tensor> result = quantize(*values, params);
  ASSERT_FALSE(bool(result));
  EXPECT_EQ(llvm::toString(result.takeError()),
            "cannot quantize f64 values to expressed type f32");
}

} // namespace
} // namespace hlokit::interpreter
