//===- BatchingDimsTest.cpp - random batched gathers and scatters ---------===//
//
// Puts random gathers and scatters with batching dims through
// --hlokit-expand-batching-dims and through expand-then-raise, and checks
// that the expanded program verifies and has no batching dims left, that
// raising gives back the original program, and that the interpreter gets
// the same results from all three on random arguments.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/InitAll.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace hlokit::stablehlo;

namespace {

using Dims = std::vector<int64_t>;

/// One random gather or scatter with batching dims. Field names follow
/// gather; for scatter, `sliceSizes` holds the update window sizes and
/// `resultShape` the shape of the updates. The `*Type` shapes are the
/// declared ones, where some sizes are dynamic.
struct Config {
  bool isScatter = false;
  int numInputs = 1;
  Dims operandShape, indicesShape, resultShape, sliceSizes;
  Dims operandType, indicesType, resultType;
  Dims resultIndicesDims; // The indices dim of each result dim, or -1.
  Dims windowDims, collapsedDims, operandBatchingDims, indicesBatchingDims,
      startIndexMap;
  int64_t indexVectorDim = 0;
  std::string indexType = "i32";
  std::optional<bool> indicesAreSorted;
  bool uniqueIndices = false;
};

class Generator {
public:
  explicit Generator(unsigned seed) : rng(seed) {}

  Config generate(bool isScatter, bool withDynamicDims) {
    Config c;
    c.isScatter = isScatter;
    c.numInputs = isScatter ? pick(1, 2) : 1;
    c.indexType = pickOf<std::string>(
        {"i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"});
    int64_t rank = pick(1, 5);
    int64_t numBatching = pick(1, std::min<int64_t>(rank, 3));
    chooseOperandDims(c, rank, numBatching);
    chooseOperandShape(c, rank);
    chooseIndices(c);
    chooseResult(c);
    chooseDeclaredTypes(c, withDynamicDims);
    int sorted = pick(0, 2);
    if (sorted != 2)
      c.indicesAreSorted = sorted == 1;
    c.uniqueIndices = pick(0, 1);
    return c;
  }

private:
  std::mt19937 rng;

  int64_t pick(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  template <typename T> T pickOf(std::vector<T> values) {
    return values[pick(0, values.size() - 1)];
  }
  Dims shuffled(int64_t n) {
    Dims dims(n);
    std::iota(dims.begin(), dims.end(), 0);
    std::shuffle(dims.begin(), dims.end(), rng);
    return dims;
  }

  /// Batching dims first (sorted), then each other dim collapsed or a
  /// window dim; the start index map takes some non-batching dims.
  void chooseOperandDims(Config &c, int64_t rank, int64_t numBatching) {
    Dims dims = shuffled(rank);
    c.operandBatchingDims.assign(dims.begin(), dims.begin() + numBatching);
    std::sort(c.operandBatchingDims.begin(), c.operandBatchingDims.end());
    Dims others(dims.begin() + numBatching, dims.end());
    for (int64_t d : others)
      if (pick(0, 9) < 4)
        c.collapsedDims.push_back(d);
    std::sort(c.collapsedDims.begin(), c.collapsedDims.end());
    std::shuffle(others.begin(), others.end(), rng);
    int64_t mapSize = pick(0, std::min<int64_t>(3, others.size()));
    c.startIndexMap.assign(others.begin(), others.begin() + mapSize);
  }

  /// Small sizes; now and then an empty batch, or one of 300 that 8-bit
  /// indices cannot count.
  void chooseOperandShape(Config &c, int64_t rank) {
    for (int64_t d = 0; d < rank; ++d)
      c.operandShape.push_back(pick(1, 4));
    int64_t batchDim = pickOf(c.operandBatchingDims);
    int roll = pick(0, 49);
    if (roll == 0)
      c.operandShape[batchDim] = 0;
    else if (roll < 4)
      c.operandShape[batchDim] = 300;
    for (int64_t d = 0; d < rank; ++d) {
      bool unitSlice = llvm::is_contained(c.collapsedDims, d) ||
                       llvm::is_contained(c.operandBatchingDims, d);
      int64_t size = c.operandShape[d];
      c.sliceSizes.push_back(unitSlice
                                 ? std::min<int64_t>(size, 1)
                                 : pick(std::min<int64_t>(size, 1), size));
    }
  }

  /// Indices: the batching dims, up to two more batch dims, and an explicit
  /// index-vector dim unless the index vector has one element.
  void chooseIndices(Config &c) {
    int64_t numBatching = c.operandBatchingDims.size();
    int64_t numBatchDims = numBatching + pick(0, 2);
    bool explicitVector = c.startIndexMap.size() != 1 || pick(0, 1);
    int64_t rank = numBatchDims + explicitVector;
    c.indexVectorDim = explicitVector ? pick(0, rank - 1) : rank;
    Dims batchPositions;
    for (int64_t d = 0; d < rank; ++d)
      if (d != c.indexVectorDim)
        batchPositions.push_back(d);
    std::shuffle(batchPositions.begin(), batchPositions.end(), rng);
    c.indicesBatchingDims.assign(batchPositions.begin(),
                                 batchPositions.begin() + numBatching);
    c.indicesShape.assign(rank, 0);
    for (int64_t d = 0; d < rank; ++d)
      c.indicesShape[d] = pick(1, 3);
    for (int64_t i = 0; i < numBatching; ++i)
      c.indicesShape[c.indicesBatchingDims[i]] =
          c.operandShape[c.operandBatchingDims[i]];
    if (explicitVector)
      c.indicesShape[c.indexVectorDim] = c.startIndexMap.size();
  }

  /// Result (gather) or updates (scatter): the indices' batch dims and the
  /// window sizes of the remaining operand dims at random window positions.
  void chooseResult(Config &c) {
    Dims windowSizes;
    for (int64_t d = 0, e = c.operandShape.size(); d < e; ++d) {
      if (llvm::is_contained(c.collapsedDims, d) ||
          llvm::is_contained(c.operandBatchingDims, d))
        continue;
      if (c.isScatter)
        c.sliceSizes[d] = pick(0, c.operandShape[d]);
      windowSizes.push_back(c.sliceSizes[d]);
    }
    Dims batchSizes;
    for (int64_t d = 0, e = c.indicesShape.size(); d < e; ++d)
      if (d != c.indexVectorDim)
        batchSizes.push_back(c.indicesShape[d]);
    int64_t rank = windowSizes.size() + batchSizes.size();
    Dims positions = shuffled(rank);
    c.windowDims.assign(positions.begin(),
                        positions.begin() + windowSizes.size());
    std::sort(c.windowDims.begin(), c.windowDims.end());
    Dims batchDims;
    for (int64_t d = 0, e = c.indicesShape.size(); d < e; ++d)
      if (d != c.indexVectorDim)
        batchDims.push_back(d);
    auto window = windowSizes.begin(), batch = batchSizes.begin();
    auto batchDim = batchDims.begin();
    for (int64_t d = 0; d < rank; ++d) {
      bool isWindow = llvm::is_contained(c.windowDims, d);
      c.resultShape.push_back(isWindow ? *window++ : *batch++);
      c.resultIndicesDims.push_back(isWindow ? -1 : *batchDim++);
    }
  }

  /// The declared types: the shapes, or with dynamic dims, a third of the
  /// indices' batch dims and of the operand's batching dims dynamic
  /// (results follow the indices).
  void chooseDeclaredTypes(Config &c, bool withDynamicDims) {
    c.operandType = c.operandShape;
    c.indicesType = c.indicesShape;
    c.resultType = c.resultShape;
    if (!withDynamicDims)
      return;
    for (int64_t d : c.operandBatchingDims)
      if (pick(0, 2) == 0)
        c.operandType[d] = ShapedType::kDynamic;
    for (int64_t d = 0, e = c.indicesShape.size(); d < e; ++d)
      if (d != c.indexVectorDim && pick(0, 2) == 0)
        c.indicesType[d] = ShapedType::kDynamic;
    for (auto [d, indicesDim] : llvm::enumerate(c.resultIndicesDims))
      if (indicesDim >= 0)
        c.resultType[d] = c.indicesType[indicesDim];
  }
};

//===----------------------------------------------------------------------===//
// Printing a config as MLIR
//===----------------------------------------------------------------------===//

std::string list(const Dims &dims) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(dims, os);
  return s;
}

std::string tensor(const Dims &shape, const std::string &element) {
  std::string s = "tensor<";
  for (int64_t size : shape)
    s += (ShapedType::isDynamic(size) ? "?" : std::to_string(size)) + "x";
  return s + element + ">";
}

std::string sortedAttr(const Config &c) {
  if (!c.indicesAreSorted)
    return "";
  return std::string("indices_are_sorted = ") +
         (*c.indicesAreSorted ? "true" : "false") + ", ";
}

std::string printGather(const Config &c) {
  std::string operand = tensor(c.operandType, "f32");
  std::string indices = tensor(c.indicesType, c.indexType);
  std::string result = tensor(c.resultType, "f32");
  return "func.func @main(%operand: " + operand + ", %indices: " + indices +
         ") -> " + result + " {\n" +
         "  %0 = \"stablehlo.gather\"(%operand, %indices) <{" +
         "dimension_numbers = #stablehlo.gather<offset_dims = [" +
         list(c.windowDims) + "], collapsed_slice_dims = [" +
         list(c.collapsedDims) + "], operand_batching_dims = [" +
         list(c.operandBatchingDims) + "], start_indices_batching_dims = [" +
         list(c.indicesBatchingDims) + "], start_index_map = [" +
         list(c.startIndexMap) +
         "], index_vector_dim = " + std::to_string(c.indexVectorDim) + ">, " +
         sortedAttr(c) + "slice_sizes = array<i64: " + list(c.sliceSizes) +
         ">}> : (" + operand + ", " + indices + ") -> " + result + "\n" +
         "  func.return %0 : " + result + "\n}\n";
}

std::string printScatter(const Config &c) {
  const char *elements[] = {"f32", "i32"};
  std::string args, inputs, updates, inputTypes, updateTypes, blockArgs,
      blockUpdates, adds, sums, scalars;
  for (int i = 0; i < c.numInputs; ++i) {
    std::string n = std::to_string(i), sep = i ? ", " : "";
    std::string input = tensor(c.operandType, elements[i]);
    std::string update = tensor(c.resultType, elements[i]);
    std::string scalar = std::string("tensor<") + elements[i] + ">";
    args += ", %input" + n + ": " + input + ", %update" + n + ": " + update;
    inputs += sep + "%input" + n;
    updates += ", %update" + n;
    inputTypes += sep + input;
    updateTypes += ", " + update;
    blockArgs += sep + "%a" + n + ": " + scalar;
    blockUpdates += ", %b" + n + ": " + scalar;
    adds += "    %s" + n + " = stablehlo.add %a" + n + ", %b" + n + " : " +
            scalar + "\n";
    sums += sep + "%s" + n;
    scalars += sep + scalar;
  }
  std::string indices = tensor(c.indicesType, c.indexType);
  std::string results = c.numInputs == 1 ? inputTypes : "(" + inputTypes + ")";
  std::string resultName =
      c.numInputs == 1 ? "%0" : "%0:" + std::to_string(c.numInputs);
  std::string returned = c.numInputs == 1 ? "%0" : "%0#0, %0#1";
  return "func.func @main(%indices: " + indices + args + ") -> " + results +
         " {\n  " + resultName + " = \"stablehlo.scatter\"(" + inputs +
         ", %indices" + updates + ") <{" + sortedAttr(c) +
         "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = "
         "[" +
         list(c.windowDims) + "], inserted_window_dims = [" +
         list(c.collapsedDims) + "], input_batching_dims = [" +
         list(c.operandBatchingDims) + "], scatter_indices_batching_dims = [" +
         list(c.indicesBatchingDims) + "], scatter_dims_to_operand_dims = [" +
         list(c.startIndexMap) +
         "], index_vector_dim = " + std::to_string(c.indexVectorDim) +
         ">, unique_indices = " + (c.uniqueIndices ? "true" : "false") +
         "}> ({\n  ^bb0(" + blockArgs + blockUpdates + "):\n" + adds +
         "    stablehlo.return " + sums + " : " + scalars + "\n  }) : (" +
         inputTypes + ", " + indices + updateTypes + ") -> " + results +
         "\n  func.return " + returned + " : " + inputTypes + "\n}\n";
}

std::string print(const Config &c) {
  return c.isScatter ? printScatter(c) : printGather(c);
}

/// Whether `indices_are_sorted = true` survives expansion: the batching
/// dims lead the indices (in operand order), the result/updates and the
/// indexed operand dims. An independent restatement of the pass's rule.
bool sortednessSurvives(const Config &c) {
  int64_t n = c.operandBatchingDims.size();
  for (int64_t i = 0; i < n; ++i)
    if (c.indicesBatchingDims[i] != i)
      return false;
  for (int64_t d : c.windowDims)
    if (d < n)
      return false;
  for (int64_t d : c.startIndexMap)
    if (d < c.operandBatchingDims.back())
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Interpreting
//===----------------------------------------------------------------------===//

namespace interp = hlokit::interpreter;

template <typename T>
void fillRandom(interp::Tensor &tensor, std::mt19937 &rng, int64_t lo,
                int64_t hi) {
  std::uniform_int_distribution<int64_t> values(lo, hi);
  T *data = tensor.mutableData<T>();
  for (int64_t i = 0, e = tensor.getNumElements(); i < e; ++i)
    data[i] = static_cast<T>(values(rng));
}

/// A random tensor of `type`: small whole numbers, so that sums are exact
/// in f32 too, and indices from -1 to 5, so that some are out of bounds
/// (clamped by gather, skipped by scatter).
interp::Tensor randomTensor(RankedTensorType type, std::mt19937 &rng) {
  interp::ElementType element = *interp::getElementType(type.getElementType());
  interp::Tensor tensor =
      llvm::cantFail(interp::Tensor::allocate(element, type.getShape()));
  switch (element) {
  case interp::ElementType::F32:
    fillRandom<float>(tensor, rng, -8, 8);
    break;
  case interp::ElementType::SI8:
    fillRandom<int8_t>(tensor, rng, -1, 5);
    break;
  case interp::ElementType::SI16:
    fillRandom<int16_t>(tensor, rng, -1, 5);
    break;
  case interp::ElementType::SI32:
    fillRandom<int32_t>(tensor, rng, -1, 5);
    break;
  case interp::ElementType::SI64:
    fillRandom<int64_t>(tensor, rng, -1, 5);
    break;
  case interp::ElementType::UI8:
    fillRandom<uint8_t>(tensor, rng, 0, 5);
    break;
  case interp::ElementType::UI16:
    fillRandom<uint16_t>(tensor, rng, 0, 5);
    break;
  case interp::ElementType::UI32:
    fillRandom<uint32_t>(tensor, rng, 0, 5);
    break;
  case interp::ElementType::UI64:
    fillRandom<uint64_t>(tensor, rng, 0, 5);
    break;
  default:
    llvm_unreachable("the generator makes no other element types");
  }
  return tensor;
}

std::vector<interp::RuntimeValue> randomArguments(ModuleOp module,
                                                  std::mt19937 &rng) {
  auto main = module.lookupSymbol<func::FuncOp>("main");
  std::vector<interp::RuntimeValue> arguments;
  for (Type type : main.getArgumentTypes())
    arguments.push_back(randomTensor(cast<RankedTensorType>(type), rng));
  return arguments;
}

/// The results of `main` on `arguments`, or the interpreter's error.
llvm::Expected<llvm::SmallVector<interp::RuntimeValue>>
interpret(ModuleOp module, llvm::ArrayRef<interp::RuntimeValue> arguments) {
  std::string checkLog;
  llvm::raw_string_ostream os(checkLog);
  interp::Evaluator evaluator(module, os);
  return evaluator.run(module.lookupSymbol<func::FuncOp>("main"), arguments);
}

bool isStatic(const Config &c) {
  return !llvm::any_of(c.operandType, ShapedType::isDynamic) &&
         !llvm::any_of(c.indicesType, ShapedType::isDynamic);
}

//===----------------------------------------------------------------------===//
// The test
//===----------------------------------------------------------------------===//

class BatchingDims : public ::testing::Test {
protected:
  BatchingDims() {
    DialectRegistry registry;
    hlokit::registerAllDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }

  MLIRContext ctx;
  std::mt19937 argumentRng{7};

  OwningOpRef<ModuleOp> parse(const std::string &source) {
    return parseSourceString<ModuleOp>(source, &ctx);
  }

  static std::string printed(ModuleOp module) {
    std::string s;
    llvm::raw_string_ostream os(s);
    module.print(os);
    return s;
  }

  /// Runs `build`'s passes on `module`, which must verify afterwards.
  LogicalResult run(ModuleOp module,
                    llvm::function_ref<void(PassManager &)> build) {
    PassManager pm(&ctx);
    build(pm);
    return pm.run(module);
  }

  /// The indices of the one gather or scatter in `module`.
  static Value getIndices(ModuleOp module) {
    Value indices;
    module.walk([&](Operation *op) {
      if (auto gather = dyn_cast<GatherOp>(op))
        indices = gather.getStartIndices();
      if (auto scatter = dyn_cast<ScatterOp>(op))
        indices = scatter.getScatterIndices();
    });
    return indices;
  }

  /// Whether the element type of `indices` holds every batch index of `c`.
  static bool holdsBatchIndices(Value indices, const Config &c) {
    auto type = cast<IntegerType>(
        cast<RankedTensorType>(indices.getType()).getElementType());
    APInt largest = type.isUnsigned()
                        ? APInt::getMaxValue(type.getWidth())
                        : APInt::getSignedMaxValue(type.getWidth());
    for (auto [operandDim, indicesDim] :
         llvm::zip_equal(c.operandBatchingDims, c.indicesBatchingDims)) {
      // Unknown sizes may reach what get_dimension_size reports.
      bool unknown = ShapedType::isDynamic(c.operandType[operandDim]) &&
                     ShapedType::isDynamic(c.indicesType[indicesDim]);
      int64_t size = unknown ? std::numeric_limits<int32_t>::max()
                             : c.operandShape[operandDim];
      if (size > 0 && largest.getZExtValue() < uint64_t(size - 1))
        return false;
    }
    return true;
  }

  static bool hasBatchingDims(ModuleOp module) {
    bool found = false;
    module.walk([&](Operation *op) {
      if (auto gather = dyn_cast<GatherOp>(op))
        found |= !gather.getDimensionNumbers().getOperandBatchingDims().empty();
      if (auto scatter = dyn_cast<ScatterOp>(op))
        found |= !scatter.getScatterDimensionNumbers()
                      .getInputBatchingDims()
                      .empty();
    });
    return found;
  }

  void check(const Config &c) {
    std::string source = print(c);
    OwningOpRef<ModuleOp> original = parse(source);
    ASSERT_TRUE(original) << source;

    OwningOpRef<ModuleOp> expanded = parse(source);
    ASSERT_TRUE(succeeded(run(*expanded, [](PassManager &pm) {
      pm.addPass(hlokit::createExpandBatchingDimsPass());
    }))) << source;
    EXPECT_FALSE(hasBatchingDims(*expanded)) << printed(*expanded);
    EXPECT_TRUE(holdsBatchIndices(getIndices(*expanded), c))
        << printed(*expanded);

    Config expected = c;
    if (c.indicesAreSorted == true && !sortednessSurvives(c))
      expected.indicesAreSorted = false;
    OwningOpRef<ModuleOp> wanted = parse(print(expected));
    ASSERT_TRUE(wanted);

    OwningOpRef<ModuleOp> raised = parse(source);
    ASSERT_TRUE(succeeded(run(*raised, [](PassManager &pm) {
      pm.addPass(hlokit::createExpandBatchingDimsPass());
      pm.addPass(hlokit::createRaiseBatchingDimsPass());
    })));
    EXPECT_EQ(printed(*wanted), printed(*raised)) << source;

    OwningOpRef<ModuleOp> cleaned = parse(source);
    ASSERT_TRUE(succeeded(run(*cleaned, [](PassManager &pm) {
      pm.addPass(hlokit::createExpandBatchingDimsPass());
      pm.addPass(createCSEPass());
      pm.addPass(hlokit::createRaiseBatchingDimsPass());
      pm.addPass(createCSEPass());
    })));
    EXPECT_EQ(printed(*wanted), printed(*cleaned)) << source;

    // The interpreter needs static shapes.
    if (isStatic(c))
      expectSameResults(*original, {*expanded, *raised}, source);
  }

  /// Interprets `original` and each of `others` on the same random
  /// arguments; every result must be bitwise the same.
  void expectSameResults(ModuleOp original, llvm::ArrayRef<ModuleOp> others,
                         const std::string &source) {
    std::vector<interp::RuntimeValue> arguments =
        randomArguments(original, argumentRng);
    auto expected = interpret(original, arguments);
    ASSERT_TRUE(bool(expected)) << llvm::toString(expected.takeError()) << "\n"
                                << source;
    for (ModuleOp other : others) {
      auto actual = interpret(other, arguments);
      ASSERT_TRUE(bool(actual)) << llvm::toString(actual.takeError()) << "\n"
                                << printed(other);
      ASSERT_EQ(expected->size(), actual->size());
      for (auto [want, got] : llvm::zip_equal(*expected, *actual))
        EXPECT_TRUE(want.getTensor().bitwiseEquals(got.getTensor()))
            << source << printed(other);
    }
    ++numInterpreted;
  }

  int numInterpreted = 0;

  /// Checks 500 configs with static shapes and 200 with dynamic dims, and
  /// that they cover the interesting variants.
  void checkRandom(bool isScatter, unsigned seed) {
    Generator generator(seed);
    int implicitVector = 0, large8BitBatch = 0, emptyBatch = 0, sortedKept = 0,
        sortedDropped = 0, twoInputs = 0, dynamicBatch = 0,
        dynamicImplicitVector = 0;
    for (int i = 0; i < 700; ++i) {
      Config c = generator.generate(isScatter, /*withDynamicDims=*/i >= 500);
      SCOPED_TRACE("config " + std::to_string(i));
      check(c);
      if (HasFailure())
        return;
      implicitVector += c.indexVectorDim == int64_t(c.indicesShape.size());
      for (int64_t d : c.operandBatchingDims) {
        large8BitBatch += c.operandShape[d] == 300 &&
                          (c.indexType == "i8" || c.indexType == "ui8");
        emptyBatch += c.operandShape[d] == 0;
      }
      if (c.indicesAreSorted == true)
        ++(sortednessSurvives(c) ? sortedKept : sortedDropped);
      twoInputs += c.numInputs == 2;
      bool dynamicIndices = llvm::any_of(c.indicesType, ShapedType::isDynamic);
      dynamicBatch +=
          dynamicIndices || llvm::any_of(c.operandType, ShapedType::isDynamic);
      dynamicImplicitVector +=
          dynamicIndices && c.indexVectorDim == int64_t(c.indicesShape.size());
    }
    EXPECT_GT(implicitVector, 0);
    EXPECT_GT(large8BitBatch, 0);
    EXPECT_GT(emptyBatch, 0);
    EXPECT_GT(sortedKept, 0);
    EXPECT_GT(sortedDropped, 0);
    EXPECT_EQ(twoInputs > 0, isScatter);
    EXPECT_GT(dynamicBatch, 0);
    EXPECT_GT(dynamicImplicitVector, 0);
    // Every static one is interpreted (dynamic ones cannot be).
    EXPECT_GE(numInterpreted, 500);
  }
};

TEST_F(BatchingDims, RandomGathers) { checkRandom(false, 1); }

TEST_F(BatchingDims, RandomScatters) { checkRandom(true, 2); }

} // namespace
