//===- SinkFuncDataFlowEdges.cpp - func edges' shardings onto their input -===//
//
// Propagation keeps the sharding of a function argument or call result on
// its sdy.func_data_flow_edge; after it, the input takes it back.
//
//===----------------------------------------------------------------------===//

#include "ExportShardings.h"

#include "hlokit/Transforms/Sharding/Export/Passes.h"
#include "hlokit/Transforms/Sharding/Import/ShardableValues.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_SINKFUNCDATAFLOWEDGESPASS
#include "hlokit/Transforms/Sharding/Export/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// Gives `edge`'s input the edge's sharding, or makes it fully open when the
/// edge has none but the input had one: the input's own was only where
/// propagation started.
void sinkEdge(FuncDataFlowEdgeOp edge) {
  Value input = edge.getOperand();
  TensorShardingAttr inputSharding = getSharding(input);
  if (TensorShardingAttr sharding = getSharding(edge.getResult())) {
    setValueSharding(input, sharding);
  } else if (inputSharding) {
    setValueSharding(input, getFullyOpenSharding(edge.getContext(),
                                                 inputSharding.getMeshOrRef(),
                                                 getTensorRank(input)));
  }
  edge.getResult().replaceAllUsesWith(input);
  edge.erase();
}

struct SinkFuncDataFlowEdgesPass
    : hlokit::sdy::impl::SinkFuncDataFlowEdgesPassBase<
          SinkFuncDataFlowEdgesPass> {
  void runOnOperation() override { getOperation().walk(sinkEdge); }
};

} // namespace
