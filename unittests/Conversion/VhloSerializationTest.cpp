//===- VhloSerializationTest.cpp - portable artifacts ---------------------===//
//
// Versions, in-memory round trips, and the deserializer on damaged
// artifacts: every prefix of an artifact and thousands of seeded bit flips
// of artifacts of every op must give a valid module or an error
// diagnostic, never a crash or a hang. The flips reach an endless loop,
// out-of-memory aborts and heap corruption in MLIR 22's bytecode reader,
// which the read in a child process (readBytecodeIsolated) turns into
// errors.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/InitAll.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <chrono>
#include <random>

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

  /// The artifact of the program in test/Dialect/VHLO/Inputs/`name` for
  /// `target`.
  std::string serializeInput(StringRef name, StringRef target) {
    std::string path = (Twine(HLOKIT_VHLO_INPUTS_DIR) + "/" + name).str();
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(path, ParserConfig(&context));
    EXPECT_TRUE(module) << path;
    std::string artifact;
    llvm::raw_string_ostream os(artifact);
    if (!module)
      return artifact;
    EXPECT_TRUE(succeeded(
        hlokit::vhlo::serializePortableArtifact(*module, target, os)));
    return artifact;
  }

  MLIRContext context;
};

TEST(VhloVersion, ParsesAndOrders) {
  EXPECT_EQ(Version::parse("1.2.3")->str(), "1.2.3");
  EXPECT_EQ(Version::parse("current")->str(), Version::getCurrent().str());
  // Upstream's named targets and compatibility windows.
  EXPECT_EQ(Version::parse("minimum")->str(), "0.9.0");
  EXPECT_EQ(Version::parse("MAX_WINDOW")->str(), "0.9.0");
  EXPECT_EQ(Version::parse("WEEK_4")->str(), "1.18.0");
  EXPECT_EQ(Version::parse("WEEK_12")->str(), "1.16.2");
  EXPECT_FALSE(Version::parse("week_4"));
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
  // Upstream's current version is a patch release of its X.Y.
  Version current = Version::getCurrent();
  EXPECT_EQ(
      *Version(current.getMajor(), current.getMinor(), 7).getBytecodeVersion(),
      6);
  EXPECT_FALSE(Version(current.getMajor(), current.getMinor() + 1, 0)
                   .getBytecodeVersion());
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

// The future type (code 42), async_start/async_done (1.15.0) and the
// mesh-axes attributes (codes 21 to 25, 1.16.0), inline mesh and symbol.
TEST_F(VhloSerialization, RoundTripsAsyncOpsAndMeshAxes) {
  for (auto [name, target] : {std::pair{"async_program.mlir", "1.15.0"},
                              std::pair{"async_program.mlir", "current"},
                              std::pair{"mesh_axes_program.mlir", "1.16.0"},
                              std::pair{"mesh_axes_program.mlir", "current"}}) {
    std::string path = (Twine(HLOKIT_VHLO_INPUTS_DIR) + "/" + name).str();
    OwningOpRef<ModuleOp> source =
        parseSourceFile<ModuleOp>(path, ParserConfig(&context));
    ASSERT_TRUE(source) << name;
    std::string artifact = serializeInput(name, target);
    OwningOpRef<ModuleOp> module =
        hlokit::vhlo::deserializePortableArtifact(artifact, &context);
    ASSERT_TRUE(module) << name << " at " << target;
    EXPECT_EQ(print(*module), print(*source)) << name << " at " << target;
  }
}

TEST_F(VhloSerialization, EveryTruncationFailsCleanly) {
  // The last artifact carries sdy meshes, shardings and ops in Shardy's
  // encoding.
  std::vector<std::pair<std::string, std::string>> artifacts = {
      {"0.9.0", serialize("0.9.0")},
      {"current", serialize("current")},
      {"sdy 1.13.0", serializeInput("sdy_program.mlir", "1.13.0")},
      {"async 1.15.0", serializeInput("async_program.mlir", "1.15.0")},
      {"mesh axes 1.16.0", serializeInput("mesh_axes_program.mlir", "1.16.0")}};
  for (const auto &[name, artifact] : artifacts)
    // Size 0 is the empty text program, which is valid.
    for (size_t size = 1; size < artifact.size(); ++size)
      EXPECT_FALSE(readsBack(StringRef(artifact).take_front(size)))
          << name << " cut to " << size << " bytes";
}

// A damaged artifact the isolated read rejects must say why; what it
// passes on must read into a valid module or fail with an error. Two of the
// artifacts carry sdy attributes and ops. The CPU
// bound only shortens the endless loops of MLIR's reader: an undamaged
// artifact here reads in milliseconds.
TEST_F(VhloSerialization, SeededBitFlipsFailCleanly) {
  std::vector<std::string> artifacts = {
      serializeInput("all_ops.mlir", "0.9.0"),
      serializeInput("all_ops.mlir", "current"),
      serializeInput("comm_ops.mlir", "1.4.0"),
      serializeInput("late_ops.mlir", "current"),
      serializeInput("newest_program.mlir", "current"),
      serializeInput("weak_order.mlir", "current"),
      serializeInput("sdy_program.mlir", "1.13.0"),
      serializeInput("sdy_program.mlir", "current"),
      serializeInput("async_program.mlir", "current"),
      serializeInput("mesh_axes_program.mlir", "current")};
  hlokit::vhlo::ReaderLimits limits;
  limits.cpuSeconds = 1;
  // A child that blocks without using CPU (seen once in 1500 trials) is
  // ended by the wall-clock bound instead; keep that short here too.
  limits.wallSeconds = 5;
  Location loc = UnknownLoc::get(&context);
  std::mt19937 random(18);
  int valid = 0, rejected = 0, sdyErrors = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    std::string bytes = artifacts[trial % artifacts.size()];
    int flips = 1 + static_cast<int>(random() % 3);
    for (int i = 0; i < flips; ++i)
      bytes[random() % bytes.size()] ^= static_cast<char>(1 << (random() % 8));
    int errors = 0;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      errors += diagnostic.getSeverity() == DiagnosticSeverity::Error;
      sdyErrors += StringRef(diagnostic.str()).contains("sdy");
      return success();
    });
    FailureOr<std::string> safe =
        hlokit::vhlo::readBytecodeIsolated(bytes, &context, loc, limits);
    if (failed(safe)) {
      EXPECT_GT(errors, 0) << "trial " << trial;
      ++rejected;
    } else if (readsBack(*safe)) {
      ++valid;
    } else {
      ++rejected;
    }
  }
  // Most flips hit data the reader checks; some land in tensor data or
  // locations and still give a valid module; some hit sdy attributes, which
  // the sdy encoding or the sdy verifiers refuse.
  EXPECT_GT(rejected, 0);
  EXPECT_GT(valid, 0);
  EXPECT_GT(sdyErrors, 0);
}

/// The bytes of test/Dialect/VHLO/Inputs/`name`.
std::string readInput(StringRef name) {
  auto buffer = llvm::MemoryBuffer::getFile(
      (Twine(HLOKIT_VHLO_INPUTS_DIR) + "/" + name).str(), /*IsText=*/false);
  EXPECT_TRUE(bool(buffer)) << name.str();
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

// Damaged artifacts found by bit flips: MLIR's reader loops for ever on the
// first (attribute and type entries that refer to each other), which the
// bound on entry reads refuses at once, and aborts on the second (a count
// asking for more memory than there is), which the child process turns into
// an error.
TEST_F(VhloSerialization, IsolatedReadStopsLoopsAndAborts) {
  Location loc = UnknownLoc::get(&context);
  hlokit::vhlo::ReaderLimits limits;
  limits.cpuSeconds = 1;
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    if (message.empty())
      message = diagnostic.str();
    return success();
  });
  std::string cyclic = readInput("cyclic_entries.mlir.bc");
  EXPECT_TRUE(failed(
      hlokit::vhlo::readBytecodeIsolated(cyclic, &context, loc, limits)));
  EXPECT_EQ(message,
            "malformed MLIR bytecode: its attribute and type entries were "
            "read more than " +
                std::to_string(
                    hlokit::vhlo::kEntryReadsPerByte * cyclic.size() + 1024) +
                " times, which only entries that refer to each other in a "
                "cycle or nest in long chains need");
  message.clear();
  EXPECT_TRUE(failed(hlokit::vhlo::readBytecodeIsolated(
      readInput("out_of_memory.mlir.bc"), &context, loc, limits)));
  EXPECT_EQ(message,
            "malformed MLIR bytecode: MLIR's reader failed on it (signal 6)");
}

// A read with boundEntryReads fails once the reader parsed entries more
// often than the bound allows, in this process and without waiting.
TEST_F(VhloSerialization, BoundEntryReadsRefusesCyclicEntries) {
  std::string cyclic = readInput("cyclic_entries.mlir.bc");
  std::string errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.str() + "\n";
    return success();
  });
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  hlokit::vhlo::boundEntryReads(config, cyclic.size());
  Block block;
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(failed(readBytecodeFile(llvm::MemoryBufferRef(cyclic, "cyclic"),
                                      &block, config)));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_NE(errors.find("cycle or nest in long chains"), std::string::npos)
      << errors;
  // A sound artifact reads under the same bound.
  std::string sound = readInput("program.1.22.0.mlir.bc");
  ParserConfig soundConfig(&context, /*verifyAfterParse=*/false);
  hlokit::vhlo::boundEntryReads(soundConfig, sound.size());
  Block soundBlock;
  EXPECT_TRUE(succeeded(readBytecodeFile(llvm::MemoryBufferRef(sound, "sound"),
                                         &soundBlock, soundConfig)))
      << errors;
}

// The isolated read gives back a module that reads as the original, and
// passes on the reader's own errors.
TEST_F(VhloSerialization, IsolatedReadGivesModuleOrErrors) {
  Location loc = UnknownLoc::get(&context);
  std::string text;
  std::string artifact = serialize("current", &text);
  FailureOr<std::string> safe =
      hlokit::vhlo::readBytecodeIsolated(artifact, &context, loc);
  ASSERT_TRUE(succeeded(safe));
  OwningOpRef<ModuleOp> module =
      hlokit::vhlo::deserializePortableArtifact(*safe, &context);
  ASSERT_TRUE(module);
  EXPECT_EQ(print(*module), text);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(hlokit::vhlo::readBytecodeIsolated(
      StringRef(artifact).take_front(40), &context, loc)));
  EXPECT_NE(message.find("attempting to parse"), std::string::npos) << message;
}

// What the newer op versions add beyond hlokit's stablehlo ops (so only
// artifacts carry it) still blocks a downgrade unless it holds its default.
// Builtin attributes stand in for vhlo ones, which have no text form.
TEST_F(VhloSerialization, DowngradesKeepOnlyDefaultsOfNewerForms) {
  struct Case {
    const char *op;
    const char *target;
    const char *error;
  };
  const Case cases[] = {
      {R"("vhlo.send_v2"() <{channel_id = 1, channel_type = 2, is_host_transfer = false, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : () -> ())",
       "1.11.0",
       "'vhlo.send_v2' with a non-default 'source_target_pairs' needs "
       "StableHLO 1.12.0 or later; the target is 1.11.0"},
      {R"("vhlo.recv_v2"() <{channel_id = 1, channel_type = 3, is_host_transfer = false, source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : () -> ())",
       "1.11.0",
       "'vhlo.recv_v2' with a non-default 'source_target_pairs' needs "
       "StableHLO 1.12.0 or later; the target is 1.11.0"},
      {R"("vhlo.custom_call_v2"() <{api_version = 1, backend_config = "", call_target_name = "foo", called_computations = [], has_side_effect = false, operand_layouts = [], output_operand_aliases = [], result_layouts = [], result_tilings = ["tile"]}> : () -> ())",
       "1.17.0",
       "'vhlo.custom_call_v2' with a non-default 'result_tilings' needs "
       "StableHLO 1.18.0 or later; the target is 1.17.0"},
      {R"("vhlo.composite_v2"() <{composite_attributes = {}, decomposition = "impl", name = "my.op", version = 0}> ({
           "vhlo.return_v1"() : () -> ()
         }) : () -> ())",
       "1.13.0",
       "'vhlo.composite_v2' with regions needs StableHLO 1.14.0 or later; "
       "the target is 1.13.0"},
  };
  for (const Case &c : cases) {
    std::string text =
        (Twine(
             R"("vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({)") +
         c.op + R"(
           "vhlo.return_v1"() : () -> ()
         }) : () -> ())")
            .str();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(text, ParserConfig(&context));
    ASSERT_TRUE(module) << c.op;
    std::vector<std::string> messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      messages.push_back(diagnostic.str());
      return success();
    });
    EXPECT_TRUE(failed(hlokit::vhlo::convertToTargetVersion(
        *module, *Version::parse(c.target))))
        << c.op;
    // Upstream's words at the op and the module, hlokit's reason after them.
    ASSERT_EQ(messages.size(), 2u) << c.op;
    StringRef opName = StringRef(c.error).drop_front().split('\'').first;
    EXPECT_EQ(messages[0], ("failed to legalize operation '" + opName +
                            "' that was explicitly marked illegal: " + c.error)
                               .str());
    EXPECT_EQ(messages[1],
              (Twine("failed to convert VHLO to v") + c.target).str());
  }
}

} // namespace

namespace {

TEST(BytecodeReadError, NamesAnUnknownDialect) {
  EXPECT_EQ(hlokit::vhlo::describeBytecodeReadError(
                "dialect 'foreign' is unknown. If this is intended, please "
                "call allowUnregisteredDialects()"),
            "the artifact holds ops or attributes of dialect 'foreign', "
            "which hlokit does not read");
}

TEST(BytecodeReadError, NamesAnEncodingHlokitDoesNotDecode) {
  std::string message = hlokit::vhlo::describeBytecodeReadError(
      "dialect 'chlo' does not implement the bytecode interface");
  EXPECT_NE(message.find("dialect 'chlo' in that dialect's binary encoding"),
            std::string::npos)
      << message;
  EXPECT_EQ(message.find("bytecode interface"), std::string::npos) << message;
}

TEST(BytecodeReadError, PassesOtherErrorsThrough) {
  EXPECT_EQ(hlokit::vhlo::describeBytecodeReadError("unexpected end of file"),
            "unexpected end of file");
  EXPECT_EQ(hlokit::vhlo::describeBytecodeReadError(
                "dialect 'vhlo' has a version newer than expected"),
            "dialect 'vhlo' has a version newer than expected");
}

} // namespace
