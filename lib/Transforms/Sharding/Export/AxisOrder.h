//===- AxisOrder.h - Shardy's order of axis refs ----------------*- C++ -*-===//
//
// Shardy orders axis refs by name, then major part first; the export passes
// follow it wherever Shardy's choices depend on it (sorting, ties).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_AXISORDER_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_AXISORDER_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

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

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_AXISORDER_H
