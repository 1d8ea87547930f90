//===- CommandLine.cpp - hlokit's tools' command-line helpers -------------===//

#include "hlokit/Support/CommandLine.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

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

std::optional<int64_t> parseByteSize(llvm::StringRef text) {
  unsigned shift = 0;
  if (!text.empty()) {
    size_t unit = llvm::StringRef("KMGT").find(llvm::toUpper(text.back()));
    if (unit != llvm::StringRef::npos) {
      shift = 10 * (unit + 1);
      text = text.drop_back();
    }
  }
  uint64_t count = 0;
  if (text.empty() || !llvm::all_of(text, llvm::isDigit) ||
      text.getAsInteger(10, count) || count > (uint64_t(INT64_MAX) >> shift))
    return std::nullopt;
  return static_cast<int64_t>(count << shift);
}

} // namespace hlokit
