//===- CommandLine.h - hlokit's tools' command-line helpers -----*- C++ -*-===//

#ifndef HLOKIT_SUPPORT_COMMANDLINE_H
#define HLOKIT_SUPPORT_COMMANDLINE_H

#include "llvm/Support/CommandLine.h"

namespace hlokit {

/// Hides from `--help` every option outside `categories` (LLVM's code
/// generation flags, say) but keeps it in `--help-hidden`, unlike
/// llvm::cl::HideUnrelatedOptions, which hides it from both. `--help` and
/// `--version` stay visible.
void hideUnrelatedOptions(
    llvm::ArrayRef<const llvm::cl::OptionCategory *> categories);

} // namespace hlokit

#endif // HLOKIT_SUPPORT_COMMANDLINE_H
