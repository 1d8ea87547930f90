//===- AccuracyTest.cpp - elementwise functions against mpmath ------------===//
//
// Runs the interpreter's unary/binary kernels on the sample grids of
// accuracy/<type>.txt (written by accuracy/gen_reference.py from mpmath,
// rounded once to the type) and asserts the distance in ULPs, per component,
// to the correctly rounded value stays within the bound of the type: 3 ULP
// for f32/f64/complex64/complex128, 1 ULP for f16/bf16 (computed in f32 and
// rounded once). +0 and -0 count as equal here; the signs of zeros and the
// infinities/NaNs of C99 Annex G are checked by SpecialValuesTest.cpp.
//
// Run the whole binary to get the table of docs/numerics.md on stdout.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/Elementwise.h"

#include "UlpCheck.h"

#include "gtest/gtest.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>
#include <map>
#include <sstream>

namespace hlokit::interpreter {
namespace {

/// One element type of the suite and the layout of its table.
struct TypeSpec {
  const char *file;
  ElementType type;
  ElementType partType; // the type of each component
  unsigned bits;        // storage bits of a component
  bool complex;
  uint64_t bound; // ULPs
};

const TypeSpec kTypes[] = {
    {"f16", ElementType::F16, ElementType::F16, 16, false, 1},
    {"bf16", ElementType::BF16, ElementType::BF16, 16, false, 1},
    {"f32", ElementType::F32, ElementType::F32, 32, false, 3},
    {"f64", ElementType::F64, ElementType::F64, 64, false, 3},
    {"c64", ElementType::C64, ElementType::F32, 32, true, 3},
    {"c128", ElementType::C128, ElementType::F64, 64, true, 3},
};

struct OpSpec {
  const char *name;
  bool binary;
  UnaryOp unary;
  BinaryOp binaryOp;
};

const OpSpec kOps[] = {
    {"exponential", false, UnaryOp::Exponential, {}},
    {"log", false, UnaryOp::Log, {}},
    {"log_plus_one", false, UnaryOp::LogPlusOne, {}},
    {"sqrt", false, UnaryOp::Sqrt, {}},
    {"rsqrt", false, UnaryOp::Rsqrt, {}},
    {"sine", false, UnaryOp::Sine, {}},
    {"cosine", false, UnaryOp::Cosine, {}},
    {"tan", false, UnaryOp::Tan, {}},
    {"exponential_minus_one", false, UnaryOp::ExponentialMinusOne, {}},
    {"tanh", false, UnaryOp::Tanh, {}},
    {"logistic", false, UnaryOp::Logistic, {}},
    {"cbrt", false, UnaryOp::Cbrt, {}},
    {"abs", false, UnaryOp::Abs, {}},
    {"sign", false, UnaryOp::Sign, {}},
    {"power", true, {}, BinaryOp::Power},
    {"atan2", true, {}, BinaryOp::Atan2},
};

/// Sections of a table: function name -> rows of hex words.
using Table = std::map<std::string, std::vector<std::vector<uint64_t>>>;

Table readTable(const std::string &file) {
  Table table;
  auto buffer = llvm::MemoryBuffer::getFile(std::string(HLOKIT_ACCURACY_DIR) +
                                            "/" + file + ".txt");
  if (!buffer)
    return table;
  std::istringstream in((*buffer)->getBuffer().str());
  std::string line;
  std::vector<std::vector<uint64_t>> *section = nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("= ", 0) == 0) {
      section = &table[line.substr(2)];
      continue;
    }
    std::istringstream words(line);
    std::vector<uint64_t> row;
    std::string word;
    while (words >> word)
      row.push_back(std::stoull(word, nullptr, 16));
    if (section && !row.empty())
      section->push_back(std::move(row));
  }
  return table;
}

const Table &tableFor(const TypeSpec &spec) {
  static llvm::StringMap<Table> cache;
  auto it = cache.find(spec.file);
  if (it == cache.end())
    it = cache.try_emplace(spec.file, readTable(spec.file)).first;
  return it->second;
}

/// A float of type T from the low bits of a table word.
template <typename T> T fromBits(uint64_t bits) {
  if constexpr (IsLowFloatV<T>) {
    return T::fromBits(static_cast<uint16_t>(bits));
  } else {
    T v;
    std::memcpy(&v, &bits, sizeof(T)); // little-endian: the low bytes
    return v;
  }
}

/// The ULP distance between two components of `type` given as bits.
uint64_t componentUlps(ElementType type, uint64_t actual, uint64_t expected) {
  return dispatchElementType(type, [&](auto v) -> uint64_t {
    using T = decltype(v);
    if constexpr (IsFloatV<T>)
      return ulpsOrNanMismatch(fromBits<T>(actual), fromBits<T>(expected));
    else
      return kNanMismatch; // components are always floats
  });
}

/// Puts the component bits of `rows[i][first..]` into a tensor of `type`.
Tensor makeOperand(const TypeSpec &spec, ElementType type,
                   const std::vector<std::vector<uint64_t>> &rows,
                   size_t first) {
  bool complex = isComplex(type);
  Tensor t = llvm::cantFail(
      Tensor::allocate(type, {static_cast<int64_t>(rows.size())}));
  char *bytes = t.getRawMutableData();
  size_t partBytes = spec.bits / 8, parts = complex ? 2 : 1;
  for (size_t i = 0; i < rows.size(); ++i)
    for (size_t p = 0; p < parts; ++p)
      std::memcpy(bytes + (i * parts + p) * partBytes, &rows[i][first + p],
                  partBytes); // little-endian: the low bytes of the word
  return t;
}

uint64_t componentBits(const TypeSpec &spec, const Tensor &t, size_t index) {
  uint64_t bits = 0;
  std::memcpy(&bits, t.getRawData() + index * (spec.bits / 8), spec.bits / 8);
  return bits;
}

std::string hexWord(uint64_t v) {
  std::ostringstream s;
  s << std::hex << v;
  return s.str();
}

/// Max ULP error per (function, type) for the summary table.
std::map<std::string, std::map<std::string, uint64_t>> &summary() {
  static std::map<std::string, std::map<std::string, uint64_t>> table;
  return table;
}

struct Param {
  const TypeSpec *type;
  const OpSpec *op;
};

void PrintTo(const Param &param, std::ostream *os) {
  *os << param.op->name << " on " << param.type->file;
}

class AccuracyTest : public testing::TestWithParam<Param> {};

TEST_P(AccuracyTest, WithinUlpBound) {
  const TypeSpec &spec = *GetParam().type;
  const OpSpec &op = *GetParam().op;
  const Table &table = tableFor(spec);
  ASSERT_FALSE(table.empty()) << "cannot read accuracy/" << spec.file << ".txt";
  auto section = table.find(op.name);
  ASSERT_NE(section, table.end())
      << "accuracy/" << spec.file << ".txt has no section " << op.name;
  const auto &rows = section->second;
  ASSERT_FALSE(rows.empty());

  size_t parts = spec.complex ? 2 : 1;
  size_t arity = op.binary ? 2 : 1;
  bool realResult = spec.complex && op.unary == UnaryOp::Abs && !op.binary;
  ElementType resultType = realResult ? spec.partType : spec.type;
  Tensor lhs = makeOperand(spec, spec.type, rows, 0);
  llvm::Expected<Tensor> result =
      op.binary ? binary(op.binaryOp, lhs,
                         makeOperand(spec, spec.type, rows, parts), resultType)
                : unary(op.unary, lhs, resultType);
  ASSERT_TRUE(static_cast<bool>(result)) << toString(result.takeError());

  uint64_t worst = 0;
  int reported = 0;
  size_t resultParts = realResult ? 1 : parts;
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t p = 0; p < resultParts; ++p) {
      uint64_t expected = rows[i][arity * parts + p];
      uint64_t actual = componentBits(spec, *result, i * resultParts + p);
      uint64_t d = componentUlps(spec.partType, actual, expected);
      worst = std::max(worst, d);
      if (d > spec.bound && reported++ < 10) {
        std::string input;
        for (size_t k = 0; k < arity * parts; ++k)
          input += hexWord(rows[i][k]) + " ";
        ADD_FAILURE() << op.name << "(" << input << ") component " << p
                      << ": got " << hexWord(actual) << ", expected "
                      << hexWord(expected) << " ("
                      << (d == kNanMismatch ? std::string("NaN mismatch")
                                            : std::to_string(d) + " ULP")
                      << ")";
      }
    }
  }
  summary()[op.name][spec.file] = worst;
  EXPECT_LE(worst, spec.bound) << reported << " component(s) over the bound";
}

std::vector<Param> allParams() {
  std::vector<Param> params;
  for (const TypeSpec &type : kTypes)
    for (const OpSpec &op : kOps)
      params.push_back({&type, &op});
  return params;
}

INSTANTIATE_TEST_SUITE_P(Grid, AccuracyTest, testing::ValuesIn(allParams()),
                         [](const testing::TestParamInfo<Param> &info) {
                           return std::string(info.param.op->name) + "_" +
                                  info.param.type->file;
                         });

/// Prints the max ULP table (markdown) after all tests ran.
class SummaryPrinter : public testing::Environment {
  void TearDown() override {
    if (summary().empty())
      return;
    std::cout << "\n| function |";
    for (const TypeSpec &type : kTypes)
      std::cout << " " << type.file << " |";
    std::cout << "\n|---|";
    for (size_t i = 0; i < std::size(kTypes); ++i)
      std::cout << "---|";
    std::cout << "\n";
    for (const OpSpec &op : kOps) {
      std::cout << "| " << op.name << " |";
      for (const TypeSpec &type : kTypes) {
        auto &row = summary()[op.name];
        auto it = row.find(type.file);
        if (it == row.end())
          std::cout << " - |";
        else if (it->second == kNanMismatch)
          std::cout << " NaN |";
        else
          std::cout << " " << it->second << " |";
      }
      std::cout << "\n";
    }
  }
};

const testing::Environment *const kSummary =
    testing::AddGlobalTestEnvironment(new SummaryPrinter);

} // namespace
} // namespace hlokit::interpreter
