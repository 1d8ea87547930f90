//===- ChloEmitter.h - StableHLO builders for legalizing chlo ---*- C++ -*-===//
//
// The shared StableHLO emitter (hlokit/Dialect/StableHLO/Builders.h), which
// handles `?` and bounded shapes, plus the slicing helpers that only the
// chlo legalization needs.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H
#define HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H

#include "hlokit/Dialect/StableHLO/Builders.h"
#include "hlokit/Support/OpTable.h"

namespace hlokit::chlo_legalization {

class ChloEmitter : public stablehlo::HloEmitter {
public:
  using HloEmitter::HloEmitter;

  /// Entry `index` (a 0-d integer tensor) of `v` along `dim`, that dimension
  /// removed; `?` dimensions elsewhere take real_dynamic_slice and
  /// dynamic_reshape.
  mlir::Value takeIndex(mlir::Value v, int64_t dim, mlir::Value index);
  /// `v` with a dimension of size 1 inserted at `dim`.
  mlir::Value insertUnitDim(mlir::Value v, int64_t dim);
};

/// Lowers one chlo op to StableHLO: the values that replace its results, or
/// failure after reporting why.
using Lowering = mlir::FailureOr<llvm::SmallVector<mlir::Value>> (*)(
    mlir::Operation *op, ChloEmitter &e);
using LoweringTable = OpTable<Lowering>;

/// One file per kind of op adds its lowerings.
void addBroadcastLowerings(LoweringTable &table);
void addElementaryLowerings(LoweringTable &table);
void addAsinAcosKernelLowerings(LoweringTable &table);
void addSpecialFunctionLowerings(LoweringTable &table);
void addRaggedDotLowerings(LoweringTable &table);
void addScanLowerings(LoweringTable &table);

/// Float types narrower than f32 are computed in f32, as upstream does:
/// calls `compute` on `x` (and `y`) converted to f32 and converts back.
mlir::Value inComputeType(ChloEmitter &e, mlir::Value x,
                          llvm::function_ref<mlir::Value(mlir::Value)> compute);

} // namespace hlokit::chlo_legalization

#endif // HLOKIT_LIB_TRANSFORMS_CHLO_CHLOEMITTER_H
