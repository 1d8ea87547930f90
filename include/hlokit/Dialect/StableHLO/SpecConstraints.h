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

namespace hlokit::stablehlo::OpTrait {

/// Runs the op's `verifySpecConstraints()` as a trait verifier. Listed before
/// InferTypeOpInterface, it reports a wrong result type with the spec
/// constraint it violates instead of the interface's generic message.
template <typename ConcreteType>
class SpecConstraints
    : public mlir::OpTrait::TraitBase<ConcreteType, SpecConstraints> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return mlir::cast<ConcreteType>(op).verifySpecConstraints();
  }
};

} // namespace hlokit::stablehlo::OpTrait

#endif // HLOKIT_DIALECT_STABLEHLO_SPECCONSTRAINTS_H
