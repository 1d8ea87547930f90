//===- FunctionIndexing.cpp - indexing maps through a function ------------===//

#include "hlokit/Analysis/Indexing/FunctionIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexing.h"
#include "hlokit/Analysis/Indexing/OpIndexingMaps.h"

#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace hlokit::indexing {

namespace {

void addUnique(llvm::SmallVectorImpl<IndexingMap> &maps, IndexingMap map) {
  if (!llvm::is_contained(maps, map))
    maps.push_back(std::move(map));
}

} // namespace

std::vector<llvm::SmallVector<IndexingMap>>
computeFunctionOutputToInputIndexing(func::FuncOp func, unsigned resultIndex) {
  Block &body = func.getBody().front();
  Value root = body.getTerminator()->getOperand(resultIndex);
  // Maps from the function result to each value reached so far.
  llvm::DenseMap<Value, llvm::SmallVector<IndexingMap>> reached;
  auto rootType = dyn_cast<RankedTensorType>(root.getType());
  reached[root].push_back(
      rootType && rootType.hasStaticShape()
          ? getIdentityMap(rootType.getShape(), func.getContext())
          : IndexingMap::getUndefined());

  // SSA order is a topological order: visiting the body backwards handles
  // every user of a value before the value's producer.
  for (Operation &op : llvm::reverse(body.without_terminator())) {
    for (OpResult result : op.getResults()) {
      auto it = reached.find(result);
      if (it == reached.end())
        continue;
      llvm::SmallVector<IndexingMap> consumerMaps = it->second;
      llvm::SmallVector<IndexingMap> operandMaps =
          computeOutputToInputIndexing(&op, result.getResultNumber());
      for (auto [operand, operandMap] :
           llvm::zip_equal(op.getOperands(), operandMaps)) {
        for (const IndexingMap &consumerMap : consumerMaps) {
          IndexingMap composed = composeIndexingMaps(consumerMap, operandMap);
          composed.simplify();
          composed.removeUnusedSymbols();
          addUnique(reached[operand], std::move(composed));
        }
      }
      // Values a region reads from above have no map to the result.
      llvm::SetVector<Value> captured;
      getUsedValuesDefinedAbove(op.getRegions(), captured);
      for (Value value : captured)
        addUnique(reached[value], IndexingMap::getUndefined());
    }
  }

  std::vector<llvm::SmallVector<IndexingMap>> argumentMaps;
  for (BlockArgument argument : body.getArguments())
    argumentMaps.push_back(reached.lookup(argument));
  return argumentMaps;
}

} // namespace hlokit::indexing
