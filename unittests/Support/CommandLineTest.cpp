//===- CommandLineTest.cpp - hideUnrelatedOptions -------------------------===//

#include "hlokit/Support/CommandLine.h"

#include <gtest/gtest.h>

namespace {

// Options outside the given categories are hidden from --help (LLVM's own
// options among them: calls on those of Polly, built into libLLVM.so
// without RTTI, must not trip UBSan's vptr check in the sanitize preset);
// options in the categories and --help stay visible.
TEST(CommandLine, HideUnrelatedOptionsHidesOnlyOtherCategories) {
  static llvm::cl::OptionCategory kept("kept");
  static llvm::cl::OptionCategory other("other");
  static llvm::cl::opt<bool> keptOption("test-kept-option",
                                        llvm::cl::cat(kept));
  static llvm::cl::opt<bool> otherOption("test-other-option",
                                         llvm::cl::cat(other));
  hlokit::hideUnrelatedOptions({&kept});
  EXPECT_EQ(keptOption.getOptionHiddenFlag(), llvm::cl::NotHidden);
  EXPECT_EQ(otherOption.getOptionHiddenFlag(), llvm::cl::Hidden);
  auto options = llvm::cl::getRegisteredOptions();
  llvm::cl::Option *help = options.lookup("help");
  ASSERT_NE(help, nullptr);
  EXPECT_EQ(help->getOptionHiddenFlag(), llvm::cl::NotHidden);
}

} // namespace
