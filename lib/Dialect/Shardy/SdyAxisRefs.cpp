//===- SdyAxisRefs.cpp - algebra of axis refs -----------------------------===//
//
// An axis ref covers a range of its full axis: a sub-axis `(p)s` the range
// from p to p*s of the axis's factors, the full axis of size n from 1 to n.
// Overlap, suffixes, merges and differences are comparisons of those ranges.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace hlokit::sdy {

namespace {

/// The range `[pre, next)` of its full axis `axis` covers.
struct AxisRange {
  int64_t pre, next;
};

AxisRange getRange(AxisRefAttr axis, MeshAttr mesh) {
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
    return {sub.getPreSize(), sub.getPreSize() * sub.getSize()};
  return {1, mesh.getAxisSize(axis.getName()).value_or(1)};
}

/// The axis ref of axis `name` covering `range`: the full axis when the range
/// is all of it.
AxisRefAttr makeAxisRef(MLIRContext *context, StringRef name, AxisRange range,
                        MeshAttr mesh) {
  if (range.pre == 1 && mesh.getAxisSize(name) == range.next)
    return AxisRefAttr::get(context, name, SubAxisInfoAttr());
  return AxisRefAttr::get(
      context, name,
      SubAxisInfoAttr::get(context, range.pre, range.next / range.pre));
}

} // namespace

bool axisRefContains(AxisRefAttr outer, AxisRefAttr inner, MeshAttr mesh) {
  if (outer.getName() != inner.getName())
    return false;
  AxisRange o = getRange(outer, mesh), i = getRange(inner, mesh);
  return o.pre <= i.pre && i.next <= o.next;
}

bool isPrefixOf(AxisRefAttr prefix, AxisRefAttr axis, MeshAttr mesh) {
  return axisRefContains(axis, prefix, mesh) &&
         getRange(prefix, mesh).pre == getRange(axis, mesh).pre;
}

bool canCoexist(AxisRefAttr a, AxisRefAttr b, MeshAttr mesh) {
  if (a.getName() != b.getName())
    return true;
  AxisRange ra = getRange(a, mesh), rb = getRange(b, mesh);
  auto [minPre, maxPre] = std::minmax(ra.pre, rb.pre);
  auto [minNext, maxNext] = std::minmax(ra.next, rb.next);
  // Overlapping ranges must nest along one factorization of the axis;
  // disjoint ones must leave a gap that is itself a sub-axis.
  if (minNext > maxPre)
    return minNext % maxPre == 0 && maxPre % minPre == 0 &&
           maxNext % minNext == 0;
  return maxPre % minNext == 0;
}

std::optional<AxisRefAttr>
getPrefixWithoutOverlap(AxisRefAttr axis, AxisRefAttr other, MeshAttr mesh) {
  if (!canCoexist(axis, other, mesh))
    return std::nullopt;
  if (!axisRefsOverlap(axis, other))
    return axis;
  AxisRange ra = getRange(axis, mesh), ro = getRange(other, mesh);
  if (ra.pre >= ro.pre)
    return std::nullopt;
  return makeAxisRef(axis.getContext(), axis.getName(), {ra.pre, ro.pre}, mesh);
}

AxisRefAttr getSubAxis(AxisRefAttr axis, int64_t preSize, int64_t size,
                       MeshAttr mesh) {
  return makeAxisRef(axis.getContext(), axis.getName(),
                     {preSize, preSize * size}, mesh);
}

int64_t getAxisRefSize(AxisRefAttr axis, MeshAttr mesh) {
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo())
    return sub.getSize();
  return mesh.getAxisSize(axis.getName()).value_or(1);
}

int64_t getAxesSize(ArrayRef<AxisRefAttr> axes, MeshAttr mesh) {
  int64_t size = 1;
  for (AxisRefAttr axis : axes)
    size *= getAxisRefSize(axis, mesh);
  return size;
}

bool axisRefsOverlap(AxisRefAttr a, AxisRefAttr b) {
  if (a.getName() != b.getName())
    return false;
  SubAxisInfoAttr subA = a.getSubAxisInfo(), subB = b.getSubAxisInfo();
  if (!subA || !subB)
    return true;
  return subA.getPreSize() < subB.getPreSize() * subB.getSize() &&
         subB.getPreSize() < subA.getPreSize() * subA.getSize();
}

bool isSuffixOf(AxisRefAttr suffix, AxisRefAttr axis, MeshAttr mesh) {
  return axisRefContains(axis, suffix, mesh) &&
         getRange(suffix, mesh).next == getRange(axis, mesh).next;
}

std::optional<AxisRefAttr> getPrefixBefore(AxisRefAttr axis, AxisRefAttr suffix,
                                           MeshAttr mesh) {
  AxisRange whole = getRange(axis, mesh);
  int64_t end = getRange(suffix, mesh).pre;
  if (whole.pre >= end || end % whole.pre != 0)
    return std::nullopt;
  return makeAxisRef(axis.getContext(), axis.getName(), {whole.pre, end}, mesh);
}

bool canMerge(AxisRefAttr major, AxisRefAttr minor) {
  SubAxisInfoAttr a = major.getSubAxisInfo(), b = minor.getSubAxisInfo();
  return major.getName() == minor.getName() && a && b &&
         a.getPreSize() * a.getSize() == b.getPreSize();
}

void appendOrMerge(SmallVectorImpl<AxisRefAttr> &axes, AxisRefAttr axis,
                   MeshAttr mesh) {
  if (axes.empty() || !canMerge(axes.back(), axis)) {
    axes.push_back(axis);
    return;
  }
  axes.back() = makeAxisRef(
      axis.getContext(), axis.getName(),
      {getRange(axes.back(), mesh).pre, getRange(axis, mesh).next}, mesh);
}

bool meshOrderLess(MeshAttr mesh, AxisRefAttr a, AxisRefAttr b) {
  if (a.getName() != b.getName())
    return mesh.getAxisIndex(a.getName()) < mesh.getAxisIndex(b.getName());
  // Major first; a full axis sorts after the sub-axes it starts with.
  AxisRange ra = getRange(a, mesh), rb = getRange(b, mesh);
  if (ra.pre != rb.pre)
    return ra.pre < rb.pre;
  return a.getSubAxisInfo() && (!b.getSubAxisInfo() || ra.next < rb.next);
}

void sortAndMerge(SmallVectorImpl<AxisRefAttr> &axes, MeshAttr mesh) {
  llvm::sort(axes, [&](AxisRefAttr a, AxisRefAttr b) {
    return meshOrderLess(mesh, a, b);
  });
  SmallVector<AxisRefAttr> merged;
  for (AxisRefAttr axis : axes)
    appendOrMerge(merged, axis, mesh);
  axes.assign(merged.begin(), merged.end());
}

SmallVector<AxisRefAttr> axisSetDifference(ArrayRef<AxisRefAttr> a,
                                           ArrayRef<AxisRefAttr> b,
                                           MeshAttr mesh) {
  SmallVector<AxisRefAttr> result;
  for (AxisRefAttr axis : a) {
    SmallVector<AxisRange> remaining = {getRange(axis, mesh)};
    for (AxisRefAttr other : b) {
      if (other.getName() != axis.getName())
        continue;
      AxisRange cut = getRange(other, mesh);
      SmallVector<AxisRange> next;
      for (AxisRange range : remaining) {
        if (cut.next <= range.pre || range.next <= cut.pre) {
          next.push_back(range);
          continue;
        }
        if (range.pre < cut.pre)
          next.push_back({range.pre, cut.pre});
        if (cut.next < range.next)
          next.push_back({cut.next, range.next});
      }
      remaining = std::move(next);
    }
    for (AxisRange range : remaining)
      result.push_back(
          makeAxisRef(axis.getContext(), axis.getName(), range, mesh));
  }
  return result;
}

std::string axisListString(ArrayRef<AxisRefAttr> axes) {
  std::string result;
  llvm::raw_string_ostream os(result);
  os << "[";
  llvm::interleaveComma(axes, os,
                        [&](AxisRefAttr axis) { os << axis.toString(); });
  os << "]";
  return result;
}

} // namespace hlokit::sdy
