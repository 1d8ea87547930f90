//===- BufferReuseTest.cpp - in-place updates at a value's last use -------===//
//
// The evaluator's plan finds each value's last use; an elementwise op or a
// dynamic_update_slice that is the last use of a buffer nothing else holds
// writes into it, and while loops move their carries. Counting Tensor
// allocations shows the reuse; random chains of elementwise ops, whose values
// are used once, several times, returned or dropped, check that results
// equal the kernels run one by one, unfused and fused (with broadcasts,
// converts, compares, selects and constants inside the chains), on 1, 2 and
// 4 threads. scatter updates a dead input in place.
//
//===----------------------------------------------------------------------===//

#include "TestTensors.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Kernels/ShapeKernels.h"
#include "hlokit/Interpreter/Math/Conversion.h"
#include "hlokit/Interpreter/Math/Elementwise.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Support/Parallel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

namespace hlokit::interpreter {
namespace {

class BufferReuseTest : public ::testing::Test {
public:
  BufferReuseTest() {
    context.loadDialect<mlir::func::FuncDialect, stablehlo::StableHLODialect>();
  }

  /// Runs @main of `source` on `args`; counts the allocations it made.
  llvm::SmallVector<RuntimeValue> run(const std::string &source,
                                      llvm::ArrayRef<RuntimeValue> args,
                                      int64_t *allocations = nullptr) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    EXPECT_TRUE(module) << source;
    Evaluator evaluator(*module, llvm::errs());
    auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
    int64_t before = Tensor::getNumAllocations();
    auto results = evaluator.run(main, args);
    if (allocations)
      *allocations = Tensor::getNumAllocations() - before;
    EXPECT_TRUE(static_cast<bool>(results))
        << llvm::toString(results.takeError());
    return results ? *results : llvm::SmallVector<RuntimeValue>();
  }

protected:
  mlir::MLIRContext context;
};

Tensor f32Vector(std::initializer_list<float> values) {
  Tensor t = llvm::cantFail(
      Tensor::allocate(ElementType::F32, {int64_t(values.size())}));
  std::copy(values.begin(), values.end(), t.mutableData<float>());
  return t;
}

TEST_F(BufferReuseTest, ElementwiseChainWritesIntoDeadOperands) {
  // %a is the only buffer made: the arguments stay the caller's, and each
  // later op is the last use of its first operand.
  const char *source = R"mlir(
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %a = stablehlo.add %x, %y : tensor<3xf32>
  %b = stablehlo.multiply %a, %y : tensor<3xf32>
  %c = stablehlo.negate %b : tensor<3xf32>
  %d = stablehlo.subtract %y, %c : tensor<3xf32>
  return %d : tensor<3xf32>
}
)mlir";
  Tensor x = f32Vector({1, 2, 3}), y = f32Vector({4, 5, 6});
  int64_t allocations = 0;
  auto results = run(source, {x, y}, &allocations);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(allocations, 1);
  EXPECT_TRUE(results[0].getTensor().bitwiseEquals(f32Vector({24, 40, 60})));
  // The arguments were only read.
  EXPECT_TRUE(x.bitwiseEquals(f32Vector({1, 2, 3})));
  EXPECT_TRUE(y.bitwiseEquals(f32Vector({4, 5, 6})));
}

TEST_F(BufferReuseTest, LiveValuesAreNotOverwritten) {
  // %a is used again after the multiply, so the multiply needs its own
  // buffer; the final add is %a's last use.
  const char *source = R"mlir(
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %a = stablehlo.add %x, %y : tensor<3xf32>
  %b = stablehlo.multiply %a, %y : tensor<3xf32>
  %c = stablehlo.add %a, %b : tensor<3xf32>
  return %c, %b : tensor<3xf32>, tensor<3xf32>
}
)mlir";
  int64_t allocations = 0;
  auto results =
      run(source, {f32Vector({1, 2, 3}), f32Vector({4, 5, 6})}, &allocations);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(allocations, 2);
  EXPECT_TRUE(results[0].getTensor().bitwiseEquals(f32Vector({25, 42, 63})));
  EXPECT_TRUE(results[1].getTensor().bitwiseEquals(f32Vector({20, 35, 54})));
}

/// A loop writing row i of a carried 32x4 buffer with dynamic_update_slice
/// and counting i up; `iterations` rows are written.
std::string fillRowsLoop(int iterations) {
  std::string source = R"mlir(
func.func @main() -> tensor<32x4xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<0.0> : tensor<32x4xf32>
  %r:2 = stablehlo.while(%i = %zero, %buf = %init) : tensor<i32>, tensor<32x4xf32>
   cond {
    %n = stablehlo.constant dense<ITERATIONS> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %row = stablehlo.constant dense<1.0> : tensor<1x4xf32>
    %col = stablehlo.constant dense<0> : tensor<i32>
    %next = stablehlo.dynamic_update_slice %buf, %row, %i, %col : (tensor<32x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<32x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %next : tensor<i32>, tensor<32x4xf32>
  }
  return %r#1 : tensor<32x4xf32>
}
)mlir";
  size_t at = source.find("ITERATIONS");
  return source.replace(at, 10, std::to_string(iterations));
}

TEST_F(BufferReuseTest, WhileCarriesAreUpdatedInPlace) {
  int64_t tenIterations = 0, twentyIterations = 0;
  auto ten = run(fillRowsLoop(10), {}, &tenIterations);
  auto twenty = run(fillRowsLoop(20), {}, &twentyIterations);
  // Each further iteration allocates only its condition's i1: the carried
  // buffer and counter are written in place (the first iteration copies
  // the constants, which stay cached).
  EXPECT_EQ(twentyIterations - tenIterations, 10);
  ASSERT_EQ(twenty.size(), 1u);
  const float *rows = twenty[0].getTensor().data<float>();
  for (int64_t i = 0; i < 32 * 4; ++i)
    EXPECT_EQ(rows[i], i < 20 * 4 ? 1.0f : 0.0f) << i;
}

/// A scatter-add into the negated argument; with `keepInput` the negated
/// value is returned too, so the scatter must copy it.
std::string scatterSource(bool keepInput) {
  std::string results =
      keepInput ? "tensor<4xf32>, tensor<4xf32>" : "tensor<4xf32>";
  return R"mlir(
func.func @main(%x: tensor<4xf32>, %u: tensor<2xf32>) -> ()mlir" +
         results + R"mlir() {
  %b = stablehlo.negate %x : tensor<4xf32>
  %idx = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi32>
  %s = "stablehlo.scatter"(%b, %idx, %u) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %sum = stablehlo.add %old, %new : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
                                                     scatter_dims_to_operand_dims = [0],
                                                     index_vector_dim = 1>}
     : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %s)mlir" +
         (keepInput ? ", %b" : "") + " : " + results + "\n}\n";
}

TEST_F(BufferReuseTest, ScatterUpdatesADeadInputInPlace) {
  Tensor x = f32Vector({1, 2, 3, 4});
  int64_t dead = 0, live = 0;
  auto inPlace = run(scatterSource(false), {x, f32Vector({10, 20})}, &dead);
  auto copied = run(scatterSource(true), {x, f32Vector({10, 20})}, &live);
  // Only the copy of the live input differs.
  EXPECT_EQ(live - dead, 1);
  ASSERT_EQ(inPlace.size(), 1u);
  ASSERT_EQ(copied.size(), 2u);
  Tensor expected = f32Vector({-1, 8, -3, 16});
  EXPECT_TRUE(inPlace[0].getTensor().bitwiseEquals(expected));
  EXPECT_TRUE(copied[0].getTensor().bitwiseEquals(expected));
  EXPECT_TRUE(copied[1].getTensor().bitwiseEquals(f32Vector({-1, -2, -3, -4})));
  EXPECT_TRUE(x.bitwiseEquals(f32Vector({1, 2, 3, 4})));
}

/// A random chain over the arguments %v0, %v1 (the chain's shape) and %row
/// (its last dimension) and earlier results: values are used once, several
/// times, by both operands of one op, returned, or dropped. Steps are binary
/// ops, unary ops, select of a compare, a convert there and back, adds of
/// %row or of a constant scalar through broadcast_in_dim, and multiplies by
/// a splat constant of the chain's shape: every kind of op a fused chain
/// holds, with the constants and broadcasts inside it.
struct RandomChain {
  enum class Kind {
    Binary,
    Unary,
    CompareSelect,
    Convert,
    AddRow,
    AddScalar,
    MultiplySplat
  };
  struct Step {
    Kind kind;
    BinaryOp binary;
    UnaryOp unary;
    unsigned lhs, rhs;
  };
  std::vector<Step> steps;
  std::vector<unsigned> returned;
};

constexpr std::pair<BinaryOp, const char *> kChainOps[] = {
    {BinaryOp::Add, "add"},           {BinaryOp::Multiply, "multiply"},
    {BinaryOp::Subtract, "subtract"}, {BinaryOp::Divide, "divide"},
    {BinaryOp::Maximum, "maximum"},   {BinaryOp::Minimum, "minimum"}};

/// Exponential last: not drawn for integer chains.
constexpr std::pair<UnaryOp, const char *> kChainUnaryOps[] = {
    {UnaryOp::Negate, "negate"},
    {UnaryOp::Abs, "abs"},
    {UnaryOp::Exponential, "exponential"}};

/// `arithmeticOnly`: binary ops, some by a splat constant or of a
/// broadcast, and unary ones (the chains floatArithmeticChain runs, with
/// negate and f32 exponential). Exponential only on floats (`isFloat`).
RandomChain randomChain(std::mt19937 &rng, bool arithmeticOnly, bool isFloat) {
  using Kind = RandomChain::Kind;
  RandomChain chain;
  int numSteps = std::uniform_int_distribution<int>(1, 8)(rng);
  for (int s = 0; s < numSteps; ++s) {
    std::uniform_int_distribution<unsigned> value(0, s + 1);
    constexpr Kind kArithmetic[] = {
        Kind::Binary,    Kind::Binary,        Kind::Binary, Kind::AddRow,
        Kind::AddScalar, Kind::MultiplySplat, Kind::Unary};
    Kind kind = arithmeticOnly ? kArithmetic[rng() % std::size(kArithmetic)]
                : rng() % 2    ? Kind::Binary
                               : static_cast<Kind>(rng() % 7);
    chain.steps.push_back({kind, kChainOps[rng() % std::size(kChainOps)].first,
                           kChainUnaryOps[rng() % (isFloat ? 3 : 2)].first,
                           value(rng), value(rng)});
  }
  unsigned numValues = numSteps + 2;
  chain.returned.push_back(numValues - 1);
  if (rng() % 2)
    chain.returned.push_back(rng() % numValues);
  return chain;
}

template <typename Op, size_t N>
const char *opName(const std::pair<Op, const char *> (&table)[N], Op op) {
  for (auto [kind, name] : table)
    if (kind == op)
      return name;
  return nullptr;
}

/// The chain as a function of %v0, %v1 and %row; `type` is the chain's
/// tensor type, `element` its element type and `other` the one converts go
/// through.
std::string printChain(const RandomChain &chain, llvm::ArrayRef<int64_t> shape,
                       llvm::StringRef element, llvm::StringRef other) {
  using Kind = RandomChain::Kind;
  std::string dims;
  for (int64_t d : shape)
    dims += std::to_string(d) + "x";
  std::string type = "tensor<" + dims + element.str() + ">";
  std::string otherType = "tensor<" + dims + other.str() + ">";
  std::string rowType =
      "tensor<" + std::to_string(shape.back()) + "x" + element.str() + ">";
  std::string scalarType = "tensor<" + element.str() + ">";
  std::string predType = "tensor<" + dims + "i1>";
  std::string text;
  llvm::raw_string_ostream os(text);
  std::string results;
  for (size_t i = 0; i < chain.returned.size(); ++i)
    results += (i ? ", " : "") + type;
  os << "func.func @main(%v0: " << type << ", %v1: " << type
     << ", %row: " << rowType << ") -> (" << results << ") {\n";
  for (auto [s, step] : llvm::enumerate(chain.steps)) {
    std::string v = "%v" + std::to_string(s + 2);
    std::string lhs = "%v" + std::to_string(step.lhs);
    std::string rhs = "%v" + std::to_string(step.rhs);
    switch (step.kind) {
    case Kind::Binary:
      os << "  " << v << " = stablehlo." << opName(kChainOps, step.binary)
         << " " << lhs << ", " << rhs << " : " << type << "\n";
      break;
    case Kind::Unary:
      os << "  " << v << " = stablehlo." << opName(kChainUnaryOps, step.unary)
         << " " << lhs << " : " << type << "\n";
      break;
    case Kind::CompareSelect:
      os << "  " << v << "p = stablehlo.compare GT, " << lhs << ", " << rhs
         << " : (" << type << ", " << type << ") -> " << predType << "\n  " << v
         << " = stablehlo.select " << v << "p, " << rhs << ", " << lhs << " : "
         << predType << ", " << type << "\n";
      break;
    case Kind::Convert:
      os << "  " << v << "c = stablehlo.convert " << lhs << " : (" << type
         << ") -> " << otherType << "\n  " << v << " = stablehlo.convert " << v
         << "c : (" << otherType << ") -> " << type << "\n";
      break;
    case Kind::AddRow:
      os << "  " << v << "b = stablehlo.broadcast_in_dim %row, dims = ["
         << shape.size() - 1 << "] : (" << rowType << ") -> " << type << "\n  "
         << v << " = stablehlo.add " << lhs << ", " << v << "b : " << type
         << "\n";
      break;
    case Kind::AddScalar:
      os << "  " << v << "k = stablehlo.constant dense<"
         << (element == "i32" ? "3" : "3.0") << "> : " << scalarType << "\n  "
         << v << "b = stablehlo.broadcast_in_dim " << v << "k, dims = [] : ("
         << scalarType << ") -> " << type << "\n  " << v << " = stablehlo.add "
         << lhs << ", " << v << "b : " << type << "\n";
      break;
    case Kind::MultiplySplat:
      os << "  " << v << "k = stablehlo.constant dense<"
         << (element == "i32" ? "3" : "3.0") << "> : " << type << "\n  " << v
         << " = stablehlo.multiply " << lhs << ", " << v << "k : " << type
         << "\n";
      break;
    }
  }
  os << "  return";
  for (auto [i, v] : llvm::enumerate(chain.returned))
    os << (i ? ", " : " ") << "%v" << v;
  os << " : " << results << "\n}\n";
  return text;
}

/// 3 as a scalar of `type` (f32, f64 or i32).
Tensor scalarThree(ElementType type) {
  Tensor three = llvm::cantFail(Tensor::allocate(type, {}));
  if (type == ElementType::F32)
    *three.mutableData<float>() = 3;
  else if (type == ElementType::F64)
    *three.mutableData<double>() = 3;
  else
    *three.mutableData<int32_t>() = 3;
  return three;
}

/// Step `step` of a chain computed with the kernels one op at a time.
Tensor referenceStep(const RandomChain::Step &step,
                     llvm::ArrayRef<Tensor> values, const Tensor &row,
                     ElementType type, ElementType other) {
  using Kind = RandomChain::Kind;
  const Tensor &lhs = values[step.lhs], &rhs = values[step.rhs];
  llvm::ArrayRef<int64_t> shape = lhs.getShape();
  auto add = [&](const Tensor &operand, llvm::ArrayRef<int64_t> dims) {
    Tensor broadcast = llvm::cantFail(broadcastInDim(operand, shape, dims));
    return llvm::cantFail(binary(BinaryOp::Add, lhs, broadcast, type));
  };
  switch (step.kind) {
  case Kind::Binary:
    return llvm::cantFail(binary(step.binary, lhs, rhs, type));
  case Kind::Unary:
    return llvm::cantFail(unary(step.unary, lhs, type));
  case Kind::CompareSelect: {
    Tensor pred =
        llvm::cantFail(compare(stablehlo::ComparisonDirection::GT,
                               stablehlo::ComparisonType::NOTYPE, lhs, rhs));
    return llvm::cantFail(select(pred, rhs, lhs));
  }
  case Kind::Convert:
    return llvm::cantFail(convert(llvm::cantFail(convert(lhs, other)), type));
  case Kind::AddRow:
    return add(row, {static_cast<int64_t>(shape.size()) - 1});
  case Kind::AddScalar:
    return add(scalarThree(type), {});
  case Kind::MultiplySplat: {
    Tensor splat = llvm::cantFail(Tensor::filled(scalarThree(type), shape));
    return llvm::cantFail(binary(BinaryOp::Multiply, lhs, splat, type));
  }
  }
  llvm_unreachable("unknown step kind");
}

/// Runs random chains on `shape` with 1, 2 and 4 threads and compares every
/// returned value with the kernels run one by one; the arguments must come
/// back unchanged. `arithmeticOnly`: chains of binary ops on f32 and f64.
void checkRandomChains(BufferReuseTest &test, llvm::ArrayRef<int64_t> shape,
                       int trials, bool arithmeticOnly = false) {
  std::mt19937 rng(15);
  struct Types {
    ElementType type, other;
    const char *name, *otherName;
  };
  Types f32{ElementType::F32, ElementType::F64, "f32", "f64"};
  Types second = arithmeticOnly
                     ? Types{ElementType::F64, ElementType::F32, "f64", "f32"}
                     : Types{ElementType::SI32, ElementType::F32, "i32", "f32"};
  for (Types types : {f32, second}) {
    ElementType type = types.type;
    for (int trial = 0; trial < trials; ++trial) {
      RandomChain chain =
          randomChain(rng, arithmeticOnly, type != ElementType::SI32);
      std::vector<Tensor> values = {randomTensor(type, shape, rng),
                                    randomTensor(type, shape, rng)};
      Tensor row = randomTensor(type, {shape.back()}, rng);
      std::vector<Tensor> args;
      for (const Tensor &arg : {values[0], values[1], row})
        args.push_back(llvm::cantFail(arg.clone()));
      for (const RandomChain::Step &step : chain.steps)
        values.push_back(referenceStep(step, values, row, type, types.other));
      std::string source =
          printChain(chain, shape, types.name, types.otherName);
      for (unsigned threads : {1u, 2u, 4u}) {
        setNumThreads(threads);
        auto results = test.run(source, {values[0], values[1], row});
        ASSERT_EQ(results.size(), chain.returned.size()) << source;
        for (auto [result, v] : llvm::zip(results, chain.returned))
          EXPECT_TRUE(result.getTensor().bitwiseEquals(values[v]))
              << source << " result %v" << v << ", threads " << threads;
      }
      setNumThreads(0);
      EXPECT_TRUE(values[0].bitwiseEquals(args[0])) << source;
      EXPECT_TRUE(values[1].bitwiseEquals(args[1])) << source;
      EXPECT_TRUE(row.bitwiseEquals(args[2])) << source;
    }
  }
}

TEST_F(BufferReuseTest, RandomChainsMatchTheKernels) {
  checkRandomChains(*this, {5, 3}, 200);
}

// 16640 and 65600 elements: chains of these run fused, in tiles of 8192
// elements (the last one partial) split over the threads, and must give
// the kernels' bits.
TEST_F(BufferReuseTest, RandomFusedChainsMatchTheKernels) {
  checkRandomChains(*this, {128, 130}, 40);
  checkRandomChains(*this, {4, 50, 328}, 10);
}

// 2100003 elements (8.4 MB of f32 or i32): the chain's result is written
// through a scratch tile with non-temporal stores, the last tile's bytes
// not a multiple of the stores' 16.
TEST_F(BufferReuseTest, RandomStreamedChainsMatchTheKernels) {
  checkRandomChains(*this, {3, 700001}, 3);
}

// Chains of add, subtract, multiply, divide, maximum and minimum on f32 and
// f64, with broadcasts of a row and of a scalar, run a few hundred elements
// at a time through all their steps at once (floatArithmeticChain): fused
// (16640 elements), streamed (2100003 elements, 16.8 MB of f64), and with a
// last block shorter than the others.
TEST_F(BufferReuseTest, RandomArithmeticChainsMatchTheKernels) {
  checkRandomChains(*this, {128, 130}, 30, /*arithmeticOnly=*/true);
  checkRandomChains(*this, {3, 700001}, 3, /*arithmeticOnly=*/true);
}

} // namespace
} // namespace hlokit::interpreter
