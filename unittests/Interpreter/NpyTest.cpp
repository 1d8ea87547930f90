//===- NpyTest.cpp - .npy reading and writing -----------------------------===//

#include "hlokit/Interpreter/Tensor/Npy.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace hlokit::interpreter;

namespace {

std::string errorOf(llvm::Expected<Tensor> t) {
  EXPECT_FALSE(static_cast<bool>(t));
  return t ? std::string() : llvm::toString(t.takeError());
}

/// A v1.0 file with the given header dictionary and data bytes.
std::string makeNpy(const std::string &dict, const std::string &data,
                    char major = 1) {
  std::string header = dict + "\n";
  std::string out("\x93NUMPY", 6);
  out.push_back(major);
  out.push_back(0);
  out.push_back(static_cast<char>(header.size() & 0xFF));
  out.push_back(static_cast<char>(header.size() >> 8));
  if (major != 1)
    out.append(2, '\0');
  return out + header + data;
}

TEST(NpyTest, RoundTripsEveryElementType) {
  for (ElementType type :
       {ElementType::I1, ElementType::SI8, ElementType::SI16, ElementType::SI32,
        ElementType::SI64, ElementType::UI8, ElementType::UI16,
        ElementType::UI32, ElementType::UI64, ElementType::F16,
        ElementType::F32, ElementType::F64, ElementType::C64,
        ElementType::C128}) {
    llvm::Expected<Tensor> t = Tensor::zeros(type, {2, 3});
    ASSERT_TRUE(static_cast<bool>(t));
    for (int64_t i = 0; i < t->getByteSize(); ++i)
      t->getRawMutableData()[i] =
          static_cast<char>(type == ElementType::I1 ? i % 2 : i * 7);
    llvm::Expected<std::string> bytes = encodeNpy(*t);
    ASSERT_TRUE(static_cast<bool>(bytes));
    EXPECT_EQ(bytes->size() % 64, static_cast<size_t>(t->getByteSize()) % 64);
    llvm::Expected<Tensor> back = parseNpy(*bytes, "t.npy");
    ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
    EXPECT_TRUE(back->bitwiseEquals(*t)) << getElementTypeName(type).str();
  }
}

TEST(NpyTest, WritesNumpyHeader) {
  llvm::Expected<Tensor> t = Tensor::zeros(ElementType::F32, {3});
  ASSERT_TRUE(static_cast<bool>(t));
  llvm::Expected<std::string> bytes = encodeNpy(*t);
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_EQ(bytes->substr(10, 60),
            "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }   ");
  EXPECT_EQ((*bytes)[127], '\n');
  EXPECT_EQ(bytes->size(), 128u + 12u);
}

TEST(NpyTest, ReadsVersion2AndScalars) {
  int32_t v = 42;
  std::string data(reinterpret_cast<const char *>(&v), 4);
  llvm::Expected<Tensor> t = parseNpy(
      makeNpy("{'descr': '<i4', 'fortran_order': False, 'shape': (), }", data,
              2),
      "s.npy");
  ASSERT_TRUE(static_cast<bool>(t));
  EXPECT_EQ(t->getRank(), 0);
  EXPECT_EQ(t->data<int32_t>()[0], 42);
}

TEST(NpyTest, RejectsBadFiles) {
  EXPECT_EQ(errorOf(parseNpy("hello", "a.npy")),
            "a.npy: not a .npy file (bad magic string)");
  EXPECT_EQ(
      errorOf(parseNpy(
          makeNpy("{'descr': '>f4', 'fortran_order': False, 'shape': (1,), }",
                  "abcd"),
          "b.npy")),
      "b.npy: unsupported dtype '>f4' (expected little-endian bool, integer, "
      "float or complex)");
  EXPECT_EQ(
      errorOf(parseNpy(
          makeNpy("{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }",
                  "abcd"),
          "c.npy")),
      "c.npy: Fortran-order arrays are not supported; save the array in C "
      "order");
  EXPECT_EQ(
      errorOf(parseNpy(
          makeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }",
                  "abcd"),
          "d.npy")),
      "d.npy: holds 4 data bytes but its header describes 8");
  EXPECT_EQ(errorOf(parseNpy(makeNpy("{'descr': '<f4', }", ""), "e.npy")),
            "e.npy: header lacks 'descr', 'fortran_order' or 'shape'");
  EXPECT_EQ(errorOf(parseNpy(makeNpy("[1, 2]", ""), "f.npy")),
            "f.npy: header is not a dictionary");
}

// A header describing far more data than the file holds, or a size past
// 2^63, is refused before anything is allocated (fuzzing found a 10 GiB
// shape in 129 bytes allocated first).
TEST(NpyTest, LyingHeadersAllocateNothing) {
  int64_t allocations = Tensor::getNumAllocations();
  EXPECT_EQ(
      errorOf(parseNpy(makeNpy("{'descr': '<f4', 'fortran_order': False, "
                               "'shape': (1099511627776,), }",
                               "abcd"),
                       "huge.npy")),
      "huge.npy: holds 4 data bytes but its header describes 4398046511104");
  EXPECT_EQ(
      errorOf(parseNpy(makeNpy("{'descr': '<f4', 'fortran_order': False, "
                               "'shape': (4294967296, 4294967296, 16), }",
                               "abcd"),
                       "overflow.npy")),
      "overflow.npy: holds 4 data bytes but its header describes more than "
      "2^63");
  EXPECT_EQ(Tensor::getNumAllocations(), allocations);
  // A header length past the end of the file.
  std::string file =
      makeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }", "");
  file[8] = file[9] = '\xff';
  EXPECT_EQ(errorOf(parseNpy(file, "long.npy")),
            "long.npy: truncated .npy header");
  file = makeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }",
                 "", 2);
  file[10] = file[11] = '\xff';
  EXPECT_EQ(errorOf(parseNpy(file, "long2.npy")),
            "long2.npy: truncated .npy header");
}

TEST(NpyTest, AdaptsStandInTypes) {
  llvm::Expected<Tensor> f = Tensor::allocate(ElementType::F32, {2});
  ASSERT_TRUE(static_cast<bool>(f));
  f->mutableData<float>()[0] = 1.5f;
  f->mutableData<float>()[1] = -2.0f;
  llvm::Expected<Tensor> b = adaptNpyElementType(*f, ElementType::BF16, "x");
  ASSERT_TRUE(static_cast<bool>(b));
  EXPECT_EQ(float(b->data<BFloat16>()[0]), 1.5f);
  EXPECT_EQ(float(b->data<BFloat16>()[1]), -2.0f);
  EXPECT_EQ(errorOf(adaptNpyElementType(*f, ElementType::SI32, "x.npy")),
            "x.npy: has element type f32 but i32 is expected");
  llvm::Expected<Tensor> i = Tensor::allocate(ElementType::SI8, {1});
  ASSERT_TRUE(static_cast<bool>(i));
  i->mutableData<int8_t>()[0] = 9;
  EXPECT_EQ(errorOf(adaptNpyElementType(*i, ElementType::SI4, "y.npy")),
            "y.npy: element 0 is 9, out of range for i4");
}

TEST(NpyTest, TwoBitIntegersUseOneByteDtypes) {
  llvm::Expected<Tensor> i = Tensor::allocate(ElementType::SI8, {2});
  ASSERT_TRUE(static_cast<bool>(i));
  i->mutableData<int8_t>()[0] = -2;
  i->mutableData<int8_t>()[1] = 1;
  llvm::Expected<Tensor> two = adaptNpyElementType(*i, ElementType::SI2, "i");
  ASSERT_TRUE(static_cast<bool>(two));
  EXPECT_EQ(two->data<int8_t>()[0], -2);
  i->mutableData<int8_t>()[1] = 2;
  EXPECT_EQ(errorOf(adaptNpyElementType(*i, ElementType::SI2, "i.npy")),
            "i.npy: element 1 is 2, out of range for i2");
  llvm::Expected<Tensor> u = Tensor::allocate(ElementType::UI8, {1});
  ASSERT_TRUE(static_cast<bool>(u));
  u->mutableData<uint8_t>()[0] = 4;
  EXPECT_EQ(errorOf(adaptNpyElementType(*u, ElementType::UI2, "u.npy")),
            "u.npy: element 0 is 4, out of range for ui2");
  llvm::Expected<std::string> bytes = encodeNpy(*two);
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_NE(bytes->find("'descr': '|i1'"), std::string::npos);
}

TEST(NpyTest, SmallFloatsHaveNoDtype) {
  llvm::Expected<Tensor> f = Tensor::allocate(ElementType::F8E4M3FN, {1});
  ASSERT_TRUE(static_cast<bool>(f));
  llvm::Expected<std::string> bytes = encodeNpy(*f);
  ASSERT_FALSE(static_cast<bool>(bytes));
  EXPECT_EQ(llvm::toString(bytes.takeError()),
            "NumPy has no dtype for f8E4M3FN (.npy files cannot hold it)");
  llvm::Expected<Tensor> f32 = Tensor::allocate(ElementType::F32, {1});
  ASSERT_TRUE(static_cast<bool>(f32));
  EXPECT_EQ(errorOf(adaptNpyElementType(*f32, ElementType::F4E2M1FN, "a.npy")),
            "a.npy: NumPy has no dtype for f4E2M1FN (.npy files cannot hold "
            "it)");
}

} // namespace
