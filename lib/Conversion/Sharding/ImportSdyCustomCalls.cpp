//===- ImportSdyCustomCalls.cpp - @Sharding custom calls to sdy -----------===//
//
// XLA's `xla-sdy-import-sdy-custom-calls`
// (round_trip_common/import_sdy_custom_calls.cc), for `@Sharding`.
//
//===----------------------------------------------------------------------===//

#include "ShardingAttrs.h"

#include "hlokit/Conversion/Sharding/Passes.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Builders.h"

namespace hlokit::gspmd {
#define GEN_PASS_DEF_IMPORTSDYCUSTOMCALLSPASS
#include "hlokit/Conversion/Sharding/Passes.h.inc"
} // namespace hlokit::gspmd

using namespace mlir;
using namespace hlokit;
using namespace hlokit::gspmd;

namespace {

/// `sharding` with the dims `dims` open.
FailureOr<sdy::TensorShardingAttr> openDims(sdy::TensorShardingAttr sharding,
                                            ArrayRef<int64_t> dims,
                                            Operation *op) {
  SmallVector<sdy::DimensionShardingAttr> dimShardings(
      sharding.getDimShardings());
  for (int64_t dim : dims) {
    if (dim >= static_cast<int64_t>(dimShardings.size()))
      return op->emitError()
             << "unspecified dim " << dim << " is out of range for rank "
             << dimShardings.size();
    sdy::DimensionShardingAttr old = dimShardings[dim];
    dimShardings[dim] =
        sdy::DimensionShardingAttr::get(op->getContext(), old.getAxes(),
                                        /*is_closed=*/false, old.getPriority());
  }
  return sdy::TensorShardingAttr::get(
      op->getContext(), sharding.getMeshOrRef(), dimShardings,
      sharding.getReplicatedAxes(), sharding.getUnreducedAxes(),
      sharding.getReductionOp());
}

/// The constraint's sharding: the call's one sharding, with the unspecified
/// dims of its backend config open.
FailureOr<sdy::TensorShardingAttr>
constraintSharding(stablehlo::CustomCallOp op) {
  if (op->getNumOperands() != 1)
    return op.emitError() << "expected CustomCallOp with exactly one operand";
  if (op->getNumResults() != 1)
    return op.emitError() << "expected CustomCallOp with exactly one result";
  auto perValue =
      op->getAttrOfType<sdy::TensorShardingPerValueAttr>(sdy::kShardingAttr);
  if (!perValue || perValue.getShardings().size() != 1)
    return op.emitError() << "expected CustomCallOp with a sharding attribute";
  sdy::TensorShardingAttr sharding = perValue.getShardings().front();
  auto config = dyn_cast_or_null<StringAttr>(op.getBackendConfigAttr());
  if (!config || config.getValue().empty())
    return sharding;
  std::optional<SmallVector<int64_t>> dims =
      parseUnspecifiedDims(config.getValue());
  if (!dims)
    return op.emitError()
           << "expected backend_config \"unspecified_dims=[...]\""
           << ", got \"" << config.getValue() << "\"";
  return openDims(sharding, *dims, op);
}

struct ImportSdyCustomCallsPass
    : hlokit::gspmd::impl::ImportSdyCustomCallsPassBase<
          ImportSdyCustomCallsPass> {
  void runOnOperation() override {
    SmallVector<stablehlo::CustomCallOp> calls;
    getOperation().walk([&](stablehlo::CustomCallOp op) {
      if (op.getCallTargetName() == kShardingTarget)
        calls.push_back(op);
    });
    for (stablehlo::CustomCallOp op : calls) {
      FailureOr<sdy::TensorShardingAttr> sharding = constraintSharding(op);
      if (failed(sharding))
        return signalPassFailure();
      OpBuilder builder(op);
      auto constraint = sdy::ShardingConstraintOp::create(
          builder, op.getLoc(), op->getOperand(0), *sharding);
      op->replaceAllUsesWith(constraint);
      op.erase();
    }
  }
};

} // namespace
