//===- Constant.cpp - tensors from MLIR attributes ------------------------===//

#include "hlokit/Interpreter/Tensor/Constant.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace hlokit::interpreter {

namespace {

/// Stores one APInt/APFloat value at element i of the typed buffer.
template <typename T>
void storeInt(Tensor &t, int64_t i, const llvm::APInt &v) {
  if constexpr (std::is_same_v<T, bool>)
    t.mutableData<bool>()[i] = !v.isZero();
  else if constexpr (IsIntV<T>)
    t.mutableData<T>()[i] = static_cast<T>(
        std::is_signed_v<T> ? v.getSExtValue() : int64_t(v.getZExtValue()));
}

template <typename T>
void storeFloat(Tensor &t, int64_t i, const llvm::APFloat &v) {
  llvm::APInt bits = v.bitcastToAPInt();
  if constexpr (IsLowFloatV<T>)
    t.mutableData<T>()[i] =
        T::fromBits(static_cast<typename T::Bits>(bits.getZExtValue()));
  else if constexpr (std::is_same_v<T, float>)
    t.mutableData<float>()[i] = v.convertToFloat();
  else if constexpr (std::is_same_v<T, double>)
    t.mutableData<double>()[i] = v.convertToDouble();
}

/// A splat's one element, repeated: converting each element through APFloat
/// would cost as much per element as the whole value does here.
llvm::Expected<Tensor> tensorFromSplat(DenseElementsAttr dense) {
  auto type = cast<ShapedType>(dense.getType());
  llvm::Expected<Tensor> element = tensorFromAttr(
      dense.resizeSplat(RankedTensorType::get({}, type.getElementType())));
  if (!element)
    return element;
  return Tensor::filled(*element, type.getShape());
}

} // namespace

llvm::Expected<Tensor> tensorFromAttr(ElementsAttr attr) {
  auto dense = dyn_cast<DenseElementsAttr>(attr);
  if (dense && dense.isSplat() && dense.getNumElements() > 1)
    return tensorFromSplat(dense);
  auto type = cast<ShapedType>(attr.getType());
  std::optional<ElementType> elementType =
      getElementType(type.getElementType());
  if (!dense || !elementType)
    return llvm::createStringError(
        llvm::formatv("constant attribute of type {0} is not supported by the "
                      "interpreter",
                      attr.getType())
            .str());
  llvm::Expected<Tensor> tensor =
      Tensor::allocate(*elementType, type.getShape());
  if (!tensor)
    return tensor;
  dispatchElementType(*elementType, [&](auto v) {
    using T = decltype(v);
    int64_t i = 0;
    if constexpr (std::is_integral_v<T>) {
      for (const llvm::APInt &value : dense.getValues<llvm::APInt>())
        storeInt<T>(*tensor, i++, value);
    } else if constexpr (IsComplexV<T>) {
      using R = typename T::value_type;
      for (const std::complex<llvm::APFloat> &value :
           dense.getValues<std::complex<llvm::APFloat>>()) {
        bool isFloat = std::is_same_v<R, float>;
        R re = isFloat ? R(value.real().convertToFloat())
                       : R(value.real().convertToDouble());
        R im = isFloat ? R(value.imag().convertToFloat())
                       : R(value.imag().convertToDouble());
        tensor->template mutableData<T>()[i++] = T(re, im);
      }
    } else {
      for (const llvm::APFloat &value : dense.getValues<llvm::APFloat>())
        storeFloat<T>(*tensor, i++, value);
    }
  });
  return tensor;
}

llvm::Expected<Tensor> tensorFromAttr(ElementsAttr value, Type type) {
  auto quantized = dyn_cast<quant::QuantizedType>(getElementTypeOrSelf(type));
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (!quantized || quantized.isSigned() || !dense)
    return tensorFromAttr(value);
  return tensorFromAttr(dense.bitcast(IntegerType::get(
      value.getContext(), quantized.getStorageTypeIntegralWidth(),
      IntegerType::Unsigned)));
}

} // namespace hlokit::interpreter
