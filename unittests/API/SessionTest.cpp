//===- SessionTest.cpp - the C++ session behind the C and Python APIs -----===//
//
// What only the C++ interface shows: Error's text and label, the dtype
// descriptors of parameters, element-type names, and that transforms leave
// the original module as it was.
//
//===----------------------------------------------------------------------===//

#include "hlokit/API/Session.h"

#include <gtest/gtest.h>

namespace {

using hlokit::api::Diagnostic;
using hlokit::api::Error;
using hlokit::api::Module;

const char *kProgram = R"(
func.func @f(%a: tensor<2xbf16>, %b: tensor<i4>, %c: !stablehlo.token,
             %d: tensor<3xcomplex<f32>>) -> tensor<2xbf16> {
  return %a : tensor<2xbf16>
}
func.func private @declared(%x: tensor<f32>) -> tensor<f32>
)";

TEST(SessionError, TextAndLabel) {
  Error error("summary", {{"a.mlir", 3, 7, "error", "op add_c1: bad"},
                          {"", 0, 0, "note", "see here"}});
  EXPECT_STREQ(error.what(),
               "summary\na.mlir:3:7: error: op add_c1: bad\nnote: see here");
  EXPECT_EQ(error.getLabel(), "add_c1");
  EXPECT_EQ(Error("no label", {{"", 0, 0, "error", "x_c: y"}}).getLabel(), "");
  EXPECT_EQ(hlokit::api::formatDiagnostic(Diagnostic{"", 0, 0, "remark", "r"}),
            "remark: r");
}

TEST(SessionModule, ListsDefinitionsOnlyAndDescribesParameters) {
  Module module = Module::parse(kProgram, "p.mlir");
  EXPECT_EQ(module.getFunctionNames(), std::vector<std::string>{"f"});
  std::vector<std::optional<std::string>> descriptors =
      module.getArgumentDescriptors("f");
  ASSERT_EQ(descriptors.size(), 4u);
  EXPECT_EQ(descriptors[0], "<f4"); // bf16's stand-in
  EXPECT_EQ(descriptors[1], "|i1");
  EXPECT_EQ(descriptors[2], std::nullopt);
  EXPECT_EQ(descriptors[3], "<c8");
  EXPECT_THROW(module.getArgumentDescriptors("declared"), Error);
}

TEST(SessionModule, ElementTypeNames) {
  Module module = Module::parse(kProgram, "p.mlir");
  EXPECT_EQ(module.parseElementType("complex<f64>"),
            hlokit::interpreter::ElementType::C128);
  EXPECT_THROW(module.parseElementType("index"), Error);
  try {
    module.parseElementType("tensor<");
    FAIL() << "no error";
  } catch (const Error &error) {
    EXPECT_EQ(std::string(error.what())
                  .rfind("'tensor<' is not an element type hlokit can run", 0),
              0u);
  }
}

TEST(SessionModule, TransformsCopyAndReadFilesOnly) {
  Module module = Module::parse(kProgram, "p.mlir");
  std::string before = module.print();
  Module derived = module.vjp("f");
  EXPECT_EQ(module.print(), before);
  EXPECT_EQ(derived.getFunctionNames(),
            (std::vector<std::string>{"f", "f_vjp"}));
  EXPECT_THROW(module.runPasses("hlokit-vjp{func=nothing}"), Error);
  EXPECT_EQ(module.print(), before);
  EXPECT_THROW(Module::load("-"), Error);
}

} // namespace
