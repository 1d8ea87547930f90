//===- Version.cpp - StableHLO versions of portable artifacts -------------===//

#include "hlokit/Dialect/VHLO/Version.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace hlokit::vhlo {

std::optional<Version> Version::parse(llvm::StringRef text) {
  // Upstream's Version::fromCompatibilityRequirement: a window names the
  // version its releases are anchored to.
  if (text == "current")
    return getCurrent();
  if (text == "minimum" || text == "MAX_WINDOW")
    return getMinimum();
  if (text == "WEEK_4")
    return Version(1, 18, 0);
  if (text == "WEEK_12")
    return Version(1, 16, 2);
  llvm::SmallVector<llvm::StringRef, 3> fields;
  text.split(fields, '.');
  if (fields.size() != 3)
    return std::nullopt;
  std::array<int64_t, 3> numbers{};
  for (size_t i = 0; i < 3; ++i) {
    // getAsInteger accepts signs and radix prefixes; versions are digits only.
    if (fields[i].empty() ||
        !llvm::all_of(fields[i], [](char c) { return c >= '0' && c <= '9'; }) ||
        fields[i].getAsInteger(10, numbers[i]))
      return std::nullopt;
  }
  return Version(numbers[0], numbers[1], numbers[2]);
}

std::optional<int64_t> Version::getBytecodeVersion() const {
  // Upstream's Version::getBytecodeVersion: the bytecode format each range of
  // StableHLO releases was written with.
  if (*this < getMinimum() || !isCoveredBy(getCurrent()))
    return std::nullopt;
  if (*this < Version(0, 10, 0))
    return 0;
  if (*this < Version(0, 12, 0))
    return 1;
  if (*this < Version(0, 14, 0))
    return 3;
  if (*this < Version(0, 15, 0))
    return 4;
  return 6;
}

std::string Version::str() const {
  return std::to_string(parts[0]) + "." + std::to_string(parts[1]) + "." +
         std::to_string(parts[2]);
}

bool Version::isCoveredBy(const Version &max) const {
  return *this <= max ||
         (getMajor() == max.getMajor() && getMinor() == max.getMinor());
}

bool isInVersionRange(const Version &target, llvm::StringRef minVersion,
                      llvm::StringRef maxVersion) {
  std::optional<Version> min = Version::parse(minVersion);
  std::optional<Version> max = Version::parse(maxVersion);
  return min && max && *min <= target && target.isCoveredBy(*max);
}

} // namespace hlokit::vhlo
