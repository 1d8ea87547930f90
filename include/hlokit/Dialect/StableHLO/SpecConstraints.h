//===- SpecConstraints.h - the op trait that runs spec checks ---*- C++ -*-===//
//
// The trait behind HLO_SpecConstraints (StablehloBase.td), shared by the op
// families whose result type is inferred: it runs the op's
// `verifySpecConstraints()` before InferTypeOpInterface compares inferred and
// declared result types, so a wrong result type is reported with the spec
// constraint it violates instead of the interface's generic message.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_SPECCONSTRAINTS_H
#define HLOKIT_DIALECT_STABLEHLO_SPECCONSTRAINTS_H

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/STLExtras.h"

namespace hlokit::stablehlo::OpTrait {

namespace detail {
template <typename Op>
using RegionPhaseFlag = decltype(Op::kVerifySpecConstraintsWithRegions);

/// True when `Op` declares `static constexpr bool
/// kVerifySpecConstraintsWithRegions = true`.
template <typename Op> constexpr bool verifiesWithRegions() {
  if constexpr (llvm::is_detected<RegionPhaseFlag, Op>::value)
    return Op::kVerifySpecConstraintsWithRegions;
  return false;
}
} // namespace detail

/// Runs the op's `verifySpecConstraints()` as a trait verifier; it must be
/// listed before InferTypeOpInterface. By default the checks run with the
/// op's invariants. An op that sets kVerifySpecConstraintsWithRegions runs
/// them where InferTypeOpInterface checks result types, with the region
/// invariants (trait order puts them first): there they only replace the
/// generic message, and checks that re-verify a lone op's invariants (the
/// interpreter's, on operands typed with their run-time shapes, bounds
/// dropped) keep not comparing result types.
template <typename ConcreteType>
class SpecConstraints
    : public mlir::OpTrait::TraitBase<ConcreteType, SpecConstraints> {
public:
  // The flag is read in the function bodies: ConcreteType is complete there.
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    if constexpr (detail::verifiesWithRegions<ConcreteType>())
      return mlir::success();
    else
      return mlir::cast<ConcreteType>(op).verifySpecConstraints();
  }
  static mlir::LogicalResult verifyRegionTrait(mlir::Operation *op) {
    if constexpr (detail::verifiesWithRegions<ConcreteType>())
      return mlir::cast<ConcreteType>(op).verifySpecConstraints();
    else
      return mlir::success();
  }
};

} // namespace hlokit::stablehlo::OpTrait

#endif // HLOKIT_DIALECT_STABLEHLO_SPECCONSTRAINTS_H
