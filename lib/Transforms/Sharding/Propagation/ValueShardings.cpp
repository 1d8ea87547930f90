//===- ValueShardings.cpp - reading and writing shardings -----------------===//

#include "ValueShardings.h"

#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

using namespace mlir;

namespace hlokit::sdy {

TensorShardingAttr addFreeAxes(TensorShardingAttr outer,
                               TensorShardingAttr local,
                               ArrayRef<StringAttr> manualAxes) {
  MLIRContext *context = outer.getContext();
  auto isManual = [&](AxisRefAttr axis) {
    return llvm::is_contained(manualAxes,
                              StringAttr::get(context, axis.getName()));
  };
  SmallVector<DimensionShardingAttr> dims;
  for (auto [outerDim, localDim] :
       llvm::zip_equal(outer.getDimShardings(), local.getDimShardings())) {
    SmallVector<AxisRefAttr> axes(
        llvm::make_filter_range(outerDim.getAxes(), isManual));
    llvm::append_range(axes, localDim.getAxes());
    dims.push_back(DimensionShardingAttr::get(
        context, axes, localDim.getIsClosed(), localDim.getPriority()));
  }
  return TensorShardingAttr::get(
      context, outer.getMeshOrRef(), dims, outer.getReplicatedAxes(),
      outer.getUnreducedAxes(), outer.getReductionOp());
}

SmallVector<TensorShardingAttr> getValueShardings(ValueRange values) {
  return llvm::map_to_vector(values, getValueSharding);
}

TensorShardingAttr getFuncResultSharding(func::FuncOp func, unsigned index) {
  return func.getResultAttrOfType<TensorShardingAttr>(index, kShardingAttr);
}

void setFuncResultSharding(func::FuncOp func, unsigned index,
                           TensorShardingAttr sharding) {
  func.setResultAttr(index, kShardingAttr, sharding);
}

} // namespace hlokit::sdy
