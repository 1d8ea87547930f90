//===- BoundedToStaticTest.cpp - lowering vs static instantiation ---------===//
//
// Random bounded programs (elementwise ops, compare and select, transpose,
// reverse and sort along any dims, reduce, concatenate, pad with negative low
// edges, dot_general, slice, broadcast_in_dim and dynamic_broadcast_in_dim,
// reshape and dynamic_reshape, dynamic_slice, dynamic_update_slice,
// set_dimension_size, get_dimension_size, dynamic_pad and strided
// real_dynamic_slice with constant or run-time operands, while, if, case,
// func.call) with random bounds and run-time sizes. Each program is lowered
// with --hlokit-bounded-to-static and run on padded inputs whose padding
// holds garbage. The oracle is the same program instantiated with the run-time
// sizes as static sizes (set_dimension_size becomes a slice; the taken branch,
// the unrolled loop and the inlined callee replace if/case, while and calls):
// its results must equal the lowered results on the valid region, and the
// returned sizes must equal the static result shapes. The interpreter also runs
// the bounded program itself on run-time shaped inputs; its results must equal
// the oracle's.
//
//===----------------------------------------------------------------------===//

#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Transforms/Bounded/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

#include <random>
#include <string>

using namespace hlokit::interpreter;
using llvm::SmallVector;

namespace {

using Rng = std::mt19937_64;

int64_t uniform(Rng &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

/// One dimension of a generated value: static (size == bound) or dynamic
/// with a bound and the run-time size of this test instance.
struct Dim {
  bool dynamic;
  int64_t bound;
  int64_t size;
  bool operator==(const Dim &o) const {
    return dynamic == o.dynamic && bound == o.bound && size == o.size;
  }
};
using Shape = SmallVector<Dim>;

std::string joinX(const Shape &shape, bool bounded) {
  std::string text;
  for (const Dim &d : shape)
    text += (bounded && d.dynamic ? "?" : std::to_string(d.size)) + "x";
  return text;
}

/// The type in the bounded program.
std::string boundedType(const Shape &shape) {
  std::string text = "tensor<" + joinX(shape, true) + "i32";
  if (llvm::any_of(shape, [](const Dim &d) { return d.dynamic; })) {
    text += ", #stablehlo.bounds<";
    for (auto [i, d] : llvm::enumerate(shape))
      text += (i ? ", " : "") +
              (d.dynamic ? std::to_string(d.bound) : std::string("?"));
    text += ">";
  }
  return text + ">";
}

/// The type in the static instantiation.
std::string staticType(const Shape &shape) {
  return "tensor<" + joinX(shape, false) + "i32>";
}

SmallVector<int64_t> boundsOf(const Shape &shape) {
  SmallVector<int64_t> r;
  for (const Dim &d : shape)
    r.push_back(d.bound);
  return r;
}

SmallVector<int64_t> sizesOf(const Shape &shape) {
  SmallVector<int64_t> r;
  for (const Dim &d : shape)
    r.push_back(d.size);
  return r;
}

/// Builds the bounded program and its static instantiation side by side.
class ProgramGenerator {
public:
  explicit ProgramGenerator(Rng &rng) : rng(rng) {}

  void generate();

  std::string boundedText() const { return text(true); }
  std::string staticText() const { return text(false); }

  SmallVector<Shape> arguments;
  /// Values of the run-time scalars (set_dimension_size sizes, predicates,
  /// case indices, trip counts), in argument order after the tensor
  /// arguments.
  SmallVector<int64_t> sizeArguments;
  SmallVector<Shape> results;

private:
  struct Value {
    std::string name;
    Shape shape;
  };

  Dim randomDim();
  std::string fresh() { return "%v" + std::to_string(counter++); }
  /// Appends `head : <types>` to both programs, with each program's types;
  /// `functional` selects the `(operands) -> result` form.
  void emit(const std::string &head, llvm::ArrayRef<Shape> operandShapes,
            const Shape &resultShape, bool functional);
  const Value &pick() { return pool[uniform(rng, 0, pool.size() - 1)]; }
  /// A pool value whose shape equals `shape` except possibly at `except`.
  const Value &pickMatching(const Shape &shape, int64_t except);

  void addUnary(const Value &x);
  void addBinary(const Value &x);
  void addTranspose(const Value &x);
  void addReduce(const Value &x);
  void addConcatenate(const Value &x);
  /// `pad` (low edges may be negative), or in the bounded program
  /// `dynamic_pad` with constant or run-time paddings.
  void addPad(const Value &x, bool dynamicPad);
  /// A `real_dynamic_slice` (a `slice` in the static program) with strides 1
  /// or 2, constant or run-time, whose declared bounds are looser than the
  /// inferred static shape.
  void addRealDynamicSlice(const Value &x);
  /// Ascending or descending sort along any dimension.
  void addSort(const Value &x);
  /// Declares the constant `tensor<i32>` `value` in both programs.
  std::string i32Scalar(int64_t value);
  /// Declares the constant `tensor<Nxi64>` `values` in both programs. When
  /// `hidden`, the bounded program passes it through `maximum` so that the
  /// lowering cannot see a constant.
  std::string i64Constant(llvm::ArrayRef<int64_t> values, bool hidden = false);
  void addReverse(const Value &x);
  void addCompareSelect(const Value &x);
  void addSetDimensionSize(const Value &x);
  /// Static counterparts of set_dimension_size shrinking / growing `x` to `r`.
  std::string staticSlice(const Value &x, const Value &r);
  std::string staticZeroPad(const Value &x, const Value &r);
  void addGetDimensionSize(const Value &x);
  void addDotGeneral(const Value &x);
  void addSlice(const Value &x);
  void addBroadcastInDim(const Value &x);
  void addReshape(const Value &x);
  /// reduce_window (sum or max) with random window sizes, strides,
  /// dilations and padding per dim.
  void addReduceWindow(const Value &x);
  /// A rank-1 pool value `source` and its clamp to [lo, hi] (lo in {-1, 0},
  /// hi in {1, 4}), to index dim 0 of small values; no name when none.
  std::pair<Value, Value> smallIndices();
  /// Gathers rows of `x` (along dim 0) at run-time indices, which clamp.
  void addGather(const Value &x);
  /// Scatter-adds a rank-1 pool value into rank-1 `x` at its clamp as
  /// run-time indices (those out of the run-time shape are skipped).
  void addScatter(const Value &x);
  /// dynamic_slice at random starts (out of range too, so both programs
  /// clamp) with sizes within the run-time shape.
  void addDynamicSlice(const Value &x);
  /// dynamic_update_slice of `x` by a pool value no larger in any bound or
  /// run-time size.
  void addDynamicUpdateSlice(const Value &x);
  /// Scalar `tensor<i32>` constants declared in both programs.
  std::string startIndices(size_t rank, llvm::ArrayRef<int64_t> limits);
  /// `if` on a run-time predicate, `case` on a run-time index (possibly out
  /// of range), whose branches yield different run-time sizes; the static
  /// program holds the taken branch inline.
  void addIf(const Value &x);
  void addCase(const Value &x);
  /// A `while` with a run-time trip count whose body negates the carried
  /// value and changes its size along one dim; unrolled in the static program.
  void addWhile(const Value &x);
  /// A call of a new function that sets the size along one dim to a run-time
  /// value and returns the result and that size; inlined in the static program.
  void addCall(const Value &x);
  std::string text(bool bounded) const;

  /// A branch of if/case: its text in both programs and the value it yields.
  struct Branch {
    std::string boundedText, staticText;
    Value result;
  };
  /// Branch `kind` on `x`: 0 yields `x`, 1 an abs/negate of `x` with a new
  /// run-time size, 2 a concatenation with a pool value (or kind 1 when that
  /// would be incompatible with `x`), 3 a while loop on `x`.
  Branch makeBranch(const Value &x, int kind);
  /// The if/case op with `branches` selected by `selector` (of type
  /// `selectorType`); the static program gets branch `taken` inline.
  void emitBranches(const std::string &op, const std::string &selector,
                    const std::string &selectorType,
                    llvm::ArrayRef<Branch> branches, size_t taken);
  /// A new `tensor<i32>` argument holding `value` at run time.
  std::string runtimeScalar(int64_t value);

  Rng &rng;
  unsigned counter = 0;
  SmallVector<Value> pool;
  SmallVector<Value> returned;
  std::string boundedBody, staticBody;
  /// Functions called from the bounded program, after @main.
  std::string callees;
};

Dim ProgramGenerator::randomDim() {
  if (uniform(rng, 0, 1)) {
    int64_t bound = uniform(rng, 1, 4);
    return {true, bound, uniform(rng, 0, bound)};
  }
  int64_t size = uniform(rng, 1, 3);
  return {false, size, size};
}

void ProgramGenerator::emit(const std::string &head,
                            llvm::ArrayRef<Shape> operandShapes,
                            const Shape &resultShape, bool functional) {
  for (bool bounded : {true, false}) {
    auto type = bounded ? boundedType : staticType;
    std::string line = "  " + head + " : ";
    if (functional) {
      line += "(";
      for (auto [i, shape] : llvm::enumerate(operandShapes))
        line += (i ? ", " : "") + type(shape);
      line += ") -> ";
    }
    line += type(resultShape) + "\n";
    (bounded ? boundedBody : staticBody) += line;
  }
}

const ProgramGenerator::Value &
ProgramGenerator::pickMatching(const Shape &shape, int64_t except) {
  SmallVector<const Value *> candidates;
  for (const Value &v : pool) {
    if (v.shape.size() != shape.size())
      continue;
    bool same = true;
    for (size_t d = 0; d < shape.size(); ++d)
      same &= static_cast<int64_t>(d) == except || v.shape[d] == shape[d];
    if (same)
      candidates.push_back(&v);
  }
  return *candidates[uniform(rng, 0, candidates.size() - 1)];
}

void ProgramGenerator::addUnary(const Value &x) {
  const char *op = uniform(rng, 0, 1) ? "negate" : "abs";
  Value r{fresh(), x.shape};
  emit(r.name + " = stablehlo." + op + " " + x.name, {}, r.shape, false);
  pool.push_back(r);
}

void ProgramGenerator::addBinary(const Value &x) {
  const char *ops[] = {"add", "subtract", "multiply", "maximum"};
  const Value &y = pickMatching(x.shape, -1);
  Value r{fresh(), x.shape};
  emit(r.name + " = stablehlo." + ops[uniform(rng, 0, 3)] + " " + x.name +
           ", " + y.name,
       {}, r.shape, false);
  pool.push_back(r);
}

void ProgramGenerator::addTranspose(const Value &x) {
  if (x.shape.size() != 2)
    return addUnary(x);
  Value r{fresh(), {x.shape[1], x.shape[0]}};
  emit(r.name + " = stablehlo.transpose " + x.name + ", dims = [1, 0]",
       {x.shape}, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addReduce(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  bool sum = uniform(rng, 0, 1);
  std::string init = i32Scalar(sum ? 0 : -1000);
  Value r{fresh(), x.shape};
  r.shape.erase(r.shape.begin() + dim);
  emit(r.name + " = stablehlo.reduce(" + x.name + " init: " + init +
           ") applies stablehlo." + (sum ? "add" : "maximum") +
           " across dimensions = [" + std::to_string(dim) + "]",
       {x.shape, Shape()}, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addConcatenate(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  const Value &y = pickMatching(x.shape, dim);
  Value r{fresh(), x.shape};
  const Dim &a = x.shape[dim], &b = y.shape[dim];
  r.shape[dim] = {a.dynamic || b.dynamic, a.bound + b.bound, a.size + b.size};
  emit(r.name + " = stablehlo.concatenate " + x.name + ", " + y.name +
           ", dim = " + std::to_string(dim),
       {x.shape, y.shape}, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addReverse(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  std::string dims;
  for (size_t d = 0; d < x.shape.size(); ++d)
    if (uniform(rng, 0, 1) || (d + 1 == x.shape.size() && dims.empty()))
      dims += (dims.empty() ? "" : ", ") + std::to_string(d);
  Value r{fresh(), x.shape};
  emit(r.name + " = stablehlo.reverse " + x.name + ", dims = [" + dims + "]",
       {}, r.shape, false);
  pool.push_back(r);
}

/// `type` with i1 elements instead of i32.
std::string predicateType(std::string type) {
  return type.replace(type.find("i32"), 3, "i1");
}

void ProgramGenerator::addCompareSelect(const Value &x) {
  const Value &y = pickMatching(x.shape, -1);
  std::string pred = fresh();
  Value r{fresh(), x.shape};
  for (bool bounded : {true, false}) {
    std::string type = bounded ? boundedType(x.shape) : staticType(x.shape);
    (bounded ? boundedBody : staticBody) +=
        "  " + pred + " = stablehlo.compare LT, " + x.name + ", " + y.name +
        " : (" + type + ", " + type + ") -> " + predicateType(type) + "\n  " +
        r.name + " = stablehlo.select " + pred + ", " + x.name + ", " + y.name +
        " : " + predicateType(type) + ", " + type + "\n";
  }
  pool.push_back(r);
}

int64_t paddedSize(int64_t size, int64_t low, int64_t high, int64_t interior) {
  return low + size + high + std::max<int64_t>(size - 1, 0) * interior;
}

std::string ProgramGenerator::i32Scalar(int64_t value) {
  std::string name = fresh();
  std::string line = name + " = stablehlo.constant dense<" +
                     std::to_string(value) + "> : tensor<i32>\n";
  boundedBody += "  " + line;
  staticBody += "  " + line;
  return name;
}

std::string ProgramGenerator::i64Constant(llvm::ArrayRef<int64_t> values,
                                          bool hidden) {
  std::string name = fresh(), list;
  for (auto [i, value] : llvm::enumerate(values))
    list += (i ? ", " : "") + std::to_string(value);
  std::string type = "tensor<" + std::to_string(values.size()) + "xi64>";
  std::string line =
      name + " = stablehlo.constant dense<[" + list + "]> : " + type + "\n";
  boundedBody += "  " + line;
  staticBody += "  " + line;
  if (!hidden)
    return name;
  std::string opaque = fresh();
  boundedBody += "  " + opaque + " = stablehlo.maximum " + name + ", " + name +
                 " : " + type + "\n";
  return opaque;
}

void ProgramGenerator::addRealDynamicSlice(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  Value r{fresh(), Shape()};
  SmallVector<int64_t> starts, limits, strides;
  std::string ranges;
  for (auto [d, dim] : llvm::enumerate(x.shape)) {
    starts.push_back(uniform(rng, 0, dim.size));
    limits.push_back(uniform(rng, starts.back(), dim.size));
    strides.push_back(uniform(rng, 1, 2));
    int64_t extent =
        (limits.back() - starts.back() + strides.back() - 1) / strides.back();
    r.shape.push_back({true, std::max<int64_t>(dim.bound, 1), extent});
    ranges += (d ? ", " : "") + std::to_string(starts.back()) + ":" +
              std::to_string(limits.back()) + ":" +
              std::to_string(strides.back());
  }
  std::string start = i64Constant(starts), limit = i64Constant(limits);
  std::string stride = i64Constant(strides, uniform(rng, 0, 1));
  std::string indexType = "tensor<" + std::to_string(x.shape.size()) + "xi64>";
  boundedBody += "  " + r.name + " = stablehlo.real_dynamic_slice " + x.name +
                 ", " + start + ", " + limit + ", " + stride + " : (" +
                 boundedType(x.shape) + ", " + indexType + ", " + indexType +
                 ", " + indexType + ") -> " + boundedType(r.shape) + "\n";
  staticBody += "  " + r.name + " = stablehlo.slice " + x.name + " [" + ranges +
                "] : (" + staticType(x.shape) + ") -> " + staticType(r.shape) +
                "\n";
  pool.push_back(r);
}

void ProgramGenerator::addSort(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  Value r{fresh(), x.shape};
  std::string lhs = fresh(), rhs = fresh(), less = fresh();
  emit(r.name + " = \"stablehlo.sort\"(" + x.name +
           ") <{dimension = " + std::to_string(dim) + " : i64}> ({\n  ^bb0(" +
           lhs + ": tensor<i32>, " + rhs + ": tensor<i32>):\n    " + less +
           " = stablehlo.compare " + (uniform(rng, 0, 1) ? "LT, " : "GT, ") +
           lhs + ", " + rhs +
           " : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    "
           "stablehlo.return " +
           less + " : tensor<i1>\n  })",
       {x.shape}, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addPad(const Value &x, bool dynamicPad) {
  std::string value = i32Scalar(7);
  Value r{fresh(), x.shape};
  std::string lows, highs, interiors;
  SmallVector<int64_t> lowValues, highValues, interiorValues;
  for (auto [d, dim] : llvm::enumerate(r.shape)) {
    int64_t low = uniform(rng, -1, 2), high = uniform(rng, 0, 2),
            interior = uniform(rng, 0, 1);
    // A negative edge may cut real elements, but not below an empty result.
    if (paddedSize(dim.size, low, high, interior) < 0)
      low = 0;
    lowValues.push_back(low);
    highValues.push_back(high);
    interiorValues.push_back(interior);
    dim.bound = paddedSize(dim.bound, low, high, interior);
    dim.size = paddedSize(dim.size, low, high, interior);
    std::string sep = d ? ", " : "";
    lows += sep + std::to_string(low);
    highs += sep + std::to_string(high);
    interiors += sep + std::to_string(interior);
  }
  if (!dynamicPad || r.shape.empty()) {
    emit(r.name + " = stablehlo.pad " + x.name + ", " + value + ", low = [" +
             lows + "], high = [" + highs + "], interior = [" + interiors + "]",
         {x.shape, Shape()}, r.shape, true);
    pool.push_back(r);
    return;
  }
  bool hidden = uniform(rng, 0, 1);
  std::string low = i64Constant(lowValues, hidden),
              high = i64Constant(highValues, hidden),
              interior = i64Constant(interiorValues, hidden);
  std::string indexType = "tensor<" + std::to_string(r.shape.size()) + "xi64>";
  boundedBody += "  " + r.name + " = stablehlo.dynamic_pad " + x.name + ", " +
                 value + ", " + low + ", " + high + ", " + interior + " : (" +
                 boundedType(x.shape) + ", tensor<i32>, " + indexType + ", " +
                 indexType + ", " + indexType + ") -> " + boundedType(r.shape) +
                 "\n";
  staticBody += "  " + r.name + " = stablehlo.pad " + x.name + ", " + value +
                ", low = [" + lows + "], high = [" + highs + "], interior = [" +
                interiors + "] : (" + staticType(x.shape) +
                ", tensor<i32>) -> " + staticType(r.shape) + "\n";
  pool.push_back(r);
}

void ProgramGenerator::addSetDimensionSize(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  const Dim &old = x.shape[dim];
  // A bounded dimension may grow up to its bound.
  int64_t size = uniform(rng, 0, old.bound);
  std::string sizeArg = "%n" + std::to_string(sizeArguments.size());
  sizeArguments.push_back(size);
  Value r{fresh(), x.shape};
  r.shape[dim] = {true, old.bound, size};
  boundedBody += "  " + r.name + " = stablehlo.set_dimension_size " + x.name +
                 ", " + sizeArg + ", dim = " + std::to_string(dim) + " : (" +
                 boundedType(x.shape) + ", tensor<i32>) -> " +
                 boundedType(r.shape) + "\n";
  staticBody += size <= old.size ? staticSlice(x, r) : staticZeroPad(x, r);
  pool.push_back(r);
}

std::string ProgramGenerator::staticSlice(const Value &x, const Value &r) {
  std::string ranges;
  for (auto [d, extent] : llvm::enumerate(r.shape))
    ranges += (d ? ", 0:" : "0:") + std::to_string(extent.size);
  return "  " + r.name + " = stablehlo.slice " + x.name + " [" + ranges +
         "] : (" + staticType(x.shape) + ") -> " + staticType(r.shape) + "\n";
}

/// The interpreter defines the values exposed by growing a dimension as zero.
std::string ProgramGenerator::staticZeroPad(const Value &x, const Value &r) {
  std::string zero = fresh();
  std::string low, high;
  for (size_t d = 0; d < r.shape.size(); ++d) {
    low += d ? ", 0" : "0";
    high += (d ? ", " : "") + std::to_string(r.shape[d].size - x.shape[d].size);
  }
  return "  " + zero + " = stablehlo.constant dense<0> : tensor<i32>\n  " +
         r.name + " = stablehlo.pad " + x.name + ", " + zero + ", low = [" +
         low + "], high = [" + high + "], interior = [" + low + "] : (" +
         staticType(x.shape) + ", tensor<i32>) -> " + staticType(r.shape) +
         "\n";
}

void ProgramGenerator::addGetDimensionSize(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  Value r{fresh(), Shape()};
  emit(r.name + " = stablehlo.get_dimension_size " + x.name +
           ", dim = " + std::to_string(dim),
       {x.shape}, r.shape, true);
  returned.push_back(r);
}

/// Contracts `x` with a pool value along one dim; for rank 2, the other dim
/// is either a batch dim or a free dim of each operand.
void ProgramGenerator::addDotGeneral(const Value &x) {
  if (x.shape.empty() || x.shape.size() > 2)
    return addUnary(x);
  int64_t contracting = uniform(rng, 0, x.shape.size() - 1);
  std::string c = std::to_string(contracting);
  std::string dims = "contracting_dims = [" + c + "] x [" + c + "]";
  Value r{fresh(), Shape()};
  const Value *y = &pickMatching(x.shape, -1);
  int64_t other = 1 - contracting;
  if (x.shape.size() == 2 && uniform(rng, 0, 1)) {
    std::string o = std::to_string(other);
    dims = "batching_dims = [" + o + "] x [" + o + "], " + dims;
    r.shape = {x.shape[other]};
  } else if (x.shape.size() == 2) {
    y = &pickMatching(x.shape, other);
    r.shape = {x.shape[other], y->shape[other]};
  }
  emit(r.name + " = stablehlo.dot_general " + x.name + ", " + y->name + ", " +
           dims,
       {x.shape, y->shape}, r.shape, true);
  pool.push_back(r);
}

std::pair<ProgramGenerator::Value, ProgramGenerator::Value>
ProgramGenerator::smallIndices() {
  SmallVector<const Value *> vectors;
  for (const Value &v : pool)
    if (v.shape.size() == 1)
      vectors.push_back(&v);
  if (vectors.empty())
    return {};
  const Value &y = *vectors[uniform(rng, 0, vectors.size() - 1)];
  std::string lo = i32Scalar(uniform(rng, -1, 0));
  std::string hi = i32Scalar(uniform(rng, 0, 1) ? 1 : 4);
  Value r{fresh(), y.shape};
  emit(r.name + " = stablehlo.clamp " + lo + ", " + y.name + ", " + hi,
       {Shape(), y.shape, Shape()}, r.shape, true);
  return {y, r};
}

void ProgramGenerator::addGather(const Value &x) {
  if (x.shape.empty() || x.shape[0].size == 0)
    return addUnary(x);
  Value indices = smallIndices().second;
  if (indices.name.empty())
    return addUnary(x);
  Value r{fresh(), {indices.shape[0]}};
  std::string offsetDims, sliceSizes = "1";
  for (size_t d = 1; d < x.shape.size(); ++d) {
    int64_t size = x.shape[d].size;
    r.shape.push_back({false, size, size});
    offsetDims += (d > 1 ? ", " : "") + std::to_string(d);
    sliceSizes += ", " + std::to_string(size);
  }
  emit(r.name + " = \"stablehlo.gather\"(" + x.name + ", " + indices.name +
           ") <{dimension_numbers = #stablehlo.gather<offset_dims = [" +
           offsetDims +
           "], collapsed_slice_dims = [0], start_index_map = [0], "
           "index_vector_dim = 1>, slice_sizes = array<i64: " +
           sliceSizes + ">}>",
       {x.shape, indices.shape}, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addScatter(const Value &x) {
  if (x.shape.size() != 1)
    return addUnary(x);
  auto [updates, indices] = smallIndices();
  if (indices.name.empty())
    return addUnary(x);
  Value r{fresh(), x.shape};
  std::string lhs = fresh(), rhs = fresh(), sum = fresh();
  emit(r.name + " = \"stablehlo.scatter\"(" + x.name + ", " + indices.name +
           ", " + updates.name +
           ") <{scatter_dimension_numbers = #stablehlo.scatter<"
           "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
           "index_vector_dim = 1>}> ({\n  ^bb0(" +
           lhs + ": tensor<i32>, " + rhs + ": tensor<i32>):\n    " + sum +
           " = stablehlo.add " + lhs + ", " + rhs +
           " : tensor<i32>\n    stablehlo.return " + sum +
           " : tensor<i32>\n  })",
       {x.shape, indices.shape, updates.shape}, r.shape, true);
  pool.push_back(r);
}

/// The window count of reduce_window along one dim (reduce_window_c15).
int64_t windowCount(int64_t size, int64_t window, int64_t stride,
                    int64_t baseDilation, int64_t windowDilation, int64_t low,
                    int64_t high) {
  int64_t padded = low + (size == 0 ? 0 : (size - 1) * baseDilation + 1) + high;
  int64_t dilated = (window - 1) * windowDilation + 1;
  if (padded == 0 || dilated > padded)
    return 0;
  return (padded - dilated) / stride + 1;
}

void ProgramGenerator::addReduceWindow(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  bool sum = uniform(rng, 0, 1);
  std::string init = i32Scalar(sum ? 0 : -1000);
  Value r{fresh(), x.shape};
  std::string windows, strides, baseDilations, windowDilations, padding;
  for (auto [d, dim] : llvm::enumerate(r.shape)) {
    int64_t window = uniform(rng, 1, 2), stride = uniform(rng, 1, 2),
            base = uniform(rng, 1, 2), dilation = uniform(rng, 1, 2),
            low = uniform(rng, 0, 1), high = uniform(rng, 0, 1);
    dim.size = windowCount(dim.size, window, stride, base, dilation, low, high);
    dim.bound =
        windowCount(dim.bound, window, stride, base, dilation, low, high);
    std::string sep = d ? ", " : "";
    windows += sep + std::to_string(window);
    strides += sep + std::to_string(stride);
    baseDilations += sep + std::to_string(base);
    windowDilations += sep + std::to_string(dilation);
    padding +=
        sep + "[" + std::to_string(low) + ", " + std::to_string(high) + "]";
  }
  std::string lhs = fresh(), rhs = fresh(), combined = fresh();
  emit(r.name + " = \"stablehlo.reduce_window\"(" + x.name + ", " + init +
           ") <{window_dimensions = array<i64: " + windows +
           ">, window_strides = array<i64: " + strides +
           ">, base_dilations = array<i64: " + baseDilations +
           ">, window_dilations = array<i64: " + windowDilations +
           ">, padding = dense<[" + padding + "]> : tensor<" +
           std::to_string(x.shape.size()) + "x2xi64>}> ({\n  ^bb0(" + lhs +
           ": tensor<i32>, " + rhs + ": tensor<i32>):\n    " + combined +
           " = stablehlo." + (sum ? "add " : "maximum ") + lhs + ", " + rhs +
           " : tensor<i32>\n    stablehlo.return " + combined +
           " : tensor<i32>\n  })",
       {x.shape, Shape()}, r.shape, true);
  pool.push_back(r);
}

/// A static slice within the run-time sizes.
void ProgramGenerator::addSlice(const Value &x) {
  Value r{fresh(), Shape()};
  std::string ranges;
  for (auto [d, dim] : llvm::enumerate(x.shape)) {
    int64_t start = uniform(rng, 0, dim.size);
    int64_t limit = uniform(rng, start, dim.size);
    int64_t stride = uniform(rng, 1, 2);
    int64_t extent = (limit - start + stride - 1) / stride;
    r.shape.push_back({false, extent, extent});
    ranges += (d ? ", " : "") + std::to_string(start) + ":" +
              std::to_string(limit) +
              (stride == 1 ? "" : ":" + std::to_string(stride));
  }
  emit(r.name + " = stablehlo.slice " + x.name + " [" + ranges + "]", {x.shape},
       r.shape, true);
  pool.push_back(r);
}

/// A static broadcast: a dim of run-time size 1 may grow (even past its bound),
/// others keep their size; a rank below 2 gains a leading dim.
void ProgramGenerator::addBroadcastInDim(const Value &x) {
  Value r{fresh(), Shape()};
  std::string dims;
  // dynamic_broadcast_in_dim (a plain broadcast in the static program) gives
  // bounded result dims, whose bounds may be below or above the operand's.
  bool dynamic = uniform(rng, 0, 1);
  auto resultDim = [&](int64_t extent) -> Dim {
    if (!dynamic || uniform(rng, 0, 1))
      return {false, extent, extent};
    return {true, extent + uniform(rng, 0, 2), extent};
  };
  if (x.shape.size() < 2)
    r.shape.push_back(resultDim(uniform(rng, 1, 2)));
  for (auto [d, dim] : llvm::enumerate(x.shape)) {
    int64_t extent = dim.size;
    if (dim.size == 1)
      extent = uniform(rng, 1, 3);
    dims += (d ? ", " : "") + std::to_string(r.shape.size());
    r.shape.push_back(resultDim(extent));
  }
  if (!dynamic) {
    emit(r.name + " = stablehlo.broadcast_in_dim " + x.name + ", dims = [" +
             dims + "]",
         {x.shape}, r.shape, true);
    pool.push_back(r);
    return;
  }
  std::string output = i64Constant(sizesOf(r.shape));
  std::string indexType = "tensor<" + std::to_string(r.shape.size()) + "xi64>";
  boundedBody += "  " + r.name + " = stablehlo.dynamic_broadcast_in_dim " +
                 x.name + ", " + output + ", dims = [" + dims + "] : (" +
                 boundedType(x.shape) + ", " + indexType + ") -> " +
                 boundedType(r.shape) + "\n";
  staticBody += "  " + r.name + " = stablehlo.broadcast_in_dim " + x.name +
                ", dims = [" + dims + "] : (" + staticType(x.shape) + ") -> " +
                staticType(r.shape) + "\n";
  pool.push_back(r);
}

std::string ProgramGenerator::startIndices(size_t rank,
                                           llvm::ArrayRef<int64_t> limits) {
  std::string names;
  for (size_t d = 0; d < rank; ++d) {
    names += ", " + i32Scalar(uniform(rng, -1, limits[d] + 1));
  }
  return names;
}

void ProgramGenerator::addDynamicSlice(const Value &x) {
  Value r{fresh(), Shape()};
  SmallVector<int64_t> limits;
  std::string sizes;
  for (auto [d, dim] : llvm::enumerate(x.shape)) {
    int64_t extent = uniform(rng, 0, dim.size);
    r.shape.push_back({false, extent, extent});
    limits.push_back(dim.size);
    sizes += (d ? ", " : "") + std::to_string(extent);
  }
  std::string starts = startIndices(x.shape.size(), limits);
  SmallVector<Shape> operandShapes(x.shape.size() + 1, Shape());
  operandShapes[0] = x.shape;
  emit(r.name + " = stablehlo.dynamic_slice " + x.name + starts +
           ", sizes = [" + sizes + "]",
       operandShapes, r.shape, true);
  pool.push_back(r);
}

void ProgramGenerator::addDynamicUpdateSlice(const Value &x) {
  SmallVector<const Value *> candidates;
  for (const Value &v : pool) {
    bool fits = v.shape.size() == x.shape.size();
    for (size_t d = 0; fits && d < x.shape.size(); ++d)
      fits = v.shape[d].bound <= x.shape[d].bound &&
             v.shape[d].size <= x.shape[d].size;
    if (fits)
      candidates.push_back(&v);
  }
  const Value &update = *candidates[uniform(rng, 0, candidates.size() - 1)];
  Value r{fresh(), x.shape};
  std::string starts = startIndices(x.shape.size(), sizesOf(x.shape));
  SmallVector<Shape> operandShapes(x.shape.size() + 2, Shape());
  operandShapes[0] = x.shape;
  operandShapes[1] = update.shape;
  emit(r.name + " = stablehlo.dynamic_update_slice " + x.name + ", " +
           update.name + starts,
       operandShapes, r.shape, true);
  pool.push_back(r);
}

/// Flattens `x`: `reshape` to the run-time element count, or in the bounded
/// program `dynamic_reshape` to a bounded 1-D or 2-D shape.
void ProgramGenerator::addReshape(const Value &x) {
  int64_t count = 1, capacity = 1;
  for (const Dim &d : x.shape) {
    count *= d.size;
    capacity *= d.bound;
  }
  Value r{fresh(), {{false, count, count}}};
  bool dynamic = uniform(rng, 0, 1);
  if (dynamic && count % 2 == 0 && count > 0 && uniform(rng, 0, 1))
    r.shape = {{false, 2, 2}, {true, capacity, count / 2}};
  else if (dynamic)
    r.shape = {{true, capacity, count}};
  std::string indexType = "tensor<" + std::to_string(r.shape.size()) + "xi64>";
  std::string head = r.name + " = stablehlo.reshape " + x.name;
  if (dynamic)
    boundedBody += "  " + r.name + " = stablehlo.dynamic_reshape " + x.name +
                   ", " + i64Constant(sizesOf(r.shape)) + " : (" +
                   boundedType(x.shape) + ", " + indexType + ") -> " +
                   boundedType(r.shape) + "\n";
  else
    boundedBody += "  " + head + " : (" + boundedType(x.shape) + ") -> " +
                   boundedType(r.shape) + "\n";
  staticBody += "  " + head + " : (" + staticType(x.shape) + ") -> " +
                staticType(r.shape) + "\n";
  pool.push_back(r);
}

std::string ProgramGenerator::runtimeScalar(int64_t value) {
  std::string name = "%n" + std::to_string(sizeArguments.size());
  sizeArguments.push_back(value);
  return name;
}

/// Whether a region op may yield values of shapes `a` and `b` (static dims
/// must agree).
bool compatible(const Shape &a, const Shape &b) {
  if (a.size() != b.size())
    return false;
  for (auto [da, db] : llvm::zip_equal(a, b))
    if (!da.dynamic && !db.dynamic && da.size != db.size)
      return false;
  return true;
}

ProgramGenerator::Branch ProgramGenerator::makeBranch(const Value &x,
                                                      int kind) {
  Value operand = x;
  size_t poolSize = pool.size();
  std::string outerBounded = std::move(boundedBody);
  std::string outerStatic = std::move(staticBody);
  boundedBody.clear();
  staticBody.clear();
  if (kind == 2) {
    addConcatenate(operand);
    // Static sizes other than x's cannot be yielded where x may be.
    if (!compatible(pool.back().shape, operand.shape)) {
      pool.resize(poolSize);
      boundedBody.clear();
      staticBody.clear();
      kind = 1;
    }
  }
  if (kind == 1) {
    addUnary(operand);
    addSetDimensionSize(pool.back());
  }
  if (kind == 3)
    addWhile(operand);
  Branch branch{boundedBody, staticBody,
                pool.size() > poolSize ? pool.back() : operand};
  // Values defined in a region are not visible after it.
  pool.resize(poolSize);
  boundedBody = std::move(outerBounded);
  staticBody = std::move(outerStatic);
  return branch;
}

void ProgramGenerator::emitBranches(const std::string &op,
                                    const std::string &selector,
                                    const std::string &selectorType,
                                    llvm::ArrayRef<Branch> branches,
                                    size_t taken) {
  // A dim is dynamic when any branch's is, with the largest bound.
  Value r{fresh(), branches[taken].result.shape};
  for (const Branch &branch : branches)
    for (auto [dim, other] : llvm::zip_equal(r.shape, branch.result.shape)) {
      dim.dynamic |= other.dynamic;
      dim.bound = std::max(dim.bound, other.bound);
    }
  boundedBody +=
      "  " + r.name + " = \"stablehlo." + op + "\"(" + selector + ") (";
  for (auto [i, branch] : llvm::enumerate(branches))
    boundedBody += std::string(i ? ", " : "") + "{\n" + branch.boundedText +
                   "    stablehlo.return " + branch.result.name + " : " +
                   boundedType(branch.result.shape) + "\n  }";
  boundedBody += ") : (" + selectorType + ") -> " + boundedType(r.shape) + "\n";
  const Branch &branch = branches[taken];
  staticBody += branch.staticText + "  " + r.name +
                " = \"stablehlo.optimization_barrier\"(" + branch.result.name +
                ") : (" + staticType(branch.result.shape) + ") -> " +
                staticType(r.shape) + "\n";
  pool.push_back(r);
}

void ProgramGenerator::addIf(const Value &x) {
  Value operand = x;
  bool pred = uniform(rng, 0, 1);
  std::string flag = runtimeScalar(pred), zero = fresh(), p = fresh();
  boundedBody += "  " + zero +
                 " = stablehlo.constant dense<0> : tensor<i32>\n  " + p +
                 " = stablehlo.compare NE, " + flag + ", " + zero +
                 " : (tensor<i32>, tensor<i32>) -> tensor<i1>\n";
  SmallVector<Branch> branches;
  for (int i = 0; i < 2; ++i)
    branches.push_back(makeBranch(operand, uniform(rng, 0, 3)));
  if (!compatible(branches[0].result.shape, branches[1].result.shape))
    branches[1] = makeBranch(operand, 0);
  emitBranches("if", p, "tensor<i1>", branches, pred ? 0 : 1);
}

void ProgramGenerator::addCase(const Value &x) {
  Value operand = x;
  // Out-of-range indices select the last branch.
  int64_t index = uniform(rng, -1, 3);
  std::string selector = runtimeScalar(index);
  SmallVector<Branch> branches;
  for (int i = 0; i < 3; ++i) {
    branches.push_back(makeBranch(operand, uniform(rng, 0, 3)));
    for (int j = 0; j < i; ++j)
      if (!compatible(branches[j].result.shape, branches[i].result.shape))
        branches[i] = makeBranch(operand, 0);
  }
  emitBranches("case", selector, "tensor<i32>", branches,
               index < 0 || index > 2 ? 2 : index);
}

void ProgramGenerator::addWhile(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  Value operand = x;
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  int64_t bound = x.shape[dim].bound;
  int64_t step = uniform(rng, 1, bound + 1), trips = uniform(rng, 0, 3);
  std::string count = runtimeScalar(trips);
  Shape carried = x.shape;
  carried[dim].dynamic = true;
  std::string type = boundedType(carried), d = std::to_string(dim);
  std::string zero = fresh(), one = fresh(), stepValue = fresh(),
              modulus = fresh();
  for (auto [name, value] : {std::make_pair(zero, int64_t{0}),
                             {one, 1},
                             {stepValue, step},
                             {modulus, bound + 1}})
    boundedBody += "  " + name + " = stablehlo.constant dense<" +
                   std::to_string(value) + "> : tensor<i32>\n";
  // The next size is (size + step) mod (bound + 1): it shrinks or grows.
  std::string result = fresh(), a = fresh(), i = fresh(), lt = fresh(),
              t = fresh(), s = fresh(), s1 = fresh(), s2 = fresh(), y = fresh(),
              i1 = fresh();
  std::string args =
      "  ^bb0(" + a + ": " + type + ", " + i + ": tensor<i32>):\n    ";
  std::string scalars = " : (tensor<i32>, tensor<i32>) -> tensor<i1>\n";
  boundedBody += "  " + result + ":2 = \"stablehlo.while\"(" + x.name + ", " +
                 zero + ") ({\n" + args;
  boundedBody += lt + " = stablehlo.compare LT, " + i + ", " + count + scalars +
                 "    stablehlo.return " + lt + " : tensor<i1>\n  }, {\n" +
                 args;
  boundedBody += t + " = stablehlo.negate " + a + " : " + type + "\n    ";
  boundedBody += s + " = stablehlo.get_dimension_size " + t + ", dim = " + d +
                 " : (" + type + ") -> tensor<i32>\n    ";
  boundedBody +=
      s1 + " = stablehlo.add " + s + ", " + stepValue + " : tensor<i32>\n    ";
  boundedBody += s2 + " = stablehlo.remainder " + s1 + ", " + modulus +
                 " : tensor<i32>\n    ";
  boundedBody += y + " = stablehlo.set_dimension_size " + t + ", " + s2 +
                 ", dim = " + d + " : (" + type + ", tensor<i32>) -> " + type +
                 "\n    ";
  boundedBody += i1 + " = stablehlo.add " + i + ", " + one +
                 " : tensor<i32>\n    stablehlo.return " + y + ", " + i1 +
                 " : " + type + ", tensor<i32>\n  }) : (" +
                 boundedType(x.shape) + ", tensor<i32>) -> (" + type +
                 ", tensor<i32>)\n";
  Value current = operand;
  for (int64_t trip = 0; trip < trips; ++trip) {
    Value negated{fresh(), current.shape};
    staticBody += "  " + negated.name + " = stablehlo.negate " + current.name +
                  " : " + staticType(current.shape) + "\n";
    Value next{fresh(), current.shape};
    next.shape[dim].size = (current.shape[dim].size + step) % (bound + 1);
    staticBody += next.shape[dim].size <= current.shape[dim].size
                      ? staticSlice(negated, next)
                      : staticZeroPad(negated, next);
    current = next;
  }
  std::string sizes = staticType(current.shape) + ", tensor<i32>";
  staticBody += "  " + result + ":2 = \"stablehlo.optimization_barrier\"(" +
                current.name + ", " + count + ") : (" + sizes + ") -> (" +
                sizes + ")\n";
  Value r{result + "#0", carried};
  r.shape[dim].size = current.shape[dim].size;
  pool.push_back(r);
}

void ProgramGenerator::addCall(const Value &x) {
  if (x.shape.empty())
    return addUnary(x);
  Value operand = x;
  int64_t dim = uniform(rng, 0, x.shape.size() - 1);
  const Dim &old = operand.shape[dim];
  int64_t size = uniform(rng, 0, old.bound);
  std::string n = runtimeScalar(size), d = std::to_string(dim);
  Value sized{fresh(), operand.shape};
  sized.shape[dim] = {true, old.bound, size};
  Value negated{fresh(), sized.shape};
  std::string callee = "@f" + std::to_string(counter++), result = fresh();
  std::string in = boundedType(operand.shape), out = boundedType(sized.shape);
  callees += "func.func private " + callee + "(%p: " + in +
             ", %n: tensor<i32>) -> (" + out + ", tensor<i32>) {\n";
  callees += "  %y = stablehlo.set_dimension_size %p, %n, dim = " + d + " : (" +
             in + ", tensor<i32>) -> " + out + "\n";
  callees += "  %z = stablehlo.negate %y : " + out + "\n";
  callees += "  %s = stablehlo.get_dimension_size %z, dim = " + d + " : (" +
             out + ") -> tensor<i32>\n";
  callees += "  return %z, %s : " + out + ", tensor<i32>\n}\n";
  boundedBody += "  " + result + ":2 = func.call " + callee + "(" +
                 operand.name + ", " + n + ") : (" + in +
                 ", tensor<i32>) -> (" + out + ", tensor<i32>)\n";
  std::string types = staticType(sized.shape) + ", tensor<i32>";
  staticBody += (size <= old.size ? staticSlice(operand, sized)
                                  : staticZeroPad(operand, sized)) +
                "  " + negated.name + " = stablehlo.negate " + sized.name +
                " : " + staticType(sized.shape) + "\n  " + result +
                ":2 = \"stablehlo.optimization_barrier\"(" + negated.name +
                ", " + n + ") : (" + types + ") -> (" + types + ")\n";
  pool.push_back({result + "#0", sized.shape});
  returned.push_back({result + "#1", Shape()});
}

void ProgramGenerator::generate() {
  int64_t rank = uniform(rng, 1, 2);
  for (int64_t i = 0, n = uniform(rng, 1, 2); i < n; ++i) {
    Shape shape;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(randomDim());
    arguments.push_back(shape);
    pool.push_back({"%a" + std::to_string(i), shape});
  }
  for (int64_t step = 0, n = uniform(rng, 1, 6); step < n; ++step) {
    const Value &x = pick();
    switch (uniform(rng, 0, 25)) {
    case 0:
      addUnary(x);
      break;
    case 1:
      addBinary(x);
      break;
    case 2:
      addTranspose(x);
      break;
    case 3:
      addReduce(x);
      break;
    case 4:
      addConcatenate(x);
      break;
    case 5:
      addSetDimensionSize(x);
      break;
    case 6:
      addPad(x, false);
      break;
    case 7:
      addReverse(x);
      break;
    case 8:
      addCompareSelect(x);
      break;
    case 9:
      addDotGeneral(x);
      break;
    case 10:
      addSlice(x);
      break;
    case 11:
      addBroadcastInDim(x);
      break;
    case 12:
      addPad(x, true);
      break;
    case 13:
      addRealDynamicSlice(x);
      break;
    case 14:
      addSort(x);
      break;
    case 15:
      addReshape(x);
      break;
    case 16:
      addDynamicSlice(x);
      break;
    case 17:
      addDynamicUpdateSlice(x);
      break;
    case 18:
      addIf(x);
      break;
    case 19:
      addCase(x);
      break;
    case 20:
      addWhile(x);
      break;
    case 21:
      addCall(x);
      break;
    case 22:
      addGather(x);
      break;
    case 23:
      addScatter(x);
      break;
    case 24:
      addReduceWindow(x);
      break;
    default:
      addGetDimensionSize(x);
      break;
    }
  }
  returned.push_back(pool.back());
  returned.push_back(pick());
  for (const Value &v : returned)
    results.push_back(v.shape);
}

std::string ProgramGenerator::text(bool bounded) const {
  auto type = bounded ? boundedType : staticType;
  std::string header = "func.func @main(";
  for (auto [i, shape] : llvm::enumerate(arguments))
    header += (i ? ", %a" : "%a") + std::to_string(i) + ": " + type(shape);
  for (size_t i = 0; i < sizeArguments.size(); ++i)
    header += ", %n" + std::to_string(i) + ": tensor<i32>";
  std::string names, types;
  for (auto [i, v] : llvm::enumerate(returned)) {
    names += (i ? ", " : "") + v.name;
    types += (i ? ", " : "") + type(v.shape);
  }
  return header + ") -> (" + types + ") {\n" +
         (bounded ? boundedBody : staticBody) + "  return " + names + " : " +
         types + "\n}\n" + (bounded ? callees : "");
}

Tensor mustAllocate(llvm::ArrayRef<int64_t> shape) {
  llvm::Expected<Tensor> t = Tensor::allocate(ElementType::SI32, shape);
  EXPECT_TRUE(static_cast<bool>(t));
  return std::move(*t);
}

Tensor scalar(int64_t value) {
  Tensor t = mustAllocate({});
  t.mutableData<int32_t>()[0] = static_cast<int32_t>(value);
  return t;
}

/// Calls `f` with every index of `shape` (row-major).
template <typename F> void forEachIndex(llvm::ArrayRef<int64_t> shape, F f) {
  if (llvm::is_contained(shape, 0))
    return;
  SmallVector<int64_t> index(shape.size(), 0);
  while (true) {
    f(llvm::ArrayRef<int64_t>(index));
    int64_t d = static_cast<int64_t>(shape.size()) - 1;
    for (; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// The valid region of a padded buffer as a tensor of its own.
Tensor validRegion(const Tensor &padded, llvm::ArrayRef<int64_t> sizes) {
  Tensor region = mustAllocate(sizes);
  forEachIndex(sizes, [&](llvm::ArrayRef<int64_t> i) {
    region.mutableData<int32_t>()[region.getLinearIndex(i)] =
        padded.at<int32_t>(i);
  });
  return region;
}

llvm::SmallVector<RuntimeValue> run(mlir::ModuleOp module,
                                    llvm::ArrayRef<RuntimeValue> args) {
  Evaluator evaluator(module, llvm::errs());
  auto func = *module.getOps<mlir::func::FuncOp>().begin();
  llvm::Expected<llvm::SmallVector<RuntimeValue>> results =
      evaluator.run(func, args);
  if (!results) {
    ADD_FAILURE() << llvm::toString(results.takeError());
    return {};
  }
  return *results;
}

class BoundedToStaticTest : public ::testing::Test {
protected:
  BoundedToStaticTest() {
    mlir::DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
  }

  mlir::OwningOpRef<mlir::ModuleOp> parse(const std::string &text) {
    return mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  }

  mlir::MLIRContext context;
};

/// The lowered program's inputs: random padded buffers (garbage padding)
/// followed by their sizes, then the set_dimension_size operands; and the
/// static program's inputs: the valid regions, then the same scalars.
void makeInputs(Rng &rng, const ProgramGenerator &gen,
                SmallVector<RuntimeValue> &lowered,
                SmallVector<RuntimeValue> &instantiated) {
  for (const Shape &shape : gen.arguments) {
    Tensor padded = mustAllocate(boundsOf(shape));
    for (int64_t i = 0; i < padded.getNumElements(); ++i)
      padded.mutableData<int32_t>()[i] =
          static_cast<int32_t>(uniform(rng, -20, 20));
    lowered.push_back(padded);
    for (const Dim &d : shape)
      if (d.dynamic)
        lowered.push_back(scalar(d.size));
    instantiated.push_back(validRegion(padded, sizesOf(shape)));
  }
  for (int64_t size : gen.sizeArguments) {
    lowered.push_back(scalar(size));
    instantiated.push_back(scalar(size));
  }
}

TEST_F(BoundedToStaticTest, RandomProgramsMatchStaticInstantiation) {
  Rng rng(20261122);
  for (int program = 0; program < 1000; ++program) {
    ProgramGenerator gen(rng);
    gen.generate();
    std::string text = gen.boundedText();
    mlir::OwningOpRef<mlir::ModuleOp> bounded = parse(text);
    ASSERT_TRUE(bounded) << text;
    mlir::OwningOpRef<mlir::ModuleOp> original = parse(text);
    mlir::OwningOpRef<mlir::ModuleOp> instance = parse(gen.staticText());
    ASSERT_TRUE(instance) << gen.staticText();
    mlir::PassManager pm(&context);
    pm.addPass(hlokit::createBoundedToStaticPass());
    ASSERT_TRUE(mlir::succeeded(pm.run(*bounded))) << text;

    SmallVector<RuntimeValue> loweredArgs, instanceArgs;
    makeInputs(rng, gen, loweredArgs, instanceArgs);
    SmallVector<RuntimeValue> lowered = run(*bounded, loweredArgs);
    SmallVector<RuntimeValue> expected = run(*instance, instanceArgs);
    // The interpreter runs the bounded program on run-time shaped values.
    SmallVector<RuntimeValue> direct = run(*original, instanceArgs);
    ASSERT_FALSE(HasFailure()) << text;
    ASSERT_EQ(direct.size(), expected.size()) << text;
    for (auto [index, value] : llvm::enumerate(direct))
      ASSERT_TRUE(value.getTensor().bitwiseEquals(expected[index].getTensor()))
          << text << "result " << index;

    size_t next = 0;
    for (auto [index, shape] : llvm::enumerate(gen.results)) {
      const Tensor &want = expected[index].getTensor();
      ASSERT_EQ(want.getShape(), llvm::ArrayRef(sizesOf(shape))) << text;
      const Tensor &buffer = lowered[next++].getTensor();
      ASSERT_EQ(buffer.getShape(), llvm::ArrayRef(boundsOf(shape))) << text;
      for (const Dim &d : shape) {
        if (!d.dynamic)
          continue;
        ASSERT_EQ(lowered[next++].getTensor().getIntegerAt(0), d.size) << text;
      }
      ASSERT_TRUE(validRegion(buffer, sizesOf(shape)).bitwiseEquals(want))
          << text << "result " << index;
    }
    ASSERT_EQ(next, lowered.size()) << text;
  }
}

} // namespace
