//===- PropagationDebugInfo.h - where propagated axes came from -*- C++ -*-===//
//
// Shardy's `debug-sharding-origins` and `debug-propagation-edge-sharding`:
// while constraints are applied and shardings propagated, remember for each
// axis a value gains which user sharding it came from (`sdy.sharding_origins
// = {a = "input: 0"}`) and through which operand or result of which op, in
// which step (`sdy.propagation_edges`). It lives with the import passes
// because `sdy-apply-sharding-constraints` records steps too; the
// propagation passes feed it their projections (Propagation/DebugInfo.h).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_PROPAGATIONDEBUGINFO_H
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_PROPAGATIONDEBUGINFO_H

#include "hlokit/Dialect/Shardy/SdyOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/MapVector.h"

namespace hlokit::sdy {

/// One move of an axis in a step: from an operand or result of the op
/// propagated through to another one.
struct PropagationEdge {
  EdgeValueRefAttr source;
  EdgeValueRefAttr target;
  int64_t step;
};

class PropagationDebugInfo {
public:
  PropagationDebugInfo(bool shardingOrigins, bool propagationEdges)
      : shardingOrigins(shardingOrigins), propagationEdges(propagationEdges) {}
  PropagationDebugInfo(const PropagationDebugInfo &) = delete;

  bool isEnabled() const { return shardingOrigins || propagationEdges; }

  /// Names the constraints (`constraint_<i>`) and manual computations
  /// (`mc_<i>`) of `module`, gives the axes of the user shardings (func
  /// arguments and results, constraints, manual computations) their
  /// origins, and continues the step indices after those `module` records.
  void prepare(mlir::ModuleOp module);

  /// The index of a new step that changed some sharding.
  int64_t takeStep() { return nextStep++; }

  /// Records that `axis` reached `target` (a value of `op`, `targetValue`)
  /// from `source` (`sourceValue`): an edge of `op` (of a func: of its
  /// result 0, as Shardy), and for the target the origin the source has.
  void recordEdge(mlir::Operation *op, AxisRefAttr axis, PropagationEdge edge,
                  mlir::Value sourceValue, mlir::Value targetValue,
                  MeshAttr mesh);

  /// Writes what was recorded as attributes on `module`, replacing those a
  /// value or op had; an origin that is the value's own sharding reads
  /// "self".
  void save(mlir::ModuleOp module);

private:
  using AxisOrigins = llvm::SmallMapVector<AxisRefAttr, mlir::StringAttr, 4>;
  using AxisEdges =
      llvm::SmallMapVector<AxisRefAttr, llvm::SmallVector<PropagationEdge>, 4>;

  void addOrigins(mlir::Value value, TensorShardingAttr sharding,
                  mlir::StringAttr origin);
  /// The origin of `axis` on `value`, or of an axis containing it or
  /// contained in it (a reshape splits and merges sub-axes).
  mlir::StringAttr lookupOrigin(mlir::Value value, AxisRefAttr axis,
                                MeshAttr mesh) const;
  void saveOrigins(mlir::ModuleOp module);
  void saveEdges();

  bool shardingOrigins, propagationEdges;
  int64_t nextStep = 0;
  llvm::MapVector<mlir::Value, AxisOrigins> origins;
  llvm::MapVector<mlir::Operation *, AxisEdges> edges;
};

/// Copies the `sdy.sharding_origins` and `sdy.propagation_edges` of the
/// data-flow edges of `owners` (block arguments if `ofBlockArgs`, else
/// results of `op`) onto `op` as `sdy.block_arg_sharding_origins` /
/// `sdy.result_sharding_origins` and `sdy.block_arg_propagation_edges` /
/// `sdy.result_propagation_edges`, as asked. Edges without them are
/// skipped (so the arrays may be shorter than `owners`, as in Shardy).
void sinkDebugInfoFromDataFlowEdges(llvm::ArrayRef<mlir::Value> owners,
                                    mlir::Operation *op, bool ofBlockArgs,
                                    bool shardingOrigins,
                                    bool propagationEdges);

} // namespace hlokit::sdy

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_PROPAGATIONDEBUGINFO_H
