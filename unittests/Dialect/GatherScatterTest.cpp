//===- GatherScatterTest.cpp - randomized tests of gather/scatter checks --===//
//
// Random valid dimension numbers (operand and indices ranks 0-5, with and
// without batching dims, index_vector_dim inside and equal to
// rank(indices)) with fixed seeds:
//  (a) the inferred gather result shape equals one computed here straight
//      from the formula of gather_c22, and the inferring builders agree;
//  (b) a valid case changed in one field to break one constraint is rejected
//      with that constraint's label, for gather and for scatter.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/GatherScatter.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <functional>
#include <gtest/gtest.h>
#include <map>
#include <numeric>
#include <random>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;
constexpr int kCasesPerSeed = 400;
constexpr unsigned kSeeds[] = {1, 7, 2024};

bool contains(ArrayRef<int64_t> dims, int64_t d) {
  return llvm::is_contained(dims, d);
}

SmallVector<int64_t> iota(int64_t n) {
  SmallVector<int64_t> dims(n);
  std::iota(dims.begin(), dims.end(), 0);
  return dims;
}

/// Shapes and dimension numbers of a gather; scatter reuses them with
/// inputs = operand, update_window_dims = offset_dims, and so on.
struct GatherCase {
  SmallVector<int64_t> operandShape, indicesShape;
  SmallVector<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims,
      startIndicesBatchingDims, startIndexMap;
  int64_t indexVectorDim = 0;
  SmallVector<int64_t> sliceSizes;

  int64_t operandRank() const { return operandShape.size(); }
  int64_t indicesRank() const { return indicesShape.size(); }
  int64_t batchRank() const {
    return indicesRank() - (indexVectorDim < indicesRank() ? 1 : 0);
  }
  int64_t resultRank() const { return batchRank() + offsetDims.size(); }
};

class CaseGenerator {
public:
  explicit CaseGenerator(unsigned seed) : rng(seed) {}

  int64_t uniform(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  bool chance(int percent) { return uniform(0, 99) < percent; }

  /// `count` distinct entries of `pool`, in random order.
  SmallVector<int64_t> pick(SmallVector<int64_t> pool, int64_t count) {
    std::shuffle(pool.begin(), pool.end(), rng);
    pool.resize(count);
    return pool;
  }
  SmallVector<int64_t> pickSorted(SmallVector<int64_t> pool, int64_t count) {
    SmallVector<int64_t> picked = pick(std::move(pool), count);
    llvm::sort(picked);
    return picked;
  }

  GatherCase randomGather() {
    GatherCase c;
    const int64_t operandRank = uniform(0, 5);
    for (int64_t d = 0; d < operandRank; ++d)
      c.operandShape.push_back(chance(15) ? kDyn : uniform(1, 4));
    c.operandBatchingDims = pickSorted(
        iota(operandRank), uniform(0, std::min<int64_t>(operandRank, 4)));
    SmallVector<int64_t> rest;
    for (int64_t d : iota(operandRank))
      if (!contains(c.operandBatchingDims, d))
        rest.push_back(d);
    c.startIndexMap = pick(rest, uniform(0, rest.size()));
    chooseIndices(c);
    c.collapsedSliceDims = pickSorted(rest, uniform(0, rest.size()));
    const int64_t numOffsetDims = operandRank - c.collapsedSliceDims.size() -
                                  c.operandBatchingDims.size();
    c.offsetDims =
        pickSorted(iota(c.batchRank() + numOffsetDims), numOffsetDims);
    for (int64_t d = 0; d < operandRank; ++d) {
      const int64_t limit = c.operandShape[d] == kDyn ? 4 : c.operandShape[d];
      const bool dropped = contains(c.collapsedSliceDims, d) ||
                           contains(c.operandBatchingDims, d);
      c.sliceSizes.push_back(uniform(0, dropped ? 1 : limit));
    }
    return c;
  }

private:
  /// start_indices: the batch dims (at least one per batching dim) and,
  /// unless index_vector_dim = rank(start_indices), the index vector dim.
  void chooseIndices(GatherCase &c) {
    const int64_t numBatching = c.operandBatchingDims.size();
    const bool implicitIndexVector = c.startIndexMap.size() == 1 && chance(50);
    const int64_t batchRank = uniform(numBatching, implicitIndexVector ? 5 : 4);
    const int64_t rank = implicitIndexVector ? batchRank : batchRank + 1;
    c.indexVectorDim = implicitIndexVector ? rank : uniform(0, rank - 1);
    SmallVector<int64_t> batchDims;
    for (int64_t d : iota(rank))
      if (d != c.indexVectorDim)
        batchDims.push_back(d);
    c.startIndicesBatchingDims = pick(batchDims, numBatching);
    for (int64_t d = 0; d < rank; ++d) {
      if (d == c.indexVectorDim) {
        c.indicesShape.push_back(c.startIndexMap.size());
        continue;
      }
      const auto *it = llvm::find(c.startIndicesBatchingDims, d);
      if (it != c.startIndicesBatchingDims.end()) {
        const int64_t operandSize =
            c.operandShape[c.operandBatchingDims[it - c.startIndicesBatchingDims
                                                          .begin()]];
        c.indicesShape.push_back(operandSize == kDyn ? uniform(1, 4)
                                                     : operandSize);
        continue;
      }
      c.indicesShape.push_back(chance(20) ? kDyn : uniform(0, 4));
    }
  }

  std::mt19937 rng;
};

/// gather_c22 as the spec states it: batch_dim_sizes (start_indices without
/// index_vector_dim) at the axes not in offset_dims, offset_dim_sizes
/// (slice_sizes without collapsed and batching dims) at offset_dims.
SmallVector<int64_t> shapeFromGatherC22(const GatherCase &c) {
  SmallVector<int64_t> batchDimSizes, offsetDimSizes, shape;
  for (int64_t d = 0; d < c.indicesRank(); ++d)
    if (d != c.indexVectorDim)
      batchDimSizes.push_back(c.indicesShape[d]);
  for (int64_t d = 0; d < c.operandRank(); ++d)
    if (!contains(c.collapsedSliceDims, d) &&
        !contains(c.operandBatchingDims, d))
      offsetDimSizes.push_back(c.sliceSizes[d]);
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t axis = 0; axis < c.resultRank(); ++axis)
    shape.push_back(contains(c.offsetDims, axis) ? offsetDimSizes[nextOffset++]
                                                 : batchDimSizes[nextBatch++]);
  return shape;
}

class GatherScatterTest : public ::testing::Test {
protected:
  GatherScatterTest() : builder(&context), loc(UnknownLoc::get(&context)) {
    context.loadDialect<StableHLODialect>();
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element) {
    return RankedTensorType::get(shape, element);
  }
  Type i32() { return builder.getI32Type(); }

  LogicalResult verifyGather(const GatherCase &c, Type resultType) {
    return verifyGatherOp(loc, tensor(c.operandShape, i32()),
                          tensor(c.indicesShape, i32()), c.offsetDims,
                          c.collapsedSliceDims, c.operandBatchingDims,
                          c.startIndicesBatchingDims, c.startIndexMap,
                          c.indexVectorDim, c.sliceSizes, resultType);
  }

  /// Runs `check` and returns the single diagnostic it emitted, or "" when
  /// it succeeded.
  std::string firstError(const std::function<LogicalResult()> &check) {
    std::vector<std::string> messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      messages.push_back(diag.str());
      return success();
    });
    if (succeeded(check()))
      return "";
    return messages.empty() ? "<failed without a message>" : messages.front();
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc;
};

//===----------------------------------------------------------------------===//
// (a) inference against the C22 formula
//===----------------------------------------------------------------------===//

TEST_F(GatherScatterTest, InferredGatherShapeMatchesC22) {
  int implicitIndexVector = 0, withBatching = 0;
  for (unsigned seed : kSeeds) {
    CaseGenerator gen(seed);
    for (int i = 0; i < kCasesPerSeed; ++i) {
      GatherCase c = gen.randomGather();
      implicitIndexVector += c.indexVectorDim == c.indicesRank();
      withBatching += !c.operandBatchingDims.empty();
      SmallVector<ShapedTypeComponents> inferred;
      std::string error = firstError([&] {
        return inferGatherOp(loc, tensor(c.operandShape, i32()),
                             tensor(c.indicesShape, i32()), c.offsetDims,
                             c.collapsedSliceDims, c.operandBatchingDims,
                             c.startIndicesBatchingDims, c.startIndexMap,
                             c.indexVectorDim, c.sliceSizes, inferred);
      });
      ASSERT_EQ(error, "") << "seed " << seed << " case " << i;
      ASSERT_EQ(inferred.size(), 1u);
      EXPECT_EQ(SmallVector<int64_t>(inferred[0].getDims()),
                shapeFromGatherC22(c))
          << "seed " << seed << " case " << i;
      EXPECT_EQ(inferred[0].getElementType(), i32());
      EXPECT_EQ(firstError([&] {
                  return verifyGather(c, tensor(shapeFromGatherC22(c), i32()));
                }),
                "");
    }
  }
  // The generator covers the interesting corners.
  EXPECT_GT(implicitIndexVector, 50);
  EXPECT_GT(withBatching, 200);
}

TEST_F(GatherScatterTest, DynamicGatherOffsetDimsFollowConstantSliceSizes) {
  CaseGenerator gen(5);
  for (int i = 0; i < kCasesPerSeed; ++i) {
    GatherCase c = gen.randomGather();
    auto sizesType = tensor({c.operandRank()}, i32());
    auto infer = [&](std::optional<ArrayRef<int64_t>> sizes) {
      SmallVector<ShapedTypeComponents> inferred;
      EXPECT_EQ(firstError([&] {
                  return inferDynamicGatherOp(
                      loc, tensor(c.operandShape, i32()),
                      tensor(c.indicesShape, i32()), sizesType, c.offsetDims,
                      c.collapsedSliceDims, c.operandBatchingDims,
                      c.startIndicesBatchingDims, c.startIndexMap,
                      c.indexVectorDim, sizes, inferred);
                }),
                "");
      return inferred.empty() ? SmallVector<int64_t>()
                              : SmallVector<int64_t>(inferred[0].getDims());
    };
    SmallVector<int64_t> expected = shapeFromGatherC22(c);
    EXPECT_EQ(infer(ArrayRef<int64_t>(c.sliceSizes)), expected);
    for (int64_t axis : c.offsetDims)
      expected[axis] = kDyn;
    EXPECT_EQ(infer(std::nullopt), expected);
  }
}

/// `name = [d0, d1, ...]`.
std::string listField(StringRef name, ArrayRef<int64_t> dims) {
  std::string text = (name + " = [").str();
  llvm::ListSeparator separator;
  for (int64_t d : dims)
    text += (StringRef(separator) + std::to_string(d)).str();
  return text + "]";
}

TEST_F(GatherScatterTest, AttributesParseInAnyFieldOrderAndPrintCanonically) {
  CaseGenerator gen(3);
  for (int i = 0; i < kCasesPerSeed; ++i) {
    GatherCase c = gen.randomGather();
    const std::pair<const char *, ArrayRef<int64_t>> gatherLists[] = {
        {"offset_dims", c.offsetDims},
        {"collapsed_slice_dims", c.collapsedSliceDims},
        {"operand_batching_dims", c.operandBatchingDims},
        {"start_indices_batching_dims", c.startIndicesBatchingDims},
        {"start_index_map", c.startIndexMap}};
    // Canonical text: non-empty lists in order, index_vector_dim unless 0.
    std::vector<std::string> canonical, written;
    for (auto [name, dims] : gatherLists) {
      if (!dims.empty())
        canonical.push_back(listField(name, dims));
      if (!dims.empty() || gen.chance(50))
        written.push_back(listField(name, dims));
    }
    if (c.indexVectorDim != 0)
      canonical.push_back("index_vector_dim = " +
                          std::to_string(c.indexVectorDim));
    if (c.indexVectorDim != 0 || gen.chance(50))
      written.push_back("index_vector_dim = " +
                        std::to_string(c.indexVectorDim));
    SmallVector<int64_t> order = gen.pick(iota(written.size()), written.size());
    std::vector<std::string> shuffled;
    for (int64_t k : order)
      shuffled.push_back(written[k]);

    const std::string text =
        "#stablehlo.gather<" + llvm::join(shuffled, ", ") + ">";
    Attribute parsed = parseAttribute(text, &context);
    ASSERT_TRUE(parsed) << text;
    EXPECT_EQ(parsed, GatherDimensionNumbersAttr::get(
                          &context, c.offsetDims, c.collapsedSliceDims,
                          c.operandBatchingDims, c.startIndicesBatchingDims,
                          c.startIndexMap, c.indexVectorDim));
    std::string printed;
    llvm::raw_string_ostream os(printed);
    parsed.print(os);
    EXPECT_EQ(printed,
              "#stablehlo.gather<" + llvm::join(canonical, ", ") + ">");
  }
}

TEST_F(GatherScatterTest, AttributesRejectRepeatedFields) {
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    messages.push_back(diag.str());
    return success();
  });
  EXPECT_FALSE(parseAttribute(
      "#stablehlo.scatter<index_vector_dim = 1, index_vector_dim = 1>",
      &context));
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(messages.front(), "field 'index_vector_dim' appears more than "
                              "once in #stablehlo.scatter");
}

TEST_F(GatherScatterTest, BuildersInferResultTypes) {
  CaseGenerator gen(11);
  for (int i = 0; i < 50; ++i) {
    GatherCase c = gen.randomGather();
    Block block;
    Value operand = block.addArgument(tensor(c.operandShape, i32()), loc);
    Value indices = block.addArgument(tensor(c.indicesShape, i32()), loc);
    builder.setInsertionPointToEnd(&block);
    auto dims = GatherDimensionNumbersAttr::get(
        &context, c.offsetDims, c.collapsedSliceDims, c.operandBatchingDims,
        c.startIndicesBatchingDims, c.startIndexMap, c.indexVectorDim);
    auto gather =
        GatherOp::create(builder, loc, operand, indices, dims, c.sliceSizes);
    EXPECT_EQ(gather.getType(), tensor(shapeFromGatherC22(c), i32()));

    // scatter: update the operand with the gathered slices.
    Value updates = gather.getResult();
    auto scatterDims = ScatterDimensionNumbersAttr::get(
        &context, c.offsetDims, c.collapsedSliceDims, c.operandBatchingDims,
        c.startIndicesBatchingDims, c.startIndexMap, c.indexVectorDim);
    auto scatter = ScatterOp::create(builder, loc, ValueRange{operand}, indices,
                                     ValueRange{updates}, scatterDims);
    ASSERT_EQ(scatter->getNumResults(), 1u);
    EXPECT_EQ(scatter->getResult(0).getType(), operand.getType());
  }
}

//===----------------------------------------------------------------------===//
// (b) one broken constraint, one label
//===----------------------------------------------------------------------===//

/// Changes one field of a valid case so that exactly one constraint (the
/// first one checked) breaks; returns false when the case has no room for
/// it (e.g. no batching dims).
using Mutation = std::function<bool(GatherCase &)>;

/// Mutations of the fields gather and scatter share, with the label each op
/// gives the constraint they break (0: the op has no such field).
struct SharedMutation {
  const char *name;
  int gatherLabel, scatterLabel;
  Mutation apply;
};

std::vector<SharedMutation> sharedMutations() {
  return {
      {"rank sum", 1, 2,
       [](GatherCase &c) {
         c.offsetDims.push_back(c.resultRank() + 1);
         return true;
       }},
      {"index_vector_dim out of range", 2, 22,
       [](GatherCase &c) {
         c.indexVectorDim = c.indicesRank() + 1;
         return true;
       }},
      {"index map size", 3, 19,
       [](GatherCase &c) {
         c.startIndexMap.push_back(0);
         return true;
       }},
      {"window dims unsorted", 4, 7,
       [](GatherCase &c) {
         if (c.offsetDims.size() < 2)
           return false;
         std::swap(c.offsetDims[0], c.offsetDims[1]);
         return true;
       }},
      {"window dims out of range", 5, 8,
       [](GatherCase &c) {
         if (c.offsetDims.empty())
           return false;
         c.offsetDims.back() = c.resultRank();
         return true;
       }},
      {"collapsed dim is a batching dim", 6, 9,
       [](GatherCase &c) {
         if (c.collapsedSliceDims.empty() || c.operandBatchingDims.empty())
           return false;
         c.collapsedSliceDims[0] = c.operandBatchingDims[0];
         llvm::sort(c.collapsedSliceDims);
         return true;
       }},
      {"collapsed dims repeated", 6, 9,
       [](GatherCase &c) {
         if (c.collapsedSliceDims.size() < 2)
           return false;
         c.collapsedSliceDims[1] = c.collapsedSliceDims[0];
         return true;
       }},
      {"collapsed dims unsorted", 7, 10,
       [](GatherCase &c) {
         if (c.collapsedSliceDims.size() < 2)
           return false;
         std::reverse(c.collapsedSliceDims.begin(), c.collapsedSliceDims.end());
         return true;
       }},
      {"collapsed dims out of range", 8, 11,
       [](GatherCase &c) {
         if (c.collapsedSliceDims.empty())
           return false;
         c.collapsedSliceDims.back() = c.operandRank();
         return true;
       }},
      {"batching dims unsorted", 10, 12,
       [](GatherCase &c) {
         if (c.operandBatchingDims.size() < 2)
           return false;
         std::reverse(c.operandBatchingDims.begin(),
                      c.operandBatchingDims.end());
         return true;
       }},
      {"batching dims out of range", 11, 13,
       [](GatherCase &c) {
         if (c.operandBatchingDims.empty())
           return false;
         c.operandBatchingDims.back() = c.operandRank();
         return true;
       }},
      {"indices batching dims repeated", 13, 14,
       [](GatherCase &c) {
         if (c.startIndicesBatchingDims.size() < 2)
           return false;
         c.startIndicesBatchingDims[1] = c.startIndicesBatchingDims[0];
         return true;
       }},
      {"indices batching dims out of range", 14, 15,
       [](GatherCase &c) {
         if (c.startIndicesBatchingDims.empty())
           return false;
         c.startIndicesBatchingDims[0] = c.indicesRank();
         return true;
       }},
      {"index_vector_dim is a batching dim", 15, 16,
       [](GatherCase &c) {
         if (c.startIndicesBatchingDims.empty() ||
             c.indexVectorDim == c.indicesRank())
           return false;
         c.startIndicesBatchingDims[0] = c.indexVectorDim;
         return true;
       }},
      {"batching dims counts differ", 16, 17,
       [](GatherCase &c) {
         if (c.startIndicesBatchingDims.empty())
           return false;
         c.startIndicesBatchingDims.pop_back();
         return true;
       }},
      {"batching dim sizes differ", 17, 18,
       [](GatherCase &c) {
         if (c.operandBatchingDims.empty() ||
             c.operandShape[c.operandBatchingDims[0]] == kDyn)
           return false;
         ++c.operandShape[c.operandBatchingDims[0]];
         return true;
       }},
      {"index map hits a batching dim", 18, 20,
       [](GatherCase &c) {
         if (c.startIndexMap.empty() || c.operandBatchingDims.empty())
           return false;
         c.startIndexMap[0] = c.operandBatchingDims[0];
         return true;
       }},
      {"index map out of range", 19, 21,
       [](GatherCase &c) {
         if (c.startIndexMap.empty())
           return false;
         c.startIndexMap[0] = c.operandRank();
         return true;
       }},
      {"slice_sizes count", 20, 0,
       [](GatherCase &c) {
         c.sliceSizes.push_back(1);
         return true;
       }},
      {"collapsed slice size", 9, 0,
       [](GatherCase &c) {
         if (c.collapsedSliceDims.empty())
           return false;
         c.sliceSizes[c.collapsedSliceDims[0]] = 2;
         return true;
       }},
      {"batching slice size", 12, 0,
       [](GatherCase &c) {
         if (c.operandBatchingDims.empty())
           return false;
         c.sliceSizes[c.operandBatchingDims[0]] = 2;
         return true;
       }},
      {"negative slice size", 21, 0,
       [](GatherCase &c) {
         if (c.sliceSizes.empty())
           return false;
         c.sliceSizes[c.sliceSizes.size() / 2] = -1;
         return true;
       }},
  };
}

std::string label(const char *op, int number) {
  return std::string(op) + "_c" + std::to_string(number) + ":";
}

TEST_F(GatherScatterTest, GatherRejectsEachBrokenConstraintWithItsLabel) {
  std::map<std::string, int> applied;
  for (unsigned seed : kSeeds) {
    CaseGenerator gen(seed);
    for (int i = 0; i < kCasesPerSeed; ++i) {
      const GatherCase valid = gen.randomGather();
      const auto resultType = tensor(shapeFromGatherC22(valid), i32());
      for (const SharedMutation &m : sharedMutations()) {
        GatherCase c = valid;
        if (!m.apply(c))
          continue;
        ++applied[m.name];
        std::string error =
            firstError([&] { return verifyGather(c, resultType); });
        EXPECT_EQ(error.rfind(label("gather", m.gatherLabel), 0), 0u)
            << m.name << ", seed " << seed << " case " << i << ": " << error;
      }
      // gather_c22 and gather_c23 compare with the declared result type.
      SmallVector<int64_t> longer(resultType.getShape());
      longer.push_back(1);
      EXPECT_EQ(firstError([&] {
                  return verifyGather(valid, tensor(longer, i32()));
                }).rfind(label("gather", 22), 0),
                0u);
      EXPECT_EQ(firstError([&] {
                  return verifyGather(valid, tensor(resultType.getShape(),
                                                    builder.getF32Type()));
                }).rfind(label("gather", 23), 0),
                0u);
    }
  }
  for (const SharedMutation &m : sharedMutations())
    EXPECT_GT(applied[m.name], 20) << m.name << " was rarely exercised";
}

/// A scatter built from a valid gather case: inputs of the operand's shape,
/// updates of the gather result's shape, an update_computation on Ei.
struct ScatterCase {
  GatherCase dims;
  SmallVector<Type> inputs, updates, computationArgs, computationResults,
      results;
  Type indices;
};

class ScatterTest : public GatherScatterTest {
protected:
  ScatterCase scatterFrom(const GatherCase &g, CaseGenerator &gen) {
    ScatterCase s;
    s.dims = g;
    const int64_t numInputs = gen.uniform(1, 3);
    // Ei may be wider than the inputs' element type (scatter_c23).
    Type element = i32();
    Type computed = gen.chance(30) ? builder.getI64Type() : element;
    for (int64_t n = 0; n < numInputs; ++n) {
      s.inputs.push_back(tensor(g.operandShape, element));
      s.updates.push_back(tensor(shapeFromGatherC22(g), element));
      s.results.push_back(tensor(g.operandShape, computed));
      s.computationResults.push_back(tensor({}, computed));
    }
    s.computationArgs = s.computationResults;
    llvm::append_range(s.computationArgs, s.computationResults);
    s.indices = tensor(g.indicesShape, i32());
    return s;
  }

  /// After a mutation of the shared fields: inputs follow the (possibly
  /// changed) operand shape; the updates keep the shape of the valid case.
  void rederiveInputs(ScatterCase &s) {
    for (Type &input : s.inputs)
      input = cast<RankedTensorType>(input).clone(s.dims.operandShape);
  }

  LogicalResult verifyScatter(const ScatterCase &s) {
    const GatherCase &d = s.dims;
    return verifyScatterOp(
        loc, s.inputs, s.indices, s.updates, d.offsetDims, d.collapsedSliceDims,
        d.operandBatchingDims, d.startIndicesBatchingDims, d.startIndexMap,
        d.indexVectorDim, s.computationArgs, s.computationResults, s.results);
  }
};

/// Mutations of what only scatter has: its variadic operands, its
/// update_computation and its results.
struct ScatterMutation {
  const char *name;
  int label;
  std::function<bool(ScatterCase &, Builder &)> apply;
};

RankedTensorType withExtraDim(Type type) {
  auto tensorType = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape(tensorType.getShape());
  shape.push_back(1);
  return RankedTensorType::get(shape, tensorType.getElementType());
}

std::vector<ScatterMutation> scatterMutations() {
  return {
      {"inputs of different shapes", 1,
       [](ScatterCase &s, Builder &) {
         if (s.inputs.size() < 2)
           return false;
         s.inputs[1] = withExtraDim(s.inputs[1]);
         return true;
       }},
      {"updates of different shapes", 3,
       [](ScatterCase &s, Builder &) {
         if (s.updates.size() < 2)
           return false;
         s.updates[1] = withExtraDim(s.updates[1]);
         return true;
       }},
      {"updates of the wrong rank", 4,
       [](ScatterCase &s, Builder &) {
         for (Type &update : s.updates)
           update = withExtraDim(update);
         return true;
       }},
      {"fewer updates than inputs", 5,
       [](ScatterCase &s, Builder &) {
         s.updates.pop_back();
         return true;
       }},
      {"update element type", 6,
       [](ScatterCase &s, Builder &b) {
         for (Type &update : s.updates)
           update = cast<RankedTensorType>(update).clone(b.getF32Type());
         return true;
       }},
      {"update_computation arity", 23,
       [](ScatterCase &s, Builder &) {
         s.computationArgs.pop_back();
         return true;
       }},
      {"update_computation narrower than inputs", 23,
       [](ScatterCase &s, Builder &b) {
         Type narrow = RankedTensorType::get({}, b.getI16Type());
         for (Type &t : s.computationArgs)
           t = narrow;
         for (Type &t : s.computationResults)
           t = narrow;
         for (Type &t : s.results)
           t = cast<RankedTensorType>(t).clone(b.getI16Type());
         return true;
       }},
      {"result shape", 24,
       [](ScatterCase &s, Builder &) {
         s.results[0] = withExtraDim(s.results[0]);
         return true;
       }},
      {"result element type", 25,
       [](ScatterCase &s, Builder &b) {
         s.results[0] =
             cast<RankedTensorType>(s.results[0]).clone(b.getF32Type());
         return true;
       }},
  };
}

TEST_F(ScatterTest, ScatterRejectsEachBrokenConstraintWithItsLabel) {
  std::map<std::string, int> applied;
  for (unsigned seed : kSeeds) {
    CaseGenerator gen(seed);
    for (int i = 0; i < kCasesPerSeed; ++i) {
      const ScatterCase valid = scatterFrom(gen.randomGather(), gen);
      ASSERT_EQ(firstError([&] { return verifyScatter(valid); }), "")
          << "seed " << seed << " case " << i;
      for (const SharedMutation &m : sharedMutations()) {
        ScatterCase s = valid;
        if (m.scatterLabel == 0 || !m.apply(s.dims))
          continue;
        rederiveInputs(s);
        ++applied[m.name];
        std::string error = firstError([&] { return verifyScatter(s); });
        EXPECT_EQ(error.rfind(label("scatter", m.scatterLabel), 0), 0u)
            << m.name << ", seed " << seed << " case " << i << ": " << error;
      }
      for (const ScatterMutation &m : scatterMutations()) {
        ScatterCase s = valid;
        if (!m.apply(s, builder))
          continue;
        ++applied[m.name];
        std::string error = firstError([&] { return verifyScatter(s); });
        EXPECT_EQ(error.rfind(label("scatter", m.label), 0), 0u)
            << m.name << ", seed " << seed << " case " << i << ": " << error;
      }
    }
  }
  for (const ScatterMutation &m : scatterMutations())
    EXPECT_GT(applied[m.name], 20) << m.name << " was rarely exercised";
}

TEST(GatherScatterPromotion, FollowsTheSpecIsPromotable) {
  MLIRContext context;
  Builder b(&context);
  EXPECT_TRUE(isPromotableElementType(b.getI8Type(), b.getI32Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI32Type(), b.getI8Type()));
  EXPECT_TRUE(isPromotableElementType(b.getF16Type(), b.getF32Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI32Type(), b.getF64Type()));
  EXPECT_FALSE(isPromotableElementType(b.getI1Type(), b.getI8Type()));
  EXPECT_TRUE(isPromotableElementType(ComplexType::get(b.getF32Type()),
                                      ComplexType::get(b.getF64Type())));
}

} // namespace
