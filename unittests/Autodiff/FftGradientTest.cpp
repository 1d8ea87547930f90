//===- FftGradientTest.cpp - gradient checks, fft -------------------------===//
//
// Every fft type over one to three trailing dimensions, even and odd
// lengths (the IRFFT weights differ at the Nyquist entry), batched. The
// transform is followed by a complex multiply so that the cotangent reaching
// it depends on the point.
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace hlokit::autodiff::testing;

namespace {

/// The operand and result shapes of one fft: a batch dim of 2, then the
/// transformed dims.
struct FftShapes {
  llvm::SmallVector<int64_t> operand, result;
};

FftShapes shapesOf(llvm::StringRef type, llvm::ArrayRef<int64_t> length) {
  FftShapes s;
  s.operand = {2};
  llvm::append_range(s.operand, length);
  s.result = s.operand;
  if (type == "RFFT")
    s.result.back() = length.back() / 2 + 1;
  if (type == "IRFFT")
    s.operand.back() = length.back() / 2 + 1;
  return s;
}

void checkFft(llvm::StringRef type, llvm::ArrayRef<int64_t> length, Rng &rng) {
  bool realIn = type == "RFFT", realOut = type == "IRFFT";
  FftShapes s = shapesOf(type, length);
  std::string in = tensorType(s.operand, realIn ? "f64" : "complex<f64>");
  std::string out = tensorType(s.result, realOut ? "f64" : "complex<f64>");
  GradientChecker checker(llvm::formatv(R"(
    func.func @f(%x: {0}) -> {1} {
      %0 = stablehlo.fft %x, type = {2}, length = {3} : ({0}) -> {1}
      %1 = stablehlo.multiply %0, %0 : {1}
      return %1 : {1}
    })",
                                        in, out, type, list(length))
                              .str());
  ASSERT_TRUE(checker.isValid());
  Tensor x = realIn ? randomF64(rng, s.operand) : randomC128(rng, s.operand);
  expectAccurate(checker.check({std::move(x)}, rng),
                 (type + " " + list(length)).str());
}

TEST(FftGradient, EveryTypeAndRank) {
  Rng rng(90);
  const llvm::SmallVector<int64_t> lengths[] = {
      {1}, {2}, {5}, {6}, {3, 4}, {2, 5}, {2, 3, 4}, {3, 2, 3}};
  for (const char *type : {"FFT", "IFFT", "RFFT", "IRFFT"})
    for (const auto &length : lengths)
      checkFft(type, length, rng);
}

} // namespace
