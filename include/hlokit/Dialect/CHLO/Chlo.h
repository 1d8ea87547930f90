//===- Chlo.h - chlo ops: inference and verification ------------*- C++ -*-===//
//
// Free functions shared by the chlo op verifiers, the builders, the
// interpreter, the legalization and the tests. chlo has no specification;
// the numbered constraints the diagnostics cite (`broadcast_add_c3: ...`)
// are listed in docs/chlo.md. `op` parameters are the op's name without the
// dialect prefix (`broadcast_add`).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_CHLO_CHLO_H
#define HLOKIT_DIALECT_CHLO_CHLO_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace hlokit::chlo {

/// How the result element type of a broadcasting binary op follows from the
/// operands' element type E: E itself (exactly, or up to quantization
/// parameters), i1 (broadcast_compare) or complex<E> (broadcast_complex).
enum class BroadcastElement {
  Operand,
  // The operands' element type, where per-tensor quantized operands and
  // result may differ in scale and zero point (broadcast_add, _maximum and
  // _minimum, as upstream's).
  OperandUpToQuantization,
  Pred,
  Complex
};

/// For an operand of rank `operandRank` of a broadcasting binary op whose
/// other operand has rank `otherRank`: the result dimension each of its
/// dimensions maps to. `broadcastDimensions` applies to the lower-ranked
/// operand; without it, and for operands of equal rank (which ignore it, as
/// upstream does), operands align at their trailing dimensions (numpy).
/// Assumes the op verified.
llvm::SmallVector<int64_t>
operandResultDims(int64_t operandRank, int64_t otherRank,
                  std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions);

/// The broadcasting binary ops (broadcast_add, ..., broadcast_compare,
/// broadcast_complex):
///   <op>_c1: broadcast_dimensions has one entry per dimension of the
///            lower-ranked operand (operands of equal rank ignore it);
///   <op>_c2: its entries are unique and index the higher-ranked operand;
///   <op>_c3: mapped dimensions are compatible: equal, or one of them is 1;
///   <op>_c4: lhs and rhs have the same element type;
///   <op>_c5: the result type is compatible with the inferred one.
/// A size-1 dimension against a `?` one gives `?`; two `?` dimensions keep
/// the larger bound when both are bounded.
mlir::LogicalResult inferBroadcastBinaryOp(
    std::optional<mlir::Location> loc, llvm::StringRef op, mlir::Type lhs,
    mlir::Type rhs, std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
    BroadcastElement element,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyBroadcastBinaryOp(
    std::optional<mlir::Location> loc, llvm::StringRef op, mlir::Type lhs,
    mlir::Type rhs, std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
    BroadcastElement element, mlir::Type result);

/// broadcast_select: broadcast_select_c1 (on_true and on_false have one
/// element type), broadcast_select_c2 (the three shapes broadcast together,
/// trailing alignment), broadcast_select_c3 (result type).
mlir::LogicalResult inferBroadcastSelectOp(
    std::optional<mlir::Location> loc, mlir::Type pred, mlir::Type onTrue,
    mlir::Type onFalse,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyBroadcastSelectOp(std::optional<mlir::Location> loc,
                                            mlir::Type pred, mlir::Type onTrue,
                                            mlir::Type onFalse,
                                            mlir::Type result);

/// is_inf, is_neg_inf, is_pos_inf: <op>_c1, an i1 tensor of the operand's
/// shape.
mlir::LogicalResult
inferPredicateOp(std::optional<mlir::Location> loc, llvm::StringRef op,
                 mlir::Type operand,
                 llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyPredicateOp(std::optional<mlir::Location> loc,
                                      llvm::StringRef op, mlir::Type operand,
                                      mlir::Type result);

/// top_k: top_k_c1 (operand rank >= 1), top_k_c2 (0 <= k <= the size, or
/// bound, of the last dimension), top_k_c3 (values: operand shape with the
/// last dimension k and its element type; indices: same shape, i32).
mlir::LogicalResult
inferTopKOp(std::optional<mlir::Location> loc, mlir::Type operand, int64_t k,
            llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyTopKOp(std::optional<mlir::Location> loc,
                                 mlir::Type operand, int64_t k,
                                 mlir::Type values, mlir::Type indices);

/// constant_like: constant_like_c1 (the value is an integer or float
/// scalar), constant_like_c2 (result: operand shape, the value's type).
mlir::LogicalResult inferConstantLikeOp(
    std::optional<mlir::Location> loc, mlir::TypedAttr value,
    mlir::Type operand,
    llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyConstantLikeOp(std::optional<mlir::Location> loc,
                                         mlir::TypedAttr value,
                                         mlir::Type operand, mlir::Type result);

/// The dimension numbers of ragged_dot as plain lists.
struct RaggedDotDims {
  llvm::ArrayRef<int64_t> lhsBatching, rhsBatching, lhsContracting,
      rhsContracting, lhsRagged, rhsGroup;
};

/// What kind of lhs dimension is ragged: a non-contracting one (the rhs has
/// a group dimension), a contracting one (the result gets a leading group
/// dimension) or a batch one. Assumes ragged_dot_c1 holds.
enum class RaggedDotMode { NonContracting, Contracting, Batch };
RaggedDotMode getRaggedDotMode(const RaggedDotDims &dims);

/// The lhs dimensions whose indices select the row of a rank > 1
/// group_sizes: the batch dimensions before the ragged one, then the
/// non-contracting (or, for a contracting ragged dimension, contracting)
/// dimensions before it.
llvm::SmallVector<int64_t> getGroupSizesPrefixDims(int64_t lhsRank,
                                                   const RaggedDotDims &dims);

/// ragged_dot:
///   ragged_dot_c1: exactly one lhs ragged dimension, within the lhs rank;
///   ragged_dot_c2: as many lhs as rhs batching dimensions, in range, of
///                  compatible sizes;
///   ragged_dot_c3: the same for the contracting dimensions;
///   ragged_dot_c4: no dimension is used twice (lhs batching/contracting,
///                  rhs batching/contracting/group);
///   ragged_dot_c5: group_sizes is [g] or [prefix..., g] with the prefix
///                  dimensions' sizes (getGroupSizesPrefixDims);
///   ragged_dot_c6: one rhs group dimension of size g when the ragged
///                  dimension is non-contracting, none otherwise;
///   ragged_dot_c7: precision_config has 0 or 2 entries;
///   ragged_dot_c8: lhs and rhs have one element type;
///   ragged_dot_c9: the result is [g if contracting] + batch + lhs free +
///                  rhs free dimensions, of the lhs element type.
mlir::LogicalResult
inferRaggedDotOp(std::optional<mlir::Location> loc, mlir::Type lhs,
                 mlir::Type rhs, mlir::Type groupSizes,
                 const RaggedDotDims &dims, size_t numPrecisions,
                 llvm::SmallVectorImpl<mlir::ShapedTypeComponents> &inferred);
mlir::LogicalResult verifyRaggedDotOp(std::optional<mlir::Location> loc,
                                      mlir::Type lhs, mlir::Type rhs,
                                      mlir::Type groupSizes,
                                      const RaggedDotDims &dims,
                                      size_t numPrecisions, mlir::Type result);

/// `type` without dimension `dim`, or with a dimension of size 1 inserted
/// at `dim`; the other dimensions keep their bounds.
mlir::RankedTensorType withoutDim(mlir::RankedTensorType type, int64_t dim);
mlir::RankedTensorType withUnitDim(mlir::RankedTensorType type, int64_t dim);

/// scan:
///   scan_c1: `dimension` is within every input's rank;
///   scan_c2: the inputs' sizes along it agree, with `scan_dim_size` when
///            given (which is required without inputs);
///   scan_c3: the body takes one argument per input and per init;
///   scan_c4: its arguments are the inputs' slices (`dimension` removed)
///            and the inits' types;
///   scan_c5: it returns one value per result, the carries typed as the
///            inits;
///   scan_c6: results are the returned outputs with the scan dimension
///            inserted at `dimension`, then the carries.
mlir::LogicalResult
verifyScanOp(std::optional<mlir::Location> loc, mlir::TypeRange inputs,
             mlir::TypeRange inits, int64_t dimension,
             std::optional<int64_t> scanDimSize, mlir::TypeRange bodyArguments,
             mlir::TypeRange bodyResults, mlir::TypeRange results);

} // namespace hlokit::chlo

#endif // HLOKIT_DIALECT_CHLO_CHLO_H
