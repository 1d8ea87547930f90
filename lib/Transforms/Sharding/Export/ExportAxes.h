//===- ExportAxes.h - axis refs as the export passes see them ---*- C++ -*-===//
//
// Shardy orders axis refs by name, then major part first; the export passes
// follow it wherever Shardy's choices depend on it (sorting, ties). And the
// minor rest of an axis after another, which SdyAxisRefs.h lacks.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTAXES_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTAXES_H

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"

namespace hlokit::sdy {

/// Whether `a` comes before `b`: by name, then a full axis before the
/// sub-axes not at its start, then by (pre-size, size).
inline bool axisNameOrderLess(AxisRefAttr a, AxisRefAttr b) {
  if (a.getName() != b.getName())
    return a.getName() < b.getName();
  SubAxisInfoAttr subA = a.getSubAxisInfo(), subB = b.getSubAxisInfo();
  if (!subA)
    return subB && subB.getPreSize() > 1;
  if (!subB)
    return subA.getPreSize() == 1;
  return std::make_pair(subA.getPreSize(), subA.getSize()) <
         std::make_pair(subB.getPreSize(), subB.getSize());
}

/// The minor part of `axis` after `other` ends (all of it when they don't
/// overlap); nullopt when nothing remains or they can't coexist.
inline std::optional<AxisRefAttr>
getSuffixWithoutOverlap(AxisRefAttr axis, AxisRefAttr other, MeshAttr mesh) {
  if (!canCoexist(axis, other, mesh))
    return std::nullopt;
  if (!axisRefsOverlap(axis, other))
    return axis;
  auto next = [&](AxisRefAttr a) {
    SubAxisInfoAttr sub = a.getSubAxisInfo();
    return (sub ? sub.getPreSize() : 1) * getAxisRefSize(a, mesh);
  };
  if (next(axis) <= next(other))
    return std::nullopt;
  return getSubAxis(axis, next(other), next(axis) / next(other), mesh);
}

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTAXES_H
