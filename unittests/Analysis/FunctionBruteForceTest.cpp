//===- FunctionBruteForceTest.cpp - function maps against traced programs -===//
//
// Random StableHLO functions (a DAG of elementwise, transpose, reshape,
// reverse, slice, broadcast_in_dim, pad, reduce, concatenate and add ops over
// one argument) are parsed, and the maps from their result to the argument
// (computeFunctionOutputToInputIndexing) are compared, element by element,
// with the argument elements found by tracing the program backwards by hand.
// This checks the attribute reading of OpIndexing.cpp, the walk through the
// body, composition, simplification and deduplication together.
//
//===----------------------------------------------------------------------===//

#include "BruteForceUtils.h"

#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <map>

namespace hlokit::indexing {
namespace {

std::string typeOf(const Shape &shape) {
  std::string text = "tensor<";
  for (int64_t size : shape)
    text += std::to_string(size) + "x";
  return text + "f32>";
}

std::string list(llvm::ArrayRef<int64_t> values) {
  std::string text = "[";
  for (auto [i, value] : llvm::enumerate(values))
    text += (i ? ", " : "") + std::to_string(value);
  return text + "]";
}

/// A value of the random program: its shape and, per operand, the operand's
/// value id and the trace from this value's indices to the operand's.
struct ProgramValue {
  Shape shape;
  std::vector<std::pair<int, Tracer>> operands;
};

class FunctionBruteForceTest : public BruteForceTest {
protected:
  FunctionBruteForceTest() {
    context.loadDialect<mlir::func::FuncDialect, stablehlo::StableHLODialect>();
  }

  /// Appends an op reading value `input` and returns the new value's id.
  int addRandomOp(int input);
  int addValue(Shape shape, std::string op,
               std::vector<std::pair<int, Tracer>> operands) {
    int id = values.size();
    body += "    %v" + std::to_string(id) + " = " + op + "\n";
    values.push_back({std::move(shape), std::move(operands)});
    return id;
  }
  std::string name(int id) { return "%v" + std::to_string(id); }

  /// Argument 0's elements read by element `index` of value `id`.
  IndexSet trace(int id, const Index &index);

  std::vector<ProgramValue> values;
  std::string body;
};

int FunctionBruteForceTest::addRandomOp(int input) {
  const Shape in = values[input].shape;
  std::string x = name(input), tin = typeOf(in);
  switch (pick(0, 9)) {
  case 0: { // transpose
    auto permutation = randomPermutation(in.size());
    Shape out;
    for (int64_t d : permutation)
      out.push_back(in[d]);
    return addValue(out,
                    "stablehlo.transpose " + x +
                        ", dims = " + list(permutation) + " : (" + tin +
                        ") -> " + typeOf(out),
                    {{input, [permutation](const Index &o) {
                        return single(transposeTrace(o, permutation));
                      }}});
  }
  case 1: { // reshape
    int64_t elements = 1;
    for (int64_t size : in)
      elements *= size;
    Shape out = factorShape(elements, rng);
    return addValue(
        out, "stablehlo.reshape " + x + " : (" + tin + ") -> " + typeOf(out),
        {{input, [out, in](const Index &o) {
            return single(reshapeTrace(o, out, in));
          }}});
  }
  case 2: { // reverse
    auto dims = randomSubset(in.size());
    return addValue(
        in, "stablehlo.reverse " + x + ", dims = " + list(dims) + " : " + tin,
        {{input, [dims, in](const Index &o) {
            Index i(o);
            for (int64_t d : dims)
              i[d] = in[d] - 1 - o[d];
            return single(i);
          }}});
  }
  case 3: { // slice
    Shape start, limit, strides, out;
    std::string spec;
    for (int64_t size : in) {
      start.push_back(pick(0, size - 1));
      limit.push_back(pick(start.back() + 1, size));
      strides.push_back(pick(1, 2));
      out.push_back((limit.back() - start.back() + strides.back() - 1) /
                    strides.back());
      spec += (spec.empty() ? "" : ", ") + std::to_string(start.back()) + ":" +
              std::to_string(limit.back()) + ":" +
              std::to_string(strides.back());
    }
    return addValue(out,
                    "stablehlo.slice " + x + " [" + spec + "] : (" + tin +
                        ") -> " + typeOf(out),
                    {{input, [start, strides](const Index &o) {
                        Index i;
                        for (size_t d = 0; d < o.size(); ++d)
                          i.push_back(start[d] + o[d] * strides[d]);
                        return single(i);
                      }}});
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
    return addValue(out,
                    "stablehlo.broadcast_in_dim " + x + ", dims = " +
                        list(dims) + " : (" + tin + ") -> " + typeOf(out),
                    {{input, [dims](const Index &o) {
                        Index i;
                        for (int64_t d : dims)
                          i.push_back(o[d]);
                        return single(i);
                      }}});
  }
  case 5: { // pad, with negative low padding sometimes
    Shape low, high, interior, out;
    for (int64_t size : in) {
      interior.push_back(pick(0, 1));
      int64_t dilated = size + (size - 1) * interior.back();
      low.push_back(pick(-1, 2));
      high.push_back(pick(0, 2));
      out.push_back(std::max<int64_t>(low.back() + dilated + high.back(), 1));
      high.back() = out.back() - low.back() - dilated;
    }
    return addValue(out,
                    "stablehlo.pad " + x + ", %pv, low = " + list(low) +
                        ", high = " + list(high) +
                        ", interior = " + list(interior) + " : (" + tin +
                        ", tensor<f32>) -> " + typeOf(out),
                    {{input, [low, interior, in](const Index &o) {
                        Index i;
                        for (size_t d = 0; d < o.size(); ++d) {
                          auto index = unpad(o[d], low[d], interior[d], in[d]);
                          if (!index)
                            return IndexSet();
                          i.push_back(*index);
                        }
                        return single(i);
                      }}});
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
    return addValue(out,
                    "stablehlo.reduce(" + x +
                        " init: %pv) across dimensions = " + list(dims) +
                        " : (" + tin + ", tensor<f32>) -> " + typeOf(out) +
                        "\n     reducer(%a: tensor<f32>, %b: tensor<f32>) {\n"
                        "      stablehlo.return %a : tensor<f32>\n    }",
                    {{input, [dims, in](const Index &o) {
                        IndexSet ins;
                        forEachIndex(boundsOf(in), [&](const Index &i) {
                          Index kept;
                          for (size_t d = 0; d < i.size(); ++d)
                            if (!llvm::is_contained(dims, (int64_t)d))
                              kept.push_back(i[d]);
                          if (kept == o)
                            ins.insert(i);
                        });
                        return ins;
                      }}});
  }
  case 7: { // concatenate the value with itself: two paths to one input
    int64_t axis = pick(0, in.size() - 1);
    Shape out(in);
    out[axis] *= 2;
    int64_t size = in[axis];
    Tracer first = [axis, size](const Index &o) {
      return o[axis] < size ? single(o) : IndexSet();
    };
    Tracer second = [axis, size](const Index &o) {
      if (o[axis] < size)
        return IndexSet();
      Index i(o);
      i[axis] -= size;
      return single(i);
    };
    return addValue(out,
                    "stablehlo.concatenate " + x + ", " + x +
                        ", dim = " + std::to_string(axis) + " : (" + tin +
                        ", " + tin + ") -> " + typeOf(out),
                    {{input, first}, {input, second}});
  }
  case 8: { // add with an earlier value of the same shape
    std::vector<int> candidates;
    for (size_t id = 0; id < values.size(); ++id)
      if (values[id].shape == in)
        candidates.push_back(id);
    int other = candidates[pick(0, candidates.size() - 1)];
    auto identity = [](const Index &o) { return single(o); };
    return addValue(in, "stablehlo.add " + x + ", " + name(other) + " : " + tin,
                    {{input, identity}, {other, identity}});
  }
  default: // elementwise
    return addValue(in, "stablehlo.exponential " + x + " : " + tin,
                    {{input, [](const Index &o) { return single(o); }}});
  }
}

IndexSet FunctionBruteForceTest::trace(int id, const Index &index) {
  // Walk the DAG backwards, merging index sets per value.
  std::map<int, IndexSet> pending{{id, single(index)}};
  while (!pending.empty() && pending.rbegin()->first != 0) {
    auto [value, indices] = *pending.rbegin();
    pending.erase(value);
    for (const auto &[operand, tracer] : values[value].operands)
      for (const Index &i : indices)
        pending[operand].merge(tracer(i));
  }
  return pending.empty() ? IndexSet() : pending.begin()->second;
}

TEST_F(FunctionBruteForceTest, RandomFunctionsMatchTracedPrograms) {
  for (int trial = 0; trial < 1500; ++trial) {
    values.clear();
    body.clear();
    Shape argument = randomShape(1, 3, 4);
    values.push_back({argument, {}});
    int last = 0;
    for (int64_t step = 0, n = pick(1, 5); step < n; ++step) {
      int64_t elements = 1;
      for (int64_t size : values[last].shape)
        elements *= size;
      if (elements > 200 || values[last].shape.size() > 4)
        break;
      last = addRandomOp(last);
    }
    std::string text = "func.func @f(%v0: " + typeOf(argument) +
                       ", %pv: tensor<f32>) -> " + typeOf(values[last].shape) +
                       " {\n" + body + "    return " + name(last) + " : " +
                       typeOf(values[last].shape) + "\n}\n";
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, &context);
    ASSERT_TRUE(module) << text;
    auto func = *module->getOps<mlir::func::FuncOp>().begin();
    llvm::SmallVector<IndexingMap> maps =
        computeFunctionOutputToInputIndexing(func, 0)[0];
    forEachIndex(boundsOf(values[last].shape), [&](const Index &out) {
      IndexSet actual;
      for (const IndexingMap &map : maps)
        actual.merge(imageOf(map, out));
      ASSERT_EQ(trace(last, out), actual)
          << text << " at " << ::testing::PrintToString(out);
    });
    if (HasFatalFailure())
      return;
  }
}

} // namespace
} // namespace hlokit::indexing
