//===- Serialization.h - StableHLO portable artifacts -----------*- C++ -*-===//
//
// Portable artifacts are MLIR bytecode of vhlo ops, headed by the producer
// string `StableHLO_vX.Y.Z` of their target version (docs/portable-
// artifacts.md). Every failure is reported as a diagnostic on the module or
// the context.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CONVERSION_VHLO_SERIALIZATION_H
#define HLOKIT_CONVERSION_VHLO_SERIALIZATION_H

#include "hlokit/Dialect/VHLO/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"

namespace hlokit::vhlo {

/// Rewrites a module of stablehlo, chlo and func ops into vhlo ops of the
/// current version (chlo ops are first legalized to stablehlo). Ops of other
/// dialects than sdy fail, unless `allowOtherDialects` (upstream's
/// allow-other-dialects): then they stay as they are, on builtin types
/// bridged by unrealized_conversion_cast, and attributes without a vhlo form
/// stay as they are too.
mlir::LogicalResult legalizeToVhlo(mlir::ModuleOp module,
                                   bool allowOtherDialects = false);
/// Rewrites the vhlo ops of `module` into the op versions of `target`:
/// upgrades older ops, downgrades newer ones whose new attributes hold their
/// defaults, and fails on ops `target` does not have.
mlir::LogicalResult convertToVersion(mlir::ModuleOp module,
                                     const Version &target);
/// convertToVersion for writing at `target` (--vhlo-to-version, the
/// serializer): a failure also reports upstream's "failed to convert VHLO to
/// v<target>" at the module, which upstream's tests expect.
mlir::LogicalResult convertToTargetVersion(mlir::ModuleOp module,
                                           const Version &target);
/// Rewrites vhlo ops of the current version back into stablehlo and func.
mlir::LogicalResult legalizeFromVhlo(mlir::ModuleOp module);

/// True when `module` holds any vhlo op.
bool hasVhloOps(mlir::ModuleOp module);
/// For a module parsed from text or bytecode: when it holds vhlo ops,
/// upgrades them and converts them to stablehlo; otherwise does nothing.
mlir::LogicalResult legalizeIfPortableArtifact(mlir::ModuleOp module);

/// Writes `module` (stablehlo, chlo and func ops) as a portable artifact for
/// `target` (`X.Y.Z` or `current`). The module is left in vhlo form.
/// `allowOtherDialects` as for legalizeToVhlo.
mlir::LogicalResult serializePortableArtifact(mlir::ModuleOp module,
                                              llvm::StringRef target,
                                              llvm::raw_ostream &os,
                                              bool allowOtherDialects = false);
/// Parses the main buffer of `sourceMgr`, MLIR text or bytecode, and turns a
/// portable artifact into stablehlo: the tools' reader. Rejects artifacts
/// newer than Version::getCurrent(); every failure leaves an error
/// diagnostic, also where MLIR's bytecode reader fails without one.
mlir::OwningOpRef<mlir::ModuleOp>
parseProgram(llvm::SourceMgr &sourceMgr, const mlir::ParserConfig &config);
/// Reads a portable artifact (or any MLIR bytecode or text) into stablehlo.
mlir::OwningOpRef<mlir::ModuleOp>
deserializePortableArtifact(llvm::StringRef buffer, mlir::MLIRContext *context);

/// The version in the producer string of an MLIR bytecode buffer, when it is
/// a StableHLO portable artifact.
std::optional<Version> getArtifactVersion(llvm::StringRef buffer);

/// Fails with an error at `loc` when `buffer` is a portable artifact of a
/// version newer than Version::getCurrent().
mlir::LogicalResult checkArtifactVersion(llvm::StringRef buffer,
                                         mlir::Location loc);

/// Bounds on the read of bytecode in a child process.
struct ReaderLimits {
  unsigned cpuSeconds = 20;
  unsigned wallSeconds = 600;
  /// Address space the child may map beyond what the process maps already.
  uint64_t extraMemoryBytes = uint64_t(4) << 30;
  /// ... and at most this much plus memoryBytesPerInputByte per byte of the
  /// buffer: MLIR's reader allocates for the counts of blocks, regions,
  /// values and results it reads before checking that the buffer holds what
  /// they count, so a damaged count of a few million took seconds to fill
  /// memory before the read failed. A sound artifact needs a small multiple
  /// of its size.
  uint64_t baseMemoryBytes = uint64_t(64) << 20;
  uint64_t memoryBytesPerInputByte = 4096;
};

/// MLIR 22's bytecode reader can loop for ever, abort the process or corrupt
/// its heap on some damaged input (docs/portable-artifacts.md). Reads
/// `buffer` in a forked child within `limits` and returns the module it read
/// written again as MLIR bytecode, which the caller can read safely; emits
/// the reader's errors at `loc`, or an error when the child crashed or ran
/// out of time, and fails. parseProgram reads bytecode through it.
mlir::FailureOr<std::string>
readBytecodeIsolated(llvm::StringRef buffer, mlir::MLIRContext *context,
                     mlir::Location loc, const ReaderLimits &limits = {});

/// How many times MLIR's reader may parse attribute and type entries per
/// byte of a buffer. Each entry takes at least one byte and is parsed once,
/// or again when it was deferred for nesting deeper than the reader's
/// limit (5); entries that refer to each other in a cycle are retried for
/// ever, and long chains of deferred entries take time quadratic in their
/// length (docs/portable-artifacts.md).
inline constexpr uint64_t kEntryReadsPerByte = 16;

/// Makes the reads of bytecode with `config` fail, with an error, once MLIR's
/// reader has parsed attribute and type entries more than
/// kEntryReadsPerByte times `bufferSize` (plus a small allowance): damaged
/// bytecode whose entries refer to each other in a cycle or nest in long
/// chains is refused by this count instead of by a time limit. Each call
/// counts anew.
void boundEntryReads(mlir::ParserConfig &config, size_t bufferSize);

/// What a user should read for MLIR's bytecode reader error `error`: a
/// dialect the artifact uses that hlokit lacks, or whose binary encoding of
/// attributes and types hlokit cannot decode, is named; other errors pass
/// through unchanged.
std::string describeBytecodeReadError(llvm::StringRef error);

/// True when `buffer` starts with MLIR bytecode's magic number.
bool isMlirBytecode(llvm::StringRef buffer);

/// readBytecodeIsolated on `buffer`, with errors at its start: a buffer of
/// the same name to parse in its place (what hlokit-opt and parseProgram
/// read).
mlir::FailureOr<std::unique_ptr<llvm::MemoryBuffer>>
readBytecodeBufferIsolated(const llvm::MemoryBuffer &buffer,
                           mlir::MLIRContext *context);

} // namespace hlokit::vhlo

#endif // HLOKIT_CONVERSION_VHLO_SERIALIZATION_H
