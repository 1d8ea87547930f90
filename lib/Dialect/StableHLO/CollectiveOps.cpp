//===- CollectiveOps.cpp - Collective ops: op methods ---------------------===//
//
// The op methods read operands and attributes and call the free functions of
// CollectiveInference.cpp.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// The ops whose result is a tensor<ui32> scalar.
LogicalResult inferProcessId(MLIRContext *context,
                             SmallVectorImpl<Type> &inferred) {
  inferred.push_back(RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned)));
  return success();
}

/// Inference may run on unverified IR (builders, the InferTypeOpInterface
/// verifier), so required attributes are checked before they are read.
LogicalResult checkPresent(std::optional<Location> loc, StringRef op,
                           std::initializer_list<Attribute> attrs) {
  if (llvm::all_of(attrs, [](Attribute attr) { return bool(attr); }))
    return success();
  return emitOptionalError(loc, op, ": missing a required attribute");
}

template <typename OpOrAdaptor> GroupAttrs readGroupAttrs(OpOrAdaptor op) {
  return {readIdTable(op.getReplicaGroups()),
          getChannelId(op.getChannelHandleAttr()), op.getUseGlobalDeviceIds()};
}

template <typename OpOrAdaptor> AllToAllAttrs readAllToAll(OpOrAdaptor op) {
  return {static_cast<int64_t>(op.getSplitDimension()),
          static_cast<int64_t>(op.getConcatDimension()),
          static_cast<int64_t>(op.getSplitCount()),
          readIdTable(op.getReplicaGroups()),
          isa_and_nonnull<ReplicaGroupMeshAxesAttr>(op.getReplicaGroups())};
}

/// The computation region's signature, or nothing when the region is absent
/// (inference from unverified IR).
BodyTypes computationTypes(RegionRange regions) {
  if (regions.empty())
    return {};
  return getBodyTypes(*regions.front());
}

} // namespace

//===----------------------------------------------------------------------===//
// replica_id, partition_id
//===----------------------------------------------------------------------===//

LogicalResult ReplicaIdOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>, ValueRange,
                                            DictionaryAttr, OpaqueProperties,
                                            RegionRange,
                                            SmallVectorImpl<Type> &inferred) {
  return inferProcessId(context, inferred);
}

LogicalResult PartitionIdOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>,
                                              ValueRange, DictionaryAttr,
                                              OpaqueProperties, RegionRange,
                                              SmallVectorImpl<Type> &inferred) {
  return inferProcessId(context, inferred);
}

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

LogicalResult
AllGatherOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                              ValueRange operands, DictionaryAttr attributes,
                              OpaqueProperties properties, RegionRange regions,
                              SmallVectorImpl<Type> &inferred) {
  AllGatherOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (failed(checkPresent(
          loc, "all_gather",
          {adaptor.getAllGatherDimAttr(), adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferAllGatherOp(loc, adaptor.getOperands().getTypes(),
                          adaptor.getAllGatherDim(), readGroupAttrs(adaptor),
                          inferred);
}

LogicalResult AllGatherOp::verifySpecConstraints() {
  return verifyAllGatherOp(getLoc(), getOperands().getTypes(),
                           getAllGatherDim(), readGroupAttrs(*this),
                           getResultTypes());
}

//===----------------------------------------------------------------------===//
// all_reduce, reduce_scatter
//===----------------------------------------------------------------------===//

LogicalResult
AllReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                              ValueRange operands, DictionaryAttr attributes,
                              OpaqueProperties properties, RegionRange regions,
                              SmallVectorImpl<Type> &inferred) {
  AllReduceOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (failed(checkPresent(loc, "all_reduce", {adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferAllReduceOp(loc, adaptor.getOperands().getTypes(),
                          readGroupAttrs(adaptor), computationTypes(regions),
                          inferred);
}

LogicalResult AllReduceOp::verifySpecConstraints() {
  return verifyAllReduceOp(getLoc(), getOperands().getTypes(),
                           readGroupAttrs(*this),
                           getBodyTypes(getComputation()), getResultTypes());
}

LogicalResult ReduceScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  ReduceScatterOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (failed(checkPresent(
          loc, "reduce_scatter",
          {adaptor.getScatterDimensionAttr(), adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferReduceScatterOp(
      loc, adaptor.getOperand().getType(), adaptor.getScatterDimension(),
      readGroupAttrs(adaptor), computationTypes(regions), inferred);
}

LogicalResult ReduceScatterOp::verifySpecConstraints() {
  return verifyReduceScatterOp(getLoc(), getOperand().getType(),
                               getScatterDimension(), readGroupAttrs(*this),
                               getBodyTypes(getComputation()), getType());
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

LogicalResult
AllToAllOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                             ValueRange operands, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange regions,
                             SmallVectorImpl<Type> &inferred) {
  AllToAllOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (failed(checkPresent(
          loc, "all_to_all",
          {adaptor.getSplitDimensionAttr(), adaptor.getConcatDimensionAttr(),
           adaptor.getSplitCountAttr(), adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferAllToAllOp(loc, adaptor.getOperands().getTypes(),
                         readAllToAll(adaptor), inferred);
}

LogicalResult AllToAllOp::verifySpecConstraints() {
  return verifyAllToAllOp(getLoc(), getOperands().getTypes(),
                          readAllToAll(*this), getResultTypes());
}

//===----------------------------------------------------------------------===//
// collective_permute, collective_broadcast
//===----------------------------------------------------------------------===//

LogicalResult CollectivePermuteOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  CollectivePermuteOp::Adaptor adaptor(operands, attributes, properties,
                                       regions);
  if (failed(checkPresent(loc, "collective_permute",
                          {adaptor.getSourceTargetPairsAttr()})))
    return failure();
  return inferCollectivePermuteOp(loc, adaptor.getOperand().getType(),
                                  readIdTable(adaptor.getSourceTargetPairs()),
                                  inferred);
}

LogicalResult CollectivePermuteOp::verifySpecConstraints() {
  SmallVector<Type, 1> inferred;
  if (failed(inferCollectivePermuteOp(getLoc(), getOperand().getType(),
                                      readIdTable(getSourceTargetPairs()),
                                      inferred)))
    return failure();
  // collective_permute_c5
  return verifyInferredResultType(
      getLoc(), inferred.front(), getType(), "collective_permute_c5",
      "collective_permute_c5", "collective_permute_c5");
}

LogicalResult CollectiveBroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  CollectiveBroadcastOp::Adaptor adaptor(operands, attributes, properties,
                                         regions);
  if (failed(checkPresent(loc, "collective_broadcast",
                          {adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferCollectiveBroadcastOp(loc, adaptor.getOperands().getTypes(),
                                    readIdTable(adaptor.getReplicaGroups()),
                                    adaptor.getHasDynamicRoot(), inferred);
}

LogicalResult CollectiveBroadcastOp::verifySpecConstraints() {
  return verifyCollectiveBroadcastOp(getLoc(), getOperands().getTypes(),
                                     readIdTable(getReplicaGroups()),
                                     getHasDynamicRoot(), getResultTypes());
}

//===----------------------------------------------------------------------===//
// collective_reduce
//===----------------------------------------------------------------------===//

LogicalResult CollectiveReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  CollectiveReduceOp::Adaptor adaptor(operands, attributes, properties,
                                      regions);
  if (failed(checkPresent(loc, "collective_reduce",
                          {adaptor.getReplicaGroupsAttr()})))
    return failure();
  return inferCollectiveReduceOp(
      loc, adaptor.getOperands().getTypes(), readGroupAttrs(adaptor),
      adaptor.getHasDynamicRoot(), computationTypes(regions), inferred);
}

LogicalResult CollectiveReduceOp::verifySpecConstraints() {
  return verifyCollectiveReduceOp(
      getLoc(), getOperands().getTypes(), readGroupAttrs(*this),
      getHasDynamicRoot(), getBodyTypes(getComputation()), getResultTypes());
}

} // namespace hlokit::stablehlo
