//===- ShardingLayout.cpp - where a sharded value's blocks live -----------===//

#include "hlokit/Interpreter/Distributed/ShardingLayout.h"

#include "hlokit/Interpreter/Distributed/Shards.h"
#include "hlokit/Support/Product.h"

namespace hlokit::interpreter {

DeviceMesh toDeviceMesh(sdy::MeshAttr mesh) {
  llvm::SmallVector<int64_t> sizes;
  for (sdy::MeshAxisAttr axis : mesh.getAxes())
    sizes.push_back(axis.getSize());
  return DeviceMesh(sizes, mesh.getDeviceIds());
}

DimensionParts getDimensionParts(sdy::MeshAttr mesh,
                                 sdy::TensorShardingAttr sharding,
                                 llvm::function_ref<bool(unsigned)> keep) {
  DimensionParts parts;
  for (sdy::DimensionShardingAttr dim : sharding.getDimShardings()) {
    auto &dimParts = parts.emplace_back();
    for (sdy::AxisRefAttr axis : dim.getAxes()) {
      unsigned a = mesh.getAxisIndex(axis.getName());
      if (!keep(a))
        continue;
      if (sdy::SubAxisInfoAttr sub = axis.getSubAxisInfo())
        dimParts.push_back({a, sub.getPreSize(), sub.getSize()});
      else
        dimParts.push_back({a, 1, mesh.getAxes()[a].getSize()});
    }
  }
  return parts;
}

llvm::SmallVector<int64_t> getShardCounts(const DimensionParts &parts) {
  llvm::SmallVector<int64_t> counts;
  for (const auto &dimParts : parts) {
    int64_t count = 1;
    for (AxisPart part : dimParts)
      count *= part.size;
    counts.push_back(count);
  }
  return counts;
}

llvm::SmallVector<int64_t> getShardIndex(const DeviceMesh &mesh,
                                         llvm::ArrayRef<int64_t> coordinates,
                                         const DimensionParts &parts) {
  llvm::SmallVector<int64_t> index;
  for (const auto &dimParts : parts)
    index.push_back(mesh.getShardIndex(coordinates, dimParts));
  return index;
}

llvm::Expected<Tensor> assembleFromDevices(
    const DeviceMesh &mesh, llvm::ArrayRef<int64_t> devices,
    llvm::ArrayRef<Tensor> shards, const DimensionParts &parts,
    llvm::function_ref<std::string(int64_t, int64_t)> mismatch) {
  llvm::SmallVector<int64_t> counts = getShardCounts(parts);
  llvm::SmallVector<Tensor> blocks(product(counts));
  llvm::SmallVector<int64_t> holder(blocks.size(), -1);
  for (auto [device, shard] : llvm::zip_equal(devices, shards)) {
    llvm::SmallVector<int64_t> position =
        getShardIndex(mesh, *mesh.getCoordinates(device), parts);
    int64_t linear = 0;
    for (auto [i, count] : llvm::zip_equal(position, counts))
      linear = linear * count + i;
    if (holder[linear] < 0) {
      blocks[linear] = shard;
      holder[linear] = device;
      continue;
    }
    if (!blocks[linear].bitwiseEquals(shard))
      return llvm::createStringError(mismatch(holder[linear], device));
  }
  return assembleShards(blocks, counts);
}

} // namespace hlokit::interpreter
