//===- InterpreterGroundTruthTest.cpp - maps against the interpreter ------===//
//
// Ground truth for the indexing maps from running the programs: for random
// small shapes and attributes of every op the analysis models, and for random
// chains of ops, a StableHLO function is parsed and run in the interpreter,
// and the set of argument elements that reach each result element is compared
// with the set the map enumerates over its domain (range variables and
// constraints included; runtime variables fixed to the values the program
// actually uses, clamped as the op clamps them).
//
// Which argument elements reach a result element is observed in one of two
// ways:
// - ops that copy elements run once with every argument element holding its
//   own position (1 + a linear index numbered across all arguments; padding
//   values are 0), so each result value names the element it was read from;
// - ops that combine elements run once with all arguments 1, then once per
//   argument element with only that element 2: the result elements that change
//   are the ones it reaches (every op used is strictly monotone in each input,
//   so nothing cancels).
//
//===----------------------------------------------------------------------===//

#include "BruteForceUtils.h"

#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Dialect/StableHLO/Dynamic.h"
#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <map>

namespace hlokit::indexing {
namespace {

using interpreter::ElementType;
using interpreter::RuntimeValue;
using interpreter::Tensor;

/// Result index -> the argument indices that reach it.
using Reads = std::map<Index, IndexSet>;
/// The runtime variables' values for a result index.
using RuntimeValues = std::function<Index(const Index &result)>;

std::string typeOf(const Shape &shape, llvm::StringRef element = "f64") {
  std::string text = "tensor<";
  for (int64_t size : shape)
    text += std::to_string(size) + "x";
  return text + element.str() + ">";
}

std::string list(llvm::ArrayRef<int64_t> values) {
  std::string text = "[";
  for (auto [i, value] : llvm::enumerate(values))
    text += (i ? ", " : "") + std::to_string(value);
  return text + "]";
}

/// `name = [values]`, or nothing for an empty list (attribute fields that
/// default to empty).
std::string field(llvm::StringRef name, llvm::ArrayRef<int64_t> values) {
  if (values.empty())
    return "";
  return name.str() + " = " + list(values) + ", ";
}

int64_t numElements(llvm::ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

Index delinearize(int64_t linear, llvm::ArrayRef<int64_t> shape) {
  Index index(shape.size());
  for (int i = static_cast<int>(shape.size()) - 1; i >= 0; --i) {
    index[i] = linear % shape[i];
    linear /= shape[i];
  }
  return index;
}

/// A dense literal of `shape` holding `values` in row-major order.
std::string denseLiteral(llvm::ArrayRef<int64_t> values,
                         llvm::ArrayRef<int64_t> shape) {
  if (shape.empty())
    return std::to_string(values.front());
  int64_t stride = numElements(shape.drop_front());
  std::string text = "[";
  for (int64_t i = 0; i < shape.front(); ++i)
    text += (i ? ", " : "") +
            denseLiteral(values.slice(i * stride, stride), shape.drop_front());
  return text + "]";
}

/// The fields of a #stablehlo.dot attribute.
std::string dotFields(llvm::ArrayRef<int64_t> lhsBatch,
                      llvm::ArrayRef<int64_t> rhsBatch,
                      llvm::ArrayRef<int64_t> lhsContracting,
                      llvm::ArrayRef<int64_t> rhsContracting) {
  std::string fields = field("lhs_batching_dimensions", lhsBatch) +
                       field("rhs_batching_dimensions", rhsBatch) +
                       field("lhs_contracting_dimensions", lhsContracting) +
                       field("rhs_contracting_dimensions", rhsContracting);
  if (!fields.empty())
    fields.resize(fields.size() - 2);
  return fields;
}

/// `array<i64: values>`.
std::string i64Array(llvm::ArrayRef<int64_t> values) {
  std::string text = list(values);
  return "array<i64: " + text.substr(1, text.size() - 2) + ">";
}

/// The body of a reducer adding its arguments %ra and %rb (f64 scalars).
const std::string kAddBody =
    "      %rs = stablehlo.add %ra, %rb : tensor<f64>\n"
    "      stablehlo.return %rs : tensor<f64>\n";

/// Defines %zero, the padding and init value.
const char *const kZero =
    "  %zero = stablehlo.constant dense<0.0> : tensor<f64>\n";

/// How argument elements reaching a result element are observed.
enum class Encoding { Copy, Probe };

/// A random program: `body` defines `%r` from arguments `%a0, %a1, ...`
/// (f64 tensors); constants it needs are defined in the body.
struct Program {
  llvm::SmallVector<Shape> arguments;
  std::string body;
  Shape result;
  Encoding encoding = Encoding::Copy;
  /// Runtime variable values per result index (the op's map order).
  RuntimeValues runtime = [](const Index &) { return Index(); };
};

class InterpreterGroundTruthTest : public BruteForceTest {
protected:
  InterpreterGroundTruthTest() {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// Parses `program` into `module` and returns its function.
  mlir::func::FuncOp parse(const Program &program);
  /// A reduce_window (add, init %zero) of `x` with random window attributes;
  /// sets `result` to its shape.
  std::string randomReduceWindow(const std::string &x, const Shape &operand,
                                 Shape &result);
  /// Per argument, the argument elements reaching each result element.
  std::vector<Reads> observe(const Program &program, mlir::func::FuncOp func);
  /// Checks the maps of the op defining the result, both directions.
  void checkOp(const Program &program);
  /// Checks the function's result-to-argument maps.
  void checkFunction(const Program &program);

  /// Runs `func` on f64 arguments of `shapes` filled by
  /// `fill(argument, linear index)`; an empty tensor after a failure.
  Tensor runOn(mlir::func::FuncOp func, llvm::ArrayRef<Shape> shapes,
               llvm::function_ref<double(size_t, int64_t)> fill);
  /// Every argument element at its own position: one run.
  void observeCopies(const Program &program, mlir::func::FuncOp func,
                     std::vector<Reads> &reads);
  /// All ones, then each argument element alone set to 2: one run each.
  void observeProbes(const Program &program, mlir::func::FuncOp func,
                     std::vector<Reads> &reads);

  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::string text;
};

mlir::func::FuncOp InterpreterGroundTruthTest::parse(const Program &program) {
  text = "func.func @f(";
  for (auto [i, shape] : llvm::enumerate(program.arguments))
    text += (i ? ", %a" : "%a") + std::to_string(i) + ": " + typeOf(shape);
  text += ") -> " + typeOf(program.result) + " {\n" + program.body +
          "  return %r : " + typeOf(program.result) + "\n}\n";
  module = mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  EXPECT_TRUE(module) << text;
  if (!module)
    return nullptr;
  return *module->getOps<mlir::func::FuncOp>().begin();
}

Tensor InterpreterGroundTruthTest::runOn(
    mlir::func::FuncOp func, llvm::ArrayRef<Shape> shapes,
    llvm::function_ref<double(size_t, int64_t)> fill) {
  llvm::SmallVector<RuntimeValue> arguments;
  for (auto [k, shape] : llvm::enumerate(shapes)) {
    Tensor tensor = llvm::cantFail(Tensor::allocate(ElementType::F64, shape));
    for (int64_t i = 0; i < tensor.getNumElements(); ++i)
      tensor.mutableData<double>()[i] = fill(k, i);
    arguments.push_back(std::move(tensor));
  }
  interpreter::Evaluator evaluator(*module, llvm::errs());
  auto results = evaluator.run(func, arguments);
  if (!results) {
    ADD_FAILURE() << llvm::toString(results.takeError()) << "\n" << text;
    return Tensor();
  }
  return results->front().getTensor();
}

std::vector<Reads>
InterpreterGroundTruthTest::observe(const Program &program,
                                    mlir::func::FuncOp func) {
  std::vector<Reads> reads(program.arguments.size());
  // Every result index is present, reached by nothing at first.
  for (Reads &argumentReads : reads)
    forEachIndex(boundsOf(program.result),
                 [&](const Index &out) { argumentReads[out]; });
  if (program.encoding == Encoding::Copy)
    observeCopies(program, func, reads);
  else
    observeProbes(program, func, reads);
  return reads;
}

void InterpreterGroundTruthTest::observeCopies(const Program &program,
                                               mlir::func::FuncOp func,
                                               std::vector<Reads> &reads) {
  // Element i of argument k holds first[k] + i + 1.
  llvm::SmallVector<int64_t> first{0};
  for (const Shape &shape : program.arguments)
    first.push_back(first.back() + numElements(shape));
  Tensor result = runOn(func, program.arguments, [&](size_t k, int64_t i) {
    return static_cast<double>(first[k] + i + 1);
  });
  if (result.getNumElements() != numElements(program.result))
    return;
  int64_t linear = 0;
  forEachIndex(boundsOf(program.result), [&](const Index &out) {
    auto value = static_cast<int64_t>(result.data<double>()[linear++]);
    if (value == 0)
      return;
    size_t k = llvm::upper_bound(first, value - 1) - first.begin() - 1;
    reads[k][out].insert(
        delinearize(value - 1 - first[k], program.arguments[k]));
  });
}

void InterpreterGroundTruthTest::observeProbes(const Program &program,
                                               mlir::func::FuncOp func,
                                               std::vector<Reads> &reads) {
  Tensor baseline =
      runOn(func, program.arguments, [](size_t, int64_t) { return 1.0; });
  if (baseline.getNumElements() != numElements(program.result))
    return;
  for (size_t k = 0; k < program.arguments.size(); ++k) {
    for (int64_t e = 0; e < numElements(program.arguments[k]); ++e) {
      Tensor probed =
          runOn(func, program.arguments, [&](size_t arg, int64_t i) {
            return arg == k && i == e ? 2.0 : 1.0;
          });
      if (probed.getNumElements() != baseline.getNumElements())
        return;
      int64_t linear = 0;
      forEachIndex(boundsOf(program.result), [&](const Index &out) {
        if (probed.data<double>()[linear] != baseline.data<double>()[linear])
          reads[k][out].insert(delinearize(e, program.arguments[k]));
        ++linear;
      });
    }
  }
}

/// The indices `map` yields at `point`. `runtime` gives the runtime
/// variables (of maps that have them) from the result-side index: `point`
/// itself when `pointIsResult`, else the map's value, whose batch coordinates
/// do not depend on them.
IndexSet imageWith(const IndexingMap &map, const Index &point,
                   const RuntimeValues &runtime, bool pointIsResult) {
  if (map.getNumRTVars() == 0)
    return imageOf(map, point);
  if (pointIsResult)
    return imageOf(map, point, runtime(point));
  IndexSet image;
  if (map.isKnownEmpty())
    return image;
  forEachIndex(map.getRangeVarBounds(), [&](const Index &rangeValues) {
    Index symbols(rangeValues);
    symbols.resize(map.getNumSymbols(), 0);
    Index rt = runtime(map.evaluate(point, symbols));
    EXPECT_EQ(rt.size(), map.getNumRTVars());
    std::copy(rt.begin(), rt.end(), symbols.begin() + rangeValues.size());
    if (map.contains(point, symbols))
      image.insert(map.evaluate(point, symbols));
  });
  return image;
}

/// The op defining the function's result.
mlir::Operation *resultOp(mlir::func::FuncOp func) {
  return func.getBody().front().getTerminator()->getOperand(0).getDefiningOp();
}

/// An operand whose elements copied into the result may be overwritten
/// (dynamic_update_slice's operand): its identity map is an
/// over-approximation, exact except where the update lands.
bool isOverwritten(mlir::Operation *op, unsigned operand) {
  return op->getName().getStringRef() == "stablehlo.dynamic_update_slice" &&
         operand == 0;
}

void InterpreterGroundTruthTest::checkOp(const Program &program) {
  mlir::func::FuncOp func = parse(program);
  ASSERT_TRUE(func);
  std::vector<Reads> reads = observe(program, func);
  ASSERT_FALSE(HasFailure());
  mlir::Operation *op = resultOp(func);
  llvm::SmallVector<IndexingMap> outputToInput =
      computeOutputToInputIndexing(op, 0);
  for (auto [operandIndex, operand] : llvm::enumerate(op->getOperands())) {
    auto argument = llvm::dyn_cast<mlir::BlockArgument>(operand);
    if (!argument)
      continue; // constants: offsets, start indices, padding, init values
    const Reads &expected = reads[argument.getArgNumber()];
    const IndexingMap &map = outputToInput[operandIndex];
    bool overwritten = isOverwritten(op, operandIndex);
    for (const auto &[out, ins] : expected) {
      IndexSet want = ins;
      if (overwritten && ins.empty())
        want = single(out); // the update replaced it
      ASSERT_EQ(want, imageWith(map, out, program.runtime, true))
          << map.toString() << "\n at result index "
          << ::testing::PrintToString(out) << "\n"
          << text;
    }
    if (overwritten)
      continue;
    // Input to output: the inverse relation.
    IndexingMap inverse = computeInputToOutputIndexing(op, operandIndex)[0];
    std::map<Index, IndexSet> readers;
    forEachIndex(boundsOf(program.arguments[argument.getArgNumber()]),
                 [&](const Index &in) { readers[in]; });
    for (const auto &[out, ins] : expected)
      for (const Index &in : ins)
        readers[in].insert(out);
    for (const auto &[in, outs] : readers)
      ASSERT_EQ(outs, imageWith(inverse, in, program.runtime, false))
          << inverse.toString() << "\n at operand index "
          << ::testing::PrintToString(in) << "\n"
          << text;
  }
}

void InterpreterGroundTruthTest::checkFunction(const Program &program) {
  mlir::func::FuncOp func = parse(program);
  ASSERT_TRUE(func);
  std::vector<Reads> reads = observe(program, func);
  ASSERT_FALSE(HasFailure());
  std::vector<llvm::SmallVector<IndexingMap>> maps =
      computeFunctionOutputToInputIndexing(func, 0);
  for (size_t k = 0; k < reads.size(); ++k) {
    for (const auto &[out, ins] : reads[k]) {
      IndexSet actual;
      for (const IndexingMap &map : maps[k])
        actual.merge(imageOf(map, out));
      ASSERT_EQ(ins, actual) << text << " argument " << k << " at "
                             << ::testing::PrintToString(out);
    }
  }
}

// --- Single ops -----------------------------------------------------------

TEST_F(InterpreterGroundTruthTest, Elementwise) {
  const char *unary[] = {"negate", "exponential", "sqrt", "tanh", "abs"};
  const char *binary[] = {"add", "multiply", "maximum", "subtract"};
  for (int trial = 0; trial < 100; ++trial) {
    Shape shape = randomShape(0, 3);
    Program p;
    p.result = shape;
    p.encoding = Encoding::Probe;
    std::string t = typeOf(shape);
    if (pick(0, 1)) {
      p.arguments = {shape};
      p.body = std::string("  %r = stablehlo.") + unary[pick(0, 4)] +
               " %a0 : " + t + "\n";
    } else {
      p.arguments = {shape, shape};
      p.body = std::string("  %r = stablehlo.") + binary[pick(0, 3)] +
               " %a0, %a1 : " + t + "\n";
    }
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, BroadcastInDim) {
  for (int trial = 0; trial < 200; ++trial) {
    Program p;
    p.result = randomShape(1, 4);
    auto dims = randomSubset(p.result.size());
    Shape operand;
    for (int64_t d : dims)
      operand.push_back(pick(0, 2) == 0 ? 1 : p.result[d]);
    p.arguments = {operand};
    p.body = "  %r = stablehlo.broadcast_in_dim %a0, dims = " + list(dims) +
             " : (" + typeOf(operand) + ") -> " + typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, TransposeAndReverse) {
  for (int trial = 0; trial < 200; ++trial) {
    Shape operand = randomShape(1, 4);
    auto permutation = randomPermutation(operand.size());
    Program p;
    p.arguments = {operand};
    for (int64_t d : permutation)
      p.result.push_back(operand[d]);
    p.body = "  %r = stablehlo.transpose %a0, dims = " + list(permutation) +
             " : (" + typeOf(operand) + ") -> " + typeOf(p.result) + "\n";
    checkOp(p);
    p.result = operand;
    p.body = "  %r = stablehlo.reverse %a0, dims = " +
             list(randomSubset(operand.size())) + " : " + typeOf(operand) +
             "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Reduce) {
  for (int trial = 0; trial < 200; ++trial) {
    Shape operand = randomShape(1, 3);
    auto dims = randomSubset(operand.size());
    Program p;
    p.arguments = {operand};
    p.encoding = Encoding::Probe;
    for (size_t i = 0; i < operand.size(); ++i)
      if (!llvm::is_contained(dims, (int64_t)i))
        p.result.push_back(operand[i]);
    p.body = std::string(kZero) +
             "  %r = stablehlo.reduce(%a0 init: %zero) across dimensions = " +
             list(dims) + " : (" + typeOf(operand) + ", tensor<f64>) -> " +
             typeOf(p.result) +
             "\n   reducer(%ra: tensor<f64>, %rb: tensor<f64>) {\n" + kAddBody +
             "    }\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Slice) {
  for (int trial = 0; trial < 200; ++trial) {
    Shape operand = randomShape(1, 3, 7);
    Program p;
    p.arguments = {operand};
    std::string spec;
    for (int64_t size : operand) {
      int64_t start = pick(0, size - 1), limit = pick(start + 1, size);
      int64_t stride = pick(1, 3);
      p.result.push_back((limit - start + stride - 1) / stride);
      spec += (spec.empty() ? "" : ", ") + std::to_string(start) + ":" +
              std::to_string(limit) + ":" + std::to_string(stride);
    }
    p.body = "  %r = stablehlo.slice %a0 [" + spec + "] : (" + typeOf(operand) +
             ") -> " + typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Reshape) {
  for (int trial = 0; trial < 300; ++trial) {
    int64_t elements = pick(1, 48);
    Program p;
    p.arguments = {factorShape(elements, rng)};
    p.result = factorShape(elements, rng);
    p.body = "  %r = stablehlo.reshape %a0 : (" + typeOf(p.arguments[0]) +
             ") -> " + typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Concatenate) {
  for (int trial = 0; trial < 200; ++trial) {
    Shape base = randomShape(1, 3);
    int64_t dim = pick(0, base.size() - 1);
    Program p;
    p.result = base;
    p.result[dim] = 0;
    std::string names, types;
    for (int64_t i = 0, n = pick(1, 3); i < n; ++i) {
      Shape operand = base;
      operand[dim] = pick(1, 3);
      p.result[dim] += operand[dim];
      names += (i ? ", %a" : "%a") + std::to_string(i);
      types += (i ? ", " : "") + typeOf(operand);
      p.arguments.push_back(operand);
    }
    p.body = "  %r = stablehlo.concatenate " + names +
             ", dim = " + std::to_string(dim) + " : (" + types + ") -> " +
             typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, DotGeneral) {
  for (int trial = 0; trial < 200; ++trial) {
    int64_t batch = pick(0, 2), contracting = pick(0, 2);
    int64_t lhsFree = pick(0, 2), rhsFree = pick(0, 2);
    // Place batch, contracting and free dims at random positions.
    auto lhsOrder = randomPermutation(batch + contracting + lhsFree);
    auto rhsOrder = randomPermutation(batch + contracting + rhsFree);
    Shape lhs(lhsOrder.size()), rhs(rhsOrder.size());
    llvm::SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
    Program p;
    for (int64_t i = 0; i < batch + contracting; ++i) {
      int64_t size = pick(1, 3);
      lhs[lhsOrder[i]] = rhs[rhsOrder[i]] = size;
      (i < batch ? lhsBatch : lhsContract).push_back(lhsOrder[i]);
      (i < batch ? rhsBatch : rhsContract).push_back(rhsOrder[i]);
      if (i < batch)
        p.result.push_back(size);
    }
    for (int64_t i = batch + contracting; i < (int64_t)lhs.size(); ++i)
      lhs[lhsOrder[i]] = pick(1, 3);
    for (int64_t i = batch + contracting; i < (int64_t)rhs.size(); ++i)
      rhs[rhsOrder[i]] = pick(1, 3);
    for (auto [shape, used] :
         {std::pair(&lhs, llvm::concat<int64_t>(lhsBatch, lhsContract)),
          std::pair(&rhs, llvm::concat<int64_t>(rhsBatch, rhsContract))}) {
      llvm::SmallVector<int64_t> usedDims(used.begin(), used.end());
      for (int64_t d = 0; d < (int64_t)shape->size(); ++d)
        if (!llvm::is_contained(usedDims, d))
          p.result.push_back((*shape)[d]);
    }
    p.arguments = {lhs, rhs};
    p.encoding = Encoding::Probe;
    p.body = "  %r = \"stablehlo.dot_general\"(%a0, %a1) "
             "{dot_dimension_numbers = #stablehlo.dot<" +
             dotFields(lhsBatch, rhsBatch, lhsContract, rhsContract) +
             ">} : (" + typeOf(lhs) + ", " + typeOf(rhs) + ") -> " +
             typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Pad) {
  for (int trial = 0; trial < 1000; ++trial) {
    Shape operand = randomShape(1, 3);
    Shape low, high, interior;
    Program p;
    p.arguments = {operand};
    for (int64_t size : operand) {
      interior.push_back(pick(0, 2));
      int64_t dilated = size + (size - 1) * interior.back();
      low.push_back(pick(-dilated + 1, 3));
      high.push_back(pick(std::max<int64_t>(-dilated - low.back() + 1, -3), 3));
      p.result.push_back(low.back() + dilated + high.back());
    }
    p.body = std::string(kZero) +
             "  %r = stablehlo.pad %a0, %zero, low = " + list(low) +
             ", high = " + list(high) + ", interior = " + list(interior) +
             " : (" + typeOf(operand) + ", tensor<f64>) -> " +
             typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

std::string InterpreterGroundTruthTest::randomReduceWindow(const std::string &x,
                                                           const Shape &operand,
                                                           Shape &result) {
  Shape dims, strides, baseDilations, windowDilations, padding;
  Shape paddingShape{static_cast<int64_t>(operand.size()), 2};
  result.clear();
  for (int64_t size : operand) {
    baseDilations.push_back(pick(1, 2));
    int64_t low = pick(0, 2), high = pick(0, 2);
    padding.append({low, high});
    int64_t padded = (size - 1) * baseDilations.back() + 1 + low + high;
    windowDilations.push_back(pick(1, 2));
    int64_t maxWindow = (padded - 1) / windowDilations.back() + 1;
    dims.push_back(pick(1, std::min<int64_t>(maxWindow, 3)));
    strides.push_back(pick(1, 2));
    int64_t dilatedWindow = (dims.back() - 1) * windowDilations.back() + 1;
    result.push_back((padded - dilatedWindow) / strides.back() + 1);
  }
  return "\"stablehlo.reduce_window\"(" + x +
         ", %zero) ({\n"
         "    ^bb0(%ra: tensor<f64>, %rb: tensor<f64>):\n" +
         kAddBody + "  }) {window_dimensions = " + i64Array(dims) +
         ", window_strides = " + i64Array(strides) +
         ", base_dilations = " + i64Array(baseDilations) +
         ", window_dilations = " + i64Array(windowDilations) +
         ", padding = dense<" + denseLiteral(padding, paddingShape) +
         "> : " + typeOf(paddingShape, "i64") + "} : (" + typeOf(operand) +
         ", tensor<f64>) -> " + typeOf(result);
}

TEST_F(InterpreterGroundTruthTest, ReduceWindow) {
  for (int trial = 0; trial < 500; ++trial) {
    Program p;
    p.arguments = {randomShape(1, 2, 5)};
    p.encoding = Encoding::Probe;
    p.body = std::string(kZero) +
             "  %r = " + randomReduceWindow("%a0", p.arguments[0], p.result) +
             "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(InterpreterGroundTruthTest, Convolution) {
  for (int trial = 0; trial < 300; ++trial) {
    int64_t spatialRank = pick(0, 2), rank = spatialRank + 2;
    Shape in = randomPermutation(rank), kernel = randomPermutation(rank),
          out = randomPermutation(rank);
    int kind = pick(0, 2); // no groups, feature groups, batch groups
    int64_t groups = kind == 0 ? 1 : pick(2, 3);
    int64_t featureGroups = kind == 1 ? groups : 1;
    int64_t batchGroups = kind == 2 ? groups : 1;
    Shape lhs(rank), rhs(rank);
    Program p;
    p.result.assign(rank, 0);
    lhs[in[0]] = pick(1, 2) * batchGroups;
    lhs[in[1]] = pick(1, 2) * featureGroups;
    rhs[kernel[0]] = lhs[in[1]] / featureGroups;
    rhs[kernel[1]] = pick(1, 2) * groups;
    p.result[out[0]] = lhs[in[0]] / batchGroups;
    p.result[out[1]] = rhs[kernel[1]];
    Shape strides, lhsDilation, rhsDilation, padding;
    std::string reversal;
    for (int64_t i = 0; i < spatialRank; ++i) {
      int64_t windows = 0;
      while (windows == 0) {
        lhs[in[2 + i]] = pick(1, 4);
        rhs[kernel[2 + i]] = pick(1, 3);
        strides.push_back(pick(1, 2));
        lhsDilation.push_back(pick(1, 2));
        rhsDilation.push_back(pick(1, 2));
        padding.append({pick(-1, 2), pick(-1, 2)});
        windows = stablehlo::getConvNumWindows(
            lhs[in[2 + i]], rhs[kernel[2 + i]],
            {padding[2 * i], padding[2 * i + 1]}, strides.back(),
            lhsDilation.back(), rhsDilation.back());
        if (windows == 0) {
          strides.pop_back();
          lhsDilation.pop_back();
          rhsDilation.pop_back();
          padding.resize(2 * i);
        }
      }
      p.result[out[2 + i]] = windows;
      reversal +=
          (i ? ", " : ": ") + std::string(pick(0, 1) ? "true" : "false");
    }
    auto layout = [](const char *prefix, llvm::ArrayRef<int64_t> order,
                     const char *first, const char *second) {
      return std::string(prefix) + "_" + first + " = " +
             std::to_string(order[0]) + ", " + prefix + "_" + second + " = " +
             std::to_string(order[1]) + ", " + prefix +
             "_spatial_dimensions = " + list(order.drop_front(2));
    };
    Shape paddingShape{spatialRank, 2};
    p.arguments = {lhs, rhs};
    p.encoding = Encoding::Probe;
    // Window attributes only where there are spatial dimensions (an empty
    // array<i64> has no spelling here).
    std::string window;
    if (spatialRank)
      window = ", window_strides = " + i64Array(strides) +
               ", lhs_dilation = " + i64Array(lhsDilation) +
               ", rhs_dilation = " + i64Array(rhsDilation) +
               ", window_reversal = array<i1" + reversal + ">" +
               ", padding = dense<" + denseLiteral(padding, paddingShape) +
               "> : " + typeOf(paddingShape, "i64");
    p.body =
        "  %r = \"stablehlo.convolution\"(%a0, %a1) {dimension_numbers = "
        "#stablehlo.conv<raw " +
        layout("input", in, "batch_dimension", "feature_dimension") + ", " +
        layout("kernel", kernel, "input_feature_dimension",
               "output_feature_dimension") +
        ", " + layout("output", out, "batch_dimension", "feature_dimension") +
        ">" + window +
        ", feature_group_count = " + std::to_string(featureGroups) +
        " : i64, batch_group_count = " + std::to_string(batchGroups) +
        " : i64} : (" + typeOf(lhs) + ", " + typeOf(rhs) + ") -> " +
        typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

/// `%oN = stablehlo.constant dense<value> : tensor<i64>` for each offset.
std::string offsetConstants(llvm::ArrayRef<int64_t> offsets,
                            std::string &names) {
  std::string text;
  for (auto [i, offset] : llvm::enumerate(offsets)) {
    std::string name = "%o" + std::to_string(i);
    text += "  " + name + " = stablehlo.constant dense<" +
            std::to_string(offset) + "> : tensor<i64>\n";
    names += ", " + name;
  }
  return text;
}

TEST_F(InterpreterGroundTruthTest, DynamicSliceAndUpdateSlice) {
  for (int trial = 0; trial < 200; ++trial) {
    Shape operand = randomShape(1, 3, 5);
    Shape sizes;
    Index offsets, clamped;
    for (int64_t size : operand) {
      sizes.push_back(pick(1, size));
      // Out-of-range offsets are clamped so the slice fits.
      offsets.push_back(pick(-3, size + 3));
      clamped.push_back(
          std::clamp<int64_t>(offsets.back(), 0, size - sizes.back()));
    }
    std::string names;
    std::string constants = offsetConstants(offsets, names);
    std::string scalars;
    for (size_t i = 0; i < operand.size(); ++i)
      scalars += ", tensor<i64>";
    Program p;
    p.runtime = [clamped](const Index &) { return clamped; };
    p.arguments = {operand};
    p.result = sizes;
    p.body = constants + "  %r = stablehlo.dynamic_slice %a0" + names +
             ", sizes = " + list(sizes) + " : (" + typeOf(operand) + scalars +
             ") -> " + typeOf(sizes) + "\n";
    checkOp(p);
    p.arguments = {operand, sizes};
    p.result = operand;
    p.body = constants + "  %r = stablehlo.dynamic_update_slice %a0, %a1" +
             names + " : (" + typeOf(operand) + ", " + typeOf(sizes) + scalars +
             ") -> " + typeOf(operand) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
  }
}

/// Which start indices a gather reads cannot be observed by running it (a
/// changed index may clamp to the same start), so its start-indices maps are
/// checked against the spec: a result element reads its batch's whole index
/// vector.
void checkGatherIndicesMaps(mlir::Operation *gather,
                            llvm::ArrayRef<int64_t> indices,
                            llvm::ArrayRef<int64_t> result,
                            int64_t indexVectorDim) {
  auto sameBatch = [&](const Index &out, const Index &at) {
    return std::equal(out.begin(), out.begin() + indexVectorDim, at.begin());
  };
  expectSameAccesses(
      computeOutputToInputIndexing(gather, 0)[1],
      [&](const Index &out) {
        IndexSet ins;
        forEachIndex(boundsOf(indices), [&](const Index &at) {
          if (sameBatch(out, at))
            ins.insert(at);
        });
        return ins;
      },
      result);
  expectSameAccesses(
      computeInputToOutputIndexing(gather, 1)[0],
      [&](const Index &at) {
        IndexSet outs;
        forEachIndex(boundsOf(result), [&](const Index &out) {
          if (sameBatch(out, at))
            outs.insert(out);
        });
        return outs;
      },
      indices);
}

TEST_F(InterpreterGroundTruthTest, Gather) {
  for (int trial = 0; trial < 200; ++trial) {
    // operand [B, X, Y] (batching dim 0 when batched), indices [B?, N, V].
    bool batched = pick(0, 1);
    Shape operand = randomShape(2, 3, 4);
    if (batched && operand.size() < 3)
      operand.insert(operand.begin(), pick(1, 3));
    llvm::SmallVector<int64_t> candidates, startIndexMap, collapsed, offsetDims,
        sliceSizes;
    for (int64_t k = batched ? 1 : 0; k < (int64_t)operand.size(); ++k)
      candidates.push_back(k);
    std::shuffle(candidates.begin(), candidates.end(), rng);
    startIndexMap.assign(candidates.begin(),
                         candidates.begin() + pick(1, candidates.size()));
    Shape indices;
    if (batched)
      indices.push_back(operand[0]);
    indices.push_back(pick(1, 3));
    int64_t indexVectorDim = indices.size();
    indices.push_back(startIndexMap.size());
    Program p;
    p.result.assign(indices.begin(), indices.begin() + indexVectorDim);
    for (int64_t k = 0; k < (int64_t)operand.size(); ++k) {
      bool isBatching = batched && k == 0;
      bool collapse =
          !isBatching && llvm::is_contained(startIndexMap, k) && pick(0, 1);
      sliceSizes.push_back(isBatching || collapse ? 1 : pick(1, operand[k]));
      if (collapse)
        collapsed.push_back(k);
      if (!isBatching && !collapse) {
        offsetDims.push_back(p.result.size());
        p.result.push_back(sliceSizes.back());
      }
    }
    // Random start indices, possibly out of range.
    llvm::SmallVector<int64_t> starts;
    for (int64_t i = 0; i < numElements(indices); ++i)
      starts.push_back(pick(-2, 5));
    // The clamped start indices of a result element's batch.
    p.runtime = [indices, indexVectorDim, startIndexMap, starts, operand,
                 sliceSizes](const Index &out) {
      int64_t linear = 0;
      for (int64_t i = 0; i < indexVectorDim; ++i)
        linear = linear * indices[i] + out[i];
      Index rt;
      for (auto [j, k] : llvm::enumerate(startIndexMap))
        rt.push_back(
            std::clamp<int64_t>(starts[linear * startIndexMap.size() + j], 0,
                                operand[k] - sliceSizes[k]));
      return rt;
    };
    p.arguments = {operand};
    std::string batching =
        batched ? "operand_batching_dims = [0], start_indices_batching_dims = "
                  "[0], "
                : "";
    p.body = "  %i = stablehlo.constant dense<" +
             denseLiteral(starts, indices) + "> : " + typeOf(indices, "i64") +
             "\n  %r = \"stablehlo.gather\"(%a0, %i) {dimension_numbers = "
             "#stablehlo.gather<" +
             field("offset_dims", offsetDims) +
             field("collapsed_slice_dims", collapsed) + batching +
             "start_index_map = " + list(startIndexMap) +
             ", index_vector_dim = " + std::to_string(indexVectorDim) +
             ">, slice_sizes = " + i64Array(sliceSizes) + "} : (" +
             typeOf(operand) + ", " + typeOf(indices, "i64") + ") -> " +
             typeOf(p.result) + "\n";
    checkOp(p);
    if (HasFatalFailure())
      return;
    checkGatherIndicesMaps(
        resultOp(*module->getOps<mlir::func::FuncOp>().begin()), indices,
        p.result, indexVectorDim);
    if (HasFatalFailure())
      return;
  }
}

// --- Random compositions ----------------------------------------------------

class CompositionTest : public InterpreterGroundTruthTest {
protected:
  /// Appends an op reading value `input` and returns the new value's id.
  int addRandomOp(int input);
  int addValue(Shape shape, const std::string &op) {
    int id = shapes.size();
    body += "  " + name(id) + " = " + op + "\n";
    shapes.push_back(std::move(shape));
    return id;
  }
  std::string name(int id) { return id ? "%v" + std::to_string(id) : "%a0"; }

  /// Value shapes; value 0 is the argument.
  std::vector<Shape> shapes;
  std::string body;
};

int CompositionTest::addRandomOp(int input) {
  const Shape in = shapes[input];
  std::string x = name(input), tin = typeOf(in);
  switch (pick(0, 11)) {
  case 0: { // transpose
    auto permutation = randomPermutation(in.size());
    Shape out;
    for (int64_t d : permutation)
      out.push_back(in[d]);
    return addValue(out, "stablehlo.transpose " + x +
                             ", dims = " + list(permutation) + " : (" + tin +
                             ") -> " + typeOf(out));
  }
  case 1: { // reshape
    Shape out = factorShape(numElements(in), rng);
    return addValue(out, "stablehlo.reshape " + x + " : (" + tin + ") -> " +
                             typeOf(out));
  }
  case 2: // reverse
    return addValue(in, "stablehlo.reverse " + x + ", dims = " +
                            list(randomSubset(in.size())) + " : " + tin);
  case 3: { // slice
    Shape out;
    std::string spec;
    for (int64_t size : in) {
      int64_t start = pick(0, size - 1), limit = pick(start + 1, size);
      int64_t stride = pick(1, 2);
      out.push_back((limit - start + stride - 1) / stride);
      spec += (spec.empty() ? "" : ", ") + std::to_string(start) + ":" +
              std::to_string(limit) + ":" + std::to_string(stride);
    }
    return addValue(out, "stablehlo.slice " + x + " [" + spec + "] : (" + tin +
                             ") -> " + typeOf(out));
  }
  case 4: { // broadcast_in_dim into a larger rank
    Shape out;
    llvm::SmallVector<int64_t> dims;
    for (int64_t size : in) {
      if (pick(0, 2) == 0)
        out.push_back(pick(1, 3));
      dims.push_back(out.size());
      out.push_back(size);
    }
    return addValue(out, "stablehlo.broadcast_in_dim " + x + ", dims = " +
                             list(dims) + " : (" + tin + ") -> " + typeOf(out));
  }
  case 5: { // pad, with negative low padding sometimes
    Shape low, high, interior, out;
    for (int64_t size : in) {
      interior.push_back(pick(0, 1));
      int64_t dilated = size + (size - 1) * interior.back();
      low.push_back(pick(-1, 2));
      out.push_back(std::max<int64_t>(low.back() + dilated + pick(0, 2), 1));
      high.push_back(out.back() - low.back() - dilated);
    }
    return addValue(out, "stablehlo.pad " + x + ", %zero, low = " + list(low) +
                             ", high = " + list(high) +
                             ", interior = " + list(interior) + " : (" + tin +
                             ", tensor<f64>) -> " + typeOf(out));
  }
  case 6: { // reduce some (not all) dims
    llvm::SmallVector<int64_t> dims;
    Shape out;
    for (size_t d = 0; d < in.size(); ++d) {
      if (pick(0, 2) == 0 && dims.size() + 1 < in.size())
        dims.push_back(d);
      else
        out.push_back(in[d]);
    }
    return addValue(out, "stablehlo.reduce(" + x +
                             " init: %zero) across dimensions = " + list(dims) +
                             " : (" + tin + ", tensor<f64>) -> " + typeOf(out) +
                             "\n   reducer(%ra: tensor<f64>, %rb: "
                             "tensor<f64>) {\n" +
                             kAddBody + "    }");
  }
  case 7: { // concatenate the value with itself: two paths to one input
    int64_t axis = pick(0, in.size() - 1);
    Shape out(in);
    out[axis] *= 2;
    return addValue(out, "stablehlo.concatenate " + x + ", " + x +
                             ", dim = " + std::to_string(axis) + " : (" + tin +
                             ", " + tin + ") -> " + typeOf(out));
  }
  case 8: { // add an earlier value of the same shape
    std::vector<int> candidates;
    for (size_t id = 0; id < shapes.size(); ++id)
      if (shapes[id] == in)
        candidates.push_back(id);
    int other = candidates[pick(0, candidates.size() - 1)];
    return addValue(in,
                    "stablehlo.add " + x + ", " + name(other) + " : " + tin);
  }
  case 9: { // reduce_window
    Shape out;
    std::string op = randomReduceWindow(x, in, out);
    return addValue(out, op);
  }
  case 10: {
    // dot_general with ones: sums over random contracting dims; the result
    // keeps a dim (the other ops want rank >= 1).
    llvm::SmallVector<int64_t> lhsContracting, rhsContracting;
    Shape ones, out;
    for (int64_t d = 0; d < (int64_t)in.size(); ++d) {
      if (pick(0, 2) == 0) {
        lhsContracting.push_back(d);
        rhsContracting.push_back(ones.size());
        ones.push_back(in[d]);
      } else {
        out.push_back(in[d]);
      }
    }
    for (int64_t i = 0, n = pick(out.empty() ? 1 : 0, 1); i < n; ++i) {
      ones.push_back(pick(1, 3));
      out.push_back(ones.back());
    }
    std::string onesName = "%ones" + std::to_string(shapes.size());
    body += "  " + onesName +
            " = stablehlo.constant dense<1.0> : " + typeOf(ones) + "\n";
    return addValue(out, "\"stablehlo.dot_general\"(" + x + ", " + onesName +
                             ") {dot_dimension_numbers = #stablehlo.dot<" +
                             dotFields({}, {}, lhsContracting, rhsContracting) +
                             ">} : (" + tin + ", " + typeOf(ones) + ") -> " +
                             typeOf(out));
  }
  default: // elementwise, strictly increasing and finite on our values
    return addValue(in, "stablehlo.sqrt " + x + " : " + tin);
  }
}

TEST_F(CompositionTest, RandomChainsMatchTheInterpreter) {
  for (int trial = 0; trial < 2000; ++trial) {
    shapes = {randomShape(1, 3, 4)};
    body = kZero;
    int last = 0;
    for (int64_t step = 0, n = pick(2, 5); step < n; ++step) {
      if (numElements(shapes[last]) > 200 || shapes[last].size() > 4)
        break;
      last = addRandomOp(last);
    }
    Program p;
    p.arguments = {shapes[0]};
    p.result = shapes[last];
    p.encoding = Encoding::Probe;
    p.body = body + "  %r = stablehlo.sqrt " + name(last) + " : " +
             typeOf(shapes[last]) + "\n";
    checkFunction(p);
    if (HasFatalFailure())
      return;
  }
}

} // namespace
} // namespace hlokit::indexing
