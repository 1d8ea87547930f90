//===- RngBitGeneratorTest.cpp - the generator cores' known answers -------===//
//
// Known-answer vectors of Random123 (Salmon et al.), the reference XLA's
// THREE_FRY and PHILOX implement.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Kernels/RngBitGenerator.h"

#include <gtest/gtest.h>

using namespace hlokit::interpreter;
using hlokit::stablehlo::RngAlgorithm;

namespace {

TEST(RngBitGenerator, ThreeFry2x32KnownAnswers) {
  using Words = std::array<uint32_t, 2>;
  EXPECT_EQ(threeFry2x32({0, 0}, {0, 0}), (Words{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(threeFry2x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (Words{0x1cb996fc, 0xbb002be7}));
  EXPECT_EQ(threeFry2x32({0x243f6a88, 0x85a308d3}, {0x13198a2e, 0x03707344}),
            (Words{0xc4923a9c, 0x483df7a0}));
}

TEST(RngBitGenerator, Philox4x32KnownAnswers) {
  using Words = std::array<uint32_t, 4>;
  EXPECT_EQ(philox4x32({0, 0, 0, 0}, {0, 0}),
            (Words{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(philox4x32({0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff},
                       {0xffffffff, 0xffffffff}),
            (Words{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}));
  EXPECT_EQ(philox4x32({0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344},
                       {0xa4093822, 0x299f31d0}),
            (Words{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

// The 128-bit PHILOX counter carries from its low word into its high word.
TEST(RngBitGenerator, PhiloxCounterCarries) {
  auto state = Tensor::allocate(ElementType::UI64, {3});
  ASSERT_TRUE(static_cast<bool>(state));
  uint64_t *words = state->mutableData<uint64_t>();
  words[0] = 1;
  words[1] = ~uint64_t{0};
  words[2] = 4;
  auto result =
      rngBitGenerator(RngAlgorithm::PHILOX, *state, ElementType::UI32, {8});
  ASSERT_TRUE(static_cast<bool>(result));
  const uint64_t *next = (*result)[0].data<uint64_t>();
  EXPECT_EQ(next[1], 1u);
  EXPECT_EQ(next[2], 5u);
  // The second block's counter is (0, 5).
  auto expected = philox4x32({0, 0, 5, 0}, {1, 0});
  const uint32_t *bits = (*result)[1].data<uint32_t>();
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(bits[4 + i], expected[i]);
}

// XLA draws narrow outputs through the unsigned type of their width; there
// is no 6-bit one.
TEST(RngBitGenerator, SixBitOutputsAreAnError) {
  auto state = Tensor::zeros(ElementType::UI64, {2});
  ASSERT_TRUE(static_cast<bool>(state));
  auto result = rngBitGenerator(RngAlgorithm::THREE_FRY, *state,
                                ElementType::F6E2M3FN, {2});
  ASSERT_FALSE(static_cast<bool>(result));
  EXPECT_NE(llvm::toString(result.takeError()).find("f6E2M3FN"),
            std::string::npos);
}

// Sub-byte outputs keep the low bits of the 32-bit words a ui32 output of
// the same shape gets; signed ones are sign-extended in their byte.
TEST(RngBitGenerator, SubByteOutputsKeepLowBits) {
  auto state = Tensor::zeros(ElementType::UI64, {2});
  ASSERT_TRUE(static_cast<bool>(state));
  state->mutableData<uint64_t>()[0] = 42;
  auto words =
      rngBitGenerator(RngAlgorithm::PHILOX, *state, ElementType::UI32, {7});
  auto nibbles =
      rngBitGenerator(RngAlgorithm::PHILOX, *state, ElementType::SI4, {7});
  ASSERT_TRUE(static_cast<bool>(words) && static_cast<bool>(nibbles));
  for (int i = 0; i < 7; ++i) {
    int pattern = (*words)[1].data<uint32_t>()[i] & 0xF;
    EXPECT_EQ((*nibbles)[1].data<int8_t>()[i],
              pattern >= 8 ? pattern - 16 : pattern);
  }
}

} // namespace
