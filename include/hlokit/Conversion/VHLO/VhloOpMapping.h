//===- VhloOpMapping.h - which ops have a vhlo form -------------*- C++ -*-===//
//
// The queries on the op mapping of the vhlo conversions
// (lib/Conversion/VHLO/VhloOpTable.cpp), by op class, for tests that check
// every registered stablehlo op has a portable-artifact form.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CONVERSION_VHLO_VHLOOPMAPPING_H
#define HLOKIT_CONVERSION_VHLO_VHLOOPMAPPING_H

#include "mlir/IR/OperationSupport.h"
#include "mlir/Support/TypeID.h"

#include <optional>

namespace hlokit::vhlo {

/// The current vhlo op that ops of class `op` (stablehlo or func) become, or
/// nullopt when they have none.
std::optional<mlir::OperationName> getVhloOpFor(mlir::TypeID op,
                                                mlir::MLIRContext *context);
/// True when ops of class `op` become a vhlo op.
bool hasVhloMapping(mlir::TypeID op);
/// Why ops of class `op` deliberately have no vhlo op (the list is next to
/// the mapping), or null when they are not left out.
const char *getVhloExclusionReason(mlir::TypeID op);

} // namespace hlokit::vhlo

#endif // HLOKIT_CONVERSION_VHLO_VHLOOPMAPPING_H
