//===- Passes.td - Shardy's partitioning passes ------------*- tablegen -*-===//
//
// The passes that turn a program with explicit collectives on global shapes
// into the program each device runs, under Shardy's names and options
// (docs/sharding.md, "Partitioning: global to local").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES
#define HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES

include "mlir/Pass/PassBase.td"

def DropShardingRulesPass : Pass<"sdy-drop-sharding-rules", "mlir::func::FuncOp"> {
  let summary = "Drops `OpShardingRuleAttr` from all registered ops.";
  let description = [{
    Removes the `sdy.sharding_rule` attribute of every op of the function;
    its shardings stay.
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def DropShardingAndMeshPass : Pass<"sdy-drop-sharding-and-mesh", "mlir::ModuleOp"> {
  let summary = "Removes the mesh op and sharding notation from the program.";
  let description = [{
    Removes every `sdy.sharding` attribute (of ops, and of function arguments
    and results) and every `sdy.mesh`: what is left is a plain StableHLO
    program, global or, after `sdy-convert-global-to-local`, local.
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ConvertGlobalToLocalPass : Pass<"sdy-convert-global-to-local", "mlir::ModuleOp"> {
  let summary = "Converts an SDY program from global shapes to local shapes.";
  let description = [{
    Gives every value with a sharding its local type (each dimension divided
    by the product of the sizes of the axes sharding it) and rewrites the
    ops whose meaning depends on where a device's shard lies: sdy's explicit
    collectives become StableHLO collectives over the groups of devices
    their axes name, sharded constants and iotas become the device's block,
    found from its `partition_id` (`replica_id` with `replica-count` > 1).
    Shardings stay; `sdy-drop-sharding-and-mesh` removes them. An op the
    pass cannot give a local form is an error naming it and its sharding.
    `combine-multi-dimension-reduce-scatter` is accepted and ignored: a
    reduce_scatter over several dimensions is an all_reduce and a slice.
    With `enable-rgv3` the mesh of the mesh-axes groups is inlined.
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect",
                           "hlokit::stablehlo::StableHLODialect"];
  let options = [
    Option<"perDimAllGather", "per-dim-all-gather", "bool", "false",
           "Keep per-dimension all-gather without combining them into a "
           "single all-gather.">,
    Option<"combineMultiDimensionReduceScatter",
           "combine-multi-dimension-reduce-scatter", "bool", "false",
           "Combine multi-dimension reduce-scatter into a single "
           "reduce-scatter.">,
    Option<"enableRGV3", "enable-rgv3", "bool", "false",
           "Use StableHLO ReplicaGroupV3 (mesh-axes based) for collectives.">,
    Option<"replicaCount", "replica-count", "int64_t", "1",
           "Number of replicas (data parallelism).">,
    Option<"partitionCount", "partition-count", "int64_t", "1",
           "Number of partitions (model parallelism).">,
  ];
}

def ResolveSingleDeviceShardingPass
    : Pass<"sdy-resolve-single-device-sharding", "mlir::func::FuncOp"> {
  let summary = "Lowers single-device operations into stablehlo.if guarded by "
                "target device ID.";
  let description = [{
    An op (not of sdy) whose result sharding is on a maximal mesh (one
    device, `<[], device_ids=[D]>`) runs on device D only: it moves into the
    true branch of a `stablehlo.if` on `partition_id == D` (`replica_id`
    with `replica-count` > 1), reading the values its operands were
    resharded from, and the false branch gives zeros (a token for a token).
    An `sdy.all_reduce` along every axis of the module's global mesh (its
    first `sdy.mesh` with axes) then gives every device the value; a
    reshard of a result to replicated on that mesh is that all_reduce.
    Nothing without a global mesh.

    Before (`@single_dev_0` is `<[], device_ids=[0]>`, `@mesh` `<["x"=2]>`):
    ```mlir
    %1 = sdy.reshard %0 <@single_dev_0, []> : tensor<8xf32>
    %2 = stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@single_dev_0, []>]>} : tensor<8xf32>
    %3 = sdy.reshard %2 <@mesh, \[{}\]> : tensor<8xf32>
    ```
    After:
    ```mlir
    %id = stablehlo.partition_id : tensor<ui32>
    %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %on = stablehlo.compare EQ, %i, %c0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %r = "stablehlo.if"(%on) ({
      %n = stablehlo.negate %0 : tensor<8xf32>
      stablehlo.return %n : tensor<8xf32>
    }, {
      %z = stablehlo.constant dense<0.0> : tensor<8xf32>
      stablehlo.return %z : tensor<8xf32>
    }) : (tensor<i1>) -> tensor<8xf32>
    %3 = sdy.all_reduce {"x"} %r out_sharding=<@mesh, \[{}\]> : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect",
                           "hlokit::stablehlo::StableHLODialect"];
  let options = [
    Option<"replicaCount", "replica-count", "int64_t", "1",
           "Number of replicas per partition.">,
    Option<"partitionCount", "partition-count", "int64_t", "1",
           "Number of partitions per replica.">,
  ];
}

def PadForDivisibilityPass
    : Pass<"sdy-pad-for-divisibility", "mlir::func::FuncOp"> {
  let summary = "Pads tensors with non-divisible shardings to divisible shapes.";
  let description = [{
    A dimension of size N that a sharding splits into K shards, K not
    dividing N, gets the type of size N rounded up to a multiple of K, the
    padding at its end, so that `sdy-convert-global-to-local` gives every
    device an equal block. Ops keep their place and take padded types:
    `sdy.all_slice`, `sdy.reduce_scatter` and `sdy.all_to_all` first pad
    their operand with zeros (`stablehlo.pad`), `sdy.all_gather` and
    `sdy.all_to_all` then slice their result back along the dimensions they
    make whole; a `slice` reaches further into its padded operand, a `pad`
    adjusts its high edge, `dot_general` and `convolution` mask the padding
    of what they sum over to zeros (an iota, a compare and a select) unless
    it is known to hold zeros, a reduce masks its reduced padding with its
    init value, a dense constant is padded with zeros, a reshape keeps
    padding lying after its last element, a while carries padded types
    through its regions; elementwise and layout ops and sdy's other
    collectives take the padded types of their operands. An op of another
    dialect (a return) reads a padded value sliced back. Function arguments
    and results must be divisible (the error is Shardy's); an op that may
    read padding into its elements, or that the padding does not fit, is
    an error on it.

    Before (`@mesh` is `<["x"=4]>`):
    ```mlir
    %0 = sdy.all_slice \[{"x"}, {}\] %arg0 out_sharding=<@mesh, \[{"x"}, {}\]> : tensor<7x8xf32>
    %1 = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<\[<@mesh, \[{"x"}, {}\]>\]>} : tensor<7x8xf32>
    %2 = sdy.all_gather \[{"x"}, {}\] %1 out_sharding=<@mesh, \[{}, {}\]> : tensor<7x8xf32>
    ```
    After:
    ```mlir
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %p = stablehlo.pad %arg0, %c, low = \[0, 0\], high = \[1, 0\], interior = \[0, 0\] : (tensor<7x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %0 = sdy.all_slice \[{"x"}, {}\] %p out_sharding=<@mesh, \[{"x"}, {}\]> : tensor<8x8xf32>
    %1 = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<\[<@mesh, \[{"x"}, {}\]>\]>} : tensor<8x8xf32>
    %g = sdy.all_gather \[{"x"}, {}\] %1 out_sharding=<@mesh, \[{}, {}\]> : tensor<8x8xf32>
    %2 = stablehlo.slice %g \[0:7, 0:8\] {sdy.sharding = #sdy.sharding_per_value<\[<@mesh, \[{}, {}\]>\]>} : (tensor<8x8xf32>) -> tensor<7x8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect",
                           "hlokit::stablehlo::StableHLODialect"];
}

def ResolvePermutationFactorsPass
    : Pass<"sdy-resolve-permutation-factors", "mlir::ModuleOp"> {
  let summary = "Resolves sharding on dimensions mapped to kPermutation factors.";
  let description = [{
    A StableHLO op whose sharding rule (Shardy's) has a sharded permutation
    factor (a sliced, padded or reversed dimension, a convolution's or a
    window's spatial dimension, a concatenated dimension) would move data
    between shards. Its operands are resharded (`sdy.reshard`) with the
    dimensions of those factors replicated, its results take those
    shardings, and reshards after it restore the old ones. A slice
    dimension that starts at 0 with stride 1 and keeps the shard size, and
    a pad dimension without interior padding whose every result shard reads
    only its own operand shard, need no communication and stay. A reshape
    whose operand and result, padded by `sdy-pad-for-divisibility`, would
    have padding other than after their last element (a non-divisible
    dimension split or merged) is replicated whole. With
    `enable-halo-exchange` (the default), a pad or slice whose operand and
    result split every dimension alike, without interior padding or
    strides along a split dimension, exchanges halos instead (sizes the
    shards do not divide padded at their end before, the result sliced
    back after; Shardy's limit: a dimension whose devices read blocks more
    than one place away, from as many places as there are blocks, is
    replicated): an `sdy.manual_computation` over the sharding's axes
    (the whole axis of a sub-axis) in which each device receives from its
    neighbours
    (`collective_permute`, the device index from `partition_id`, or
    `replica_id` when `replica-count` > 1) the operand blocks its result
    block reads (a reduce_window without dilations, or a convolution of
    one layout on both sides with its kernel whole: the elements its
    windows read, reduced or convolved locally); a reverse of equal blocks
    sends each device's reversed block to the device at the mirrored place.
    Other ops (select_and_scatter, reshapes) are replicated.

    Before (`@mesh` is `<["a"=2]>`):
    ```mlir
    %0 = stablehlo.reverse %arg0, dims = \[0\] {sdy.sharding = #sdy.sharding_per_value<\[<@mesh, \[{"a"}\]>\]>} : tensor<8xf32>
    ```
    After:
    ```mlir
    %r = sdy.reshard %arg0 <@mesh, \[{}\]> : tensor<8xf32>
    %v = stablehlo.reverse %r, dims = \[0\] {sdy.sharding = #sdy.sharding_per_value<\[<@mesh, \[{}\]>\]>} : tensor<8xf32>
    %0 = sdy.reshard %v <@mesh, \[{"a"}\]> : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect",
                           "hlokit::stablehlo::StableHLODialect"];
  let options = [
    Option<"enableHaloExchange", "enable-halo-exchange", "bool", "true",
           "Implement halo exchange logic for windowed operations.">,
    Option<"replicaCount", "replica-count", "int64_t", "1",
           "Number of replicas (data parallelism).">,
    Option<"partitionCount", "partition-count", "int64_t", "1",
           "Number of partitions (model parallelism).">,
  ];
}

def PerInstructionPartitioningPass
    : Pass<"sdy-per-instruction-partitioning", "mlir::ModuleOp"> {
  let summary = "Selectively extracts target instructions, runs the "
                "partitioner pipeline on them to generate device-local code, "
                "and wraps them in sdy.manual_computation.";
  let description = [{
    For debugging and bisection: partitions chosen ops one at a time and
    leaves the rest of the program global, for XLA's partitioner. The
    candidates are the ops directly in a function's body (not in nested
    regions) with a sharded operand or result, other than terminators,
    sdy's collectives, data-flow edges, manual computations, meshes,
    propagation barriers, sharding constraints and groups, and `Sharding`
    custom calls; they are numbered from 0 in order. `filter` picks among
    them: empty for all, else comma-separated entries, optionally quoted as
    a whole: `selectLow=N` and `selectHigh=N` (the numbers from N on, up to
    N) and op name substrings (any may match: `dot` picks `stablehlo.dot`
    and `stablehlo.dot_general`).

    Each picked op is copied alone into a function of its own module, its
    operands and results sharded as they are (replicated when they have no
    sharding, results without unreduced axes), on one mesh (an inlined one
    gets an `sdy.mesh`); that module goes through resolve-permutation-factors
    (with `enable-halo-exchange`), insert-explicit-reshards (full version),
    reshard-to-collectives, pad-for-divisibility, convert-global-to-local
    (with `replica-count` and `partition-count`) and drop-sharding-and-mesh,
    and the local function's body replaces the op as an
    `sdy.manual_computation` whose manual axes are all the axes its
    shardings use. A dimension its sharding doesn't divide is padded with
    zeros before the computation and sliced back after it (a reshard's
    operand and result take the larger of their two padded shapes; a
    slice's limits and a pad's high edges reach as far as the padded
    result needs).

    Before (`filter=dot`, mesh `<["x"=2, "y"=2]>`):

    ```mlir
    %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {"y"}\]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    ```

    with `%arg0` sharded `[{"x"}, {}\]` and `%arg1` `[{}, {"y"}\]`, after:

    ```mlir
    %0 = sdy.manual_computation(%arg0, %arg1)
        in_shardings=[<@mesh, [{"x"}, {}\]>, <@mesh, [{}, {"y"}\]>]
        out_shardings=[<@mesh, [{"x"}, {"y"}\]>] manual_axes={"x", "y"}
        (%arg2: tensor<4x32xf32>, %arg3: tensor<32x8xf32>) {
      %1 = stablehlo.dot %arg2, %arg3 : (tensor<4x32xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
      sdy.return %1 : tensor<4x8xf32>
    } : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect",
                           "hlokit::stablehlo::StableHLODialect"];
  let options = [
    Option<"filter", "filter", "std::string", /*default=*/"\"\"",
           "Filter string for selective partitioning. Can be empty (all "
           "sharded ops), comma-separated op name substrings (e.g. 'dot, "
           "pad'), or key-values like 'selectLow=0, selectHigh=10'.">,
    Option<"enableHaloExchange", "enable-halo-exchange", "bool", "true",
           "Implement halo exchange logic for windowed operations inside "
           "the sub-pipeline.">,
    Option<"replicaCount", "replica-count", "int64_t", "1",
           "Number of replicas (data parallelism).">,
    Option<"partitionCount", "partition-count", "int64_t", "1",
           "Number of partitions (model parallelism).">,
  ];
}

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES
