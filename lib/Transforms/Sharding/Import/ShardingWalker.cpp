//===- ShardingWalker.cpp - rewrite every sharding of a module ------------===//
//
// Shardings sit in many places (func argument dictionaries, per-value lists,
// sdy op properties); replacing the attribute wherever it is nested reaches
// all of them without listing the places.
//
//===----------------------------------------------------------------------===//

#include "ShardingWalker.h"

#include "mlir/IR/AttrTypeSubElements.h"

using namespace mlir;

namespace hlokit::sdy {

void transformShardings(Operation *root, TransformShardingFn transform) {
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](TensorShardingAttr sharding) -> Attribute {
    return transform(sharding);
  });
  // Pre-order, so that a function's shardings come before its body's, as in
  // Shardy (new meshes are named in the order their shardings are met).
  root->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { replacer.replaceElementsIn(op); });
}

} // namespace hlokit::sdy
