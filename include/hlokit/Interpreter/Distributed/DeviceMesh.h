//===- DeviceMesh.h - devices laid out over named axes ----------*- C++ -*-===//
//
// Shardy's mesh as plain numbers: axes of given sizes, the device at
// row-major coordinates c being `deviceIds[linear(c)]` (iota when no order is
// given). A tensor dimension split over some axes, or parts of axes (Shardy's
// sub-axes `"x":(preSize)size`), is cut into as many shards as the product
// of their sizes; a device holds the shard its coordinates on those axes
// number, major to minor.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_DEVICEMESH_H
#define HLOKIT_INTERPRETER_DEVICEMESH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace hlokit::interpreter {

/// A part of mesh axis `axis`: the sub-axis of `size` whose more-major parts
/// have total size `preSize`. A whole axis is `{axis, 1, axisSize}`.
struct AxisPart {
  unsigned axis = 0;
  int64_t preSize = 1;
  int64_t size = 1;
};

class DeviceMesh {
public:
  /// `deviceIds` is empty (iota) or a permutation of the device ids.
  DeviceMesh(llvm::ArrayRef<int64_t> axisSizes,
             llvm::ArrayRef<int64_t> deviceIds);

  int64_t getNumDevices() const;
  llvm::ArrayRef<int64_t> getAxisSizes() const { return axisSizes; }

  /// The device at row-major `coordinates`.
  int64_t getDeviceAt(llvm::ArrayRef<int64_t> coordinates) const;
  /// The coordinates of device `deviceId`; nullopt when it is not in the
  /// mesh.
  std::optional<llvm::SmallVector<int64_t>>
  getCoordinates(int64_t deviceId) const;

  /// The position, in [0, part.size), of the device at `coordinates` along
  /// `part`.
  int64_t getCoordinateAlong(llvm::ArrayRef<int64_t> coordinates,
                             AxisPart part) const;
  /// The shard the device at `coordinates` holds of a dimension split by
  /// `parts` (major to minor): its coordinates along them as one mixed-radix
  /// number.
  int64_t getShardIndex(llvm::ArrayRef<int64_t> coordinates,
                        llvm::ArrayRef<AxisPart> parts) const;

  /// The devices whose coordinates equal `coordinates` on every axis `a`
  /// with `varying[a]` false, in row-major order: those that split a value
  /// along the varying axes.
  llvm::SmallVector<int64_t>
  getDevicesVaryingOnly(llvm::ArrayRef<int64_t> coordinates,
                        llvm::ArrayRef<bool> varying) const;

private:
  llvm::SmallVector<int64_t> axisSizes;
  llvm::SmallVector<int64_t> deviceIds;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_DEVICEMESH_H
