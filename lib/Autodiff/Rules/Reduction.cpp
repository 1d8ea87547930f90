#include "hlokit/Autodiff/Rules.h"

namespace hlokit::autodiff {
void registerReductionRules(RuleRegistry &) {}
} // namespace hlokit::autodiff
