//===- Reduction.cpp - reduce, reduce_window, select_and_scatter ----------===//

#include "hlokit/Interpreter/Kernels/Reduction.h"

#include "hlokit/Interpreter/Math/ScalarOps.h"
#include "hlokit/Interpreter/Tensor/IndexSpace.h"
#include "hlokit/Support/Parallel.h"

#include <cstring>
#include <optional>
#include <type_traits>

using llvm::ArrayRef;
using llvm::SmallVector;

namespace hlokit::interpreter {

namespace {

/// Tensors of `shape` filled with the matching init value.
llvm::Expected<SmallVector<Tensor>> filledWith(ArrayRef<Tensor> initValues,
                                               ArrayRef<int64_t> shape) {
  SmallVector<Tensor> results;
  for (const Tensor &init : initValues) {
    llvm::Expected<Tensor> t = Tensor::filled(init, shape);
    if (!t)
      return t.takeError();
    results.push_back(std::move(*t));
  }
  return results;
}

/// Combines one accumulator element of every operand with one value each,
/// through a typed one-op step or the generic callback.
class ElementCombiner {
public:
  ElementCombiner(const Combiner &combiner, llvm::MutableArrayRef<Tensor> accs)
      : combiner(combiner), accs(accs), accPtrs(accs.size()) {
    for (const Tensor &t : accs)
      sizes.push_back(getElementByteSize(t.getElementType()));
  }

  llvm::Error apply(int64_t accIndex, ArrayRef<const char *> values) {
    if (combiner.kind != stablehlo::ReduceBodyKind::Other) {
      dispatchElementType(accs[0].getElementType(), [&](auto v) {
        using T = decltype(v);
        T *acc = accs[0].mutableData<T>() + accIndex;
        T value;
        std::memcpy(&value, values[0], sizeof(T));
        *acc = scalar::combine(combiner.kind, *acc, value);
      });
      return llvm::Error::success();
    }
    for (size_t k = 0; k < accs.size(); ++k)
      accPtrs[k] = accs[k].getRawMutableData() + accIndex * sizes[k];
    return combiner.generic(accPtrs, values);
  }

private:
  const Combiner &combiner;
  llvm::MutableArrayRef<Tensor> accs;
  SmallVector<int64_t> sizes;
  SmallVector<char *> accPtrs;
};

/// A reduction's iteration space with size-1 dimensions dropped and
/// adjacent dimensions merged where both are reduced or both kept: the
/// row-major order over it is the input's, and its innermost runs are as
/// long as possible.
struct ReductionSpace {
  SmallVector<int64_t> shape, inStrides, resultStrides;

  ReductionSpace(ArrayRef<int64_t> inShape, ArrayRef<int64_t> resultStridesIn) {
    SmallVector<int64_t> strides = getStrides(inShape);
    for (size_t d = 0; d < inShape.size(); ++d) {
      if (inShape[d] == 1)
        continue;
      bool kept = resultStridesIn[d] != 0;
      if (!shape.empty() && (resultStrides.back() != 0) == kept) {
        // Merging into the previous dimension: strides of the inner one.
        shape.back() *= inShape[d];
        inStrides.back() = strides[d];
        resultStrides.back() = resultStridesIn[d];
        continue;
      }
      shape.push_back(inShape[d]);
      inStrides.push_back(strides[d]);
      resultStrides.push_back(resultStridesIn[d]);
    }
    if (shape.empty()) // a single element
      shape = {1}, inStrides = {1}, resultStrides = {0};
  }

  /// The kept dimension to split over threads: the longest, or -1 when
  /// every dimension is reduced.
  int64_t getSplitDimension() const {
    int64_t best = -1;
    for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
      if (resultStrides[d] != 0 && (best < 0 || shape[d] > shape[best]))
        best = d;
    return best;
  }
};

/// The longest run pairwiseSum adds with partial sums, and their number.
constexpr int64_t kSumBlock = 64;
constexpr int64_t kPartialSums = 8;

/// x[0] + ... + x[n-1] for n <= kSumBlock: eight partial sums of the
/// elements j = k (mod 8) below the last multiple of 8, in increasing j (the
/// compiler keeps them in vector registers), combined pairwise, then the
/// rest in order. The sums start at -0, which leaves every x unchanged.
/// Aligned to a cache line: where a build put the few bytes of its inner
/// loop across a 64-byte boundary, sums ran 1.4x slower (ReduceBench).
template <typename T>
HLOKIT_AVX2_CLONES __attribute__((aligned(64))) T blockSum(const T *x,
                                                           int64_t n) {
  T partial[kPartialSums];
  for (T &p : partial)
    p = T(-0.0);
  int64_t whole = n / kPartialSums * kPartialSums;
  for (int64_t j = 0; j < whole; j += kPartialSums)
    for (int64_t k = 0; k < kPartialSums; ++k)
      partial[k] += x[j + k];
  T sum = ((partial[0] + partial[1]) + (partial[2] + partial[3])) +
          ((partial[4] + partial[5]) + (partial[6] + partial[7]));
  for (int64_t j = whole; j < n; ++j)
    sum += x[j];
  return sum;
}

/// Where pairwiseSum splits a run of n: half of it, down to a multiple of 8.
int64_t pairwiseHalf(int64_t n) { return n / 2 / kPartialSums * kPartialSums; }

/// A run of f32 or f64 summed pairwise: blockSum up to kSumBlock elements,
/// else the sums of the halves, split at a multiple of 8. The error grows
/// with the logarithm of n instead of n; the order is fixed by n alone.
template <typename T> T pairwiseSum(const T *x, int64_t n) {
  if (n <= kSumBlock)
    return blockSum(x, n);
  int64_t half = pairwiseHalf(n);
  return pairwiseSum(x, half) + pairwiseSum(x + half, n - half);
}

/// The longest run pairwiseSum sums on one thread.
constexpr int64_t kSumPerTask = elementGrain;

/// The subtrees of pairwiseSum's tree over [begin, begin + n) that hold at
/// most kSumPerTask elements, left to right, as (begin, length).
void collectSumTasks(int64_t begin, int64_t n,
                     SmallVector<std::array<int64_t, 2>> &tasks) {
  if (n <= kSumPerTask) {
    tasks.push_back({begin, n});
    return;
  }
  int64_t half = pairwiseHalf(n);
  collectSumTasks(begin, half, tasks);
  collectSumTasks(begin + half, n - half, tasks);
}

/// Adds the subtree sums up pairwiseSum's tree over n elements, taking
/// them left to right from `next`.
template <typename T> T combineSumTasks(int64_t n, const T *&next) {
  if (n <= kSumPerTask)
    return *next++;
  int64_t half = pairwiseHalf(n);
  T left = combineSumTasks(half, next);
  return left + combineSumTasks<T>(n - half, next);
}

/// pairwiseSum with the subtrees of at most kSumPerTask elements summed
/// concurrently: the same tree, so the same bits on any thread count.
template <typename T> T parallelPairwiseSum(const T *x, int64_t n) {
  if (n <= kSumPerTask)
    return pairwiseSum(x, n);
  SmallVector<std::array<int64_t, 2>> tasks;
  collectSumTasks(0, n, tasks);
  SmallVector<T> sums(tasks.size());
  forEachBlock(static_cast<int64_t>(tasks.size()), [&](int64_t i) {
    sums[i] = pairwiseSum(x + tasks[i][0], tasks[i][1]);
  });
  const T *next = sums.data();
  return combineSumTasks(n, next);
}

/// The partial extrema blockExtremum keeps: enough for the compiler to
/// vectorize the loop over them (eight it unrolled into scalar code).
constexpr int64_t kPartialExtrema = 32;

/// The maximum (`IsMax`) or minimum of a run of f32 or f64 with
/// kPartialExtrema partial extrema; nothing when the run holds a NaN or the
/// extremum is a zero. Without those, the extremum is the same whatever the
/// order (a NaN's payload, and -0 against +0, depend on it), so the
/// caller's in-order loop decides only then.
template <typename T, bool IsMax>
HLOKIT_AVX2_CLONES std::optional<T> blockExtremum(const T *x, int64_t n) {
  // NaN flags as wide as the values, so they vectorize with them.
  using Flag = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  if (n < kPartialExtrema)
    return std::nullopt;
  T partial[kPartialExtrema];
  Flag unordered[kPartialExtrema] = {};
  for (int64_t k = 0; k < kPartialExtrema; ++k)
    partial[k] = x[k];
  int64_t whole = n / kPartialExtrema * kPartialExtrema;
  for (int64_t j = 0; j < whole; j += kPartialExtrema)
    for (int64_t k = 0; k < kPartialExtrema; ++k) {
      T v = x[j + k];
      unordered[k] |= v != v;
      partial[k] = (IsMax ? v > partial[k] : v < partial[k]) ? v : partial[k];
    }
  // Halves folded onto each other: vector steps too.
  for (int64_t half = kPartialExtrema / 2; half > 0; half /= 2)
    for (int64_t k = 0; k < half; ++k) {
      T v = partial[k + half];
      unordered[k] |= unordered[k + half];
      partial[k] = (IsMax ? v > partial[k] : v < partial[k]) ? v : partial[k];
    }
  T best = partial[0];
  bool nan = unordered[0] != 0;
  for (int64_t j = whole; j < n; ++j) {
    nan |= x[j] != x[j];
    best = (IsMax ? x[j] > best : x[j] < best) ? x[j] : best;
  }
  if (nan || best == T(0))
    return std::nullopt;
  return best;
}

/// The rows reduceRowsIntoRow combines in order into one partial row, and
/// the columns of one partial row a task fills.
constexpr int64_t kRowBlock = 64;
constexpr int64_t kColumnChunk = 1024;

/// acc[j] = op(acc[j], x[j]) for j < n.
template <typename T, typename Op>
HLOKIT_AVX2_CLONES void combineRow(Op op, T *acc, const T *x, int64_t n) {
  for (int64_t j = 0; j < n; ++j)
    acc[j] = op(acc[j], x[j]);
}

/// [rows, n] into the result row [n] (holding the init values) in a fixed
/// blocked order: rows in blocks of kRowBlock, each block combined row by
/// row into a partial row (block 0 into the result row, the others from
/// their first row), then the partial rows combined pairwise, the earlier
/// rows always on the left: 0 with 1, 2 with 3, ..., then 0 with 2, 4
/// with 6, ..., until block 0 holds all. The order depends on the shape
/// alone: threads take (block, column chunk) tiles, then column ranges of
/// the combination. Combiners that ignore grouping (integers, maximum and
/// minimum, which keep the first NaN) give row-by-row order's bits; float
/// sums and products round differently, with an error bound that grows
/// with kRowBlock + log2(blocks) instead of rows.
template <typename T, typename Op>
void reduceRowsIntoRow(Op op, const T *in, T *out, int64_t rows, int64_t n) {
  int64_t blocks = llvm::divideCeil(rows, kRowBlock);
  int64_t chunks = llvm::divideCeil(n, kColumnChunk);
  SmallVector<T, 0> scratch((blocks - 1) * n);
  auto partial = [&](int64_t b) {
    return b == 0 ? out : scratch.data() + (b - 1) * n;
  };
  int64_t tileElements = std::min(rows, kRowBlock) * std::min(n, kColumnChunk);
  parallelFor(blocks * chunks,
              std::max<int64_t>(1, elementGrain / tileElements),
              [&](int64_t begin, int64_t end) {
                for (int64_t tile = begin; tile < end; ++tile) {
                  int64_t b = tile / chunks;
                  int64_t j = tile % chunks * kColumnChunk;
                  int64_t width = std::min(kColumnChunk, n - j);
                  int64_t r = b * kRowBlock;
                  int64_t last = std::min(rows, r + kRowBlock);
                  T *acc = partial(b) + j;
                  if (b > 0)
                    std::copy_n(in + r++ * n + j, width, acc);
                  for (; r < last; ++r)
                    combineRow(op, acc, in + r * n + j, width);
                }
              });
  if (blocks == 1)
    return;
  parallelFor(n, std::max<int64_t>(1, elementGrain / blocks),
              [&](int64_t begin, int64_t end) {
                for (int64_t step = 1; step < blocks; step *= 2)
                  for (int64_t b = 0; b + step < blocks; b += 2 * step)
                    combineRow(op, partial(b) + begin,
                               partial(b + step) + begin, end - begin);
              });
}

/// Each result element accumulates its inputs in row-major order, whatever
/// the thread count, but for rows into one row (reduceRowsIntoRow's blocked
/// order): threads take disjoint slabs of a kept dimension, so every result
/// element is in one slab, which is walked in row-major order. The
/// innermost dimension is a typed loop: over kept elements, one input row
/// into a result row; over reduced ones, a running accumulator, or for an
/// f32 or f64 sum the run's pairwiseSum added to it (its subtrees on
/// threads when the run is the whole input), for its maximum or minimum
/// the run's blockExtremum when it has one.
template <typename T>
void reduceTyped(stablehlo::ReduceBodyKind kind, const Tensor &input,
                 Tensor &result, ArrayRef<int64_t> resultStrides) {
  constexpr bool isNativeFloat =
      std::is_same_v<T, float> || std::is_same_v<T, double>;
  bool pairwise = isNativeFloat && kind == stablehlo::ReduceBodyKind::Add;
  if (input.getNumElements() == 0)
    return;
  const T *in = input.data<T>();
  T *out = result.mutableData<T>();
  ReductionSpace space(input.getShape(), resultStrides);
  int64_t inner = static_cast<int64_t>(space.shape.size()) - 1;
  bool innerKept = space.resultStrides[inner] != 0;
  int64_t split = space.getSplitDimension();
  // Rows into one row ([rows, n] -> [n]: bias gradients, batch norm's
  // sums over all but the features) in reduceRowsIntoRow's blocked order.
  bool rowsIntoRow =
      space.shape.size() == 2 && space.resultStrides[0] == 0 && innerKept;
  auto run = [&](auto op) {
    if (rowsIntoRow)
      return reduceRowsIntoRow(op, in, out, space.shape[0], space.shape[1]);
    auto slab = [&](int64_t begin, int64_t end) {
      SmallVector<int64_t> slabShape(space.shape);
      std::array<int64_t, 2> start = {0, 0};
      if (split >= 0) {
        slabShape[split] = end - begin;
        start = {begin * space.inStrides[split],
                 begin * space.resultStrides[split]};
      }
      int64_t n = slabShape[inner];
      slabShape[inner] = 1;
      forEachIndex<2>(
          slabShape, {ArrayRef<int64_t>(space.inStrides), space.resultStrides},
          start, [&](ArrayRef<int64_t>, const std::array<int64_t, 2> &off) {
            const T *x = in + off[0];
            T *o = out + off[1];
            if (innerKept)
              return combineRow(op, o, x, n);
            if constexpr (isNativeFloat) {
              if (pairwise) {
                *o += pairwiseSum(x, n);
                return;
              }
              std::optional<T> extremum;
              if (kind == stablehlo::ReduceBodyKind::Maximum)
                extremum = blockExtremum<T, true>(x, n);
              else if (kind == stablehlo::ReduceBodyKind::Minimum)
                extremum = blockExtremum<T, false>(x, n);
              if (extremum) {
                *o = op(*o, *extremum);
                return;
              }
            }
            T acc = *o;
            for (int64_t j = 0; j < n; ++j)
              acc = op(acc, x[j]);
            *o = acc;
          });
    };
    if constexpr (isNativeFloat) {
      // A sum to a scalar: one run, its subtrees on threads.
      if (split < 0 && pairwise) {
        *out += parallelPairwiseSum(in, space.shape[0]);
        return;
      }
    }
    if (split < 0)
      return slab(0, 0);
    // One index of the split dimension covers this many input elements.
    int64_t perIndex =
        std::max<int64_t>(1, input.getNumElements() / space.shape[split]);
    parallelFor(space.shape[split],
                std::max<int64_t>(1, elementGrain / perIndex), slab);
  };
  switch (kind) {
  case stablehlo::ReduceBodyKind::Add:
    return run([](T a, T b) { return scalar::add(a, b); });
  case stablehlo::ReduceBodyKind::Multiply:
    return run([](T a, T b) { return scalar::multiply(a, b); });
  case stablehlo::ReduceBodyKind::Minimum:
    return run([](T a, T b) { return scalar::minimum(a, b); });
  case stablehlo::ReduceBodyKind::Maximum:
    return run([](T a, T b) { return scalar::maximum(a, b); });
  default:
    return run([kind](T a, T b) { return scalar::combine(kind, a, b); });
  }
}

} // namespace

llvm::Expected<SmallVector<Tensor>> reduce(ArrayRef<Tensor> inputs,
                                           ArrayRef<Tensor> initValues,
                                           ArrayRef<int64_t> dimensions,
                                           const Combiner &combiner) {
  ArrayRef<int64_t> inShape = inputs[0].getShape();
  SmallVector<int64_t> resultShape;
  for (int64_t d = 0; d < static_cast<int64_t>(inShape.size()); ++d)
    if (!llvm::is_contained(dimensions, d))
      resultShape.push_back(inShape[d]);
  llvm::Expected<SmallVector<Tensor>> results =
      filledWith(initValues, resultShape);
  if (!results)
    return results;

  // Stride of each input dimension in the result (0 for reduced ones).
  SmallVector<int64_t> compact = getStrides(resultShape);
  SmallVector<int64_t> resultStrides;
  size_t next = 0;
  for (int64_t d = 0; d < static_cast<int64_t>(inShape.size()); ++d)
    resultStrides.push_back(
        llvm::is_contained(dimensions, d) ? 0 : compact[next++]);

  if (combiner.kind != stablehlo::ReduceBodyKind::Other) {
    dispatchElementType(inputs[0].getElementType(), [&](auto v) {
      reduceTyped<decltype(v)>(combiner.kind, inputs[0], (*results)[0],
                               resultStrides);
    });
    return results;
  }
  ElementCombiner apply(combiner, *results);
  SmallVector<const char *> values(inputs.size());
  SmallVector<int64_t> sizes;
  for (const Tensor &t : inputs)
    sizes.push_back(getElementByteSize(t.getElementType()));
  llvm::Error error = llvm::Error::success();
  int64_t i = 0;
  forEachIndex<1>(inShape, {ArrayRef<int64_t>(resultStrides)}, {0},
                  [&](ArrayRef<int64_t>, const std::array<int64_t, 1> &off) {
                    if (error)
                      return;
                    for (size_t k = 0; k < inputs.size(); ++k)
                      values[k] = inputs[k].getRawData() + i * sizes[k];
                    error = apply.apply(off[0], values);
                    ++i;
                  });
  if (error)
    return error;
  return results;
}

void fillWindowDefaults(WindowDims &dims, int64_t rank) {
  auto fill = [rank](SmallVector<int64_t> &v, int64_t value) {
    if (v.empty())
      v.assign(rank, value);
  };
  fill(dims.strides, 1);
  fill(dims.baseDilations, 1);
  fill(dims.windowDilations, 1);
  fill(dims.paddingLow, 0);
  fill(dims.paddingHigh, 0);
}

namespace {

/// Result shape of a windowed op over an input of `shape`.
SmallVector<int64_t> windowResultShape(ArrayRef<int64_t> shape,
                                       const WindowDims &dims) {
  SmallVector<int64_t> result;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t dilatedIn =
        shape[d] == 0 ? 0 : (shape[d] - 1) * dims.baseDilations[d] + 1;
    int64_t padded = dilatedIn + dims.paddingLow[d] + dims.paddingHigh[d];
    int64_t dilatedWindow = (dims.sizes[d] - 1) * dims.windowDilations[d] + 1;
    result.push_back(padded < dilatedWindow || dims.sizes[d] == 0
                         ? 0
                         : (padded - dilatedWindow) / dims.strides[d] + 1);
  }
  return result;
}

/// Visits every (result position, window position) pair in row-major order
/// and calls f(resultLinear, inputLinear or -1 for padding/holes).
template <typename F>
void forEachWindowElement(ArrayRef<int64_t> inShape, ArrayRef<int64_t> outShape,
                          const WindowDims &dims, F &&f) {
  SmallVector<int64_t> inStrides = getStrides(inShape);
  int64_t rank = static_cast<int64_t>(inShape.size());
  int64_t resultLinear = 0;
  forEachIndex<0>(
      outShape, {}, {},
      [&](ArrayRef<int64_t> out, const std::array<int64_t, 0> &) {
        forEachIndex<0>(
            dims.sizes, {}, {},
            [&](ArrayRef<int64_t> win, const std::array<int64_t, 0> &) {
              int64_t inputLinear = 0;
              for (int64_t d = 0; d < rank && inputLinear >= 0; ++d) {
                int64_t p = out[d] * dims.strides[d] +
                            win[d] * dims.windowDilations[d] -
                            dims.paddingLow[d];
                if (p < 0 || p % dims.baseDilations[d] != 0 ||
                    p / dims.baseDilations[d] >= inShape[d])
                  inputLinear = -1;
                else
                  inputLinear += (p / dims.baseDilations[d]) * inStrides[d];
              }
              f(resultLinear, inputLinear);
            });
        ++resultLinear;
      });
}

} // namespace

llvm::Expected<SmallVector<Tensor>> reduceWindow(ArrayRef<Tensor> inputs,
                                                 ArrayRef<Tensor> initValues,
                                                 const WindowDims &dims,
                                                 const Combiner &combiner) {
  SmallVector<int64_t> outShape = windowResultShape(inputs[0].getShape(), dims);
  llvm::Expected<SmallVector<Tensor>> results =
      filledWith(initValues, outShape);
  if (!results)
    return results;
  ElementCombiner apply(combiner, *results);
  SmallVector<int64_t> sizes;
  for (const Tensor &t : inputs)
    sizes.push_back(getElementByteSize(t.getElementType()));
  SmallVector<const char *> values(inputs.size());
  llvm::Error error = llvm::Error::success();
  forEachWindowElement(inputs[0].getShape(), outShape, dims,
                       [&](int64_t resultLinear, int64_t inputLinear) {
                         if (error)
                           return;
                         for (size_t k = 0; k < inputs.size(); ++k)
                           values[k] = inputLinear < 0
                                           ? initValues[k].getRawData()
                                           : inputs[k].getRawData() +
                                                 inputLinear * sizes[k];
                         error = apply.apply(resultLinear, values);
                       });
  if (error)
    return error;
  return results;
}

llvm::Expected<Tensor>
selectAndScatter(const Tensor &operand, const Tensor &source,
                 const Tensor &initValue, const WindowDims &dims,
                 const Selector &select, const Combiner &scatter) {
  llvm::Expected<SmallVector<Tensor>> filled =
      filledWith({initValue}, operand.getShape());
  if (!filled)
    return filled.takeError();
  int64_t es = getElementByteSize(operand.getElementType());
  int64_t sourceSize = getElementByteSize(source.getElementType());
  const char *op = operand.getRawData();
  // Index of the selected operand element of the current window, -1 if none.
  int64_t selected = -1;
  int64_t currentWindow = 0;
  llvm::Error error = llvm::Error::success();
  SmallVector<int64_t> sourceShape =
      windowResultShape(operand.getShape(), dims);
  ElementCombiner apply(scatter, *filled);

  auto selects = [&](int64_t a, int64_t b) -> llvm::Expected<bool> {
    if (select.direction) {
      bool keep = false;
      dispatchElementType(operand.getElementType(), [&](auto v) {
        using T = decltype(v);
        if constexpr (!IsComplexV<T>) {
          auto x = ComputeT<T>(operand.data<T>()[a]);
          auto y = ComputeT<T>(operand.data<T>()[b]);
          switch (*select.direction) {
          case stablehlo::ComparisonDirection::EQ:
            keep = x == y;
            break;
          case stablehlo::ComparisonDirection::NE:
            keep = x != y;
            break;
          case stablehlo::ComparisonDirection::GE:
            keep = x >= y;
            break;
          case stablehlo::ComparisonDirection::GT:
            keep = x > y;
            break;
          case stablehlo::ComparisonDirection::LE:
            keep = x <= y;
            break;
          case stablehlo::ComparisonDirection::LT:
            keep = x < y;
            break;
          }
        } else {
          llvm_unreachable("fast select on complex elements");
        }
      });
      return keep;
    }
    return select.generic(op + a * es, op + b * es);
  };
  auto finishWindow = [&](int64_t window) {
    if (selected >= 0 && !error)
      error =
          apply.apply(selected, {source.getRawData() + window * sourceSize});
    selected = -1;
  };

  forEachWindowElement(operand.getShape(), sourceShape, dims,
                       [&](int64_t window, int64_t inputLinear) {
                         if (window != currentWindow) {
                           finishWindow(currentWindow);
                           currentWindow = window;
                         }
                         if (inputLinear < 0 || error)
                           return;
                         if (selected < 0) {
                           selected = inputLinear;
                           return;
                         }
                         llvm::Expected<bool> keep =
                             selects(selected, inputLinear);
                         if (!keep) {
                           error = keep.takeError();
                           return;
                         }
                         if (!*keep)
                           selected = inputLinear;
                       });
  if (getNumElements(sourceShape).value_or(0) > 0)
    finishWindow(currentWindow);
  if (error)
    return error;
  return std::move((*filled)[0]);
}

} // namespace hlokit::interpreter
