//===- SpecStrictness.cpp - the --strict-spec option ----------------------===//

#include "hlokit/Dialect/StableHLO/SpecStrictness.h"

#include "llvm/Support/CommandLine.h"

namespace hlokit::stablehlo {
namespace {

bool strictSpec = false;

// Every tool that links the dialect takes the option, as MLIR's own
// printing options do.
llvm::cl::opt<bool, /*ExternalStorage=*/true> strictSpecOption(
    "strict-spec",
    llvm::cl::desc("Reject programs that break the spec constraints upstream "
                   "StableHLO's verifier leaves unchecked (compare_c3, "
                   "rng_bit_generator_i2, all_gather_c6's group size)"),
    llvm::cl::location(strictSpec));

} // namespace

bool isStrictSpec() { return strictSpec; }
void setStrictSpec(bool strict) { strictSpec = strict; }

} // namespace hlokit::stablehlo
