//===- CommandLine.cpp - hlokit's tools' command-line helpers -------------===//

#include "hlokit/Support/CommandLine.h"

#include "llvm/ADT/STLExtras.h"

namespace hlokit {

void hideUnrelatedOptions(
    llvm::ArrayRef<const llvm::cl::OptionCategory *> categories) {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    bool related = llvm::any_of(option->Categories, [&](auto *category) {
      return llvm::is_contained(categories, category);
    });
    bool builtin =
        llvm::is_contained({"help", "help-list", "version"}, entry.first);
    if (!related && !builtin &&
        option->getOptionHiddenFlag() == llvm::cl::NotHidden)
      option->setHiddenFlag(llvm::cl::Hidden);
  }
}

} // namespace hlokit
