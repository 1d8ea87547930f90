//===- Passes.td - Shardy's export passes ------------------*- tablegen -*-===//
//
// The passes Shardy runs on a module after propagation, under Shardy's
// names, options and messages (docs/sharding.md, "Explicit reshards and
// collectives").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES
#define HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES

include "mlir/Pass/PassBase.td"

def ShardingConstraintToReshardPass
    : Pass<"sdy-sharding-constraint-to-reshard", "mlir::func::FuncOp"> {
  let summary = "Converts ShardingConstraintOp into ReshardOp.";
  let description = [{
    Replaces every `sdy.sharding_constraint` by an `sdy.reshard` with the
    same input, sharding and discardable attributes: after propagation a
    constraint is a point where the value must have that sharding.

    Before:

    ```mlir
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}\]> : tensor<8x8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.reshard %arg0 <@mesh, [{"a"}, {?}\]> : tensor<8x8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def SinkDataFlowEdgesPass
    : Pass<"sdy-sink-data-flow-edges", "mlir::func::FuncOp"> {
  let summary = "Sinks all `DataFlowEdgeOp` into their input.";
  let description = [{
    Moves the sharding of each `sdy.data_flow_edge` to its input (the owner
    of the edge) and replaces the edge by its input. An op whose edges
    carry no sharding keeps its shardings; otherwise each owner takes its
    edge's sharding, fully open on the first sharding's mesh when its edge
    has none. A manual computation's block argument keeps the manual axes
    of its in sharding, major to the edge's axes. The edges' debug
    attributes are dropped, unless `sink-debug-sharding-origins` (or
    `sink-debug-propagation-edge-sharding`) puts their
    `sdy.sharding_origins` (`sdy.propagation_edges`) on the op as
    `sdy.block_arg_sharding_origins` / `sdy.result_sharding_origins`
    (`sdy.block_arg_propagation_edges` / `sdy.result_propagation_edges`),
    one entry per edge that has them.

    Before:

    ```mlir
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<8xf32>
    %1 = sdy.data_flow_edge %0#0 : tensor<8xf32>
    %2 = sdy.data_flow_edge %0#1 sharding=<@mesh, [{"a"}\]> : tensor<8xf32>
    ```

    After:

    ```mlir
    %0:2 = stablehlo.optimization_barrier {sdy.sharding =
        #sdy.sharding_per_value<[<@mesh, [{?}\]>, <@mesh, [{"a"}\]>]>}
        %arg0, %arg1 : tensor<8xf32>, tensor<8xf32>
    ```
  }];
  let options = [
    Option<"sinkDebugShardingOrigins", "sink-debug-sharding-origins", "bool",
           "false",
           "Whether to sink the debug sharding origins info. See "
           "`debug-sharding-origins` option in propagation for more info.">,
    Option<"sinkDebugPropagationEdgeSharding",
           "sink-debug-propagation-edge-sharding", "bool", "false",
           "Whether to sink the debug propagation edge sharding info. See "
           "`debug-propagation-edge-sharding` option in propagation for more "
           "info.">,
  ];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ReshardToCollectivesPass
    : Pass<"sdy-reshard-to-collectives", "mlir::func::FuncOp"> {
  let summary = "Converts ReshardOp into various Shardy collective ops.";
  let description = [{
    Rewrites every `sdy.reshard` into the sequence of sdy collectives that
    takes its input's sharding to its own (`computeReshardCollectives` in
    ReshardCollectives.h): per dimension, axes to add are sliced
    (`sdy.all_slice`), axes that change place keeping the sharded size are
    permuted (`sdy.collective_permute`), axes moved from the minor end of
    one dimension to another are exchanged (`sdy.all_to_all`), and axes to
    drop are gathered (`sdy.all_gather`), in that order, at most twice. A
    change of device order alone is one `sdy.collective_permute`. A reshard
    to a fully replicated sharding gathers everything, keeping the input's
    mesh; a reshard between replicated shardings, or between equivalent
    ones, disappears.

    A reshard stays when its input or its sharding is on a maximal mesh, or
    when the two meshes differ in more than the device order. With
    `keep-redundant-reshards=true`, reshards between equivalent shardings
    stay too. Unreduced axes are left as they are: the input's and the
    reshard's must match (an unreduced axis is reduced by
    `sdy-insert-explicit-reshards`).

    Before:

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
    %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}\]> : tensor<16x2xf32>
    ```

    with `%arg0` sharded `[{"x", "y", "z"}, {}\]`, after:

    ```mlir
    %0 = sdy.all_gather [{"y", "z"}, {}\] %arg0 out_sharding=<@mesh,
        [{"x"}, {}\]> : tensor<16x2xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
  let options = [
    Option<"keepRedundantReshards", "keep-redundant-reshards", "bool",
           /*default=*/"false",
           "Whether it keeps redundant reshards or removes.">
  ];
}

def RemoveShardingGroupsPass
    : Pass<"sdy-remove-sharding-groups", "mlir::ModuleOp"> {
  let summary = "Removes ShardingGroupOps after propagation.";
  let description = [{
    Erases every `sdy.sharding_group`: after propagation the groups' members
    have their shardings and the groups say nothing more.
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def InlineMeshesPass : Pass<"sdy-inline-meshes", "mlir::ModuleOp"> {
  let summary = "Inlines the mesh definition into sharding attributes.";
  let description = [{
    Replaces each mesh symbol a sharding names (func argument and result
    attributes, `sdy.sharding`, the shardings of sdy ops) by the mesh it
    names, and erases the `sdy.mesh` ops nothing references any more, so
    that shardings are self-contained. The mesh symbol of a collective's
    `#stablehlo.replica_group_mesh_axes` is inlined as a `#stablehlo.mesh`
    too, unless the mesh orders its devices (`#stablehlo.mesh` has no device
    ids in hlokit); its `sdy.mesh` then stays.

    Before:

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=4]>
    func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}\]>}) -> tensor<8x8xf32> {
      %0 = sdy.reshard %arg0 <@mesh, [{}, {"y"}\]> : tensor<8x8xf32>
      return %0 : tensor<8x8xf32>
    }
    ```

    After:

    ```mlir
    func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"x"}, {}\]>}) -> tensor<8x8xf32> {
      %0 = sdy.reshard %arg0 <mesh<["x"=2, "y"=4]>, [{}, {"y"}\]> : tensor<8x8xf32>
      return %0 : tensor<8x8xf32>
    }
    ```
  }];
  // The StableHLO dialect is loaded wherever a collective needs it.
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def RemovePropagationDebugInfoPass
    : Pass<"sdy-remove-propagation-debug-info", "mlir::ModuleOp"> {
  let summary = "Removes propagation debug info (propagation edges and origin "
                "shardings) during export.";
  let description = [{
    Drops what propagation's `debug-sharding-origins` and
    `debug-propagation-edge-sharding` wrote: `sdy.propagation_edges` and
    `sdy.sharding_origins` on ops and on func arguments and results, and
    `sdy.block_arg_*` / `sdy.result_*` versions of both on ops that owned
    data-flow edges. The `sdy.sharding_origin_name` of constraints and
    manual computations stays.

    Before:

    ```mlir
    func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}\]>,
                                        sdy.sharding_origins = {a = "self"}}) -> tensor<8xf32> {
      %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"a" = operand-0 -> [result-0]}\]}\]>,
                                sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}\]>]>,
                                sdy.sharding_origins = [{a = "input: 0"}\]} : tensor<8xf32>
      return %0 : tensor<8xf32>
    }
    ```

    After:

    ```mlir
    func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}\]>}) -> tensor<8xf32> {
      %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}\]>]>} : tensor<8xf32>
      return %0 : tensor<8xf32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def CloseShardingsPass : Pass<"sdy-close-shardings", "mlir::ModuleOp"> {
  let summary = "Closes tensor shardings and drops replicated axes.";
  let description = [{
    Makes every dimension of every sharding in the module closed (function
    argument and result attributes, `sdy.sharding`, the shardings of sdy
    ops) and drops their replicated axes: after propagation a sharding says
    exactly how its value is laid out. Unreduced axes and priorities stay;
    a dimension closed without axes loses its priority, as it must.

    Before:

    ```mlir
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x", ?}, {?}\], replicated={"y"}>]>} : tensor<8x16xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {}\]>]>} : tensor<8x16xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def UpdateNonDivisibleInputOutputShardingsPass
    : Pass<"sdy-update-non-divisible-input-output-shardings",
           "mlir::ModuleOp"> {
  let summary = "Makes FuncOp inputs/outputs evenly sharded, removing any "
                "need for padding due to non-divisible shardings.";
  let description = [{
    Users expect a function's inputs and outputs to be evenly sharded, so
    that their tensors need no padding; propagation may shard them unevenly.
    This pass replaces, in each dimension that isn't divisible by its sharded
    size, the axes by their longest prefix that divides it: whole axes while
    they divide what is left of the dimension, then the sub-axis of the
    next one of size their greatest common divisor (if more than 1), and no
    further. It does so for the arguments and results of every function, the
    results of every `func.call`, and the in and out shardings of every
    `sdy.manual_computation` (the in shardings against the body's local
    shapes, keeping the manual axes). A changed dimension loses its
    priority; replicated and unreduced axes stay.

    Before (mesh `<["x"=4, "y"=2]>`):

    ```mlir
    func.func @f(%arg0: tensor<2x3xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"x"}, {"y"}\]>})
    ```

    After:

    ```mlir
    func.func @f(%arg0: tensor<2x3xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"x":(1)2}, {}\]>})
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def InsertExplicitReshardsPass
    : Pass<"sdy-insert-explicit-reshards", "mlir::func::FuncOp"> {
  let summary = "Inserts explicit reshards to make all operations have "
                "compatible shardings.";
  let description = [{
    After propagation an op may still shard a factor of its sharding rule
    differently in its operands and results, or use one axis for two
    factors. With `enable-full-version=true`, for every op with a rule
    (from the registry, not a custom one) whose shardings share a mesh (up
    to device order, not maximal): operands whose unreduced axes the op's
    results don't keep are all-reduced; the axes each factor gets are picked
    (`findCommonAxes` in CommonAxes.h, Shardy's choice); operands sharded
    otherwise are resharded to them, and results sharded otherwise get them
    with an `sdy.reshard` back to their old sharding for their users; then
    the results are all-reduced along the axes of the sharded reduction
    factors. A function's returned values are resharded to its result
    shardings. Values flowing into a data-flow edge are resharded to its
    owner's sharding, a call's operands to its callee's argument shardings.
    Without `enable-full-version` only dots whose result conflicts in one
    factor are changed (and unreduced axes reduced); a concatenate with
    differing shardings and calls always get the full treatment. A reshard
    gaining unreduced axes becomes `sdy.sharded_to_unreduced` /
    `sdy.replicated_to_unreduced`. An op placed on one device (a result on
    a maximal mesh) gets its operands there and its results back through
    replicated on the global mesh. A reshape whose axes overflow its factors
    keeps the common prefixes of the more sharded side's axes handed out
    again on both sides.

    Before (mesh `<["x"=4, "y"=2]>`):

    ```mlir
    %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {}\]>]>} : tensor<4x32xf32>
    ```

    with `%arg0` sharded `[{"x"}, {}\]` and `%arg1` unsharded, after:

    ```mlir
    %r = sdy.reshard %arg1 <@mesh, [{"x"}, {}\]> : tensor<4x32xf32>
    %0 = stablehlo.add %arg0, %r {sdy.sharding = ...} : tensor<4x32xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
  let options = [
    Option<"enableFullVersion", "enable-full-version", "bool",
           /*default=*/"false", "Enable full version.">
  ];
}

def ConstantOrScalarMergerPass
    : Pass<"sdy-constant-or-scalar-merger", "mlir::func::FuncOp"> {
  let summary = "Merge identical constants and scalar expansions with "
                "matching shardings.";
  let description = [{
    The inverse of `sdy-constant-or-scalar-splitter` once propagation is
    done: a constant (`sdy.constant` or any constant-like op) is replaced by
    an earlier one of the same region with the same attributes (value and
    sharding included), and a `stablehlo.broadcast_in_dim` of a scalar by an
    earlier one of the same region with the same attributes, operand and
    type. Copies sharded differently stay apart.

    Before:

    ```mlir
    %0 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} dense<1.0> : tensor<8xf32>
    %1 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} dense<1.0> : tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} dense<1.0> : tensor<8xf32>
    %2 = stablehlo.add %0, %0 : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def SinkFuncDataFlowEdgesPass
    : Pass<"sdy-sink-func-data-flow-edges", "mlir::func::FuncOp"> {
  let summary = "Sinks all `FuncDataFlowEdgeOp` into their input.";
  let description = [{
    Gives the input of each `sdy.func_data_flow_edge` (a function argument
    or a call result) the edge's sharding, or, when the edge has none but
    the input had one, a fully open sharding on the input's mesh; then
    replaces the edge by its input.

    Before:

    ```mlir
    func.func private @foo(%arg0: tensor<8xf32>) -> tensor<8xf32> {
      %0 = sdy.func_data_flow_edge %arg0 {sdy.sharding =
          #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} : tensor<8xf32>
      return %0 : tensor<8xf32>
    }
    ```

    After:

    ```mlir
    func.func private @foo(%arg0: tensor<8xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"a"}\]>}) -> tensor<8xf32> {
      return %arg0 : tensor<8xf32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def RemoveSubAxesInInputOutputShardingsPass
    : Pass<"sdy-remove-sub-axes-in-input-output-shardings", "mlir::ModuleOp"> {
  let summary = "Removes sub-axes in input/output shardings.";
  let description = [{
    Some users of Shardy expect the main function's inputs and outputs to be
    sharded without sub-axes. In every open dimension of the main function's
    argument and result shardings (the module's only function, or `@main`),
    the first sub-axis and the axes after it are dropped; closed dimensions
    stay as they are. Run after
    `sdy-update-non-divisible-input-output-shardings`, so that dropping axes
    can't make a dimension non-divisible. A module with several functions
    and none named `main` is an error ("Failed to lookup function: main").

    Before (mesh `<["x"=4, "y"=2]>`):

    ```mlir
    func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"y", "x":(1)2, ?}, {"x":(2)2}\]>})
    ```

    After:

    ```mlir
    func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"y", ?}, {"x":(2)2}\]>})
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ExportNamedComputationsPass
    : Pass<"sdy-export-named-computations", "mlir::ModuleOp"> {
  let summary = "Outline calls from `NamedComputationOp`.";
  let description = [{
    Replaces every `sdy.named_computation` (inner ones first) by a
    `func.call` of a new private function named after it, holding its body
    (renamed `<name>_<N>` by the symbol table when the name is taken) and
    remembering the name as `sdy.original_func_name`. The shardings of the
    computation's data-flow edges, when it has any, become its in and out
    shardings first; the in shardings go on the function's arguments, the
    out shardings on the call; the edges are removed. The call keeps the
    computation's discardable attributes, the function its
    `execution_thread`.

    Before:

    ```mlir
    %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8xf32>) {
      %1 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"a"}\]> : tensor<8xf32>
      sdy.return %1 : tensor<8xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(%arg1: tensor<8xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"a"}\]>}) -> tensor<8xf32>
        attributes {sdy.original_func_name = "foo"} {
      return %arg1 : tensor<8xf32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def PropagateToFuncResultsPass
    : Pass<"sdy-propagate-to-func-results", "mlir::ModuleOp"> {
  let summary = "Propagate shardings from the func terminator to func "
                "results.";
  let description = [{
    Sets the result shardings of every function but the main one (the
    module's only function, or `@main`) to the shardings of the values it
    returns, removing a result's sharding when its value has none. A module
    with several functions and none named `main` is an error ("Failed to
    lookup function: main").

    Before:

    ```mlir
    func.func private @foo(%arg0: tensor<8xf32>) -> tensor<8xf32> {
      %0 = stablehlo.abs %arg0 {sdy.sharding =
          #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} : tensor<8xf32>
      return %0 : tensor<8xf32>
    }
    ```

    After:

    ```mlir
    func.func private @foo(%arg0: tensor<8xf32>)
        -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}\]>}) {
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def UnflattenCallGraphPass
    : Pass<"sdy-unflatten-call-graph", "mlir::ModuleOp"> {
  let summary = "Unflattens the call graph.";
  let description = [{
    Makes the calls of copies of one function (same `sdy.original_func_name`,
    or name, and same `sdy.func_manual_axes`) with the same argument and
    result shardings call one of them: the callee of the first such call.
    With `dedup-functions-fully=true` shardings don't count: all calls of
    copies of a function call the copy sharded as the most calls are. Then
    drops `sdy.original_func_name` and `sdy.func_manual_axes` from every
    function; `symbol-dce` erases the copies no longer called.

    Before:

    ```mlir
    %0 = call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @foo_0(%0) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(...) { ... }
    func.func private @foo_0(...) attributes {sdy.original_func_name = "foo"} { ... }
    ```

    After (both copies sharded alike):

    ```mlir
    %0 = call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @foo(%0) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(...) { ... }
    func.func private @foo_0(...) { ... }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
  let options = [
    Option<"dedupFunctionsFully", "dedup-functions-fully", "bool",
           /*default=*/"false",
           "If true, regardless of the input and output shardings of "
           "functions, it keeps one callee function for each caller "
           "function. The default is false, meaning it will deduplicate "
           "only if the input and output shardings are the same.">
  ];
}

def InsertFuncCallReshardsPass
    : Pass<"sdy-insert-func-call-reshards", "mlir::ModuleOp"> {
  let summary = "Inserts reshards for func and call sharding conflicts.";
  let description = [{
    Gives every `func.call` its callee's result shardings (those missing
    fully open on the mesh of the first one not on a maximal mesh; when the
    callee has none, the call's own shardings made fully closed and
    replicated). Each result whose sharding was not equivalent gets an
    `sdy.reshard` to its old sharding (fully closed and replicated when it
    had none) for its users.

    Before:

    ```mlir
    %0 = call @bar(%arg0) {sdy.sharding =
        #sdy.sharding_per_value<[<@mesh, [{"a"}, {}\]>]>} : (tensor<8x2xi32>) -> tensor<8x2xi32>
    func.func private @bar(...) -> (tensor<8x2xi32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"b"}, {}\]>})
    ```

    After:

    ```mlir
    %0 = call @bar(%arg0) {sdy.sharding =
        #sdy.sharding_per_value<[<@mesh, [{"b"}, {}\]>]>} : (tensor<8x2xi32>) -> tensor<8x2xi32>
    %1 = sdy.reshard %0 <@mesh, [{"a"}, {}\]> : tensor<8x2xi32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def RemoveAllGatherReduceScatterForCMV1Pass
    : Pass<"sdy-remove-all-gather-reduce-scatter-for-cmv1",
           "mlir::func::FuncOp"> {
  let summary = "Removes sdy.all_gather and sdy.reduce_scatter for CMV1.";
  let description = [{
    XLA's collective matmul V1 (CMV1) wants to find a dot next to the
    collective it overlaps with itself, so this pass takes Shardy's explicit
    collectives back out around dots (`stablehlo.dot` and
    `stablehlo.dot_general`, at any depth of the function):

    - an `sdy.all_gather` whose only use is an operand of a dot is replaced
      by its input;
    - otherwise (no operand of the dot was such an all-gather), when the
      dot's only use is an `sdy.reduce_scatter` and the dot's result has no
      unreduced axes, the dot takes the reduce-scatter's sharding and the
      reduce-scatter is replaced by the dot.

    The dot's operands or result then no longer agree with its sharding as
    explicit collectives would have them: the collectives are left to
    XLA's partitioner.

    Before (mesh `<["x"=2, "y"=2]>`):

    ```mlir
    %0 = sdy.all_gather [{"x"}, {}\] %arg1 out_sharding=<@mesh, [{}, {}\]> : tensor<16x32xf32>
    %1 = stablehlo.dot %arg0, %0 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {}\]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.dot %arg0, %arg2 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{}, {}\]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %3 = sdy.reduce_scatter [{"x"}, {}\] %2 out_sharding=<@mesh, [{"x"}, {}\]> : tensor<8x32xf32>
    ```

    After:

    ```mlir
    %1 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {}\]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.dot %arg0, %arg2 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}, {}\]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def VerifyUnreducedAxesPass
    : Pass<"sdy-verify-unreduced-axes", "mlir::func::FuncOp"> {
  let summary = "Verifies the consistency of unreduced axis usage.";
  let description = [{
    Verifies that for every operation, if its operands have unreduced axes,
    the operation either explicitly reduces them or passes them through to
    its results. Only `sdy.reshard`, `sdy.sharding_constraint` (checked by
    their verifiers), `sdy.all_reduce` and `sdy.reduce_scatter` (whose
    operand must be sharded), and `stablehlo.all_reduce` and
    `stablehlo.reduce_scatter` (with the sum, max or min their body
    computes) may reduce unreduced axes. `stablehlo.reduce` may introduce
    unreduced axes with its body's reduction, and any other op (a dot, an
    elementwise op, a constant) partial sums. A `func.call` has the
    unreduced axes of its callee's arguments and results, and a returned
    value those of the result it becomes, unless it comes from an explicit
    reshard. Axes that stay unreduced keep their reduction (sum, max, min).
    The first violation is an error and the pass fails.

    Example (an error: the add drops the unreduced axis "y"):

    ```mlir
    func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding =
        #sdy.sharding<@mesh, [{"x"}, {}\], unreduced={"y"}>}) -> tensor<8x8xf32> {
      %0 = stablehlo.add %arg0, %arg0 {sdy.sharding =
          #sdy.sharding_per_value<[<@mesh, [{"x"}, {}\]>]>} : tensor<8x8xf32>
      return %0 : tensor<8x8xf32>
    }
    ```

    Valid: `%0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}\]>` first, and the add
    on `%0`.
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

#endif // HLOKIT_TRANSFORMS_SHARDING_EXPORT_PASSES
