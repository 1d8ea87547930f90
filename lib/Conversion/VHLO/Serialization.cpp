//===- Serialization.cpp - StableHLO portable artifacts -------------------===//

#include "hlokit/Conversion/VHLO/Serialization.h"

#include "hlokit/Conversion/VHLO/Passes.h"

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace hlokit::vhlo {

#define GEN_PASS_DEF_STABLEHLOTOVHLOPASS
#define GEN_PASS_DEF_VHLOTOSTABLEHLOPASS
#include "hlokit/Conversion/VHLO/Passes.h.inc"

namespace {

constexpr StringLiteral kProducerPrefix = "StableHLO_v";
constexpr StringLiteral kBytecodeMagic = "ML\xEFR";

/// Reads one of MLIR bytecode's prefix varints: the number of trailing zero
/// bits of the first byte is the number of bytes that follow it, and the
/// value is the little-endian whole shifted right by the byte count (a zero
/// first byte is followed by the 8 bytes of the value).
std::optional<uint64_t> readVarInt(StringRef &buffer) {
  if (buffer.empty())
    return std::nullopt;
  auto first = static_cast<uint8_t>(buffer[0]);
  unsigned size = first == 0 ? 9 : llvm::countr_zero(first) + 1;
  if (buffer.size() < size)
    return std::nullopt;
  uint64_t value = 0;
  for (unsigned i = size; i-- > (first == 0 ? 1 : 0);)
    value = (value << 8) | static_cast<uint8_t>(buffer[i]);
  buffer = buffer.drop_front(size);
  return first == 0 ? value : value >> size;
}

std::string describeRange() {
  return Version::getMinimum().str() + " to " + Version::getCurrent().str();
}

} // namespace

bool isMlirBytecode(StringRef buffer) {
  return buffer.starts_with(kBytecodeMagic);
}

FailureOr<std::unique_ptr<llvm::MemoryBuffer>>
readBytecodeBufferIsolated(const llvm::MemoryBuffer &buffer,
                           MLIRContext *context) {
  Location loc = FileLineColLoc::get(context, buffer.getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  FailureOr<std::string> safe =
      readBytecodeIsolated(buffer.getBuffer(), context, loc);
  if (failed(safe))
    return failure();
  return llvm::MemoryBuffer::getMemBufferCopy(*safe,
                                              buffer.getBufferIdentifier());
}

std::optional<Version> getArtifactVersion(StringRef buffer) {
  // The header: magic "ML\xEFR", the bytecode version, the producer string.
  if (!buffer.consume_front(kBytecodeMagic) || !readVarInt(buffer))
    return std::nullopt;
  StringRef producer = buffer.take_until([](char c) { return c == '\0'; });
  if (!producer.consume_front(kProducerPrefix))
    return std::nullopt;
  return Version::parse(producer);
}

LogicalResult checkArtifactVersion(StringRef buffer, Location loc) {
  std::optional<Version> version = getArtifactVersion(buffer);
  if (!version || version->isCoveredBy(Version::getCurrent()))
    return success();
  return emitError(loc) << "portable artifact of StableHLO " << version->str()
                        << " is newer than the newest version hlokit reads ("
                        << Version::getCurrent().str() << ")";
}

LogicalResult legalizeIfPortableArtifact(ModuleOp module) {
  if (!hasVhloOps(module))
    return success();
  if (failed(convertToVersion(module, Version::getCurrent())))
    return failure();
  return legalizeFromVhlo(module);
}

LogicalResult serializePortableArtifact(ModuleOp module, StringRef target,
                                        raw_ostream &os,
                                        bool allowOtherDialects) {
  std::optional<Version> version = Version::parse(target);
  if (!version)
    return emitError(module.getLoc()) << "invalid target version '" << target
                                      << "'; expected X.Y.Z or 'current'";
  std::optional<int64_t> bytecodeVersion = version->getBytecodeVersion();
  if (!bytecodeVersion)
    return emitError(module.getLoc())
           << "target version " << version->str()
           << " is outside the versions hlokit writes (" << describeRange()
           << ")";
  if (failed(legalizeToVhlo(module, allowOtherDialects)) ||
      failed(convertToTargetVersion(module, *version)))
    return failure();
  std::string producer = (kProducerPrefix + version->str()).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(*bytecodeVersion);
  return writeBytecodeToFile(module, os, config);
}

namespace {

/// Upstream's last error on a portable artifact (of `version`) that MLIR's
/// reader refused, after the reader's errors; when the artifact is newer
/// than hlokit, that is the likely cause and is named.
void emitUnreadable(Location loc, std::optional<Version> version) {
  if (!version)
    return;
  InFlightDiagnostic error = emitError(loc)
                             << "failed to deserialize portable artifact using "
                                "StableHLO_v"
                             << Version::getCurrent().str();
  if (!version->isCoveredBy(Version::getCurrent()))
    error << ": the artifact is of StableHLO " << version->str()
          << ", newer than the newest version hlokit reads";
}

} // namespace

OwningOpRef<ModuleOp> parseProgram(llvm::SourceMgr &sourceMgr,
                                   const ParserConfig &config) {
  MLIRContext *context = config.getContext();
  context
      ->loadDialect<VhloDialect, stablehlo::StableHLODialect, func::FuncDialect,
                    quant::QuantDialect, sdy::SdyDialect>();
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  std::optional<Version> version = getArtifactVersion(buffer->getBuffer());
  // Untrusted bytecode is read in a child process; what it sends back is
  // read here instead. An artifact newer than hlokit is read too: the
  // reader's errors say what in it hlokit lacks.
  llvm::SourceMgr safeSourceMgr;
  llvm::SourceMgr *source = &sourceMgr;
  if (isMlirBytecode(buffer->getBuffer())) {
    FailureOr<std::unique_ptr<llvm::MemoryBuffer>> safe =
        readBytecodeBufferIsolated(*buffer, context);
    if (failed(safe)) {
      emitUnreadable(loc, version);
      return nullptr;
    }
    safeSourceMgr.AddNewSourceBuffer(std::move(*safe), SMLoc());
    source = &safeSourceMgr;
  }
  // Counts errors and passes them on to the caller's handler.
  int errors = 0;
  ScopedDiagnosticHandler counter(context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.getSeverity() == DiagnosticSeverity::Error;
    return failure();
  });
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(*source, config);
  if (!module) {
    if (!errors)
      emitError(loc) << "malformed MLIR bytecode";
    emitUnreadable(loc, version);
    return nullptr;
  }
  if (failed(checkArtifactVersion(buffer->getBuffer(), loc)) ||
      failed(legalizeIfPortableArtifact(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef buffer,
                                                  MLIRContext *context) {
  // A copy: the bytecode reader wants the buffer aligned.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(buffer, "<artifact>"), SMLoc());
  return parseProgram(sourceMgr, ParserConfig(context));
}

namespace {

struct VhloToStablehloPass
    : impl::VhloToStablehloPassBase<VhloToStablehloPass> {
  void runOnOperation() override {
    if (failed(legalizeIfPortableArtifact(getOperation())))
      signalPassFailure();
  }
};

struct StablehloToVhloPass
    : impl::StablehloToVhloPassBase<StablehloToVhloPass> {
  using StablehloToVhloPassBase::StablehloToVhloPassBase;
  void runOnOperation() override {
    std::optional<Version> version = Version::parse(target);
    if (!version || !version->getBytecodeVersion()) {
      getOperation().emitError()
          << "invalid target version '" << target << "'; expected "
          << describeRange() << " or 'current'";
      return signalPassFailure();
    }
    if (failed(legalizeToVhlo(getOperation())) ||
        failed(convertToTargetVersion(getOperation(), *version)))
      signalPassFailure();
  }
};

} // namespace

} // namespace hlokit::vhlo
