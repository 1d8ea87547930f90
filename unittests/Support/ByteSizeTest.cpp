//===- ByteSizeTest.cpp - byte counts on the command line -----------------===//

#include "hlokit/Support/CommandLine.h"

#include "gtest/gtest.h"

namespace hlokit {
namespace {

TEST(ByteSizeTest, CountsAndBinarySuffixes) {
  EXPECT_EQ(parseByteSize("0"), 0);
  EXPECT_EQ(parseByteSize("1000"), 1000);
  EXPECT_EQ(parseByteSize("64K"), 64 << 10);
  EXPECT_EQ(parseByteSize("512m"), int64_t(512) << 20);
  EXPECT_EQ(parseByteSize("8G"), int64_t(8) << 30);
  EXPECT_EQ(parseByteSize("2T"), int64_t(2) << 40);
}

TEST(ByteSizeTest, MalformedOrTooLargeIsNothing) {
  EXPECT_EQ(parseByteSize(""), std::nullopt);
  EXPECT_EQ(parseByteSize("G"), std::nullopt);
  EXPECT_EQ(parseByteSize("-1"), std::nullopt);
  EXPECT_EQ(parseByteSize("1.5G"), std::nullopt);
  EXPECT_EQ(parseByteSize("12X"), std::nullopt);
  EXPECT_EQ(parseByteSize("9223372036854775807"), INT64_MAX);
  EXPECT_EQ(parseByteSize("9223372036854775808"), std::nullopt);
  EXPECT_EQ(parseByteSize("8388608T"), std::nullopt);
}

} // namespace
} // namespace hlokit
