//===- Version.h - hlokit's version, revision and MLIR version --*- C++ -*-===//
//
// What `--version` prints in every hlokit tool.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SUPPORT_VERSION_H
#define HLOKIT_SUPPORT_VERSION_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace hlokit {

/// The release version, e.g. "0.3.0".
std::string getVersion();

/// The git revision the build was made from ("unknown" outside a checkout).
std::string getGitRevision();

/// Prints `<tool> (hlokit) <version>`, the git revision and the LLVM/MLIR
/// version the tool is built on, one per line.
void printVersion(llvm::StringRef tool, llvm::raw_ostream &os);

/// Makes `--version` of the current tool call printVersion.
void setVersionPrinter(llvm::StringRef tool);

} // namespace hlokit

#endif // HLOKIT_SUPPORT_VERSION_H
