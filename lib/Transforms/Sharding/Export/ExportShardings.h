//===- ExportShardings.h - shardings as the export passes see them -*- C++
//-*-===//
//
// Small notions the export passes share (lib-private).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTSHARDINGS_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTSHARDINGS_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/Builders.h"

#include <optional>

namespace hlokit::sdy {

/// `value`, or the input of the propagation barriers it comes through.
inline mlir::Value bypassBarriers(mlir::Value value) {
  while (auto barrier = value.getDefiningOp<PropagationBarrierOp>())
    value = barrier.getInput();
  return value;
}

/// The rank of `value` (0 when it isn't a ranked tensor: a token).
inline int64_t getTensorRank(mlir::Value value) {
  auto type = llvm::dyn_cast<mlir::RankedTensorType>(value.getType());
  return type ? type.getRank() : 0;
}

/// Whether no dimension of `sharding` (null: none) has axes; unreduced axes
/// don't count.
inline bool isFullyReplicated(TensorShardingAttr sharding) {
  return !sharding ||
         llvm::all_of(sharding.getDimShardings(), [](DimensionShardingAttr d) {
           return d.getAxes().empty();
         });
}

/// A closed sharding of rank `rank` on `meshOrRef` without axes.
inline TensorShardingAttr getFullyClosedSharding(mlir::Attribute meshOrRef,
                                                 int64_t rank) {
  mlir::MLIRContext *context = meshOrRef.getContext();
  return TensorShardingAttr::get(
      context, meshOrRef,
      llvm::SmallVector<DimensionShardingAttr>(
          rank, DimensionShardingAttr::get(context, {}, /*is_closed=*/true,
                                           std::nullopt)),
      {}, {}, ReductionOp::SUM);
}

/// An sdy.all_reduce of `input`, sharded `sharding`, along its unreduced
/// axes that aren't in `kept` (with its reduction); `sharding` becomes the
/// result's. `input` itself when there is nothing to reduce.
mlir::Value reduceUnreducedAxesNotIn(mlir::OpBuilder &builder,
                                     mlir::Location loc, mlir::Value input,
                                     TensorShardingAttr &sharding,
                                     llvm::ArrayRef<AxisRefAttr> kept,
                                     MeshAttr mesh);

/// The reduction `combine`, an op of a reduction body, computes: sum for
/// an add, max and min for a maximum and a minimum; none for another op
/// (or none).
std::optional<ReductionOp> getCombinerReduction(mlir::Operation *combine);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_EXPORT_EXPORTSHARDINGS_H
