//===- Quantization.cpp - quantize and dequantize kernels -----------------===//

#include "hlokit/Interpreter/Math/Quantization.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace mlir;

namespace hlokit::interpreter {

llvm::Expected<std::optional<QuantizationParams>>
getQuantizationParams(Type elementType) {
  auto quantized = dyn_cast<quant::QuantizedType>(elementType);
  if (!quantized)
    return std::nullopt;
  std::optional<ElementType> storage = getElementType(quantized);
  std::optional<ElementType> expressed =
      getElementType(quantized.getExpressedType());
  if (!storage || !expressed || !isFloat(*expressed)) {
    std::string name;
    llvm::raw_string_ostream os(name);
    elementType.print(os);
    return llvm::createStringError("quantized element type " + name +
                                   " is not supported by the interpreter");
  }
  QuantizationParams params;
  params.storageType = *storage;
  params.expressedType = *expressed;
  params.storageMin = quantized.getStorageTypeMin();
  params.storageMax = quantized.getStorageTypeMax();
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(quantized)) {
    params.scales.assign(perAxis.getScales().begin(),
                         perAxis.getScales().end());
    params.zeroPoints.assign(perAxis.getZeroPoints().begin(),
                             perAxis.getZeroPoints().end());
    params.quantizationDimension = perAxis.getQuantizedDimension();
  } else {
    auto perTensor = cast<quant::UniformQuantizedType>(quantized);
    params.scales = {perTensor.getScale()};
    params.zeroPoints = {perTensor.getZeroPoint()};
  }
  return params;
}

namespace {

/// For element `i` of a tensor of `shape`, the index of its scale and zero
/// point: 0 per-tensor, the coordinate along the quantization dimension
/// per-axis.
class ParameterIndex {
public:
  ParameterIndex(llvm::ArrayRef<int64_t> shape,
                 const QuantizationParams &params) {
    if (!params.quantizationDimension)
      return;
    int64_t dim = *params.quantizationDimension;
    size = shape[dim];
    stride = getStrides(shape)[dim];
  }
  int64_t operator()(int64_t i) const {
    return size == 1 ? 0 : (i / stride) % size;
  }

private:
  int64_t size = 1;
  int64_t stride = 1;
};

/// Rounds a value computed in C to the expressed type E, as each step of the
/// spec's formulas produces a value of the expressed type.
template <typename E> ComputeT<E> inExpressed(ComputeT<E> value) {
  return static_cast<ComputeT<E>>(E(value));
}

/// `convert(value, E)` of an integer or a double parameter, rounded once
/// (going through float would round twice for f16 and bf16).
template <typename E> ComputeT<E> convertToExpressed(double value) {
  if constexpr (IsLowFloatV<E>) {
    llvm::APFloat converted(value);
    bool losesInfo = false;
    converted.convert(std::is_same_v<E, Half> ? llvm::APFloat::IEEEhalf()
                                              : llvm::APFloat::BFloat(),
                      llvm::APFloat::rmNearestTiesToEven, &losesInfo);
    return converted.convertToFloat();
  } else {
    return static_cast<E>(value);
  }
}

template <typename S, typename E>
void dequantizeElements(const Tensor &storage, const QuantizationParams &params,
                        Tensor &result) {
  using C = ComputeT<E>;
  llvm::SmallVector<C, 1> scales;
  for (double scale : params.scales)
    scales.push_back(convertToExpressed<E>(scale));
  const S *in = storage.data<S>();
  E *out = result.mutableData<E>();
  ParameterIndex index(storage.getShape(), params);
  for (int64_t i = 0, e = storage.getNumElements(); i < e; ++i) {
    int64_t p = index(i);
    C difference = convertToExpressed<E>(static_cast<double>(
        static_cast<int64_t>(in[i]) - params.zeroPoints[p]));
    out[i] = E(difference * scales[p]);
  }
}

template <typename S, typename E>
void quantizeElements(const Tensor &values, const QuantizationParams &params,
                      Tensor &result) {
  using C = ComputeT<E>;
  llvm::SmallVector<C, 1> scales, zeroPoints;
  for (double scale : params.scales)
    scales.push_back(convertToExpressed<E>(scale));
  for (int64_t zeroPoint : params.zeroPoints)
    zeroPoints.push_back(convertToExpressed<E>(static_cast<double>(zeroPoint)));
  C lowest = convertToExpressed<E>(static_cast<double>(params.storageMin));
  C highest = convertToExpressed<E>(static_cast<double>(params.storageMax));
  const E *in = values.data<E>();
  S *out = result.mutableData<S>();
  ParameterIndex index(values.getShape(), params);
  for (int64_t i = 0, e = values.getNumElements(); i < e; ++i) {
    int64_t p = index(i);
    C scaled = inExpressed<E>(static_cast<C>(in[i]) / scales[p]);
    C shifted = inExpressed<E>(scaled + zeroPoints[p]);
    if (std::isnan(shifted))
      shifted = 0;
    C clamped = std::min(std::max(shifted, lowest), highest);
    // The default rounding mode rounds ties to even.
    C rounded = std::nearbyint(clamped);
    // The expressed type may not hold storage_min/max exactly (i32 storage
    // in f16); saturate so the conversion stays in range.
    int64_t integer = rounded <= static_cast<C>(params.storageMin)
                          ? params.storageMin
                      : rounded >= static_cast<C>(params.storageMax)
                          ? params.storageMax
                          : static_cast<int64_t>(rounded);
    out[i] = static_cast<S>(integer);
  }
}

/// Calls f(S{}, E{}) with the storage and expressed types of `params`
/// (an integer and a float type: getQuantizationParams makes them so).
template <typename F>
void dispatchQuantized(const QuantizationParams &params, F &&f) {
  dispatchElementType(params.storageType, [&](auto s) {
    dispatchElementType(params.expressedType, [&](auto e) {
      using S = decltype(s);
      using E = decltype(e);
      if constexpr (IsIntV<S> && IsFloatV<E>)
        f(S{}, E{});
      else
        llvm_unreachable("quantized types store integers and express floats");
    });
  });
}

} // namespace

llvm::Expected<Tensor> dequantize(const Tensor &storage,
                                  const QuantizationParams &params) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(params.expressedType, storage.getShape());
  if (!result)
    return result;
  dispatchQuantized(params, [&](auto s, auto e) {
    dequantizeElements<decltype(s), decltype(e)>(storage, params, *result);
  });
  return result;
}

llvm::Expected<Tensor> quantize(const Tensor &values,
                                const QuantizationParams &params) {
  if (values.getElementType() != params.expressedType)
    return llvm::createStringError(
        llvm::formatv("cannot quantize {0} values to expressed type {1}",
                      getElementTypeName(values.getElementType()),
                      getElementTypeName(params.expressedType))
            .str());
  llvm::Expected<Tensor> result =
      Tensor::allocate(params.storageType, values.getShape());
  if (!result)
    return result;
  dispatchQuantized(params, [&](auto s, auto e) {
    quantizeElements<decltype(s), decltype(e)>(values, params, *result);
  });
  return result;
}

} // namespace hlokit::interpreter
