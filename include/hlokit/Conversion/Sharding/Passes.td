//===- Passes.td - passes between GSPMD shardings and sdy --*- tablegen -*-===//
//
// XLA's passes of its Shardy round trips (xla/service/spmd/shardy), under
// XLA's names where hlokit does what XLA's pass does.
// (In the examples, `} ]` keeps tablegen from ending the description.)
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CONVERSION_SHARDING_PASSES
#define HLOKIT_CONVERSION_SHARDING_PASSES

include "mlir/Pass/PassBase.td"

def ImportShardingsPass
    : Pass<"xla-sdy-import-shardings", "::mlir::ModuleOp"> {
  let summary = "Builds the mesh and converts the shardings from "
                "mhlo.sharding strings to sdy.sharding";
  let description = [{
    XLA's stablehlo round-trip import: every `mhlo.sharding` string on a
    func.func argument or result and on an op in a function is parsed; one
    mesh `@mesh` with axes `_axis_0`, `_axis_1`, ... is inferred from all
    tiled shardings (the common refinement of their device orders; an
    explicit device order that isn't an iota becomes the mesh's
    `device_ids`), and a mesh `@maximal_mesh_<N>` for each device of a
    `{maximal device=N}`. Each string becomes an `sdy.sharding`: tiled
    dimensions name their axes, a replicated subgroup becomes
    `replicated={...}`, an unreduced one `unreduced={...}`, a manual one the
    value's `xla.sdy.manual_axes`; `{replicated}` and `{manual}` are closed
    empty dimensions (`{manual}` manual on every axis), `{unknown}` open ones,
    a maximal sharding is rank 0 on its maximal mesh. An op's tuple sharding
    gives one sharding per result. A module whose shardings need no mesh (all
    replicated, manual or unknown) is left as is. Fails, naming the value,
    for a malformed string and for what sdy can't hold (see
    docs/sharding.md).

    Before:

    ```mlir
    func.func @main(%arg0: tensor<8x8xf32>
        {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}) -> tensor<8x8xf32> {
      return %arg0 : tensor<8x8xf32>
    }
    ```

    After:

    ```mlir
    sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=4]>
    func.func @main(%arg0: tensor<8x8xf32>
        {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_1"}, {"_axis_0"} ]>})
        -> tensor<8x8xf32> {
      return %arg0 : tensor<8x8xf32>
    }
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def StablehloExportShardingsPass
    : Pass<"xla-sdy-stablehlo-export-shardings", "::mlir::ModuleOp"> {
  let summary = "Converts the shardings from sdy.sharding to mhlo.sharding "
                "strings and removes the meshes";
  let description = [{
    XLA's stablehlo round-trip export, the inverse of
    `xla-sdy-import-shardings`: each `sdy.sharding` of a func.func argument
    or result or of an op (a tuple for an op with several results) becomes
    the `mhlo.sharding` string XLA prints for it, with the value's
    `xla.sdy.manual_axes` as a manual subgroup; then the `sdy.mesh` ops are
    erased. A mesh without axes gives `{replicated}`, a maximal mesh
    `{maximal device=N}`, all axes manual `{manual}`; otherwise the device
    order is an iota (XLA's canonical `<=[...]T(...)`) unless the mesh has
    `device_ids`, which are written out. Fails on an unknown mesh and on
    sdy ops left in a function (`hlokit-sdy-export-sharding-constraints`
    turns constraints into custom calls first; `sdy.manual_computation` has
    no export here).

    Before:

    ```mlir
    sdy.mesh @mesh = <["a"=2, "b"=4]>
    func.func @main(%arg0: tensor<8x8xf32>
        {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {} ]>}) -> tensor<8x8xf32> {
      return %arg0 : tensor<8x8xf32>
    }
    ```

    After:

    ```mlir
    func.func @main(%arg0: tensor<8x8xf32>
        {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"})
        -> tensor<8x8xf32> {
      return %arg0 : tensor<8x8xf32>
    }
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def ImportSdyCustomCallsPass
    : Pass<"xla-sdy-import-sdy-custom-calls", "::mlir::ModuleOp"> {
  let summary = "Converts `@Sharding` custom calls into "
                "sdy.sharding_constraint";
  let description = [{
    XLA's round-trip import of sharding custom calls (after
    `xla-sdy-import-shardings` gave them an `sdy.sharding`): a
    `stablehlo.custom_call @Sharding` of one operand and one result becomes
    `sdy.sharding_constraint` with its sharding; the dimensions its
    `backend_config = "unspecified_dims=[...]"` names are opened. Fails on a
    `@Sharding` call without a sharding or with another number of results.

    Before:

    ```mlir
    %1 = stablehlo.custom_call @Sharding(%0)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {} ]>]>}
        : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```

    After:

    ```mlir
    %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def ExportShardingConstraintsPass
    : Pass<"hlokit-sdy-export-sharding-constraints", "::mlir::ModuleOp"> {
  let summary = "Converts sdy.sharding_constraint and sdy.reshard into "
                "`@Sharding` custom calls";
  let description = [{
    The inverse of `xla-sdy-import-sdy-custom-calls`, what JAX writes for a
    sharding constraint: `sdy.sharding_constraint` and `sdy.reshard` become
    `stablehlo.custom_call @Sharding` carrying the sharding as
    `sdy.sharding` (for `xla-sdy-stablehlo-export-shardings` to write as a
    string); open dimensions are closed and listed in `backend_config =
    "unspecified_dims=[...]"`. XLA's own `xla-sdy-export-ops` writes an
    `mhlo.copy` instead, which hlokit doesn't have, hence the hlokit name.

    Before:

    ```mlir
    %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {?} ]> : tensor<8x8xf32>
    ```

    After:

    ```mlir
    %1 = stablehlo.custom_call @Sharding(%0)
        {backend_config = "unspecified_dims=[1]",
         sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {} ]>]>}
        : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect",
                           "::hlokit::stablehlo::StableHLODialect"];
}

def RoundTripImportShardyAttrsPass
    : Pass<"xla-sdy-round-trip-import-shardy-attrs", "::mlir::ModuleOp"> {
  let summary = "Converts the xla.sdy.* frontend attribute strings back to "
                "sdy meshes and shardings";
  let description = [{
    XLA's sdy round-trip import: a module exported with Shardy keeps its sdy
    attributes as strings in `mhlo.frontend_attributes`. The module's
    `xla.sdy.meshes` (a dictionary of meshes) becomes `sdy.mesh` ops; a
    func.func argument's `xla.sdy.sharding` its `sdy.sharding`; a
    `custom_call @xla.sdy.FuncResultSharding` gives its sharding to the
    function results it is returned as (and becomes an
    `sdy.sharding_constraint` with open dimensions for other uses), then
    goes; the `xla.sdy.sharding` of a `@Sharding` custom call and of send,
    recv and after_all becomes their `sdy.sharding` and is dropped from other
    ops, as XLA does; `xla.sdy.sharding_rule` becomes `sdy.sharding_rule`.
    The `mhlo.sharding` strings the export kept are removed (but on infeed
    and outfeed). Fails, naming the op, on a string that doesn't parse as
    the attribute it should hold.

    Before:

    ```mlir
    module attributes {mhlo.frontend_attributes = {xla.sdy.meshes =
        "{mesh = #sdy.mesh<[\"a\"=2]>}"}} {
      func.func @main(%arg0: tensor<8xf32> {mhlo.frontend_attributes =
          {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\"a\"} ]>"}})
          -> tensor<8xf32> {
        %0 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%arg0)
            {mhlo.frontend_attributes = {xla.sdy.sharding =
              "#sdy.sharding_per_value<[<@mesh, [{} ]>]>"}}
            : (tensor<8xf32>) -> tensor<8xf32>
        return %0 : tensor<8xf32>
      }
    }
    ```

    After:

    ```mlir
    sdy.mesh @mesh = <["a"=2]>
    func.func @main(%arg0: tensor<8xf32>
        {sdy.sharding = #sdy.sharding<@mesh, [{"a"} ]>})
        -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{} ]>}) {
      return %arg0 : tensor<8xf32>
    }
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def ImportManualComputationsPass
    : Pass<"hlokit-import-manual-computations", "::mlir::ModuleOp"> {
  let summary = "Imports a module's shard_maps, in whichever form they are "
                "written, into sdy.manual_computation";
  let description = [{
    hlokit's (XLA has no such pass): finds which form the module's
    shard_maps take and runs the passes that import it. XLA's sdy round trip
    (`@xla.sdy.GlobalToLocalShape` / `@xla.sdy.LocalToGlobalShape` custom
    calls): `xla-sdy-round-trip-import-shardy-attrs`, then
    `xla-sdy-round-trip-shard-map-import`. GSPMD (`@SPMDFullToShardShape` /
    `@SPMDShardToFullShape`, inline or around a `@shmap_body` call):
    `hlokit-outline-manual-regions`, `xla-sdy-import-shardings`,
    `xla-sdy-shard-map-import`, then `xla-sdy-import-sdy-custom-calls`. A
    module in neither form (sdy already, or no shard_map) is left as is.
    `hlokit-run` runs it before running a module in either form.

    Before:

    ```mlir
    %0 = stablehlo.custom_call @Sharding(%x)
        {mhlo.sharding = "{devices=[2,1]<=[2]}"}
        : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0)
        {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.negate %1 : tensor<1x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"}
        : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3)
        {mhlo.sharding = "{devices=[2,1]<=[2]}"}
        : (tensor<1x4xf32>) -> tensor<2x4xf32>
    ```

    After:

    ```mlir
    sdy.mesh @mesh = <["_axis_0"=2]>
    %1 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"_axis_0"}, {} ]>]
        out_shardings=[<@mesh, [{"_axis_0"}, {} ]>] manual_axes={"_axis_0"}
        (%arg1: tensor<1x4xf32>) {
      %2 = stablehlo.negate %arg1 : tensor<1x4xf32>
      sdy.return %2 : tensor<1x4xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect",
                           "::mlir::func::FuncDialect"];
}

def OutlineManualRegionsPass
    : Pass<"hlokit-outline-manual-regions", "::mlir::ModuleOp"> {
  let summary = "Outlines the shard_map bodies older JAX wrote inline into "
                "`@shmap_body` functions";
  let description = [{
    Before 2024 JAX wrote a shard_map's body inline, between the
    `@SPMDFullToShardShape` custom calls that enter it and the `@Sharding`
    calls fed to `@SPMDShardToFullShape` that leave it. XLA's shard_map
    import (`xla-sdy-shard-map-import`) reads only the outlined form, so this
    pass (hlokit's; XLA has none) moves each such region of a function's
    blocks into a private `@shmap_body` function called in its place: the
    ops reached from the entries up to the exits, with the side-effect-free
    ops only the region uses. Regions that share an op are one shard_map;
    constants from outside are copied in. Fails, naming the region, when it
    uses another value from outside, when one of its values is used other
    than through an exit, when it has no entry or no exit, or when its
    results feed its own entries. Regions nested in control flow are left
    inline.

    Before:

    ```mlir
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0)
        {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.negate %1 : tensor<1x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"}
        : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3)
        {mhlo.sharding = "{devices=[2,1]<=[2]}"}
        : (tensor<1x4xf32>) -> tensor<2x4xf32>
    ```

    After:

    ```mlir
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) ...
    %2 = call @shmap_body(%1) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) ...
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) ...

    func.func private @shmap_body(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
      %0 = stablehlo.negate %arg0 : tensor<1x4xf32>
      return %0 : tensor<1x4xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def ShardMapImportPass
    : Pass<"xla-sdy-shard-map-import", "::mlir::ModuleOp"> {
  let summary = "Replaces the custom calls and call JAX writes for a "
                "shard_map with sdy.manual_computation";
  let description = [{
    XLA's import of JAX's shard_map, after `xla-sdy-import-shardings` gave
    the custom calls their `sdy.sharding` and before
    `xla-sdy-import-sdy-custom-calls` turns `@Sharding` calls into
    constraints: a `func.call` of a function whose
    name starts with `shmap_body`, each operand a `@Sharding` custom call fed
    through `@SPMDFullToShardShape`, each used result fed through
    `@Sharding` to `@SPMDShardToFullShape`, becomes an
    `sdy.manual_computation` of the `@Sharding` operands. Its in shardings
    are the operands' `@Sharding` shardings, its out shardings those of the
    `@SPMDShardToFullShape` calls, all on one mesh; its manual axes every
    axis they use, and a sharding that doesn't use one replicates it
    explicitly. The body is a copy of the callee's (unused results are
    dropped); callees left without calls are erased. Fails, in XLA's words,
    when the calls around a `shmap_body` call don't follow the pattern, when
    the shardings are on two meshes or use a sub-axis.

    Before (after `xla-sdy-import-shardings`):

    ```mlir
    %0 = stablehlo.custom_call @Sharding(%arg0)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {} ]>]>}
        : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {...}
        : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %2 = call @shmap_body(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {...}
        : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {} ]>]>}
        : (tensor<4x8xf32>) -> tensor<8x8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {} ]>]
        out_shardings=[<@mesh, [{"a"}, {} ]>] manual_axes={"a"}
        (%arg1: tensor<4x8xf32>) {
      ... the body of @shmap_body ...
      sdy.return %5 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def ShardMapExportPass
    : Pass<"hlokit-sdy-shard-map-export", "::mlir::ModuleOp"> {
  let summary = "Replaces sdy.manual_computation with the custom calls and "
                "call JAX writes for a shard_map";
  let description = [{
    The inverse of `xla-sdy-shard-map-import`: each
    `sdy.manual_computation` becomes a call of a new private function
    `@shmap_body` (renamed `@shmap_body_<N>` if taken) holding its body,
    each operand passed through `@Sharding` (the in sharding) and
    `@SPMDFullToShardShape`, each result through `@Sharding` and
    `@SPMDShardToFullShape` (the out sharding). The shape changes and the
    result's `@Sharding` carry the sharding without its manual axes and the
    manual axes as `xla.sdy.manual_axes`, so that
    `xla-sdy-stablehlo-export-shardings` writes `{manual}` (or a manual
    subgroup when some axes stay free). XLA's own
    `xla-sdy-stablehlo-round-trip-shard-map-export` inlines the body between
    `mhlo.copy` ops instead, which hlokit doesn't have, hence the hlokit
    name. Nested manual computations are not exported (an error).

    Before:

    ```mlir
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"} ]>]
        out_shardings=[<@mesh, [{"a"} ]>] manual_axes={"a"}
        (%arg1: tensor<4xf32>) {
      sdy.return %arg1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.custom_call @Sharding(%arg0)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"} ]>]>}
        : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{} ]>]>,
         xla.sdy.manual_axes = #sdy<manual_axes{"a"}>}
        : (tensor<8xf32>) -> tensor<4xf32>
    %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {... as %1 ...}
        : (tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3)
        {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"} ]>]>}
        : (tensor<4xf32>) -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect",
                           "::hlokit::stablehlo::StableHLODialect",
                           "::mlir::func::FuncDialect"];
}

def RoundTripExportShardyAttrsPass
    : Pass<"xla-sdy-round-trip-export-shardy-attrs", "::mlir::ModuleOp"> {
  let summary = "Saves the sdy meshes, shardings and sharding rules as "
                "xla.sdy.* frontend attribute strings";
  let description = [{
    XLA's sdy round-trip export, the inverse of
    `xla-sdy-round-trip-import-shardy-attrs`: the module's meshes become its
    `xla.sdy.meshes` (a dictionary of meshes, printed); a func.func
    argument's `sdy.sharding` its `xla.sdy.sharding`; a result's sharding is
    put on a `custom_call @xla.sdy.FuncResultSharding` (with a side effect)
    of the returned value, since frontend attributes of function results
    don't survive HLO; an op's `sdy.sharding` its `xla.sdy.sharding`, and its
    `sdy.sharding_rule` its `xla.sdy.sharding_rule` (the rule attribute goes).
    The meshes and shardings stay, for `xla-sdy-stablehlo-export-shardings`
    to write as `mhlo.sharding` strings.

    Before:

    ```mlir
    sdy.mesh @mesh = <["a"=2]>
    func.func @main(%arg0: tensor<8xf32>
        {sdy.sharding = #sdy.sharding<@mesh, [{"a"} ]>})
        -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{} ]>}) {
      return %arg0 : tensor<8xf32>
    }
    ```

    After:

    ```mlir
    module attributes {mhlo.frontend_attributes = {xla.sdy.meshes =
        "{mesh = #sdy.mesh<[\"a\"=2]>}"}} {
      sdy.mesh @mesh = <["a"=2]>
      func.func @main(%arg0: tensor<8xf32> {
          mhlo.frontend_attributes = {xla.sdy.sharding =
            "#sdy.sharding<@mesh, [{\"a\"} ]>"},
          sdy.sharding = #sdy.sharding<@mesh, [{"a"} ]>})
          -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{} ]>}) {
        %0 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%arg0)
            {has_side_effect = true, mhlo.frontend_attributes = {
              xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{} ]>]>"}}
            : (tensor<8xf32>) -> tensor<8xf32>
        return %0 : tensor<8xf32>
      }
    }
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect",
                           "::hlokit::stablehlo::StableHLODialect"];
}

def RoundTripShardMapImportPass
    : Pass<"xla-sdy-round-trip-shard-map-import", "::mlir::ModuleOp"> {
  let summary = "Converts a call of @xla.sdy.manual_computation_body between "
                "shape-changing custom calls back to sdy.manual_computation";
  let description = [{
    XLA's sdy round-trip import of manual computations: a `func.call` of a
    function whose name contains `xla.sdy.manual_computation_body`, whose
    operands are the results of one `@xla.sdy.GlobalToLocalShape` custom
    call and whose results feed one `@xla.sdy.LocalToGlobalShape`, becomes
    an `sdy.manual_computation` of the first call's operands with the body
    of the function (which is erased). The in and out shardings and manual
    axes are the `xla.sdy.in_shardings`, `xla.sdy.out_shardings` and
    `xla.sdy.manual_axes` strings of the custom calls' frontend attributes.
    Fails when the calls don't follow the pattern, when a body is called
    twice, and when a string doesn't parse as what it should hold.

    Before:

    ```mlir
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0)
        {mhlo.frontend_attributes = {
          xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\"a\"} ]>]>",
          xla.sdy.manual_axes = "#sdy<manual_axes{\"a\"}>"}}
        : (tensor<8xf32>) -> tensor<4xf32>
    %1 = call @xla.sdy.manual_computation_body(%0)
        : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1)
        {mhlo.frontend_attributes = {
          xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\"a\"} ]>]>",
          xla.sdy.manual_axes = "#sdy<manual_axes{\"a\"}>"}}
        : (tensor<4xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"} ]>]
        out_shardings=[<@mesh, [{"a"} ]>] manual_axes={"a"}
        (%arg1: tensor<4xf32>) {
      ... the body of @xla.sdy.manual_computation_body ...
    } : (tensor<8xf32>) -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect"];
}

def RoundTripShardMapExportPass
    : Pass<"xla-sdy-round-trip-shard-map-export", "::mlir::ModuleOp"> {
  let summary = "Converts sdy.manual_computation to a call of "
                "@xla.sdy.manual_computation_body between shape-changing "
                "custom calls";
  let description = [{
    XLA's sdy round-trip export of manual computations, the inverse of
    `xla-sdy-round-trip-shard-map-import`: the body of each
    `sdy.manual_computation` (innermost first) becomes a function
    `@xla.sdy.manual_computation_body` (renamed `..._<N>` if taken), called
    with frontend attribute `inlineable = "xla_late"` between a
    `custom_call @xla.sdy.GlobalToLocalShape` of the operands and a
    `custom_call @xla.sdy.LocalToGlobalShape` of the results (each left out
    when there are none), both with a side effect, that carry
    `xla.sdy.in_shardings` (resp. `xla.sdy.out_shardings`) and
    `xla.sdy.manual_axes` as strings.

    Before:

    ```mlir
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"} ]>]
        out_shardings=[<@mesh, [{"a"} ]>] manual_axes={"a"}
        (%arg1: tensor<4xf32>) {
      sdy.return %arg1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    ```

    After:

    ```mlir
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0)
        {has_side_effect = true, mhlo.frontend_attributes = {
          xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\"a\"} ]>]>",
          xla.sdy.manual_axes = "#sdy<manual_axes{\"a\"}>"}}
        : (tensor<8xf32>) -> tensor<4xf32>
    %1 = call @xla.sdy.manual_computation_body(%0)
        {mhlo.frontend_attributes = {inlineable = "xla_late"}}
        : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {...}
        : (tensor<4xf32>) -> tensor<8xf32>
    ```
  }];
  let dependentDialects = ["::hlokit::sdy::SdyDialect",
                           "::hlokit::stablehlo::StableHLODialect",
                           "::mlir::func::FuncDialect"];
}

#endif // HLOKIT_CONVERSION_SHARDING_PASSES
