//===- Version.h - StableHLO versions of portable artifacts -----*- C++ -*-===//

#ifndef HLOKIT_DIALECT_VHLO_VERSION_H
#define HLOKIT_DIALECT_VHLO_VERSION_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace hlokit::vhlo {

/// A StableHLO version `major.minor.patch`.
class Version {
public:
  constexpr Version(int64_t major, int64_t minor, int64_t patch)
      : parts{major, minor, patch} {}

  /// Parses `X.Y.Z`, `current`, `minimum`, or one of upstream's
  /// compatibility windows (`WEEK_4`, `WEEK_12`, `MAX_WINDOW`); nullopt for
  /// anything else.
  static std::optional<Version> parse(llvm::StringRef text);
  /// The oldest version with compatibility guarantees (0.9.0).
  static Version getMinimum() { return Version(0, 9, 0); }
  /// The newest version whose artifacts hlokit reads and writes.
  static Version getCurrent() { return Version(1, 22, 0); }

  /// The MLIR bytecode format version upstream writes for this target;
  /// nullopt outside [minimum, current] (current's patch releases included).
  std::optional<int64_t> getBytecodeVersion() const;

  /// True when this is at most `max` or a patch release of `max`'s X.Y:
  /// ops change only with minor releases, so those have `max`'s ops.
  bool isCoveredBy(const Version &max) const;

  int64_t getMajor() const { return parts[0]; }
  int64_t getMinor() const { return parts[1]; }
  int64_t getPatch() const { return parts[2]; }
  std::string str() const;

  bool operator<(const Version &other) const { return parts < other.parts; }
  bool operator<=(const Version &other) const { return parts <= other.parts; }
  bool operator==(const Version &other) const { return parts == other.parts; }

private:
  std::array<int64_t, 3> parts;
};

/// True when an op of versions [minVersion, maxVersion] exists at `target`.
/// A maximum `X.Y.Z` covers every patch release of `X.Y`: ops change only
/// with minor releases.
bool isInVersionRange(const Version &target, llvm::StringRef minVersion,
                      llvm::StringRef maxVersion);

} // namespace hlokit::vhlo

#endif // HLOKIT_DIALECT_VHLO_VERSION_H
