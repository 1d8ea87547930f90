//===- DeviceMesh.cpp - devices laid out over named axes ------------------===//

#include "hlokit/Interpreter/Distributed/DeviceMesh.h"

#include "hlokit/Support/Product.h"

#include "llvm/ADT/STLExtras.h"

namespace hlokit::interpreter {

DeviceMesh::DeviceMesh(llvm::ArrayRef<int64_t> axisSizes,
                       llvm::ArrayRef<int64_t> deviceIds)
    : axisSizes(axisSizes), deviceIds(deviceIds) {
  if (this->deviceIds.empty())
    for (int64_t id = 0, n = getNumDevices(); id < n; ++id)
      this->deviceIds.push_back(id);
}

int64_t DeviceMesh::getNumDevices() const { return product(axisSizes); }

int64_t DeviceMesh::getDeviceAt(llvm::ArrayRef<int64_t> coordinates) const {
  int64_t linear = 0;
  for (auto [coordinate, size] : llvm::zip_equal(coordinates, axisSizes))
    linear = linear * size + coordinate;
  return deviceIds[linear];
}

std::optional<llvm::SmallVector<int64_t>>
DeviceMesh::getCoordinates(int64_t deviceId) const {
  const auto *it = llvm::find(deviceIds, deviceId);
  if (it == deviceIds.end())
    return std::nullopt;
  int64_t linear = it - deviceIds.begin();
  llvm::SmallVector<int64_t> coordinates(axisSizes.size());
  for (size_t a = axisSizes.size(); a-- > 0;) {
    coordinates[a] = linear % axisSizes[a];
    linear /= axisSizes[a];
  }
  return coordinates;
}

int64_t DeviceMesh::getCoordinateAlong(llvm::ArrayRef<int64_t> coordinates,
                                       AxisPart part) const {
  // The parts more minor than this one have total size
  // axisSize / (preSize * size).
  int64_t minorSize = axisSizes[part.axis] / (part.preSize * part.size);
  return coordinates[part.axis] / minorSize % part.size;
}

int64_t DeviceMesh::getShardIndex(llvm::ArrayRef<int64_t> coordinates,
                                  llvm::ArrayRef<AxisPart> parts) const {
  int64_t index = 0;
  for (AxisPart part : parts)
    index = index * part.size + getCoordinateAlong(coordinates, part);
  return index;
}

llvm::SmallVector<int64_t>
DeviceMesh::getDevicesVaryingOnly(llvm::ArrayRef<int64_t> coordinates,
                                  llvm::ArrayRef<bool> varying) const {
  llvm::SmallVector<int64_t> devices;
  llvm::SmallVector<int64_t> at(coordinates);
  for (auto [a, isVarying] : llvm::enumerate(varying))
    if (isVarying)
      at[a] = 0;
  // Counts through the varying axes' coordinates, row-major.
  while (true) {
    devices.push_back(getDeviceAt(at));
    size_t a = at.size();
    while (a-- > 0) {
      if (!varying[a])
        continue;
      if (++at[a] < axisSizes[a])
        break;
      at[a] = 0;
    }
    if (a == static_cast<size_t>(-1))
      return devices;
  }
}

} // namespace hlokit::interpreter
