//===- CollectiveOps.td - ops across the process grid -------*- tablegen -*-===//
//
// The collective op family: `replica_id` and `partition_id` give a process
// its place in the process grid; `all_reduce`, `all_gather`,
// `reduce_scatter`, `all_to_all`, `collective_permute`,
// `collective_broadcast` and `collective_reduce` exchange values within
// process groups. Result types are inferred by the free functions of
// Collective.h; a declared type only needs to be compatible with the
// inferred one. Printed forms follow
// upstream: the two id ops have a pretty form, the others print generically.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_COLLECTIVE_OPS
#define HLOKIT_STABLEHLO_COLLECTIVE_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/TokenOps.td"
include "hlokit/Dialect/StableHLO/MeshAxesAttrs.td"

// A collective whose results are inferred. HLO_SpecConstraints runs the op's
// labelled checks (`verifySpecConstraints`, in CollectiveOps.cpp) before
// InferTypeOpInterface compares declared and inferred types. Not Pure: the
// exchange with other processes must not be removed, merged or reordered.
class StableHLO_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [HLO_SpecConstraints,
        DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleForHloTypeInference(l, r);
    }
  }];
}

def HLO_UI32ScalarTensor : 0DTensorOf<[UI32]>;

//===----------------------------------------------------------------------===//
// replica_id, partition_id (spec: replica_id, partition_id)
//===----------------------------------------------------------------------===//

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "replica_id (spec: replica_id)";
  let description = [{
    The `replica_id` of the current process.

    ```mlir
    %0 = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs HLO_UI32ScalarTensor:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "partition_id (spec: partition_id)";
  let description = [{
    The `partition_id` of the current process.

    ```mlir
    %0 = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs HLO_UI32ScalarTensor:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// all_gather (spec: all_gather)
//===----------------------------------------------------------------------===//

def StableHLO_AllGatherOp : StableHLO_CollectiveOp<"all_gather"> {
  let summary = "all_gather (spec: all_gather)";
  let description = [{
    Within each process group, concatenates the `operands` of every process
    along `all_gather_dim`.

    ```mlir
    %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands,
    I64Attr:$all_gather_dim,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
  // Without --strict-spec the gathered size is checked as upstream checks
  // it (verifyAllGatherOp), so the inferred size need not match it.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::hlokit::stablehlo::isCompatibleAllGatherResults(l, r);
    }
  }];
}

//===----------------------------------------------------------------------===//
// all_reduce, reduce_scatter (spec: all_reduce, reduce_scatter)
//===----------------------------------------------------------------------===//

def StableHLO_AllReduceOp : StableHLO_CollectiveOp<"all_reduce"> {
  let summary = "all_reduce (spec: all_reduce)";
  let description = [{
    Within each process group, reduces the `operands` of every process with
    `computation`, elementwise.

    ```mlir
    %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
}

def StableHLO_ReduceScatterOp : StableHLO_CollectiveOp<"reduce_scatter"> {
  let summary = "reduce_scatter (spec: reduce_scatter)";
  let description = [{
    Within each process group, reduces the `operand` of every process with
    `computation`, splits the sum along `scatter_dimension` and gives each
    process its part.

    ```mlir
    %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    I64Attr:$scatter_dimension,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
}

//===----------------------------------------------------------------------===//
// all_to_all (spec: all_to_all)
//===----------------------------------------------------------------------===//

def StableHLO_AllToAllOp : StableHLO_CollectiveOp<"all_to_all"> {
  let summary = "all_to_all (spec: all_to_all)";
  let description = [{
    Within each process group, splits each of the `operands` along
    `split_dimension` into `split_count` parts, sends part i to the i-th
    process of the group and concatenates what it receives along
    `concat_dimension`.

    ```mlir
    %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands,
    I64Attr:$split_dimension,
    I64Attr:$concat_dimension,
    I64Attr:$split_count,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
}

//===----------------------------------------------------------------------===//
// collective_permute, collective_broadcast (spec: collective_permute,
// collective_broadcast)
//===----------------------------------------------------------------------===//

def StableHLO_CollectivePermuteOp
    : StableHLO_CollectiveOp<"collective_permute"> {
  let summary = "collective_permute (spec: collective_permute)";
  let description = [{
    Sends the `operand` of each source process to its target process; a
    process that is no target gets zeros.

    ```mlir
    %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    I64ElementsAttr:$source_target_pairs,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
}

def StableHLO_CollectiveBroadcastOp
    : StableHLO_CollectiveOp<"collective_broadcast"> {
  let summary = "collective_broadcast (spec: collective_broadcast)";
  let description = [{
    Within each process group, gives every process the `operands` of one
    process of the group: the first, or with `has_dynamic_root` the one the
    last operand (`root`, a 1-D integer tensor with one group index per data
    operand) names for each operand. A process in no group gets zeros.

    ```mlir
    %0 = "stablehlo.collective_broadcast"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    %1:2 = "stablehlo.collective_broadcast"(%x, %y, %root) <{has_dynamic_root, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>, tensor<3xi8>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi8>)
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$has_dynamic_root);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
}

//===----------------------------------------------------------------------===//
// collective_reduce (upstream's stablehlo.collective_reduce)
//===----------------------------------------------------------------------===//

def StableHLO_CollectiveReduceOp
    : StableHLO_CollectiveOp<"collective_reduce"> {
  let summary = "collective_reduce (upstream: collective_reduce)";
  let description = [{
    Within each process group, reduces the `operands` of every process with
    `computation`, elementwise, as all_reduce does, but only the group's
    root gets the reduction; the others get zeros. The root is the group's
    first process or, with `has_dynamic_root`, for each data operand the
    group index the last operand (a 1-D si32 tensor) names.

    ```mlir
    %0 = "stablehlo.collective_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$operands,
    HLO_ReplicaGroupsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids,
    UnitAttr:$has_dynamic_root);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
}

#endif // HLOKIT_STABLEHLO_COLLECTIVE_OPS
