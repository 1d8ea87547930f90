//===- ReshardCollectives.cpp - the collectives of a reshard --------------===//
//
// Shardy's greedy plan: keep, per dimension, the axes of the current sharding
// and of the target that differ after their common prefix ("in" and "out"),
// and insert collectives until both are empty. A round tries an all_slice
// (the tensor gets smaller), a collective_permute (same size, one partner per
// device), all_to_alls (same size) and an all_gather (it gets bigger); two
// rounds suffice when axis sizes divide each other. Sub-axes are first split
// so that any two that overlap are equal, which lets them be map keys.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Transforms/Sharding/Export/ReshardCollectives.h"

#include "ExportAxes.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <list>
#include <numeric>

using namespace mlir;

namespace hlokit::sdy {

namespace {

using AxisList = std::list<AxisRefAttr>;

/// The range `[pre, next)` of its full axis that `axis` covers.
std::pair<int64_t, int64_t> getRange(AxisRefAttr axis, MeshAttr mesh) {
  int64_t pre = axis.getSubAxisInfo() ? axis.getSubAxisInfo().getPreSize() : 1;
  return {pre, pre * getAxisRefSize(axis, mesh)};
}

/// The part `a` and `b` share, when they overlap and can coexist.
std::optional<AxisRefAttr> getOverlap(AxisRefAttr a, AxisRefAttr b,
                                      MeshAttr mesh) {
  if (!axisRefsOverlap(a, b) || !canCoexist(a, b, mesh))
    return std::nullopt;
  auto [preA, nextA] = getRange(a, mesh);
  auto [preB, nextB] = getRange(b, mesh);
  int64_t pre = std::max(preA, preB);
  return getSubAxis(a, pre, std::min(nextA, nextB) / pre, mesh);
}

/// The first axis of `ordered` (sorted, without overlaps) overlapping
/// `axis`, or its end.
const AxisRefAttr *getFirstOverlapping(AxisRefAttr axis,
                                       ArrayRef<AxisRefAttr> ordered) {
  const AxisRefAttr *after =
      llvm::lower_bound(ordered, axis, axisNameOrderLess);
  if (after != ordered.begin() && axisRefsOverlap(axis, *std::prev(after)))
    return std::prev(after);
  if (after != ordered.end() && axisRefsOverlap(axis, *after))
    return after;
  return ordered.end();
}

/// Splits the axes of `axes` that partly overlap one of `ordered` into the
/// parts before, inside and after it.
void alignSubAxes(AxisList &axes, ArrayRef<AxisRefAttr> ordered,
                  MeshAttr mesh) {
  auto it = axes.begin();
  while (it != axes.end()) {
    AxisRefAttr axis = *it;
    const AxisRefAttr *other = getFirstOverlapping(axis, ordered);
    bool advanced = false;
    while (other != ordered.end() && canCoexist(*other, axis, mesh) &&
           !axisRefContains(*other, axis, mesh) &&
           axisRefsOverlap(*other, axis)) {
      it = axes.erase(it);
      if (std::optional<AxisRefAttr> prefix =
              getPrefixWithoutOverlap(axis, *other, mesh))
        axes.insert(it, *prefix);
      axes.insert(it, *getOverlap(axis, *other, mesh));
      std::optional<AxisRefAttr> suffix =
          getSuffixWithoutOverlap(axis, *other, mesh);
      if (!suffix) {
        advanced = true;
        break;
      }
      // The rest of the axis is the next to align.
      it = axes.insert(it, *suffix);
      axis = *suffix;
      ++other;
    }
    if (!advanced)
      ++it;
  }
}

/// All axes of `perDim`, in Shardy's order.
SmallVector<AxisRefAttr> getOrderedAxes(ArrayRef<AxisList> perDim) {
  SmallVector<AxisRefAttr> axes;
  for (const AxisList &list : perDim)
    axes.append(list.begin(), list.end());
  llvm::sort(axes, axisNameOrderLess);
  return axes;
}

void alignSubAxes(SmallVectorImpl<AxisList> &perDim,
                  ArrayRef<AxisRefAttr> ordered, MeshAttr mesh) {
  for (AxisList &axes : perDim)
    alignSubAxes(axes, ordered, mesh);
}

bool dividesEither(int64_t a, int64_t b) { return a % b == 0 || b % a == 0; }

/// Where an axis of the target sharding is: its dimension and position.
struct DimAndIndex {
  int64_t dim, index;
};

/// The planner: its state is the current sharding (`current`) and the
/// difference between it and the target (`in`, `out`), which every inserted
/// collective shrinks.
class ReshardPlanner {
public:
  ReshardPlanner(TensorShardingAttr from, TensorShardingAttr to, MeshAttr mesh,
                 ArrayRef<int64_t> shape)
      : context(from.getContext()), mesh(mesh), shape(shape),
        currentMesh(from.getMeshOrRef()), targetMesh(to.getMeshOrRef()),
        unreducedAxes(to.getUnreducedAxes()), reductionOp(to.getReductionOp()),
        capacity(from.getRank(), 1) {
    for (DimensionShardingAttr dim : from.getDimShardings()) {
      in.emplace_back(dim.getAxes().begin(), dim.getAxes().end());
      current.emplace_back(dim.getAxes().begin(), dim.getAxes().end());
    }
    for (DimensionShardingAttr dim : to.getDimShardings())
      out.emplace_back(dim.getAxes().begin(), dim.getAxes().end());
    SmallVector<AxisRefAttr> orderedIn = getOrderedAxes(in);
    SmallVector<AxisRefAttr> orderedOut = getOrderedAxes(out);
    alignSubAxes(in, orderedOut, mesh);
    alignSubAxes(out, orderedIn, mesh);
    removeCommonPrefix();
    for (const AxisList &axes : in)
      inSet.insert(axes.begin(), axes.end());
    indexOutAxes();
  }

  SmallVector<ReshardStep> plan() {
    for (int round = 0; round < 2 && !isDone(); ++round) {
      tryAllSlice();
      tryCollectivePermute();
      // First only all-to-alls that put axes in their place in the target
      // dimension, so that several into one dimension come in order.
      tryAllToAlls(/*allowOutOfOrderTarget=*/false);
      tryAllToAlls(/*allowOutOfOrderTarget=*/true);
      tryAllGather();
    }
    return steps;
  }

private:
  int64_t getRank() const { return in.size(); }
  int64_t size(AxisRefAttr axis) const { return getAxisRefSize(axis, mesh); }

  template <typename Range> int64_t shardedSize(const Range &axes) const {
    int64_t product = 1;
    for (AxisRefAttr axis : axes)
      product *= size(axis);
    return product;
  }

  bool isDone() const {
    return currentMesh == targetMesh &&
           llvm::all_of(in, [](const AxisList &a) { return a.empty(); }) &&
           llvm::all_of(out, [](const AxisList &a) { return a.empty(); });
  }

  void removeCommonPrefix() {
    for (auto [inAxes, outAxes] : llvm::zip_equal(in, out)) {
      while (!inAxes.empty() && !outAxes.empty() &&
             inAxes.front() == outAxes.front()) {
        inAxes.pop_front();
        outAxes.pop_front();
      }
    }
  }

  void indexOutAxes() {
    outIndex.clear();
    for (auto [dim, axes] : llvm::enumerate(out))
      for (auto [index, axis] : llvm::enumerate(axes))
        outIndex.try_emplace(axis, DimAndIndex{int64_t(dim), int64_t(index)});
  }

  TensorShardingAttr getCurrentSharding() const {
    SmallVector<DimensionShardingAttr> dims;
    for (const SmallVector<AxisRefAttr> &axes : current)
      dims.push_back(DimensionShardingAttr::get(context, axes,
                                                /*is_closed=*/true,
                                                std::nullopt));
    return TensorShardingAttr::get(context, currentMesh, dims, {},
                                   unreducedAxes, reductionOp);
  }

  ListOfAxisRefListsAttr toAttr(ArrayRef<SmallVector<AxisRefAttr>> perDim) {
    return ListOfAxisRefListsAttr::get(
        context, llvm::map_to_vector(perDim, [&](ArrayRef<AxisRefAttr> axes) {
          return AxisRefListAttr::get(context, axes);
        }));
  }

  /// Removes the axes of `popped` from `start` on from the end of `axes`,
  /// where `popped` may hold sub-axes of the last axis of `axes`.
  void popBack(SmallVector<AxisRefAttr> &axes, const AxisList &popped,
               AxisList::const_iterator start) {
    for (auto it = popped.end(); it != start;) {
      --it;
      if (std::optional<AxisRefAttr> prefix =
              getPrefixWithoutOverlap(axes.back(), *it, mesh))
        axes.back() = *prefix;
      else
        axes.pop_back();
    }
  }

  /// The part of `axis` that fits in `budget` (whose size divides it or the
  /// reverse) and the rest, if any; divides `budget` by what fits.
  std::pair<std::optional<AxisRefAttr>, std::optional<AxisRefAttr>>
  fitInCapacity(AxisRefAttr axis, int64_t &budget) const {
    int64_t axisSize = size(axis);
    if (budget <= 1 || !dividesEither(axisSize, budget))
      return {};
    if (budget >= axisSize) {
      budget /= axisSize;
      return {axis, std::nullopt};
    }
    int64_t pre = getRange(axis, mesh).first;
    AxisRefAttr within = getSubAxis(axis, pre, budget, mesh);
    AxisRefAttr rest = getSubAxis(axis, pre * budget, axisSize / budget, mesh);
    budget = 1;
    return {within, rest};
  }

  /// Moves axes of `available(dim)` into `in[dim]` (at its front or back)
  /// while `capacity[dim]` allows, splitting an axis too big for it, and
  /// calls `consume` on each.
  void
  distributeWithinCapacity(bool addToFront,
                           function_ref<AxisList &(int64_t)> available,
                           function_ref<void(AxisRefAttr, int64_t)> consume) {
    SmallVector<AxisRefAttr> splitAxes;
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      AxisList &inAxes = in[dim];
      auto insertAt = addToFront ? inAxes.begin() : inAxes.end();
      AxisList &candidates = available(dim);
      auto it = candidates.begin();
      while (it != candidates.end() && capacity[dim] > 1) {
        auto [within, rest] = fitInCapacity(*it, capacity[dim]);
        if (!within) {
          ++it;
          continue;
        }
        it = candidates.erase(it);
        inAxes.insert(insertAt, *within);
        inSet.insert(*within);
        consume(*within, dim);
        if (rest) {
          splitAxes.push_back(*within);
          candidates.push_front(*rest);
        }
      }
    }
    // A split axis must split its copies in the target too.
    llvm::sort(splitAxes, axisNameOrderLess);
    alignSubAxes(out, splitAxes, mesh);
  }

  void distributeWithinCapacity(
      AxisList &available, bool addToFront,
      function_ref<void(AxisRefAttr, int64_t)> consume = {}) {
    distributeWithinCapacity(
        addToFront, [&](int64_t) -> AxisList & { return available; },
        [&](AxisRefAttr axis, int64_t dim) {
          if (consume)
            consume(axis, dim);
        });
  }

  /// The axes of `out[tgt]` that can be sliced at `src` right after the
  /// axes of `in[src]` headed for `tgt`, so that one all-to-all later puts
  /// them all in place instead of a collective_permute: when `src` has
  /// nothing else to become, `tgt` nothing misplaced, the minor axes of
  /// `in[src]` come in the same order in `out[tgt]`, and `src`'s size is a
  /// multiple of its new sharded size. Borrows `tgt`'s capacity.
  std::optional<std::pair<AxisList::iterator, AxisList::iterator>>
  getAxesToSliceForAllToAll(int64_t src) {
    AxisList &srcIn = in[src];
    if (srcIn.empty() || !out[src].empty())
      return std::nullopt;
    auto found = outIndex.find(srcIn.back());
    if (found == outIndex.end())
      return std::nullopt;
    int64_t tgt = found->second.dim;
    if (!in[tgt].empty())
      return std::nullopt;
    AxisList &tgtOut = out[tgt];
    auto begin = std::next(llvm::find(tgtOut, srcIn.back()));
    if (begin == tgtOut.end() || inSet.contains(*begin))
      return std::nullopt;

    auto inIt = srcIn.rbegin();
    auto outIt = std::make_reverse_iterator(begin);
    int64_t commonSize = 1;
    for (; inIt != srcIn.rend() && outIt != tgtOut.rend() && *inIt == *outIt;
         ++inIt, ++outIt)
      commonSize *= size(*inIt);
    for (; inIt != srcIn.rend(); ++inIt) {
      auto other = outIndex.find(*inIt);
      if (other != outIndex.end() && other->second.dim == tgt)
        return std::nullopt;
    }

    auto end = begin;
    int64_t slicedSize = 1;
    for (; end != tgtOut.end() && !inSet.contains(*end); ++end)
      slicedSize *= size(*end);
    if (shape[src] % (shardedSize(current[src]) * slicedSize) != 0)
      return std::nullopt;
    capacity[tgt] /= commonSize * slicedSize;
    return std::make_pair(begin, end);
  }

  /// Slices along target axes no current axis holds: first for later
  /// all-to-alls (getAxesToSliceForAllToAll), then each in its own
  /// dimension, then in the first dimension with room. A dimension's room
  /// (capacity) is how much more the target shards it than the current
  /// sharding.
  void tryAllSlice() {
    SmallVector<SmallVector<AxisRefAttr>> slicing(getRank());
    bool sliced = false;
    auto addSlicingAxis = [&](AxisRefAttr axis, int64_t dim) {
      sliced = true;
      appendOrMerge(slicing[dim], axis, mesh);
      appendOrMerge(current[dim], axis, mesh);
    };
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      int64_t inSize = shardedSize(in[dim]), outSize = shardedSize(out[dim]);
      capacity[dim] = outSize / std::gcd(inSize, outSize);
    }

    for (int64_t src = 0; src < getRank(); ++src) {
      auto range = getAxesToSliceForAllToAll(src);
      if (!range)
        continue;
      for (AxisRefAttr axis : llvm::make_range(range->first, range->second)) {
        in[src].push_back(axis);
        inSet.insert(axis);
        addSlicingAxis(axis, src);
      }
    }

    AxisList leftOver;
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      AxisList &inAxes = in[dim], &outAxes = out[dim];
      auto it = outAxes.begin();
      while (it != outAxes.end()) {
        if (inSet.contains(*it)) {
          ++it;
          continue;
        }
        auto [within, rest] = fitInCapacity(*it, capacity[dim]);
        if (!within) {
          leftOver.push_back(*it);
          ++it;
          continue;
        }
        addSlicingAxis(*within, dim);
        if (inAxes.empty() && it == outAxes.begin()) {
          // Sliced where it belongs: part of the common prefix now.
          it = outAxes.erase(it);
        } else {
          inSet.insert(*within);
          inAxes.push_back(*within);
          *it++ = *within;
        }
        if (rest) {
          outAxes.insert(it, *rest);
          leftOver.push_back(*rest);
        }
      }
    }

    distributeWithinCapacity(leftOver, /*addToFront=*/false, addSlicingAxis);
    indexOutAxes();
    if (sliced)
      steps.push_back(
          {ReshardStep::Kind::AllSlice, toAttr(slicing), getCurrentSharding()});
  }

  /// Whether a collective_permute helps: a dimension whose current and
  /// target axes differ from their first on (and divide each other), axes
  /// headed for one dimension out of order or apart, an axis to gather
  /// before one to move where nothing else is to come, or an axis to gather
  /// that an axis to slice can replace.
  bool shouldCollectivePermute() const {
    std::optional<AxisRefAttr> inAxisToDrop, outAxisToAdd;
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      const AxisList &inAxes = in[dim], &outAxes = out[dim];
      if (!inAxes.empty() && !outAxes.empty() &&
          dividesEither(size(inAxes.front()), size(outAxes.front())))
        return true;
      for (AxisRefAttr axis : outAxes)
        if (!inSet.contains(axis))
          outAxisToAdd = axis;
      std::optional<int64_t> lastDim;
      int64_t lastIndex = 0;
      llvm::BitVector seenDims(getRank());
      for (AxisRefAttr axis : inAxes) {
        std::optional<int64_t> curDim;
        if (auto found = outIndex.find(axis); found != outIndex.end()) {
          curDim = found->second.dim;
          int64_t curIndex = found->second.index;
          if ((*curDim == dim || seenDims.test(*curDim)) &&
              (lastDim != curDim || curIndex != lastIndex + 1))
            return true;
          seenDims.set(*curDim);
          lastIndex = curIndex;
        } else if (lastDim && outAxes.empty()) {
          return true;
        } else {
          inAxisToDrop = axis;
        }
        lastDim = curDim;
      }
    }
    return outAxisToAdd && inAxisToDrop &&
           dividesEither(size(*outAxisToAdd), size(*inAxisToDrop));
  }

  /// Replaces each dimension's differing axes by others of the same total
  /// size (its capacity): first target axes in their place, then other
  /// target axes anywhere with room (at the back, to be moved later), then
  /// the axes to gather, in their own dimension first (at the front, to be
  /// gathered after the others moved).
  void performCollectivePermute() {
    AxisList outAxesLeft;
    SmallVector<AxisList> inAxesLeft(getRank());
    inSet.clear();
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      AxisList &inAxes = in[dim], &outAxes = out[dim];
      capacity[dim] = shardedSize(inAxes);
      int64_t usedCapacity = capacity[dim];
      popBack(current[dim], inAxes, inAxes.begin());
      while (capacity[dim] > 1 && !outAxes.empty()) {
        auto [within, rest] = fitInCapacity(outAxes.front(), capacity[dim]);
        if (!within)
          break;
        outAxes.pop_front();
        appendOrMerge(current[dim], *within, mesh);
        if (rest)
          outAxes.push_front(*rest);
      }
      outAxesLeft.insert(outAxesLeft.end(), outAxes.begin(), outAxes.end());

      // The axes replaced by target axes go to the back of the dimension's
      // leftovers, the others to the front, to be put back where they were.
      usedCapacity /= capacity[dim];
      inAxes.remove_if([&](AxisRefAttr axis) { return outIndex.count(axis); });
      while (usedCapacity > 1 && !inAxes.empty()) {
        auto [within, rest] = fitInCapacity(inAxes.front(), usedCapacity);
        if (!within)
          break;
        inAxes.pop_front();
        inAxesLeft[dim].push_back(*within);
        if (rest)
          inAxes.push_front(*rest);
      }
      inAxesLeft[dim].splice(inAxesLeft[dim].begin(), inAxes);
    }

    distributeWithinCapacity(outAxesLeft, /*addToFront=*/false);
    distributeWithinCapacity(
        /*addToFront=*/true,
        [&](int64_t dim) -> AxisList & { return inAxesLeft[dim]; },
        [](AxisRefAttr, int64_t) {});
    AxisList allInAxesLeft;
    for (AxisList &axes : inAxesLeft)
      allInAxesLeft.splice(allInAxesLeft.end(), axes);
    distributeWithinCapacity(allInAxesLeft, /*addToFront=*/true);
    indexOutAxes();

    for (int64_t dim = 0; dim < getRank(); ++dim)
      for (AxisRefAttr axis : in[dim])
        appendOrMerge(current[dim], axis, mesh);
  }

  /// A collective_permute when it helps (shouldCollectivePermute) or when
  /// only the device order is left to change.
  void tryCollectivePermute() {
    if (shouldCollectivePermute())
      performCollectivePermute();
    else if (currentMesh == targetMesh)
      return;
    currentMesh = targetMesh;
    steps.push_back(
        {ReshardStep::Kind::CollectivePermute, nullptr, getCurrentSharding()});
  }

  /// Moves the minor axes of `in[src]` that are all headed for one other
  /// dimension there (with `allowOutOfOrderTarget` false, only when they
  /// are what the target dimension needs next); their parameter, or null.
  AllToAllParamAttr moveForAllToAll(int64_t src, bool allowOutOfOrderTarget) {
    AxisList &srcIn = in[src];
    auto it = srcIn.rbegin();
    std::optional<int64_t> tgt;
    for (; it != srcIn.rend(); ++it) {
      auto found = outIndex.find(*it);
      if (found == outIndex.end())
        break;
      int64_t dim = found->second.dim;
      if (dim == src || (tgt && dim != *tgt))
        break;
      tgt = dim;
    }
    if (!tgt)
      return nullptr;
    auto start = it.base();
    AxisList &tgtOut = out[*tgt];
    if (!allowOutOfOrderTarget) {
      auto outIt = tgtOut.begin();
      for (auto inIt = start; inIt != srcIn.end(); ++inIt, ++outIt)
        if (outIt == tgtOut.end() || *outIt != *inIt)
          return nullptr;
    }

    SmallVector<AxisRefAttr> moved;
    popBack(current[src], srcIn, start);
    AxisList &tgtIn = in[*tgt];
    while (start != srcIn.end()) {
      AxisRefAttr axis = *start;
      appendOrMerge(moved, axis, mesh);
      appendOrMerge(current[*tgt], axis, mesh);
      start = srcIn.erase(start);
      inSet.erase(axis);
      if (tgtIn.empty() && !tgtOut.empty() && tgtOut.front() == axis) {
        tgtOut.pop_front();
      } else {
        tgtIn.push_back(axis);
        inSet.insert(axis);
      }
    }
    return AllToAllParamAttr::get(context, moved, src, *tgt);
  }

  void tryAllToAlls(bool allowOutOfOrderTarget) {
    for (int64_t src = 0; src < getRank(); ++src)
      while (AllToAllParamAttr param =
                 moveForAllToAll(src, allowOutOfOrderTarget))
        steps.push_back(
            {ReshardStep::Kind::AllToAll, param, getCurrentSharding()});
  }

  /// Gathers, per dimension, the minor axes of `in[dim]` the target doesn't
  /// have anywhere.
  void tryAllGather() {
    SmallVector<SmallVector<AxisRefAttr>> gathering(getRank());
    bool gathered = false;
    for (int64_t dim = 0; dim < getRank(); ++dim) {
      AxisList &inAxes = in[dim];
      auto start = inAxes.end();
      while (start != inAxes.begin() && !outIndex.count(*std::prev(start))) {
        --start;
        inSet.erase(*start);
      }
      if (start == inAxes.end())
        continue;
      popBack(current[dim], inAxes, start);
      while (start != inAxes.end()) {
        appendOrMerge(gathering[dim], *start, mesh);
        start = inAxes.erase(start);
      }
      gathered = true;
    }
    if (gathered)
      steps.push_back({ReshardStep::Kind::AllGather, toAttr(gathering),
                       getCurrentSharding()});
  }

  MLIRContext *context;
  MeshAttr mesh;
  ArrayRef<int64_t> shape;
  Attribute currentMesh, targetMesh;
  ArrayRef<AxisRefAttr> unreducedAxes;
  ReductionOp reductionOp;
  SmallVector<AxisList> in, out;
  SmallVector<SmallVector<AxisRefAttr>> current;
  SmallVector<int64_t> capacity;
  llvm::DenseSet<AxisRefAttr> inSet;
  llvm::DenseMap<AxisRefAttr, DimAndIndex> outIndex;
  SmallVector<ReshardStep> steps;
};

} // namespace

SmallVector<ReshardStep> computeReshardSteps(TensorShardingAttr from,
                                             TensorShardingAttr to,
                                             MeshAttr mesh,
                                             ArrayRef<int64_t> shape) {
  return ReshardPlanner(from, to, mesh, shape).plan();
}

} // namespace hlokit::sdy
