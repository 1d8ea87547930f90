//===- TestTensors.cpp - random tensors and value comparison --------------===//

#include "TestTensors.h"

#include "hlokit/Interpreter/Math/Conversion.h"

#include <algorithm>
#include <complex>
#include <cstring>

namespace hlokit::interpreter {

Tensor randomTensor(ElementType type, llvm::ArrayRef<int64_t> shape,
                    std::mt19937 &rng) {
  Tensor f64 = llvm::cantFail(Tensor::allocate(ElementType::F64, shape));
  std::uniform_int_distribution<int> value(-4, 4);
  for (int64_t i = 0; i < f64.getNumElements(); ++i)
    f64.mutableData<double>()[i] = value(rng);
  if (isComplex(type)) {
    Tensor re = llvm::cantFail(convert(f64, type));
    for (int64_t i = 0; i < re.getNumElements(); ++i) {
      if (type == ElementType::C64)
        re.mutableData<std::complex<float>>()[i].imag(float(value(rng)));
      else
        re.mutableData<std::complex<double>>()[i].imag(double(value(rng)));
    }
    return re;
  }
  if (type == ElementType::I1)
    for (int64_t i = 0; i < f64.getNumElements(); ++i)
      f64.mutableData<double>()[i] = value(rng) > 0;
  return llvm::cantFail(convert(f64, type));
}

Tensor randomValues(ElementType type, llvm::ArrayRef<int64_t> shape,
                    std::mt19937 &rng) {
  if (!isFloat(type) && !isComplex(type))
    return randomTensor(type, shape, rng);
  Tensor f64 = llvm::cantFail(Tensor::allocate(ElementType::F64, shape));
  std::uniform_real_distribution<double> value(-2, 2);
  for (int64_t i = 0; i < f64.getNumElements(); ++i)
    f64.mutableData<double>()[i] = value(rng);
  return llvm::cantFail(convert(f64, type));
}

bool sameBits(const Tensor &a, const Tensor &b) {
  return a.getElementType() == b.getElementType() &&
         a.getShape() == b.getShape() &&
         std::memcmp(a.getRawData(), b.getRawData(), a.getByteSize()) == 0;
}

stablehlo::ConvDimensions convDimensions(llvm::ArrayRef<int64_t> in,
                                         llvm::ArrayRef<int64_t> kernel,
                                         llvm::ArrayRef<int64_t> out) {
  stablehlo::ConvDimensions dims;
  dims.inputBatch = in[0];
  dims.inputFeature = in[1];
  dims.inputSpatial.assign(in.begin() + 2, in.end());
  dims.kernelInputFeature = kernel[0];
  dims.kernelOutputFeature = kernel[1];
  dims.kernelSpatial.assign(kernel.begin() + 2, kernel.end());
  dims.outputBatch = out[0];
  dims.outputFeature = out[1];
  dims.outputSpatial.assign(out.begin() + 2, out.end());
  return dims;
}

llvm::SmallVector<int64_t> shuffledDims(int64_t rank, std::mt19937 &rng) {
  llvm::SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    dims.push_back(d);
  std::shuffle(dims.begin(), dims.end(), rng);
  return dims;
}

bool sameValues(const Tensor &a, const Tensor &b) {
  if (a.getShape() != b.getShape() || a.getElementType() != b.getElementType())
    return false;
  Tensor x = llvm::cantFail(convert(a, ElementType::C128));
  Tensor y = llvm::cantFail(convert(b, ElementType::C128));
  for (int64_t i = 0; i < x.getNumElements(); ++i)
    if (x.data<std::complex<double>>()[i] != y.data<std::complex<double>>()[i])
      return false;
  return true;
}

} // namespace hlokit::interpreter
