//===- GspmdSharding.h - XLA's GSPMD sharding strings -----------*- C++ -*-===//
//
// The `mhlo.sharding` strings XLA prints for an HloSharding (hlo_sharding.cc,
// parsed by hlo_parser.cc): `{replicated}`, `{maximal device=3}`,
// `{devices=[2,1]0,1}`, `{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}`,
// tuples `{{...}, {...}}`. A string parses into a GspmdSharding and prints
// back byte for byte in XLA's spelling.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CONVERSION_SHARDING_GSPMDSHARDING_H
#define HLOKIT_CONVERSION_SHARDING_GSPMDSHARDING_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hlokit::gspmd {

/// The sharding's form; `Tiled` has a tile assignment.
enum class ShardingKind {
  Replicated,
  Manual,
  Unknown,
  Unreduced,
  Maximal,
  Tiled,
  Tuple
};

/// The kind of a trailing subgroup tile dimension (`last_tile_dims={...}`).
enum class SubgroupType { Manual, Replicated, Unreduced };

/// `shard_as N` / `shard_like N`.
struct ShardGroup {
  bool shardAs = true; // false: shard_like
  int64_t id = 0;
};

/// The device order `<=[reshapeDims]T(transposePerm)`: iota over the
/// product of reshapeDims, reshaped, transposed by transposePerm.
struct IotaDevices {
  llvm::SmallVector<int64_t> reshapeDims;
  llvm::SmallVector<int64_t> transposePerm;
};

/// One parsed `mhlo.sharding` string (or a tuple of them).
struct GspmdSharding {
  ShardingKind kind = ShardingKind::Replicated;
  /// Maximal: the device.
  int64_t device = 0;
  /// Tiled: the tile assignment's dimensions (data dims, then subgroups),
  /// and its devices, either iota or an explicit list.
  llvm::SmallVector<int64_t> tileDims;
  std::optional<IotaDevices> iota;
  llvm::SmallVector<int64_t> devices;
  bool lastTileDimReplicate = false;
  llvm::SmallVector<SubgroupType> lastTileDims;
  std::optional<ShardGroup> shardGroup;
  /// The text of each `metadata` entry, between its braces, kept verbatim.
  llvm::SmallVector<std::string> metadata;
  /// Tuple: the element shardings.
  std::vector<GspmdSharding> elements;

  static GspmdSharding replicated();
  static GspmdSharding manual();
  static GspmdSharding maximal(int64_t device);
  static GspmdSharding tuple(std::vector<GspmdSharding> elements);

  /// Tiled: how many trailing tile dims are subgroups, and how many are data
  /// dimensions of the tensor.
  int64_t numSubgroupDims() const;
  int64_t numDataDims() const;
  /// Tiled: the type of subgroup dim `index` (0 is the first subgroup dim).
  SubgroupType subgroupType(int64_t index) const;
  /// Tiled: the devices of the tile assignment in row-major order.
  llvm::SmallVector<int64_t> materializeDevices() const;
};

/// Where and why a string failed to parse; `column` counts from 1.
struct ParseError {
  size_t column = 0;
  std::string message;
};

/// Parses `text` (one whole sharding); on failure fills `error`.
std::optional<GspmdSharding> parseGspmdSharding(llvm::StringRef text,
                                                ParseError &error);

/// Prints `sharding` as XLA's HloSharding::ToString(include_metadata=true).
std::string printGspmdSharding(const GspmdSharding &sharding);

/// XLA's canonical form of an iota device order (tile_assignment.cc): size-1
/// dims dropped, dims that stay adjacent under the transpose merged; `[1]`
/// when nothing is left.
IotaDevices canonicalizeIota(const IotaDevices &iota);

} // namespace hlokit::gspmd

#endif // HLOKIT_CONVERSION_SHARDING_GSPMDSHARDING_H
