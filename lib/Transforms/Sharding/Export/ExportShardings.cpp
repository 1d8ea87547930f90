//===- ExportShardings.cpp - shardings as the export passes see them ------===//

#include "ExportShardings.h"

#include "hlokit/Dialect/Shardy/SdyAxisRefs.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::sdy {

Value reduceUnreducedAxesNotIn(OpBuilder &builder, Location loc, Value input,
                               TensorShardingAttr &sharding,
                               ArrayRef<AxisRefAttr> kept, MeshAttr mesh) {
  SmallVector<AxisRefAttr> reduced =
      axisSetDifference(sharding.getUnreducedAxes(), kept, mesh);
  if (reduced.empty())
    return input;
  sortAndMerge(reduced, mesh);
  SmallVector<AxisRefAttr> rest =
      axisSetDifference(sharding.getUnreducedAxes(), reduced, mesh);
  TensorShardingAttr result = TensorShardingAttr::get(
      sharding.getContext(), sharding.getMeshOrRef(),
      sharding.getDimShardings(), sharding.getReplicatedAxes(), rest,
      rest.empty() ? ReductionOp::SUM : sharding.getReductionOp());
  Value allReduce = AllReduceOp::create(
      builder, loc, input, AxisRefListAttr::get(builder.getContext(), reduced),
      sharding.getReductionOp(), result);
  sharding = result;
  return allReduce;
}

std::optional<ReductionOp> getCombinerReduction(Operation *combine) {
  if (isa_and_nonnull<hlokit::stablehlo::AddOp>(combine))
    return ReductionOp::SUM;
  if (isa_and_nonnull<hlokit::stablehlo::MaxOp>(combine))
    return ReductionOp::MAX;
  if (isa_and_nonnull<hlokit::stablehlo::MinOp>(combine))
    return ReductionOp::MIN;
  return std::nullopt;
}

} // namespace hlokit::sdy
