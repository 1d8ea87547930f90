#include "hlokit/Autodiff/Rules.h"

namespace hlokit::autodiff {
void registerShapeRules(RuleRegistry &) {}
} // namespace hlokit::autodiff
