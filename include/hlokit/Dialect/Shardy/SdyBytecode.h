//===- SdyBytecode.h - Shardy's binary encoding of sdy ----------*- C++ -*-===//
//
// The sdy dialect's MLIR bytecode encoding, as Shardy writes it
// (openxla/shardy, shardy/dialect/sdy/ir/bytecode.td): JAX's portable
// artifacts carry sdy meshes and shardings in it next to vhlo ops.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_SHARDY_SDYBYTECODE_H
#define HLOKIT_DIALECT_SHARDY_SDYBYTECODE_H

#include "mlir/Bytecode/BytecodeImplementation.h"

#include <array>
#include <string>

namespace hlokit::sdy {

/// The sdy dialect version an artifact records: major.minor.patch, written
/// as three varints, as Shardy's SdyDialectVersion.
class SdyDialectVersion : public mlir::DialectVersion {
public:
  SdyDialectVersion(uint64_t major, uint64_t minor, uint64_t patch)
      : parts{major, minor, patch} {}

  /// Shardy's current version, the newest hlokit reads and the one it
  /// writes.
  static SdyDialectVersion getCurrent() { return {0, 0, 2}; }
  /// Shardy's oldest version (the first with unreduced axes in its
  /// sharding encodings is 0.0.2).
  static SdyDialectVersion getMinimum() { return {0, 0, 1}; }

  uint64_t getMajor() const { return parts[0]; }
  uint64_t getMinor() const { return parts[1]; }
  uint64_t getPatch() const { return parts[2]; }
  std::string str() const;

  bool operator<(const SdyDialectVersion &other) const {
    return parts < other.parts;
  }
  bool operator==(const SdyDialectVersion &other) const {
    return parts == other.parts;
  }

private:
  std::array<uint64_t, 3> parts;
};

/// Reads and writes sdy attributes with Shardy's codes and field orders, and
/// the dialect version; refuses versions newer than
/// SdyDialectVersion::getCurrent().
class SdyBytecodeInterface : public mlir::BytecodeDialectInterface {
public:
  explicit SdyBytecodeInterface(mlir::Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  mlir::Attribute
  readAttribute(mlir::DialectBytecodeReader &reader) const override;
  mlir::LogicalResult
  writeAttribute(mlir::Attribute attr,
                 mlir::DialectBytecodeWriter &writer) const override;

  std::unique_ptr<mlir::DialectVersion>
  readVersion(mlir::DialectBytecodeReader &reader) const override;
  void writeVersion(mlir::DialectBytecodeWriter &writer) const override;
};

} // namespace hlokit::sdy

#endif // HLOKIT_DIALECT_SHARDY_SDYBYTECODE_H
