//===- CApiTest.cpp - the C API: every error path, and random runs --------===//
//
// Through the C header only, as a C program sees the library: malformed
// tensors, bad names and indices come back as errors or NULLs, never as
// crashes; results are the caller's to keep; and random elementwise runs
// match a plain loop.
//
//===----------------------------------------------------------------------===//

#include "hlokit-c/hlokit.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

const char *kProgram = R"(
func.func @add(%x: tensor<?xf32, #stablehlo.bounds<64>>, %y: tensor<?xf32, #stablehlo.bounds<64>>) -> tensor<?xf32, #stablehlo.bounds<64>> {
  %z = stablehlo.add %x, %y : tensor<?xf32, #stablehlo.bounds<64>>
  return %z : tensor<?xf32, #stablehlo.bounds<64>>
}
func.func @identity(%x: tensor<2xi32>) -> tensor<2xi32> {
  return %x : tensor<2xi32>
}
func.func @checked(%x: tensor<i32>) {
  check.expect_eq_const %x, dense<3> : tensor<i32>
  return
}
)";

/// The message of `error` (destroyed), or "" for success.
std::string take(HlokitError error) {
  if (!error)
    return "";
  std::string message = hlokitErrorGetMessage(error);
  hlokitErrorDestroy(error);
  return message;
}

class CApiTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_EQ(take(hlokitModuleLoad(kProgram, std::strlen(kProgram), "t.mlir",
                                    &module)),
              "");
  }
  void TearDown() override { hlokitModuleDestroy(module); }

  std::string run(const char *function, std::vector<HlokitTensor> arguments) {
    HlokitResults results = nullptr;
    std::string message = take(hlokitModuleRun(
        module, function, arguments.data(), arguments.size(), &results));
    if (results)
      hlokitResultsDestroy(results);
    return message;
  }

  HlokitModule module = nullptr;
};

TEST_F(CApiTest, ListsFunctionsAndNullBeyondTheEnd) {
  ASSERT_EQ(hlokitModuleGetNumFunctions(module), 3u);
  EXPECT_STREQ(hlokitModuleGetFunctionName(module, 0), "add");
  EXPECT_STREQ(hlokitModuleGetFunctionName(module, 2), "checked");
  EXPECT_EQ(hlokitModuleGetFunctionName(module, 3), nullptr);
}

TEST_F(CApiTest, PrintsGenericForm) {
  std::string text;
  hlokitModulePrint(
      module, /*generic=*/1,
      [](const char *piece, size_t length, void *out) {
        static_cast<std::string *>(out)->append(piece, length);
      },
      &text);
  EXPECT_NE(text.find("\"stablehlo.add\"("), std::string::npos);
}

TEST_F(CApiTest, LoadErrors) {
  HlokitModule other = nullptr;
  EXPECT_EQ(take(hlokitModuleLoad(nullptr, 0, "x", &other)), "no module text");
  const char *bad = "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                    "  %y = stablehlo.add %x, %x : tensor<3xf32>\n"
                    "  return %y : tensor<2xf32>\n}\n";
  HlokitError error = hlokitModuleLoad(bad, std::strlen(bad), nullptr, &other);
  ASSERT_NE(error, nullptr);
  EXPECT_NE(std::string(hlokitErrorGetMessage(error)).find("-:2:"),
            std::string::npos);
  hlokitErrorDestroy(error);
  EXPECT_EQ(other, nullptr);
}

/// The bytes of test/Dialect/VHLO/Inputs/`name`.
std::string readArtifact(const std::string &name) {
  std::ifstream file(std::string(HLOKIT_VHLO_INPUTS_DIR) + "/" + name,
                     std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), {});
}

TEST_F(CApiTest, LoadsPortableArtifacts) {
  for (const char *name : {"program.0.9.0.mlir.bc", "program.1.22.0.mlir.bc"}) {
    std::string bytes = readArtifact(name);
    ASSERT_FALSE(bytes.empty()) << name;
    HlokitModule artifact = nullptr;
    ASSERT_EQ(
        take(hlokitModuleLoad(bytes.data(), bytes.size(), name, &artifact)),
        "");
    ASSERT_EQ(hlokitModuleGetNumFunctions(artifact), 1u);
    EXPECT_STREQ(hlokitModuleGetFunctionName(artifact, 0), "main");
    hlokitModuleDestroy(artifact);
  }
}

// An artifact with Shardy's sdy dialect (meshes, shardings, sdy ops) loads
// with its shardings; cut short, it is an error.
TEST_F(CApiTest, LoadsArtifactsWithShardings) {
  std::string bytes = readArtifact("sdy_program.1.13.0.mlir.bc");
  ASSERT_FALSE(bytes.empty());
  HlokitModule artifact = nullptr;
  ASSERT_EQ(
      take(hlokitModuleLoad(bytes.data(), bytes.size(), "sdy.bc", &artifact)),
      "");
  ASSERT_EQ(hlokitModuleGetNumFunctions(artifact), 1u);
  EXPECT_STREQ(hlokitModuleGetFunctionName(artifact, 0), "main");
  std::string text;
  hlokitModulePrint(
      artifact, /*generic=*/0,
      [](const char *piece, size_t length, void *out) {
        static_cast<std::string *>(out)->append(piece, length);
      },
      &text);
  hlokitModuleDestroy(artifact);
  EXPECT_NE(text.find("sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("sdy.manual_computation("), std::string::npos) << text;
  EXPECT_NE(text.find("{sdy.sharding = #sdy.sharding<@mesh, [{\"x\", ?}, "
                      "{\"y\":(1)2}p1]>}"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("unrealized_conversion_cast"), std::string::npos);
  artifact = nullptr;
  EXPECT_NE(take(hlokitModuleLoad(bytes.data(), bytes.size() - 40, "sdy.bc",
                                  &artifact)),
            "");
  EXPECT_EQ(artifact, nullptr);
}

TEST_F(CApiTest, BadArtifactsAreErrors) {
  for (const char *name : {"future_version.mlir.bc", "truncated.mlir.bc",
                           "unknown_op.mlir.bc", "out_of_memory.mlir.bc"}) {
    std::string bytes = readArtifact(name);
    HlokitModule artifact = nullptr;
    EXPECT_NE(
        take(hlokitModuleLoad(bytes.data(), bytes.size(), name, &artifact)), "")
        << name;
    EXPECT_EQ(artifact, nullptr);
  }
  std::string future = readArtifact("future_version.mlir.bc");
  HlokitModule artifact = nullptr;
  EXPECT_NE(
      take(hlokitModuleLoad(future.data(), future.size(), "f.bc", &artifact))
          .find("newer than the newest version hlokit reads"),
      std::string::npos);
}

TEST_F(CApiTest, MalformedTensorsAreErrors) {
  float data[2] = {1, 2};
  int64_t two[1] = {2}, negative[1] = {-1};
  int64_t huge[3] = {INT64_MAX / 2, 4, 4};
  EXPECT_EQ(run("add", {{nullptr, 1, two, data}, {"f32", 1, two, data}}),
            "malformed HlokitTensor");
  EXPECT_EQ(run("add", {{"f32", -1, two, data}, {"f32", 1, two, data}}),
            "malformed HlokitTensor");
  EXPECT_EQ(run("add", {{"f32", 1, nullptr, data}, {"f32", 1, two, data}}),
            "malformed HlokitTensor");
  EXPECT_EQ(run("add", {{"f32", 1, negative, data}, {"f32", 1, two, data}}),
            "negative dimension size in an HlokitTensor");
  EXPECT_EQ(run("add", {{"f32", 1, two, nullptr}, {"f32", 1, two, data}}),
            "HlokitTensor without data");
  EXPECT_EQ(run("add", {{"f7", 1, two, data}, {"f32", 1, two, data}}),
            "'f7' is not an element type hlokit can run");
  EXPECT_NE(run("add", {{"f32", 3, huge, data}, {"f32", 1, two, data}})
                .find("too large"),
            std::string::npos);
  HlokitResults results = nullptr;
  EXPECT_EQ(take(hlokitModuleRun(module, nullptr, nullptr, 0, &results)),
            "no function name or no arguments");
  EXPECT_EQ(take(hlokitModuleRun(module, "add", nullptr, 2, &results)),
            "no function name or no arguments");
}

TEST_F(CApiTest, BadArgumentsFailedChecksAndBadPipelines) {
  float data[2] = {1, 2};
  int64_t two[1] = {2}, big[1] = {65};
  EXPECT_NE(run("add", {{"f32", 1, big, data}, {"f32", 1, two, data}})
                .find("function @add argument 0: expected"),
            std::string::npos);
  int32_t four = 4, three = 3;
  EXPECT_EQ(run("checked", {{"i32", 0, nullptr, &three}}), "");
  EXPECT_NE(
      run("checked", {{"i32", 0, nullptr, &four}}).find("1 check(s) failed"),
      std::string::npos);
  HlokitModule result = nullptr;
  EXPECT_EQ(take(hlokitModuleRunPasses(module, nullptr, &result)),
            "no pass pipeline");
  HlokitError error =
      hlokitModuleRunPasses(module, "hlokit-vjp{func=nothing}", &result);
  ASSERT_NE(error, nullptr);
  EXPECT_NE(std::string(hlokitErrorGetMessage(error)).find("no function"),
            std::string::npos);
  hlokitErrorDestroy(error);
}

TEST_F(CApiTest, ResultsOutliveTheArgumentsAndNullBeyondTheEnd) {
  std::vector<int32_t> data = {5, 6};
  int64_t two[1] = {2};
  HlokitTensor argument = {"i32", 1, two, data.data()};
  HlokitResults results = nullptr;
  ASSERT_EQ(take(hlokitModuleRun(module, "identity", &argument, 1, &results)),
            "");
  HlokitTensor out = hlokitResultsGet(results, 0);
  EXPECT_NE(out.data, static_cast<const void *>(data.data()));
  data = {0, 0};
  EXPECT_EQ(static_cast<const int32_t *>(out.data)[1], 6);
  EXPECT_STREQ(out.element_type, "i32");
  HlokitTensor beyond = hlokitResultsGet(results, 1);
  EXPECT_EQ(beyond.data, nullptr);
  EXPECT_EQ(beyond.element_type, nullptr);
  hlokitResultsDestroy(results);
}

TEST_F(CApiTest, RandomBoundedAddsMatchALoop) {
  std::mt19937 rng(17);
  std::uniform_int_distribution<int64_t> size(0, 64);
  std::uniform_real_distribution<float> value(-100, 100);
  for (int trial = 0; trial < 50; ++trial) {
    int64_t n[1] = {size(rng)};
    std::vector<float> x(n[0]), y(n[0]);
    for (int64_t i = 0; i < n[0]; ++i) {
      x[i] = value(rng);
      y[i] = value(rng);
    }
    HlokitTensor arguments[2] = {{"f32", 1, n, x.data()},
                                 {"f32", 1, n, y.data()}};
    HlokitResults results = nullptr;
    ASSERT_EQ(take(hlokitModuleRun(module, "add", arguments, 2, &results)), "");
    ASSERT_EQ(hlokitResultsGetCount(results), 1u);
    HlokitTensor z = hlokitResultsGet(results, 0);
    ASSERT_EQ(z.rank, 1);
    ASSERT_EQ(z.shape[0], n[0]);
    for (int64_t i = 0; i < n[0]; ++i)
      EXPECT_EQ(static_cast<const float *>(z.data)[i], x[i] + y[i]);
    hlokitResultsDestroy(results);
  }
}

TEST(CApiVersion, NamesTheRelease) {
  EXPECT_EQ(std::string(hlokitGetVersion()).rfind("hlokit ", 0), 0u);
}

TEST(CApiThreads, SetsTheThreadCountAtLeastOne) {
  int previous = hlokitGetNumThreads();
  EXPECT_GE(previous, 1);
  hlokitSetNumThreads(3);
  EXPECT_EQ(hlokitGetNumThreads(), 3);
  hlokitSetNumThreads(0);
  EXPECT_EQ(hlokitGetNumThreads(), 1);
  hlokitSetNumThreads(previous);
}

} // namespace
