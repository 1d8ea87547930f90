//===- HaloExchange.h - pads made local by exchanging halos -----*- C++ -*-===//
//
// sdy-resolve-permutation-factors' halo exchange: instead of replicating a
// pad or a slice along its split dimensions, each device receives from its
// neighbours (collective_permute) the operand blocks its result block
// reads (a reduce_window, a convolution: the elements its windows read;
// of a dilated operand, the elements at the places they read); a reverse
// sends each block to its mirrored place.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_HALOEXCHANGE_H
#define HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_HALOEXCHANGE_H

#include "hlokit/Dialect/Shardy/SdyOps.h"
#include "hlokit/Dialect/StableHLO/StablehloOps.h"

namespace hlokit::sdy {

/// What the exchanges of one pass run share.
struct HaloExchanger {
  /// Whether the device index is the replica id (else the partition id).
  bool useReplicaId = false;
  /// The channel of the next collective_permute.
  int64_t nextChannelId = 1;
};

/// What the exchanges of the ops share (HaloExchange.cpp).
namespace halo {

/// A split dimension exchanged: its axes and sizes, and the window of
/// operand elements shard s gathers, [starts[s], starts[s] + length) (a
/// pad's or slice's result block; the elements a reduce_window's block of
/// windows reads). An operand dilated by `dilation` (interior padding, base
/// or input dilation: element i at place i * dilation) has shard s read
/// `dilatedLength` places, from `phases[s]` places before its first
/// gathered element's.
struct SplitDim {
  int64_t dim;
  llvm::ArrayRef<AxisRefAttr> axes;
  int64_t shards;
  int64_t operandSize; // global, before padding for divisibility
  int64_t block;       // operand elements per device, padding included
  llvm::SmallVector<int64_t> starts;
  int64_t length;
  /// The elements of its window shard s uses, when fewer than `length`
  /// (the rest, never used, is neither sent nor masked); empty when all.
  llvm::SmallVector<int64_t> reads;
  int64_t dilation = 1;
  llvm::SmallVector<int64_t> phases;
  int64_t dilatedLength = 0;
};

/// Shardy's limit on a halo exchange: a dimension whose devices read
/// blocks more than one place away, and from as many places as there are
/// blocks, is replicated instead (all blocks would travel anyway).
bool isWithinHaloLimit(const SplitDim &split);

/// `value` padded by `low` and `high` elements of `padding` along `dim`.
mlir::Value padAlong(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                     mlir::Value padding, int64_t dim, int64_t low,
                     int64_t high);

/// The `size` elements of `value` along `dim` from the device's entry of
/// `offsets` (a table by device id) on; a static slice when every device
/// has the same offset.
mlir::Value sliceAtDeviceOffset(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::Value value, int64_t dim,
                                llvm::ArrayRef<int64_t> offsets, int64_t size,
                                bool useReplicaId);

/// The exchange along `split` of the device's block `value` (its operand
/// extent along the dimension): the `split.length` elements it gathers,
/// those outside the operand set to `padding` (zeros when null).
mlir::Value exchangeAlong(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value value, mlir::Value padding,
                          const SplitDim &split, MeshAttr mesh,
                          HaloExchanger &exchanger);

/// The mesh axes `sharding` splits dimensions along, in mesh order (the
/// whole axis of a sub-axis: devices differing only in its other part hold
/// one block, and exchange alike).
llvm::SmallVector<mlir::StringAttr> getManualAxes(TensorShardingAttr sharding,
                                                  MeshAttr mesh);

/// Whether every dimension of `value` is whole on every device.
bool isReplicated(mlir::Value value);

} // namespace halo

/// Replaces `pad` by an `sdy.manual_computation` over the axes of its
/// sharding in which, along each split dimension, every device receives
/// from its neighbours the operand blocks its result block reads, pads
/// them, takes its block and masks what lies outside the operand to the
/// padding value. Sizes the shards do not divide are padded at their end
/// first (the operand with the padding value), the result sliced back
/// after; a sub-axis makes its whole axis manual. Along a split dimension
/// with interior padding (the operand dilated) each device gathers the
/// operand elements whose places its result block covers and spreads them
/// out itself, its block starting at its own phase between them. Fails,
/// changing nothing, unless the operand and the result split every
/// dimension alike, within Shardy's halo limit (no device reads blocks more
/// than one place away from as many places as there are blocks).
mlir::LogicalResult exchangePadHalos(stablehlo::PadOp pad,
                                     HaloExchanger &exchanger);

/// exchangePadHalos for a slice (a pad by minus its start and by its limit
/// less the size): each device gathers the run of elements its result
/// block strides over, then strides locally.
mlir::LogicalResult exchangeSliceHalos(stablehlo::SliceOp slice,
                                       HaloExchanger &exchanger);

/// exchangePadHalos for a reduce_window of one input: each device gathers
/// the elements its block of windows reads (the init value outside the
/// operand and, with a base dilation, between its elements; a window
/// dilated by d spans (w - 1) * d + 1 places) and reduces them locally.
mlir::LogicalResult exchangeWindowHalos(stablehlo::ReduceWindowOp window,
                                        HaloExchanger &exchanger);

/// exchangePadHalos for a convolution whose input and output share their
/// layout, along input spatial dimensions, with features whole, the kernel
/// whole on every device and batches split only without batch groups: each
/// device gathers the elements its block of outputs reads (zeros outside
/// the input and, with an input dilation, between its elements) and
/// convolves them locally.
mlir::LogicalResult exchangeConvolutionHalos(stablehlo::ConvolutionOp conv,
                                             HaloExchanger &exchanger);

/// Replaces a select_and_scatter whose operand and result share a sharding
/// along axes (a sub-axis makes its whole axis manual), its source whole
/// along the split windowed dimensions and split as the operand into equal
/// blocks along the others, by an `sdy.manual_computation` in which each
/// device gathers the operand elements the windows overlapping its block
/// read, runs the op on them and those windows, and keeps its block
/// (HaloExchangeScatter.cpp). Fails, changing nothing, otherwise or beyond
/// Shardy's halo limit.
mlir::LogicalResult
exchangeSelectAndScatterHalos(stablehlo::SelectAndScatterOp op,
                              HaloExchanger &exchanger);

/// Replaces `reverse`, whose operand and result share a sharding along
/// axes (a sub-axis makes its whole axis manual) that splits every
/// dimension into equal blocks, by an
/// `sdy.manual_computation` in which each device reverses its block and
/// sends it, along each split reversed dimension, to the device at the
/// mirrored place. Fails, changing nothing, otherwise.
mlir::LogicalResult exchangeReverseBlocks(stablehlo::ReverseOp reverse,
                                          HaloExchanger &exchanger);

} // namespace hlokit::sdy

#endif // HLOKIT_LIB_TRANSFORMS_SHARDING_PARTITION_HALOEXCHANGE_H
