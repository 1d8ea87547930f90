//===- SdyBytecodeTest.cpp - Shardy's binary encoding of sdy --------------===//
//
// The sdy dialect's bytecode interface, driven through a recording writer
// and a replaying reader: every attribute is written with Shardy's code and
// fields and reads back equal; every truncation and each kind of corrupt
// field gives an error through the reader, never a crash. Then real
// bytecode: the dialect version, and newer versions refused.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyBytecode.h"
#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// One call of the writer: what the reader hands back in the same order.
struct Token {
  enum Kind { VarInt, SignedVarInt, Attr, OptionalAttr, String, Bool };
  Kind kind = VarInt;
  uint64_t varInt = 0;
  int64_t signedVarInt = 0;
  Attribute attr;
  std::string string;
  bool boolean = false;

  static Token ofVarInt(uint64_t value) {
    Token token;
    token.varInt = value;
    return token;
  }
  static Token ofSignedVarInt(int64_t value) {
    Token token;
    token.kind = SignedVarInt;
    token.signedVarInt = value;
    return token;
  }
  static Token ofAttr(Attribute attr, Kind kind = Attr) {
    Token token;
    token.kind = kind;
    token.attr = attr;
    return token;
  }
};

/// Records what the interface writes; nested attributes stay attributes (the
/// real writer writes references to their own entries).
class RecordingWriter : public DialectBytecodeWriter {
public:
  std::vector<Token> tokens;

  void writeAttribute(Attribute attr) override {
    tokens.push_back(Token::ofAttr(attr));
  }
  void writeOptionalAttribute(Attribute attr) override {
    tokens.push_back(Token::ofAttr(attr, Token::OptionalAttr));
  }
  void writeType(Type) override { ADD_FAILURE() << "sdy writes no types"; }
  void writeResourceHandle(const AsmDialectResourceHandle &) override {
    ADD_FAILURE() << "sdy writes no resources";
  }
  void writeVarInt(uint64_t value) override {
    tokens.push_back(Token::ofVarInt(value));
  }
  void writeSignedVarInt(int64_t value) override {
    tokens.push_back(Token::ofSignedVarInt(value));
  }
  void writeAPIntWithKnownWidth(const APInt &) override {
    ADD_FAILURE() << "sdy writes no APInt";
  }
  void writeAPFloatWithKnownSemantics(const APFloat &) override {
    ADD_FAILURE() << "sdy writes no APFloat";
  }
  void writeOwnedString(StringRef str) override {
    Token token;
    token.kind = Token::String;
    token.string = str.str();
    tokens.push_back(token);
  }
  void writeOwnedBlob(ArrayRef<char>) override {
    ADD_FAILURE() << "sdy writes no blobs";
  }
  void writeOwnedBool(bool value) override {
    Token token;
    token.kind = Token::Bool;
    token.boolean = value;
    tokens.push_back(token);
  }
  int64_t getBytecodeVersion() const override { return 6; }
  FailureOr<const DialectVersion *>
  getDialectVersion(StringRef) const override {
    return failure();
  }
};

/// Hands back recorded tokens; a missing or mismatched token is an error,
/// as the real reader's end of data is.
class ReplayingReader : public DialectBytecodeReader {
public:
  ReplayingReader(MLIRContext *context, ArrayRef<Token> tokens)
      : context(context), tokens(tokens) {}

  InFlightDiagnostic emitError(const Twine &msg) const override {
    return mlir::emitError(UnknownLoc::get(context), msg);
  }
  FailureOr<const DialectVersion *>
  getDialectVersion(StringRef) const override {
    return failure();
  }
  MLIRContext *getContext() const override { return context; }
  uint64_t getBytecodeVersion() const override { return 6; }

  LogicalResult readAttribute(Attribute &result) override {
    const Token *token = next(Token::Attr);
    if (!token)
      return failure();
    result = token->attr;
    return success();
  }
  LogicalResult readOptionalAttribute(Attribute &result) override {
    const Token *token = next(Token::OptionalAttr);
    if (!token)
      return failure();
    result = token->attr;
    return success();
  }
  LogicalResult readType(Type &) override { return emitError("no types"); }
  LogicalResult readVarInt(uint64_t &result) override {
    const Token *token = next(Token::VarInt);
    if (!token)
      return failure();
    result = token->varInt;
    return success();
  }
  LogicalResult readSignedVarInt(int64_t &result) override {
    const Token *token = next(Token::SignedVarInt);
    if (!token)
      return failure();
    result = token->signedVarInt;
    return success();
  }
  FailureOr<APInt> readAPIntWithKnownWidth(unsigned) override {
    return emitError("no APInt");
  }
  FailureOr<APFloat>
  readAPFloatWithKnownSemantics(const llvm::fltSemantics &) override {
    return emitError("no APFloat");
  }
  LogicalResult readString(StringRef &result) override {
    const Token *token = next(Token::String);
    if (!token)
      return failure();
    result = token->string;
    return success();
  }
  LogicalResult readBlob(ArrayRef<char> &) override {
    return emitError("no blobs");
  }
  LogicalResult readBool(bool &result) override {
    const Token *token = next(Token::Bool);
    if (!token)
      return failure();
    result = token->boolean;
    return success();
  }

private:
  FailureOr<AsmDialectResourceHandle> readResourceHandle() override {
    return emitError("no resources");
  }

  const Token *next(Token::Kind kind) {
    if (tokens.empty()) {
      (void)emitError("unexpected end of the sdy attribute");
      return nullptr;
    }
    const Token *token = &tokens.front();
    tokens = tokens.drop_front();
    if (token->kind != kind) {
      (void)emitError("unexpected field kind in the sdy attribute");
      return nullptr;
    }
    return token;
  }

  MLIRContext *context;
  ArrayRef<Token> tokens;
};

class SdyBytecode : public ::testing::Test {
protected:
  SdyBytecode() {
    DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    interface = context.getLoadedDialect<SdyDialect>()
                    ->getRegisteredInterface<BytecodeDialectInterface>();
  }

  Attribute parse(StringRef text) {
    Attribute attr = parseAttribute(text, &context);
    EXPECT_TRUE(attr) << text.str();
    return attr;
  }

  std::vector<Token> write(Attribute attr) {
    RecordingWriter writer;
    EXPECT_TRUE(succeeded(interface->writeAttribute(attr, writer)));
    return writer.tokens;
  }

  /// Reads `tokens`; the attribute, or null with the first error in
  /// `error`.
  Attribute read(ArrayRef<Token> tokens, std::string *error = nullptr) {
    std::string first;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      if (first.empty())
        first = diagnostic.str();
      return success();
    });
    ReplayingReader reader(&context, tokens);
    Attribute attr = interface->readAttribute(reader);
    if (error)
      *error = first;
    if (!attr) {
      EXPECT_FALSE(first.empty()) << "failed without an error";
    }
    return attr;
  }

  MLIRContext context;
  const BytecodeDialectInterface *interface = nullptr;
};

/// One attribute of each sdy kind, with the code Shardy gives it.
const std::pair<const char *, uint64_t> kAttrs[] = {
    {R"(#sdy<manual_axes{"a", "b"}>)", 0},
    {R"(#sdy<mesh_axis"a"=4>)", 1},
    {R"(#sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>)", 2},
    {R"(#sdy.mesh<[], device_ids=[5]>)", 2},
    {R"(#sdy<sub_axis_info(2)4>)", 3},
    {R"(#sdy<axis_ref"a":(1)2>)", 4},
    {R"(#sdy<axis_ref"a">)", 4},
    {R"(#sdy<dimension_sharding{"a", ?}p3>)", 5},
    {R"(#sdy<dimension_sharding{}>)", 5},
    {R"(#sdy.sharding<@mesh, [{"a"}, {}], replicated={"b"}>)", 6},
    {R"(#sdy.sharding_per_value<[<@mesh, []>]>)", 7},
    {R"(#sdy<dim_mapping ij>)", 8},
    {R"(#sdy<tensor_mapping[i, jk]>)", 9},
    {R"(#sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=2, j=4, k=8} reduction={j} need_replication={k} blocked_propagation={i}, custom>)",
     10},
    {R"(#sdy<axis_ref_list{"a", "b":(1)2}>)", 11},
    {R"(#sdy<list_of_axis_ref_lists[{"a"}, {}]>)", 12},
    {R"(#sdy<all_to_all_param{"a"}: 0->1>)", 13},
    {R"(#sdy<all_to_all_param_list[{"a"}: 0->1, {"b"}: 1->0]>)", 14},
    {R"(#sdy.sharding<mesh<["a"=2]>, [{}], unreduced={"a"}>)", 15},
    {R"(#sdy.sharding_per_value<[<@mesh, []>, <@mesh, [], unreduced={"a"}>]>)",
     16},
    {R"(#sdy.sharding<@mesh, [{}], unreduced=min{"a"}>)", 17},
};

TEST_F(SdyBytecode, EveryAttributeRoundTripsWithShardysCode) {
  for (auto [text, code] : kAttrs) {
    Attribute attr = parse(text);
    if (!attr)
      continue;
    std::vector<Token> tokens = write(attr);
    ASSERT_FALSE(tokens.empty()) << text;
    EXPECT_EQ(tokens.front().kind, Token::VarInt) << text;
    EXPECT_EQ(tokens.front().varInt, code) << text;
    EXPECT_EQ(read(tokens), attr) << text;
  }
}

// Field order as Shardy's bytecode.td: V3 ends with the reduction (MIN = 2).
TEST_F(SdyBytecode, WritesShardysFields) {
  std::vector<Token> tokens =
      write(parse(R"(#sdy.sharding<@mesh, [{}], unreduced=min{"a"}>)"));
  ASSERT_EQ(tokens.size(), 8u);
  EXPECT_EQ(tokens[1].attr, FlatSymbolRefAttr::get(&context, "mesh"));
  EXPECT_EQ(tokens[2].varInt, 1u); // one dimension sharding
  EXPECT_EQ(tokens[4].varInt, 0u); // no replicated axes
  EXPECT_EQ(tokens[5].varInt, 1u); // one unreduced axis
  EXPECT_EQ(tokens[7].kind, Token::SignedVarInt);
  EXPECT_EQ(tokens[7].signedVarInt, 2);
  // A priority is a varint whose low bit says there is one.
  tokens = write(parse(R"(#sdy<dimension_sharding{}p3>)"));
  ASSERT_EQ(tokens.size(), 4u);
  EXPECT_EQ(tokens[3].varInt, (3u << 1) | 1u);
}

// The sharding encodings Shardy no longer writes still read: a per-value
// V2 whose shardings have no unreduced axes, and V2/V3 shardings with empty
// unreduced lists.
TEST_F(SdyBytecode, ReadsEveryEncodingVersion) {
  Attribute sharding = parse(R"(#sdy.sharding<@mesh, [{"a"}]>)");
  std::vector<Token> v2 = {
      Token::ofVarInt(15),
      Token::ofAttr(FlatSymbolRefAttr::get(&context, "mesh")),
      Token::ofVarInt(1),
      Token::ofAttr(parse(R"(#sdy<dimension_sharding{"a"}>)")),
      Token::ofVarInt(0),
      Token::ofVarInt(0)};
  EXPECT_EQ(read(v2), sharding);
  std::vector<Token> v3 = v2;
  v3[0].varInt = 17;
  v3.push_back(Token::ofSignedVarInt(0));
  EXPECT_EQ(read(v3), sharding);
  std::vector<Token> perValueV2 = {Token::ofVarInt(16), Token::ofVarInt(1),
                                   Token::ofAttr(sharding)};
  EXPECT_EQ(read(perValueV2),
            parse(R"(#sdy.sharding_per_value<[<@mesh, [{"a"}]>]>)"));
}

TEST_F(SdyBytecode, EveryTruncationFailsWithAnError) {
  for (auto [text, code] : kAttrs) {
    Attribute attr = parse(text);
    if (!attr)
      continue;
    std::vector<Token> tokens = write(attr);
    for (size_t size = 0; size < tokens.size(); ++size)
      EXPECT_FALSE(read(ArrayRef(tokens).take_front(size)))
          << text << " cut to " << size << " fields";
  }
}

TEST_F(SdyBytecode, CorruptFieldsFailWithAnError) {
  auto expectError = [&](std::vector<Token> tokens, StringRef error) {
    std::string message;
    EXPECT_FALSE(read(tokens, &message)) << error.str();
    EXPECT_EQ(message, error.str());
  };
  expectError({Token::ofVarInt(99)}, "unknown sdy attribute code 99");
  std::vector<Token> axis = write(parse(R"(#sdy<mesh_axis"a"=4>)"));
  axis[2].signedVarInt = -2;
  expectError(axis, "axis size must be at least 1, got: -2");
  std::vector<Token> mesh = write(parse(R"(#sdy.mesh<["a"=2]>)"));
  mesh.push_back(mesh.back());
  mesh[3] = Token::ofVarInt(1);
  mesh[4] = Token::ofSignedVarInt(7);
  expectError(mesh, "total product of axis sizes must match total number of "
                    "device ids, got: 2 != 1");
  std::vector<Token> v3 =
      write(parse(R"(#sdy.sharding<@mesh, [{}], unreduced=min{"a"}>)"));
  v3.back().signedVarInt = 7;
  expectError(v3, "sdy sharding: unknown reduction 7");
  std::vector<Token> badMesh = write(parse(R"(#sdy.sharding<@mesh, []>)"));
  badMesh[1].attr = StringAttr::get(&context, "mesh");
  expectError(badMesh, "sdy sharding: expected a mesh symbol or an inlined "
                       "mesh, got \"mesh\"");
  std::vector<Token> perValue =
      write(parse(R"(#sdy.sharding_per_value<[<@mesh, []>]>)"));
  perValue[2].attr = StringAttr::get(&context, "x");
  std::string message;
  EXPECT_FALSE(read(perValue, &message));
  EXPECT_NE(message.find("TensorShardingAttr"), std::string::npos) << message;
  expectError({Token::ofVarInt(0), Token::ofVarInt(uint64_t(1) << 40)},
              "sdy list of 1099511627776 elements is too long");
}

//===----------------------------------------------------------------------===//
// Real bytecode: the dialect version
//===----------------------------------------------------------------------===//

constexpr const char *kProgram = R"mlir(
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<4xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}], unreduced={"a"}> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

/// kProgram as bytecode naming sdy dialect version `version`.
std::string writeWithVersion(MLIRContext &context,
                             const SdyDialectVersion &version) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
  EXPECT_TRUE(module);
  BytecodeWriterConfig config;
  config.setDialectVersion<SdyDialect>(
      std::make_unique<SdyDialectVersion>(version));
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  EXPECT_TRUE(succeeded(writeBytecodeToFile(*module, os, config)));
  return bytes;
}

TEST_F(SdyBytecode, ReadsShardysVersions) {
  for (const SdyDialectVersion &version :
       {SdyDialectVersion::getMinimum(), SdyDialectVersion::getCurrent()}) {
    std::string bytes = writeWithVersion(context, version);
    EXPECT_TRUE(hlokit::vhlo::deserializePortableArtifact(bytes, &context))
        << version.str();
  }
}

TEST_F(SdyBytecode, RefusesANewerVersion) {
  std::string bytes = writeWithVersion(context, SdyDialectVersion(0, 0, 3));
  std::string messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    messages += diagnostic.str() + "\n";
    return success();
  });
  EXPECT_FALSE(hlokit::vhlo::deserializePortableArtifact(bytes, &context));
  EXPECT_NE(messages.find("the artifact's sdy dialect version 0.0.3 is newer "
                          "than the newest hlokit reads (0.0.2)"),
            std::string::npos)
      << messages;
}

// Without a version in the writer's configuration (as upstream's serializer
// writes JAX's artifacts), none is written, and the artifact reads.
TEST_F(SdyBytecode, WritesNoVersionUnlessConfigured) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
  ASSERT_TRUE(module);
  std::string plain,
      versioned = writeWithVersion(context, SdyDialectVersion(0, 0, 2));
  llvm::raw_string_ostream os(plain);
  ASSERT_TRUE(succeeded(writeBytecodeToFile(*module, os)));
  // Three one-byte varints for 0.0.2, and the flag that there is a version.
  EXPECT_LT(plain.size(), versioned.size());
  EXPECT_TRUE(hlokit::vhlo::deserializePortableArtifact(plain, &context));
}

//===----------------------------------------------------------------------===//
// The casts between sdy and vhlo ops
//===----------------------------------------------------------------------===//

// Reading removes the casts between sdy ops and vhlo ops; one that casts to
// anything but the builtin form of its vhlo type is refused.
TEST_F(SdyBytecode, ReadingRefusesACastThatBridgesNothing) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, ParserConfig(&context));
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(hlokit::vhlo::legalizeToVhlo(*module)));
  SmallVector<UnrealizedConversionCastOp> casts;
  module->walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
  // One cast from the argument to the constraint, one back to the return.
  ASSERT_EQ(casts.size(), 2u);
  casts[0].getResult(0).setType(
      RankedTensorType::get({4}, IntegerType::get(&context, 8)));
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(hlokit::vhlo::legalizeFromVhlo(*module)));
  EXPECT_EQ(message, "'builtin.unrealized_conversion_cast' does not bridge a "
                     "vhlo type and its builtin form: "
                     "'!vhlo.tensor_v1<4x!vhlo.f32_v1>' to 'tensor<4xi8>'");
}

} // namespace
