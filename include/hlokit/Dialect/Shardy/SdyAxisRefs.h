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

/// The product of the sizes of `axes` in `mesh`: how many shards they cut.
int64_t getAxesSize(llvm::ArrayRef<AxisRefAttr> axes, MeshAttr mesh);

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

/// Whether `outer` covers all of `inner` (the same axis, a range inside it).
bool axisRefContains(AxisRefAttr outer, AxisRefAttr inner, MeshAttr mesh);

/// Whether `prefix` is the major end of `axis`: inside it and starting with it.
bool isPrefixOf(AxisRefAttr prefix, AxisRefAttr axis, MeshAttr mesh);

/// Whether `a` and `b` can shard one tensor together: other axes, or ranges
/// of one axis that are disjoint or nested along a common factorization.
bool canCoexist(AxisRefAttr a, AxisRefAttr b, MeshAttr mesh);

/// The major part of `axis` before `other` starts, when they overlap (all of
/// `axis` when they don't); nullopt when nothing of `axis` remains or the two
/// can't coexist.
std::optional<AxisRefAttr>
getPrefixWithoutOverlap(AxisRefAttr axis, AxisRefAttr other, MeshAttr mesh);

/// The sub-axis of `axis`'s axis from `preSize`, of size `size` (the full
/// axis when that is all of it).
AxisRefAttr getSubAxis(AxisRefAttr axis, int64_t preSize, int64_t size,
                       MeshAttr mesh);

/// `["x", "y":(1)2]`, for diagnostics.
std::string axisListString(llvm::ArrayRef<AxisRefAttr> axes);

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYAXISREFS_H
