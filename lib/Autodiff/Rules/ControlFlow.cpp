#include "hlokit/Autodiff/Rules.h"

namespace hlokit::autodiff {
void registerControlFlowRules(RuleRegistry &) {}
} // namespace hlokit::autodiff
