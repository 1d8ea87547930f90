//===- Printer.cpp - tensors in MLIR literal form -------------------------===//

#include "hlokit/Interpreter/Tensor/Printer.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Format.h"

using llvm::APFloat;

namespace hlokit::interpreter {

namespace {

/// MLIR's float spelling: `%e`-like six-digit form when it reads back
/// exactly, else the shortest exact decimal, and the bit pattern in hex for
/// inf and NaN.
void printFloat(llvm::raw_ostream &os, const APFloat &value) {
  if (!value.isFinite()) {
    llvm::APInt bits = value.bitcastToAPInt();
    os << "0x";
    llvm::SmallString<20> hex;
    bits.toString(hex, 16, /*Signed=*/false);
    unsigned digits = (bits.getBitWidth() + 3) / 4;
    for (unsigned i = hex.size(); i < digits; ++i)
      os << '0';
    os << hex;
    return;
  }
  llvm::SmallString<32> text;
  value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
                 /*TruncateZero=*/false);
  APFloat reparsed(value.getSemantics());
  auto status = reparsed.convertFromString(text, APFloat::rmNearestTiesToEven);
  if (!status || !reparsed.bitwiseIsEqual(value)) {
    llvm::consumeError(status.takeError());
    text.clear();
    value.toString(text);
  }
  os << text;
}

template <typename T> void printScalar(llvm::raw_ostream &os, T v) {
  if constexpr (std::is_same_v<T, bool>)
    os << (v ? "true" : "false");
  else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
    os << static_cast<int64_t>(v);
  else if constexpr (std::is_integral_v<T>)
    os << static_cast<uint64_t>(v);
  else if constexpr (std::is_same_v<T, Half>)
    printFloat(os, APFloat(APFloat::IEEEhalf(), llvm::APInt(16, v.bits)));
  else if constexpr (std::is_same_v<T, BFloat16>)
    printFloat(os, APFloat(APFloat::BFloat(), llvm::APInt(16, v.bits)));
  else if constexpr (IsSmallFloatV<T>)
    printFloat(os, APFloat(getSemantics(T::kind),
                           llvm::APInt(getBitWidth(T::kind), v.bits)));
  else if constexpr (IsComplexV<T>) {
    os << '(';
    printScalar(os, v.real());
    os << ',';
    printScalar(os, v.imag());
    os << ')';
  } else
    printFloat(os, APFloat(v));
}

void printNewlineIndent(llvm::raw_ostream &os, int64_t depth) {
  os << '\n';
  os.indent(2 * depth);
}

/// Prints the sub-array at `dim` starting at element `offset`; inner
/// dimensions stay on one line, outer ones get a line per sub-array.
void printLevel(llvm::raw_ostream &os, const Tensor &tensor, int64_t dim,
                int64_t offset, llvm::ArrayRef<int64_t> strides) {
  llvm::ArrayRef<int64_t> shape = tensor.getShape();
  int64_t rank = tensor.getRank();
  os << '[';
  for (int64_t i = 0; i < shape[dim]; ++i) {
    if (dim + 1 == rank) {
      if (i)
        os << ", ";
      printElement(os, tensor, offset + i);
      continue;
    }
    if (i)
      os << ',';
    printNewlineIndent(os, dim + 2);
    printLevel(os, tensor, dim + 1, offset + i * strides[dim], strides);
  }
  if (dim + 1 != rank && shape[dim] != 0)
    printNewlineIndent(os, dim + 1);
  os << ']';
}

} // namespace

namespace {

std::string getTensorTypeString(llvm::ArrayRef<int64_t> shape,
                                llvm::StringRef elementTypeName) {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  s += elementTypeName.str();
  return s + ">";
}

} // namespace

std::string getTensorTypeString(llvm::ArrayRef<int64_t> shape,
                                ElementType type) {
  return getTensorTypeString(shape, getElementTypeName(type));
}

void printElement(llvm::raw_ostream &os, const Tensor &tensor, int64_t i) {
  dispatchElementType(tensor.getElementType(), [&](auto v) {
    using T = decltype(v);
    printScalar(os, tensor.data<T>()[i]);
  });
}

void printTensor(llvm::raw_ostream &os, const Tensor &tensor) {
  printTensor(os, tensor, getElementTypeName(tensor.getElementType()));
}

void printTensor(llvm::raw_ostream &os, const Tensor &tensor,
                 llvm::StringRef elementTypeName) {
  os << getTensorTypeString(tensor.getShape(), elementTypeName) << " {";
  // Scalars stay on one line, as upstream prints them.
  if (tensor.getRank() == 0) {
    printElement(os, tensor, 0);
    os << "}";
    return;
  }
  printNewlineIndent(os, 1);
  printLevel(os, tensor, 0, 0, getStrides(tensor.getShape()));
  os << "\n}";
}

} // namespace hlokit::interpreter
