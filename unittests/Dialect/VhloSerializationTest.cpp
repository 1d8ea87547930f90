//===- VhloSerializationTest.cpp - portable artifacts ---------------------===//
//
// Versions, in-memory round trips, and the deserializer on damaged
// artifacts: every prefix of an artifact must fail with an error diagnostic,
// never crash. (Seeded bit flips are not here: they reach an endless loop
// and a double free in MLIR 22's generic bytecode reader, outside hlokit;
// docs/portable-artifacts.md records them.)
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/VHLO/Serialization.h"
#include "hlokit/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace mlir;
using hlokit::vhlo::Version;

namespace {

constexpr const char *kProgram = R"mlir(
func.func @main(%q: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, %t: tuple<tensor<f32>, tensor<2xui8>>) -> (tensor<2x2xf32>, tensor<4xi1>, tensor<f32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], precision = [HIGH, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.exponential %0 : tensor<2x2xf32>
  %b = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %c = stablehlo.constant dense<2> : tensor<4xi32>
  %lt = stablehlo.compare LT, %i, %c, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = stablehlo.and %lt, %b : tensor<4xi1>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
  %4 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<2xui8>>) -> tensor<f32>
  %5 = stablehlo.add %3, %4 : tensor<f32>
  return %1, %2, %5 : tensor<2x2xf32>, tensor<4xi1>, tensor<f32>
}
)mlir";

class VhloSerialization : public ::testing::Test {
protected:
  VhloSerialization() {
    DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  std::string print(ModuleOp module) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return text;
  }

  /// The artifact of kProgram for `target`, and the program's text.
  std::string serialize(StringRef target, std::string *text = nullptr) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
    EXPECT_TRUE(module);
    if (text)
      *text = print(*module);
    std::string artifact;
    llvm::raw_string_ostream os(artifact);
    EXPECT_TRUE(succeeded(
        hlokit::vhlo::serializePortableArtifact(*module, target, os)));
    return artifact;
  }

  /// Reads `bytes`; true when it gave a valid module, false when it failed
  /// with at least one error. Anything else fails the test.
  bool readsBack(StringRef bytes) {
    int errors = 0;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
        ++errors;
      return success();
    });
    OwningOpRef<ModuleOp> module =
        hlokit::vhlo::deserializePortableArtifact(bytes, &context);
    if (module) {
      EXPECT_TRUE(succeeded(verify(*module)));
      return true;
    }
    EXPECT_GT(errors, 0) << "failed without an error";

    return false;
  }

  MLIRContext context;
};

TEST(VhloVersion, ParsesAndOrders) {
  EXPECT_EQ(Version::parse("1.2.3")->str(), "1.2.3");
  EXPECT_EQ(Version::parse("current")->str(), Version::getCurrent().str());
  for (StringRef bad :
       {"", "1.2", "1.2.3.4", "1.x.3", "-1.2.3", "+1.2.3", "1..3", "0x1.2.3"})
    EXPECT_FALSE(Version::parse(bad)) << bad.str();
  EXPECT_TRUE(Version(0, 9, 0) < Version(0, 10, 0));
  EXPECT_TRUE(Version(1, 2, 3) <= Version(1, 2, 3));
}

TEST(VhloVersion, BytecodeVersionPerRelease) {
  // Upstream's table of the MLIR bytecode format each release wrote.
  EXPECT_FALSE(Version(0, 8, 9).getBytecodeVersion());
  EXPECT_EQ(*Version(0, 9, 0).getBytecodeVersion(), 0);
  EXPECT_EQ(*Version(0, 11, 5).getBytecodeVersion(), 1);
  EXPECT_EQ(*Version(0, 12, 0).getBytecodeVersion(), 3);
  EXPECT_EQ(*Version(0, 14, 0).getBytecodeVersion(), 4);
  EXPECT_EQ(*Version(0, 15, 0).getBytecodeVersion(), 6);
  EXPECT_EQ(*Version::getCurrent().getBytecodeVersion(), 6);
  EXPECT_FALSE(Version(99, 0, 0).getBytecodeVersion());
}

TEST(VhloVersion, RangesCoverPatchReleasesOfTheirMaximum) {
  using hlokit::vhlo::isInVersionRange;
  EXPECT_TRUE(isInVersionRange(Version(1, 8, 7), "0.9.0", "1.8.0"));
  EXPECT_FALSE(isInVersionRange(Version(1, 9, 0), "0.9.0", "1.8.0"));
  EXPECT_FALSE(isInVersionRange(Version(0, 8, 0), "0.9.0", "current"));
  EXPECT_TRUE(isInVersionRange(Version::getCurrent(), "1.9.0", "current"));
}

TEST_F(VhloSerialization, ReadsArtifactVersion) {
  EXPECT_EQ(hlokit::vhlo::getArtifactVersion(serialize("0.14.0"))->str(),
            "0.14.0");
  EXPECT_FALSE(hlokit::vhlo::getArtifactVersion("ML\xEFR"));
  EXPECT_FALSE(hlokit::vhlo::getArtifactVersion("module {}"));
}

TEST_F(VhloSerialization, RoundTripsAtEveryBytecodeFormat) {
  for (StringRef target :
       {"0.9.0", "0.11.0", "0.13.0", "0.14.0", "1.5.0", "1.9.0", "current"}) {
    std::string text;
    std::string artifact = serialize(target, &text);
    OwningOpRef<ModuleOp> module =
        hlokit::vhlo::deserializePortableArtifact(artifact, &context);
    ASSERT_TRUE(module) << target.str();
    EXPECT_EQ(print(*module), text) << target.str();
  }
}

TEST_F(VhloSerialization, EveryTruncationFailsCleanly) {
  for (StringRef target : {"0.9.0", "current"}) {
    std::string artifact = serialize(target);
    // Size 0 is the empty text program, which is valid.
    for (size_t size = 1; size < artifact.size(); ++size)
      EXPECT_FALSE(readsBack(StringRef(artifact).take_front(size)))
          << target.str() << " cut to " << size << " bytes";
  }
}

} // namespace
