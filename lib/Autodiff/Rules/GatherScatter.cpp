#include "hlokit/Autodiff/Rules.h"

namespace hlokit::autodiff {
void registerGatherScatterRules(RuleRegistry &) {}
} // namespace hlokit::autodiff
