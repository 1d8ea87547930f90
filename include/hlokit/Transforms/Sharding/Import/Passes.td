//===- Passes.td - Shardy's import passes ------------------*- tablegen -*-===//
//
// The passes Shardy runs on a module before propagation, under Shardy's
// names, options and messages (docs/sharding.md, "Import passes").
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_IMPORT_PASSES
#define HLOKIT_TRANSFORMS_SHARDING_IMPORT_PASSES

include "mlir/Pass/PassBase.td"

def LiftInlinedMeshesPass : Pass<"sdy-lift-inlined-meshes", "mlir::ModuleOp"> {
  let summary = "Lifts inlined `MeshAttr`s in shardings as symbol `MeshOp`s.";
  let description = [{
    Replaces every mesh inlined in a sharding by the name of an `sdy.mesh`
    with that mesh, creating one when there is none, and dedups the
    existing `sdy.mesh` ops: no two meshes are left equal. So are the
    meshes of the `#stablehlo.replica_group_mesh_axes` of all_gather,
    all_reduce, reduce_scatter, all_to_all and collective_broadcast, whose
    groups the verifiers and the interpreter then read through the
    symbol's `stablehlo.mesh` dictionary. A new mesh is named
    `maximal_mesh_<id>` for a maximal mesh, `empty_mesh` for the empty mesh,
    else the first free name of `mesh`, `mesh_0`, `mesh_1`, ... Every
    `sdy.mesh` also gets the discardable `stablehlo.mesh` dictionary
    (`axes`, and `device_ids` when not the iota) unless it has one.

    Before:

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=4]>
    sdy.mesh @copy = <["x"=2, "y"=4]>
    %0 = stablehlo.add %a, %b {sdy.sharding = #sdy.sharding_per_value<
        [<mesh<["x"=2]>, [{"x"}\]>]>} : tensor<8xf32>
    %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<
        [<@copy, [{"y"}\]>]>} : tensor<8xf32>
    ```

    After (without the `stablehlo.mesh` dictionaries):

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=4]>
    sdy.mesh @mesh_0 = <["x"=2]>
    %0 = stablehlo.add %a, %b {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh_0, [{"x"}\]>]>} : tensor<8xf32>
    %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"y"}\]>]>} : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def RemoveSizeOneAxesPass : Pass<"sdy-remove-size-one-axes", "mlir::ModuleOp"> {
  let summary = "Removes size one axes from shardings.";
  let description = [{
    Removes the axes of size one from every sharding (dimension shardings,
    replicated and unreduced axes), so that they cause no conflicts during
    propagation. A closed dimension left without axes loses its priority (it
    would have none to give). The meshes and the manual axes of manual
    computations keep them.

    Before:

    ```mlir
    sdy.mesh @mesh = <["a"=1, "b"=2]>
    func.func @f(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh,
        [{"a", "b"}\], replicated={"a"}>}) -> tensor<8xf32>
    ```

    After:

    ```mlir
    func.func @f(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh,
        [{"b"}\]>}) -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ManualAxesCleanupPass : Pass<"sdy-manual-axes-cleanup", "mlir::ModuleOp"> {
  let summary = "Cleans up the use of manual axes in `ManualComputationOp`s";
  let description = [{
    1. For any in/out sharding that doesn't name a manual axis, adds that
       axis to its `replicated` axes, so manual axes are always fully
       specified.
    2. Sorts the manual axes in the mesh's axis order.

    A manual computation with manual axes but no inputs or outputs and a
    non-empty body makes the pass fail.

    Before:

    ```mlir
    sdy.mesh @mesh = <["c"=2, "a"=2]>
    %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"c"}\]>]
        out_shardings=[<@mesh, [{"c"}\]>] manual_axes={"a", "c"}
        (%arg: tensor<4xf32>) { sdy.return %arg : tensor<4xf32> }
        : (tensor<8xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.manual_computation(%x)
        in_shardings=[<@mesh, [{"c"}\], replicated={"a"}>]
        out_shardings=[<@mesh, [{"c"}\], replicated={"a"}>]
        manual_axes={"c", "a"} (%arg: tensor<4xf32>) { ... }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def AddDataFlowEdgesPass : Pass<"sdy-add-data-flow-edges", "mlir::ModuleOp"> {
  let summary = "Inserts `DataFlowEdgeOp` for every data-flow edge.";
  let description = [{
    Inserts an `sdy.data_flow_edge` after every value that owns a data-flow
    edge (DataFlowEdges.h): the results of `stablehlo.while`,
    `stablehlo.case` and `stablehlo.optimization_barrier`, and the block
    arguments and results of `sdy.manual_computation` and
    `sdy.named_computation`. The edge takes the owner's existing sharding,
    and replaces the owner in all its other uses. Values without a static
    shape (tokens, dynamic tensors) get none.

    Before:

    ```mlir
    %0 = stablehlo.optimization_barrier %arg0 {sdy.sharding =
        #sdy.sharding_per_value<[<@mesh, [{"a"}\]>]>} : tensor<8xf32>
    return %0 : tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.optimization_barrier %arg0 {sdy.sharding = ...}
    %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}\]> : tensor<8xf32>
    return %1 : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ApplyShardingConstraintsPass
    : Pass<"sdy-apply-sharding-constraints", "mlir::ModuleOp"> {
  let summary = "Applies constraints that dictate the sharding of their input.";
  let description = [{
    Copies the sharding of an `sdy.sharding_constraint` to its input when
    the input has no sharding yet, the sharding is fully closed, and no
    other constraint or manual computation using the input asks for a
    different sharding. A closed dimension does not propagate, so this keeps
    the constraint exact. When the input is a target of a data-flow edge,
    the constraint instead moves right after the input and replaces it in
    all its uses (only unreduced axes are set on the input), so that the
    other targets of the edge stay free.

    A chain of constraints whose input has no sharding and no other
    constraint, whose links but the last have one use each, and whose last
    link is used by no constraint, replaces its input in the uses after the
    chain in the same block (other than `func.return`): the chain dictates
    their sharding.

    The in shardings of an `sdy.manual_computation` are constraints on its
    operands too (without the chain rule); for an edge target a new
    constraint is created after the operand.

    Before:

    ```mlir
    func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
      %0 = stablehlo.abs %x : tensor<8xf32>
      %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}\]> : tensor<8xf32>
      return %1 : tensor<8xf32>
    }
    ```

    After:

    ```mlir
      %0 = stablehlo.abs %x {sdy.sharding = #sdy.sharding_per_value<
          [<@mesh, [{"a"}\]>]>} : tensor<8xf32>
      %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}\]> : tensor<8xf32>
    ```

    **Options:** `debug-sharding-origins` and
    `debug-propagation-edge-sharding` record, as propagation does with them,
    where the applied axes came from (`sdy.sharding_origins`, with each
    constraint named by `sdy.sharding_origin_name = "constraint_<i>"`) and
    the step moving them from the constraint's result to its operand
    (`sdy.propagation_edges`).
  }];
  let options = [
    Option<"debugShardingOrigins", "debug-sharding-origins", "bool", "false",
           "Whether to compute the debug origin shardings for constraints. "
           "See `debug-sharding-origins` option in propagation for more "
           "info.">,
    Option<"debugPropagationEdges", "debug-propagation-edge-sharding", "bool",
           "false",
           "Whether to save the debug propagation edge sharding info. See "
           "`debug-propagation-edge-sharding` option in propagation for more "
           "info.">,
  ];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ShardingGroupImportPass
    : Pass<"sdy-sharding-group-import", "mlir::ModuleOp"> {
  let summary = "Canonicalization and validation pass for sharding groups.";
  let description = [{
    1. Unifies sharding groups: a tensor in groups G1 and G2 makes them one
       group. The merged groups get the ids 0, 1, ..., N-1, in the order
       they are first met, and a group keeps one `sdy.sharding_group` per
       tensor.
    2. Validates the groups: the values of a group are all outside manual
       computations or all in the body of the same one ("ShardingGroupOps
       values cannot cross ManualComputationOp boundaries for groupId: N"),
       and have one shape ("ShardingGroupOps values must have the same shape
       for groupId: N").

    Shardy checks that the members' shardings agree at the start of
    propagation, not here.

    Before:

    ```mlir
    sdy.sharding_group %arg0 group_id=12 : tensor<4xf32>
    sdy.sharding_group %arg0 group_id=34 : tensor<4xf32>
    sdy.sharding_group %arg1 group_id=34 : tensor<4xf32>
    sdy.sharding_group %arg2 group_id=56 : tensor<4xf32>
    ```

    After:

    ```mlir
    sdy.sharding_group %arg0 group_id=0 : tensor<4xf32>
    sdy.sharding_group %arg1 group_id=0 : tensor<4xf32>
    sdy.sharding_group %arg2 group_id=1 : tensor<4xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ConstantOrScalarSplitterPass
    : Pass<"sdy-constant-or-scalar-splitter", "mlir::ModuleOp"> {
  let summary = "Splits constant and scalar expansions so each has a single use.";
  let description = [{
    Gives each user of a constant sub-computation, and of a scalar expansion
    (a broadcast of a scalar), its own copy, so that different uses of a
    constant can be sharded differently: sharing a constant is no reason to
    share a sharding (a false dependency). The MLIR counterpart of XLA's
    `HloConstantSplitter`.

    A constant sub-computation is a constant or iota, or a pure broadcast,
    reshape, slice or element-wise op, a named computation or a call of
    only such ops, whose operands all come from constant sub-computations
    (with those). Within one, a value may have several uses. Scalars (rank
    0) are not split: they are not sharded. Every `stablehlo.constant`
    becomes an `sdy.constant`, which isn't folded, so the copies stay apart;
    a called function is copied under a new name with
    `sdy.original_func_name`, and the `sdy.sharding_group`s of a copied
    value are copied too.

    Before:

    ```mlir
    %0 = stablehlo.constant dense<1.0> : tensor<8xf32>
    %1 = stablehlo.add %x, %0 : tensor<8xf32>
    %2 = stablehlo.multiply %y, %0 : tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.constant dense<1.0> : tensor<8xf32>
    %1 = stablehlo.add %x, %0 : tensor<8xf32>
    %2 = sdy.constant dense<1.0> : tensor<8xf32>
    %3 = stablehlo.multiply %y, %2 : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def PropagateShardingFromFuncToCallPass
    : Pass<"sdy-propagate-sharding-from-func-to-call", "mlir::ModuleOp"> {
  let summary = "Set call result shardings as the func result shardings, if empty.";
  let description = [{
    Gives a `func.call` without result shardings those of its callee, when
    the callee has any (its results without one fully open). A call that
    has result shardings keeps them, even when all are empty.

    Before:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(%a: tensor<8xf32>)
        -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}\]>})
    ```

    After:

    ```mlir
    %0 = call @foo(%x) {sdy.sharding = #sdy.sharding_per_value<
        [<@mesh, [{"x"}\]>]>} : (tensor<8xf32>) -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ExplicitGatherScatterBatchingPass
    : Pass<"sdy-explicit-gather-scatter-batching", "mlir::func::FuncOp"> {
  let summary = "Converts implicit batch dims in gather/scatter to "
                "explicit batching dims.";
  let description = [{
    Identifies implicit batch dimensions in `stablehlo.gather`,
    `stablehlo.dynamic_gather` and `stablehlo.scatter` (indices that
    concatenate an iota addressing a collapsed / inserted operand
    dimension) and turns them into explicit operand / start indices batching
    dimensions, so that propagation sees them. The rewrite is that of
    `hlokit-raise-batching-dims`; see its description for what is matched.

    Before:

    ```mlir
    %iota = stablehlo.iota dim = 0 : tensor<4x1xi32>
    %indices = stablehlo.concatenate %iota, %offset, dim = 1
        : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers =
        #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
        start_index_map = [0, 1], index_vector_dim = 1>,
        slice_sizes = array<i64: 1, 1>}>
        : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1xf32>
    ```

    After:

    ```mlir
    %0 = "stablehlo.gather"(%operand, %offset) <{dimension_numbers =
        #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0],
        start_indices_batching_dims = [0], start_index_map = [1],
        index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}>
        : (tensor<4x8xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    ```
  }];
  let dependentDialects = ["hlokit::stablehlo::StableHLODialect"];
}

def FlattenCallGraphPass : Pass<"sdy-flatten-call-graph", "mlir::ModuleOp"> {
  let summary = "Flattens the call graph.";
  let description = [{
    Makes every function called at most once: each call of a function after
    its first calls a copy of it instead (`<name>_0`, ..., with
    `sdy.original_func_name`), together with copies of the functions the
    copy calls. Calls are visited callees first.

    Before:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @foo(%0) : (tensor<8xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @foo_0(%0) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo_0(...) attributes {sdy.original_func_name = "foo"}
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def ImportFuncCallsPass : Pass<"sdy-import-func-calls", "mlir::ModuleOp"> {
  let summary = "Inline calls into `NamedComputationOp`.";
  let description = [{
    Replaces each `func.call` by an `sdy.named_computation` named after the
    callee (its original name), holding the callee's body: the function's
    own for the first call, which erases the function, and a copy for each
    further call, with a warning (once) that the body is cloned. The named
    computation takes the callee's argument shardings as in shardings, the
    call's result shardings as out shardings, and keeps the call's other
    discardable attributes and the callee's `execution_thread`.

    Before:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(%a: tensor<8xf32>) -> tensor<8xf32> {
      %1 = stablehlo.abs %a : tensor<8xf32>
      return %1 : tensor<8xf32>
    }
    ```

    After (with the default option):

    ```mlir
    %0 = sdy.named_computation<"foo">(%x) (%a: tensor<8xf32>) {
      %2 = sdy.data_flow_edge %a : tensor<8xf32>
      %1 = stablehlo.abs %2 : tensor<8xf32>
      sdy.return %1 : tensor<8xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    %3 = sdy.data_flow_edge %0 : tensor<8xf32>
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
  let options = [
    Option<"addDataFlowEdgesOnNamedComputations",
           "add-data-flow-edges-on-named-computations", "bool",
           /*default=*/"true",
           "Whether to add data flow edges on named computations.">
  ];
}

def PreOrderFuncsPass : Pass<"sdy-pre-order-funcs", "mlir::ModuleOp"> {
  let summary = "Reorders functions in the module in pre-order of the call graph.";
  let description = [{
    Moves the functions of the module into pre-order of the call graph,
    callers before callees. Propagation visits blocks top-down; with the
    functions in this order it does the same across calls.

    Before:

    ```mlir
    func.func @callee() { return }
    func.func @main() { func.call @callee() : () -> () return }
    ```

    After:

    ```mlir
    func.func @main() { func.call @callee() : () -> () return }
    func.func @callee() { return }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def AddFuncDataFlowEdgesPass
    : Pass<"sdy-add-func-data-flow-edges", "mlir::ModuleOp"> {
  let summary = "Inserts `FuncDataFlowEdgeOp` for every func/call data-flow edge.";
  let description = [{
    Inserts an `sdy.func_data_flow_edge` for every argument of every
    function but the main one (the module's only function, or `@main`) and
    for every result of every call, each statically shaped, and makes the
    value's other users use it. The edge carries the value's sharding as
    its `sdy.sharding`. A module with several functions and none named
    `main` is an error ("Failed to lookup function: main").

    Before:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    func.func private @foo(%a: tensor<8xf32>) -> tensor<8xf32> {
      return %a : tensor<8xf32>
    }
    ```

    After:

    ```mlir
    %0 = call @foo(%x) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>
    func.func private @foo(%a: tensor<8xf32>) -> tensor<8xf32> {
      %2 = sdy.func_data_flow_edge %a : tensor<8xf32>
      return %2 : tensor<8xf32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
}

def PrintShardingsPass : Pass<"hlokit-print-shardings", "mlir::ModuleOp"> {
  let summary = "Prints a readable table of the shardings of a module";
  let description = [{
    Prints to stdout, for each function with a body, its argument and
    result shardings and then one row per op with results (nested ops
    too): the op's name, its location (`file:line:col`), the shardings of
    its results (`-` for none) and, for an op with an `sdy.sharding_rule`,
    where communication will be needed: each reduction factor (an
    all-reduce) or need_replication factor (an all-gather) that a dimension
    of an operand or result it maps to is sharded on. The module is not
    changed.

    For

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=2]>
    func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh,
        [{"x"}, {"y"}\]>}, %b: tensor<4x2xf32>) -> tensor<8x2xf32> {
      %0 = stablehlo.dot %a, %b {sdy.sharding_rule = #sdy.op_sharding_rule<
          ([i, k], [k, j])->([i, j]) {i=8, j=2, k=4} reduction={k}>}
          : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
      return %0 : tensor<8x2xf32>
    }
    ```

    it prints

    ```
    func @main
      arg 0: <@mesh, [{"x"}, {"y"}\]>
      arg 1: -
      result 0: -
      op              location     result shardings  communication
      stablehlo.dot   f.mlir:4:12  -                 reduction k: operand 0 dim 1 {"y"}
    ```
  }];
}

#endif // HLOKIT_TRANSFORMS_SHARDING_IMPORT_PASSES
