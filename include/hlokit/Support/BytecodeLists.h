//===- BytecodeLists.h - length-checked lists in dialect bytecode -*- C++
//-*-===//
//
// MLIR's DialectBytecodeReader::readList reserves the count it reads, so a
// corrupt count would reserve gigabytes. The dialects' readers read lists
// through these instead, which refuse a count over kMaxBytecodeListSize
// before anything is reserved.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_BYTECODELISTS_H
#define HLOKIT_SUPPORT_BYTECODELISTS_H

#include "mlir/Bytecode/BytecodeImplementation.h"

#include <type_traits>

namespace hlokit {

/// Lists longer than this are corrupt input.
inline constexpr uint64_t kMaxBytecodeListSize = uint64_t(1) << 24;

/// Reads a list's element count; `dialect` names the list in the error.
inline mlir::LogicalResult readListSize(mlir::DialectBytecodeReader &reader,
                                        llvm::StringRef dialect,
                                        uint64_t &size) {
  if (mlir::failed(reader.readVarInt(size)))
    return mlir::failure();
  if (size > kMaxBytecodeListSize)
    return reader.emitError()
           << dialect << " list of " << size << " elements is too long";
  return mlir::success();
}

/// Reads a count and that many types or attributes of type T (each checked
/// to be a T).
template <typename T>
mlir::LogicalResult readList(mlir::DialectBytecodeReader &reader,
                             llvm::StringRef dialect,
                             llvm::SmallVectorImpl<T> &values) {
  uint64_t size;
  if (mlir::failed(readListSize(reader, dialect, size)))
    return mlir::failure();
  for (uint64_t i = 0; i < size; ++i) {
    T &value = values.emplace_back();
    if constexpr (std::is_base_of_v<mlir::Type, T>) {
      if (mlir::failed(reader.readType(value)))
        return mlir::failure();
    } else if (mlir::failed(reader.readAttribute(value))) {
      return mlir::failure();
    }
  }
  return mlir::success();
}

/// Reads a count and that many signed varints.
inline mlir::LogicalResult
readSignedList(mlir::DialectBytecodeReader &reader, llvm::StringRef dialect,
               llvm::SmallVectorImpl<int64_t> &values) {
  uint64_t size;
  if (mlir::failed(readListSize(reader, dialect, size)))
    return mlir::failure();
  for (uint64_t i = 0; i < size; ++i)
    if (mlir::failed(reader.readSignedVarInt(values.emplace_back())))
      return mlir::failure();
  return mlir::success();
}

} // namespace hlokit

#endif // HLOKIT_SUPPORT_BYTECODELISTS_H
