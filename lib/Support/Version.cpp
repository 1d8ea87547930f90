//===- Version.cpp - hlokit's version, revision and MLIR version ----------===//

#include "hlokit/Support/Version.h"

#include "hlokit/Support/VersionInfo.inc"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"

namespace hlokit {

std::string getVersion() { return HLOKIT_VERSION; }

std::string getGitRevision() { return HLOKIT_GIT_REVISION; }

void printVersion(llvm::StringRef tool, llvm::raw_ostream &os) {
  os << tool << " (hlokit) " << getVersion() << "\n"
     << "  git revision " << getGitRevision() << "\n"
     << "  built on LLVM/MLIR " << LLVM_VERSION_STRING << "\n";
}

void setVersionPrinter(llvm::StringRef tool) {
  static std::string name;
  name = tool.str();
  llvm::cl::SetVersionPrinter(
      [](llvm::raw_ostream &os) { printVersion(name, os); });
}

} // namespace hlokit
