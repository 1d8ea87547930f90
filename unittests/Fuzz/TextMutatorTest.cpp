//===- TextMutatorTest.cpp - the fuzz targets' structure-aware mutator ----===//

#include "FuzzSupport.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed);

namespace {

/// Calls of libFuzzer's byte mutator, which this test stands in for.
unsigned byteMutations = 0;

} // namespace

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize) {
  ++byteMutations;
  return size;
}

namespace {

constexpr const char *kModule = R"mlir(
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.iota dim = 0 : tensor<3x2xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}
)mlir";

/// `text` mutated with `seed` in a buffer of `maxSize` bytes.
std::string mutate(const std::string &text, unsigned seed,
                   size_t maxSize = 8192) {
  std::string buffer = text;
  buffer.resize(std::max(maxSize, text.size()));
  size_t size = LLVMFuzzerCustomMutator(
      reinterpret_cast<uint8_t *>(buffer.data()), text.size(), maxSize, seed);
  buffer.resize(size);
  return buffer;
}

// Structural mutations give text that parses again, mostly differs from the
// input, and often no longer verifies (a changed shape, element type or
// integer attribute); about one in four is left to libFuzzer's own mutator.
TEST(TextMutator, EditsParsedModulesAndPrintsThemBack) {
  hlokit::fuzz::FuzzContext context;
  std::set<std::string> outputs;
  unsigned parsed = 0, invalid = 0;
  byteMutations = 0;
  for (unsigned seed = 0; seed < 64; ++seed) {
    std::string text = mutate(kModule, seed);
    if (text == kModule)
      continue;
    outputs.insert(text);
    mlir::ParserConfig config(context.get(), /*verifyAfterParse=*/false);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, config);
    ASSERT_TRUE(module) << text;
    ++parsed;
    invalid += mlir::failed(mlir::verify(*module));
  }
  EXPECT_GT(byteMutations, 0u);
  EXPECT_LT(byteMutations, 32u);
  EXPECT_GT(parsed, 32u);
  EXPECT_GT(outputs.size(), 16u);
  EXPECT_GT(invalid, 8u);
}

// Integer edits stay within what the ops' properties hold: an enum property
// (all_reduce's reduction_op) refuses integers outside its cases, which would
// leave a null property that verify then reads, and attributes at the ends
// of the int64 range get neighbours that wrap instead of overflowing.
TEST(TextMutator, EditsOnlyIntegersThePropertiesTake) {
  constexpr const char *kEdges = R"mlir(
sdy.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.all_reduce max {"x"} %x out_sharding=<@mesh, [{}]> : tensor<8xf32>
  %1 = stablehlo.iota dim = 9223372036854775807 : tensor<8xf32>
  %2 = stablehlo.iota dim = -9223372036854775808 : tensor<8xf32>
  %3 = stablehlo.add %0, %1 : tensor<8xf32>
  return %3 : tensor<8xf32>
}
)mlir";
  hlokit::fuzz::FuzzContext context;
  unsigned edited = 0;
  for (unsigned seed = 0; seed < 256; ++seed) {
    std::string text = mutate(kEdges, seed);
    mlir::ParserConfig config(context.get(), /*verifyAfterParse=*/false);
    ASSERT_TRUE(mlir::parseSourceString<mlir::ModuleOp>(text, config)) << text;
    edited += text != kEdges;
  }
  EXPECT_GT(edited, 128u);
}

// Text that does not parse, or whose mutation would not fit, goes to
// libFuzzer's byte mutator.
TEST(TextMutator, LeavesUnparsedOrOversizedTextToTheByteMutator) {
  byteMutations = 0;
  for (unsigned seed = 0; seed < 16; ++seed)
    EXPECT_EQ(mutate("func.func @f(", seed), "func.func @f(");
  EXPECT_EQ(byteMutations, 16u);
  byteMutations = 0;
  for (unsigned seed = 0; seed < 16; ++seed)
    mutate(kModule, seed, /*maxSize=*/0);
  EXPECT_EQ(byteMutations, 16u);
}

} // namespace
