//===- PrinterTest.cpp - tensors in MLIR literal form ---------------------===//

#include "hlokit/Interpreter/Tensor/Printer.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace hlokit::interpreter;

namespace {

template <typename T>
std::string print(ElementType type, llvm::ArrayRef<int64_t> shape,
                  llvm::ArrayRef<T> values) {
  llvm::Expected<Tensor> t = Tensor::allocate(type, shape);
  EXPECT_TRUE(static_cast<bool>(t));
  std::copy(values.begin(), values.end(), t->mutableData<T>());
  std::string s;
  llvm::raw_string_ostream os(s);
  printTensor(os, *t);
  return s;
}

TEST(PrinterTest, Vector) {
  EXPECT_EQ(print<int32_t>(ElementType::SI32, {2}, {1, 2}),
            "tensor<2xi32> {\n  [1, 2]\n}");
}

TEST(PrinterTest, Matrix) {
  EXPECT_EQ(print<int8_t>(ElementType::SI8, {2, 2}, {1, -2, 3, 4}),
            "tensor<2x2xi8> {\n  [\n    [1, -2],\n    [3, 4]\n  ]\n}");
}

TEST(PrinterTest, ScalarAndEmpty) {
  EXPECT_EQ(print<bool>(ElementType::I1, {}, {true}), "tensor<i1> {true}");
  EXPECT_EQ(print<float>(ElementType::F32, {0}, {}),
            "tensor<0xf32> {\n  []\n}");
  EXPECT_EQ(print<float>(ElementType::F32, {2, 0}, {}),
            "tensor<2x0xf32> {\n  [\n    [],\n    []\n  ]\n}");
}

TEST(PrinterTest, FloatsAreExact) {
  float inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(print<float>(ElementType::F32, {4}, {1.0f, 0.1f, -inf, 1e-3f}),
            "tensor<4xf32> {\n  [1.000000e+00, 1.000000e-01, 0xFF800000, "
            "1.000000e-03]\n}");
  EXPECT_EQ(print<double>(ElementType::F64, {1}, {0.1}),
            "tensor<1xf64> {\n  [1.000000e-01]\n}");
  EXPECT_EQ(print<double>(ElementType::F64, {1}, {1.0 / 3}),
            "tensor<1xf64> {\n  [0.33333333333333331]\n}");
  EXPECT_EQ(print<uint64_t>(ElementType::UI64, {1}, {~uint64_t(0)}),
            "tensor<1xui64> {\n  [18446744073709551615]\n}");
}

TEST(PrinterTest, HalfAndComplex) {
  EXPECT_EQ(print<Half>(ElementType::F16, {2}, {Half(0.5f), Half(-3.0f)}),
            "tensor<2xf16> {\n  [5.000000e-01, -3.000000e+00]\n}");
  EXPECT_EQ(print<BFloat16>(ElementType::BF16, {1}, {BFloat16(1.5f)}),
            "tensor<1xbf16> {\n  [1.500000e+00]\n}");
  EXPECT_EQ(print<std::complex<float>>(ElementType::C64, {1}, {{1.0f, -2.0f}}),
            "tensor<1xcomplex<f32>> {\n  [(1.000000e+00,-2.000000e+00)]\n}");
}

TEST(HalfTest, ConvertsWithRoundToNearestEven) {
  EXPECT_EQ(Half(1.0f).bits, 0x3C00);
  EXPECT_EQ(Half(65504.0f).bits, 0x7BFF);
  EXPECT_EQ(Half(65520.0f).bits, 0x7C00);
  EXPECT_EQ(Half(5.960464477539063e-08f).bits, 0x0001);
  EXPECT_EQ(Half(1.0f + 1.0f / 2048).bits, 0x3C00); // tie to even
  EXPECT_EQ(float(Half::fromBits(0x0001)), 5.960464477539063e-08f);
  EXPECT_TRUE(std::isnan(float(Half(std::nanf("")))));
  EXPECT_EQ(BFloat16(1.00390625f).bits, 0x3F80); // tie to even
  EXPECT_EQ(BFloat16(1.01171875f).bits, 0x3F82);
}

/// MLIR's spelling of `value` as an element of `type`: the text between
/// `dense<` and `>` when it prints a one-element dense attribute.
std::string mlirSpelling(mlir::MLIRContext &context, mlir::FloatType type,
                         const llvm::APFloat &value) {
  auto tensorType = mlir::RankedTensorType::get({1}, type);
  auto attr = mlir::DenseElementsAttr::get(tensorType, llvm::ArrayRef(value));
  std::string s;
  llvm::raw_string_ostream os(s);
  attr.print(os);
  size_t begin = s.find('<') + 1;
  return s.substr(begin, s.rfind("> : ") - begin);
}

TEST(PrinterTest, NarrowFloatsMatchMlirPrinterForEveryPattern) {
  mlir::MLIRContext context;
  for (ElementType type :
       {ElementType::F16, ElementType::BF16, ElementType::F4E2M1FN,
        ElementType::F6E2M3FN, ElementType::F6E3M2FN, ElementType::F8E3M4,
        ElementType::F8E4M3, ElementType::F8E4M3FN, ElementType::F8E4M3FNUZ,
        ElementType::F8E4M3B11FNUZ, ElementType::F8E5M2,
        ElementType::F8E5M2FNUZ, ElementType::F8E8M0FNU}) {
    auto floatType = mlir::cast<mlir::FloatType>(getMlirType(type, &context));
    unsigned width = getBitWidth(type);
    int failures = 0;
    for (uint64_t bits = 0; bits < (uint64_t(1) << width); ++bits) {
      llvm::Expected<Tensor> t = Tensor::allocate(type, {1});
      ASSERT_TRUE(static_cast<bool>(t));
      std::memcpy(t->getRawMutableData(), &bits, t->getByteSize());
      std::string ours;
      llvm::raw_string_ostream os(ours);
      printElement(os, *t, 0);
      std::string theirs =
          mlirSpelling(context, floatType,
                       llvm::APFloat(floatType.getFloatSemantics(),
                                     llvm::APInt(width, bits)));
      if (ours != theirs && ++failures <= 3)
        ADD_FAILURE() << getElementTypeName(type).str() << " bits " << bits
                      << ": we print " << ours << ", MLIR prints " << theirs;
    }
    EXPECT_EQ(failures, 0) << getElementTypeName(type).str();
  }
}

TEST(PrinterTest, TwoBitIntegers) {
  EXPECT_EQ(print<int8_t>(ElementType::SI2, {4}, {-2, -1, 0, 1}),
            "tensor<4xi2> {\n  [-2, -1, 0, 1]\n}");
  EXPECT_EQ(print<uint8_t>(ElementType::UI2, {2}, {0, 3}),
            "tensor<2xui2> {\n  [0, 3]\n}");
}

} // namespace
