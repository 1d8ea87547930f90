//===- Passes.td - Shardy's sharding propagation passes ----*- tablegen -*-===//
//
// One pass per strategy, under Shardy's names and options. Each extends the
// one before it (see Propagation.h).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES
#define HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES

include "mlir/Pass/PassBase.td"

// The options every strategy has.
defvar kBasicPropagationOptions = [
  Option<"keepShardingRules", "keep-sharding-rules", "bool", "false",
         "whether to keep existing and created op sharding rules">,
  Option<"dumpDirectory", "module-dump-directory", "std::string", "",
         "accepted for Shardy compatibility and ignored: hlokit dumps no "
         "modules">,
  Option<"conservativePropagation", "conservative-propagation", "bool",
         "false",
         "whether to disallow split axes and non-divisible sharding axes "
         "during propagation">,
  Option<"debugShardingOrigins", "debug-sharding-origins", "bool", "false",
         "whether to save information about the origin of a sharding on the "
         "MLIR module. These would be the shardings on the function inputs, "
         "outputs, sharding constraints and manual computations before "
         "propagation.">,
  Option<"debugPropagationEdgeSharding", "debug-propagation-edge-sharding",
         "bool", "false",
         "whether to save information about the SSA value edges of how a "
         "sharding on the MLIR module propagated around. These are from "
         "which operand/result a sharding was propagated to a given op.">,
];

defvar kPropagationStrategyOption =
  Option<"propagationStrategy", "propagation-strategy",
         "::hlokit::sdy::PropagationStrategy",
         "::hlokit::sdy::PropagationStrategy::kAggressive",
         "which factor propagation strategy to use", [{::llvm::cl::values(
           clEnumValN(::hlokit::sdy::PropagationStrategy::kBasic, "basic",
                      "basic factor propagation"),
           clEnumValN(::hlokit::sdy::PropagationStrategy::kAggressive,
                      "aggressive", "aggressive factor propagation"),
           clEnumValN(::hlokit::sdy::PropagationStrategy::kBasicThenAggressive,
                      "basic-then-aggressive",
                      "basic factor propagation followed by aggressive "
                      "factor propagation"))}]>;

defvar kRunOpPriorityOption =
  Option<"runOpPriorityPropagation", "run-op-priority-propagation", "bool",
         "true", "whether to run (or skip) op-priority propagation">;

def BasicPropagationPass
    : Pass<"sdy-basic-propagate", "::mlir::ModuleOp"> {
  let summary = "Runs the basic sharding propagation algorithm";
  let description = [{
    Propagates, through every op with a sharding rule (an `sdy.sharding_rule`
    on it or one the rule registry gives), the axes that all its operands and
    results can agree on along each factor, without resolving conflicts.
    Ops are visited top-down and again whenever a sharding they touch
    changes, until nothing changes. Shardings also flow through
    `sdy.propagation_barrier` (in its allowed direction), `sdy.data_flow_edge`
    (between an edge's sources and targets, e.g. a while's operand, body and
    result), `sdy.func_data_flow_edge` (calls), and between the main func's
    returned values and its result shardings; members of an
    `sdy.sharding_group` are kept sharded alike.

    Before:

    ```mlir
    sdy.mesh @mesh = <["a"=2, "b"=2]>
    func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"} ]>},
                    %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
      return %0 : tensor<8x8xf32>
    }
    ```

    After:

    ```mlir
    func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"} ]>},
                    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?} ]>})
        -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?} ]>}) {
      %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?} ]>]>} : tensor<8x8xf32>
      return %0 : tensor<8x8xf32>
    }
    ```

    **Options:** `keep-sharding-rules` (else the non-custom rules are
    removed afterwards), `conservative-propagation` (never propagate
    sub-axes, nor axes that don't divide a dimension),
    `module-dump-directory`, accepted and ignored, and the debug options:
    `debug-sharding-origins` records on each value where each of its axes
    came from (`sdy.sharding_origins = {a = "input: 0", b = "self"}`: a func
    argument or result, `constraint_<i>`, `mc_<i>_input: <j>` /
    `mc_<i>_output: <j>`, or its own sharding), and
    `debug-propagation-edge-sharding` records on each op the steps that
    moved axes between its operands and results:

    ```mlir
    %0 = stablehlo.add %arg0, %arg0 {sdy.propagation_edges =
        #sdy.propagation_edges<[{step-1 = [{"a" = result-0 -> [operand-0, operand-1]}\]}\]>, ...}
    ```
  }];
  let options = kBasicPropagationOptions;
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def AggressivePropagationPass
    : Pass<"sdy-aggressive-propagate", "::mlir::ModuleOp"> {
  let summary = "Runs the aggressive sharding propagation algorithm";
  let description = [{
    Basic propagation with a factor propagation that resolves conflicts: each
    tensor takes as many of the axes along a factor as it can, and an axis
    two factors want goes to the factor whose source tensor is larger.

    Before (`%arg0` sharded along `i`, `%arg1` along `j`, both on `"a"`):

    ```mlir
    sdy.mesh @mesh = <["a"=2]>
    func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {} ]>},
                    %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"} ]>}) -> tensor<8x32xf32> {
      %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
      return %0 : tensor<8x32xf32>
    }
    ```

    After (the basic strategy leaves `%0` unsharded):

    ```mlir
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"a", ?} ]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    ```

    **Options:** those of `sdy-basic-propagate`, and `propagation-strategy`:
    `aggressive` (the default), `basic`, or `basic-then-aggressive`.
  }];
  let options = !listconcat(kBasicPropagationOptions,
                            [kPropagationStrategyOption]);
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def OpPriorityPropagationPass
    : Pass<"sdy-op-priority-propagate", "::mlir::ModuleOp"> {
  let summary = "Runs the op-priority propagation algorithm";
  let description = [{
    Aggressive propagation in steps, each allowing more ops: first the ops
    that pass shardings through (elementwise, reshape, transpose, data flow
    edges, host offloading custom calls; dynamic slices forward only) whose
    operands have one use, then such ops with any uses, then every op along
    its pass-through factors with broadcasts only backward, then every op
    with broadcasts only backward, and last everything. At step i an op
    propagates in the union of the directions heuristics 0..i give it
    (`FORWARD` and `BACKWARD` making `BOTH`).

    Before (`%arg1`'s `"b"` reaches `%0` through the add, in the first step,
    before the broadcast may pass `"a"` forward, in the last):

    ```mlir
    sdy.mesh @mesh = <["a"=2, "b"=2]>
    func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?} ]>},
                    %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?} ]>}) -> tensor<8x4xf32> {
      %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
      %1 = stablehlo.add %0, %arg1 : tensor<8x4xf32>
      return %1 : tensor<8x4xf32>
    }
    ```

    After (one aggressive propagation would give `%0` `"a"` instead):

    ```mlir
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?} ]>]>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?} ]>]>} : tensor<8x4xf32>
    ```

    **Options:** those of `sdy-aggressive-propagate`, and
    `run-op-priority-propagation` (false: one aggressive propagation).
  }];
  let options = !listconcat(kBasicPropagationOptions,
                            [kPropagationStrategyOption, kRunOpPriorityOption]);
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def UserPriorityPropagationPass
    : Pass<"sdy-user-priority-propagate", "::mlir::ModuleOp"> {
  let summary = "Runs the user-priority propagation algorithm";
  let description = [{
    Op-priority propagation once per user priority, strongest (p0, or no
    priority) first: at iteration i only the dimension shardings of priority
    at most i take part; the others start empty and closed, with their axes
    replicated, until their priority comes.

    Before (`%arg0` asks for `"a"` at p0, `%arg1` for `"b"` at p1):

    ```mlir
    sdy.mesh @mesh = <["a"=2, "b"=2]>
    func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0]>},
                    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p1]>}) -> tensor<8xf32> {
      %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
      return %0 : tensor<8xf32>
    }
    ```

    After (p0 wins the add; `%arg1` keeps its own `"b"`):

    ```mlir
    func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?} ]>},
                    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?} ]>})
        -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?} ]>}) {
      %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?} ]>]>} : tensor<8xf32>
    ```

    **Options:** those of `sdy-op-priority-propagate`.
  }];
  let options = !listconcat(kBasicPropagationOptions,
                            [kPropagationStrategyOption, kRunOpPriorityOption]);
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

#endif // HLOKIT_TRANSFORMS_SHARDING_PROPAGATION_PASSES
