//===- RaggedDot.cpp - the ragged_dot kernel ------------------------------===//
//
// A direct loop over result elements and the contracting index space:
// ragged_dot is rare and small next to dot_general, so clarity wins over
// speed here.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Math/ChloKernels.h"

#include "llvm/ADT/STLExtras.h"

#include <complex>

namespace hlokit::interpreter {

namespace {

using chlo::RaggedDotDims;
using chlo::RaggedDotMode;

/// The dimensions of a rank-`rank` operand that are in none of `used`.
llvm::SmallVector<int64_t>
freeDims(int64_t rank, std::initializer_list<llvm::ArrayRef<int64_t>> used) {
  llvm::SmallVector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (llvm::none_of(used, [&](llvm::ArrayRef<int64_t> u) {
          return llvm::is_contained(u, d);
        }))
      free.push_back(d);
  return free;
}

/// Advances `index` through `shape` row-major; false after the last one.
bool next(llvm::MutableArrayRef<int64_t> index, llvm::ArrayRef<int64_t> shape) {
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    if (++index[d] < shape[d])
      return true;
    index[d] = 0;
  }
  return false;
}

/// The groups of the ragged dimension: offsets[i] .. offsets[i+1] for the
/// group_sizes row selected by the lhs index.
struct Groups {
  const Tensor &sizes;
  llvm::SmallVector<int64_t> prefixDims;

  llvm::SmallVector<int64_t> offsets(llvm::ArrayRef<int64_t> lhsIndex) const {
    int64_t numGroups = sizes.getShape().back();
    int64_t row = 0;
    if (sizes.getRank() > 1)
      for (auto [i, d] : llvm::enumerate(prefixDims))
        row = row * sizes.getShape()[i] + lhsIndex[d];
    llvm::SmallVector<int64_t> result{0};
    for (int64_t g = 0; g < numGroups; ++g)
      result.push_back(
          result.back() +
          std::max<int64_t>(0, sizes.getIntegerAt(row * numGroups + g)));
    return result;
  }
};

template <typename T> struct Accumulator { using type = double; };
template <typename T> struct Accumulator<std::complex<T>> {
  using type = std::complex<double>;
};

template <typename T>
void raggedDotTyped(const Tensor &lhs, const Tensor &rhs, const Groups &groups,
                    const RaggedDotDims &dims, Tensor &result) {
  using Acc = std::conditional_t<IsIntV<T> || std::is_same_v<T, bool>, int64_t,
                                 typename Accumulator<T>::type>;
  RaggedDotMode mode = chlo::getRaggedDotMode(dims);
  int64_t ragged = dims.lhsRagged.front();
  auto lhsFree =
      freeDims(lhs.getRank(), {dims.lhsBatching, dims.lhsContracting});
  auto rhsFree = freeDims(
      rhs.getRank(), {dims.rhsBatching, dims.rhsContracting, dims.rhsGroup});
  llvm::SmallVector<int64_t> contractShape;
  for (int64_t d : dims.lhsContracting)
    contractShape.push_back(lhs.getShape()[d]);
  bool emptyContraction = llvm::is_contained(contractShape, 0);

  llvm::ArrayRef<int64_t> shape = result.getShape();
  llvm::SmallVector<int64_t> out(shape.size(), 0);
  llvm::SmallVector<int64_t> lhsIndex(lhs.getRank()), rhsIndex(rhs.getRank());
  T *o = result.mutableData<T>();
  for (int64_t linear = 0, n = result.getNumElements(); linear < n;
       ++linear, next(out, shape)) {
    // Result index: [group (contracting mode)], batch..., lhs free...,
    // rhs free....
    size_t pos = 0;
    int64_t group = mode == RaggedDotMode::Contracting ? out[pos++] : -1;
    for (auto [l, r] : llvm::zip(dims.lhsBatching, dims.rhsBatching)) {
      lhsIndex[l] = out[pos];
      rhsIndex[r] = out[pos++];
    }
    for (int64_t d : lhsFree)
      lhsIndex[d] = out[pos++];
    for (int64_t d : rhsFree)
      rhsIndex[d] = out[pos++];

    Acc sum = Acc(0);
    bool inside = true;
    if (mode != RaggedDotMode::Contracting) {
      // The ragged (batch or free) index picks the group, or none.
      llvm::SmallVector<int64_t> offsets = groups.offsets(lhsIndex);
      int64_t at = lhsIndex[ragged];
      auto upper = llvm::upper_bound(offsets, at);
      inside = upper != offsets.end() && at >= 0;
      if (inside && mode == RaggedDotMode::NonContracting)
        rhsIndex[dims.rhsGroup.front()] = (upper - offsets.begin()) - 1;
    }
    llvm::SmallVector<int64_t> k(contractShape.size(), 0);
    if (inside && !emptyContraction) {
      do {
        for (auto [i, l] : llvm::enumerate(dims.lhsContracting)) {
          lhsIndex[l] = k[i];
          rhsIndex[dims.rhsContracting[i]] = k[i];
        }
        if (mode == RaggedDotMode::Contracting) {
          // Only the contracting positions inside this group.
          llvm::SmallVector<int64_t> offsets = groups.offsets(lhsIndex);
          int64_t at = lhsIndex[ragged];
          if (at < offsets[group] || at >= offsets[group + 1])
            continue;
        }
        sum += Acc(lhs.at<T>(lhsIndex)) * Acc(rhs.at<T>(rhsIndex));
      } while (next(k, contractShape));
    }
    if constexpr (IsComplexV<T>)
      o[linear] = T(static_cast<typename T::value_type>(sum.real()),
                    static_cast<typename T::value_type>(sum.imag()));
    else if constexpr (IsLowFloatV<T>)
      o[linear] = T(static_cast<float>(sum));
    else
      o[linear] = static_cast<T>(sum);
  }
}

} // namespace

llvm::Expected<Tensor> raggedDot(const Tensor &lhs, const Tensor &rhs,
                                 const Tensor &groupSizes,
                                 const RaggedDotDims &dims,
                                 llvm::ArrayRef<int64_t> resultShape) {
  llvm::Expected<Tensor> result =
      Tensor::allocate(lhs.getElementType(), resultShape);
  if (!result)
    return result;
  Groups groups{groupSizes, chlo::getGroupSizesPrefixDims(lhs.getRank(), dims)};
  dispatchElementType(lhs.getElementType(), [&](auto t) {
    raggedDotTyped<decltype(t)>(lhs, rhs, groups, dims, *result);
  });
  return result;
}

} // namespace hlokit::interpreter
