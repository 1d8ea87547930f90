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

#endif // HLOKIT_TRANSFORMS_SHARDING_PARTITION_PASSES
