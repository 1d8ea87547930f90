//===- VhloToVersionPass.cpp - vhlo ops to a target version ---------------===//
//
// Upstream's `vhlo-to-version{target=X.Y.Z}`, with upstream's messages for
// a target it can't take, over hlokit's version steps (VhloToVersion.cpp).
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/VHLO/Passes.h"
#include "hlokit/Conversion/VHLO/Serialization.h"
#include "hlokit/Dialect/VHLO/VhloOps.h"

namespace hlokit::vhlo {
#define GEN_PASS_DEF_VHLOTOVERSIONPASS
#include "hlokit/Conversion/VHLO/Passes.h.inc"
} // namespace hlokit::vhlo

using namespace mlir;
using namespace hlokit::vhlo;

namespace {

/// The version `target` names, or failure (reported at `loc`).
FailureOr<Version> parseTarget(StringRef target, Location loc) {
  std::optional<Version> version = Version::parse(target);
  if (!version) {
    if (target.empty())
      return emitError(loc) << "No target version specified.\n"
                            << "Target version must be of the form `#.#.#`.";
    return emitError(loc) << "Invalid target version argument '" << target
                          << "'\n"
                          << "Target version must be of the form `#.#.#`.";
  }
  if (*version < Version::getMinimum())
    return emitError(loc) << "target version " << version->str()
                          << " is less than minimum supported "
                          << Version::getMinimum().str();
  if (!version->isCoveredBy(Version::getCurrent()))
    return emitError(loc) << "target version " << version->str()
                          << " is greater than current version "
                          << Version::getCurrent().str();
  return *version;
}

struct VhloToVersionPass
    : hlokit::vhlo::impl::VhloToVersionPassBase<VhloToVersionPass> {
  using VhloToVersionPassBase::VhloToVersionPassBase;
  void runOnOperation() override {
    FailureOr<Version> version = parseTarget(target, getOperation().getLoc());
    if (failed(version) ||
        failed(convertToTargetVersion(getOperation(), *version)))
      signalPassFailure();
  }
};

} // namespace
