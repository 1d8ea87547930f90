//===- SdyAxisRefs.h - algebra of axis refs ---------------------*- C++ -*-===//
//
// Comparing, merging and subtracting axis refs within a mesh, for the
// collectives' verifiers and the sharding passes.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_SHARDY_SDYAXISREFS_H
#define HLOKIT_DIALECT_SHARDY_SDYAXISREFS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include <string>

namespace hlokit::sdy {

/// The size of `axis` in `mesh` (1 for an axis the mesh lacks).
int64_t getAxisRefSize(AxisRefAttr axis, MeshAttr mesh);

/// Whether `a` and `b` share part of an axis (a full axis overlaps all of it).
bool axisRefsOverlap(AxisRefAttr a, AxisRefAttr b);

/// Whether `suffix` is the minor end of `axis`: inside it and ending with it.
bool isSuffixOf(AxisRefAttr suffix, AxisRefAttr axis, MeshAttr mesh);

/// What remains of `axis` before its suffix `suffix`, if anything.
std::optional<AxisRefAttr> getPrefixBefore(AxisRefAttr axis, AxisRefAttr suffix,
                                           MeshAttr mesh);

/// Whether `major` and `minor` are adjacent sub-axes of one axis.
bool canMerge(AxisRefAttr major, AxisRefAttr minor);

/// Appends `axis` to `axes`, merged into the last one when adjacent to it.
void appendOrMerge(llvm::SmallVectorImpl<AxisRefAttr> &axes, AxisRefAttr axis,
                   MeshAttr mesh);

/// Whether `a` comes before `b` in `mesh`'s order: by axis, then major first.
bool meshOrderLess(MeshAttr mesh, AxisRefAttr a, AxisRefAttr b);

/// Sorts `axes` (which don't overlap) in mesh order and merges adjacent
/// sub-axes.
void sortAndMerge(llvm::SmallVectorImpl<AxisRefAttr> &axes, MeshAttr mesh);

/// The parts of the axes of `a` that no axis of `b` covers.
llvm::SmallVector<AxisRefAttr> axisSetDifference(llvm::ArrayRef<AxisRefAttr> a,
                                                 llvm::ArrayRef<AxisRefAttr> b,
                                                 MeshAttr mesh);

/// `["x", "y":(1)2]`, for diagnostics.
std::string axisListString(llvm::ArrayRef<AxisRefAttr> axes);

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYAXISREFS_H
