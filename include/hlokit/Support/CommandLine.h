//===- CommandLine.h - hlokit's tools' command-line helpers -----*- C++ -*-===//

#ifndef HLOKIT_SUPPORT_COMMANDLINE_H
#define HLOKIT_SUPPORT_COMMANDLINE_H

#include "llvm/Support/CommandLine.h"

#include <cstdint>
#include <optional>

namespace hlokit {

/// Hides from `--help` every option outside `categories` (LLVM's code
/// generation flags, say) but keeps it in `--help-hidden`, unlike
/// llvm::cl::HideUnrelatedOptions, which hides it from both. `--help` and
/// `--version` stay visible.
void hideUnrelatedOptions(
    llvm::ArrayRef<const llvm::cl::OptionCategory *> categories);

/// The bytes `text` names: a count with an optional binary suffix K, M, G
/// or T ("512M" is 512 * 2^20); nullopt when malformed or over 2^63 - 1.
std::optional<int64_t> parseByteSize(llvm::StringRef text);

} // namespace hlokit

#endif // HLOKIT_SUPPORT_COMMANDLINE_H
