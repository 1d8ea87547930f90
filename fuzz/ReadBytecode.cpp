//===- ReadBytecode.cpp - fuzz target: MLIR bytecode, portable artifacts --===//
//
// Any bytes through MLIR's bytecode reader with hlokit's dialects' bytecode
// hooks (vhlo, sdy), in this process rather than the tools' child process
// (IsolatedRead.cpp), so that libFuzzer sees the coverage and the time
// taken. What reads and verifies is then turned from a portable artifact
// into stablehlo, as the tools do; a module that succeeds must verify.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef bytes = hlokit::fuzz::asText(data, size);
  if (!hlokit::vhlo::isMlirBytecode(bytes))
    return 0;
  hlokit::fuzz::FuzzContext context;
  // What parseProgram loads: the dialects an artifact turns into.
  context.get()
      ->loadDialect<hlokit::vhlo::VhloDialect,
                    hlokit::stablehlo::StableHLODialect,
                    mlir::func::FuncDialect, mlir::quant::QuantDialect,
                    hlokit::sdy::SdyDialect>();
  // A copy: the reader wants its buffer aligned.
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      llvm::MemoryBuffer::getMemBufferCopy(bytes, "fuzz.mlirbc");
  mlir::Block block;
  mlir::ParserConfig config(context.get());
  hlokit::vhlo::boundEntryReads(config, bytes.size());
  if (mlir::failed(
          mlir::readBytecodeFile(buffer->getMemBufferRef(), &block, config)))
    return 0;
  if (!llvm::hasSingleElement(block))
    return 0;
  auto module = llvm::dyn_cast<mlir::ModuleOp>(block.front());
  if (!module)
    return 0;
  if (mlir::succeeded(hlokit::vhlo::legalizeIfPortableArtifact(module)) &&
      mlir::failed(mlir::verify(module)))
    hlokit::fuzz::reportBug("invalid IR after reading a portable artifact");
  return 0;
}
