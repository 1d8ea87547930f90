//===- SpecStrictness.h - spec constraints upstream leaves unchecked -*- C++
//-*-===//
//
// A few numbered spec constraints are not checked by upstream StableHLO's
// verifier, and upstream's own programs and compatibility artifacts break
// them (compare_c3: SIGNED on floats; rng_bit_generator_i2: a state that is
// not 1-D ui64; all_gather_c6: a gathered size that is a multiple of the
// operand's but not its group size times it; all_to_all_c8 on groups
// written as mesh axes: a group size other than split_count). hlokit reads
// what upstream reads, so by default it checks them as upstream does;
// `--strict-spec` (or setStrictSpec) makes them errors, named by their
// labels. The interpreter refuses such ops at run time with the same labels.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_SPECSTRICTNESS_H
#define HLOKIT_DIALECT_STABLEHLO_SPECSTRICTNESS_H

namespace hlokit::stablehlo {

/// Whether the verifier checks the constraints above as the spec states them.
bool isStrictSpec();
void setStrictSpec(bool strict);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_SPECSTRICTNESS_H
