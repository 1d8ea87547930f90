// Each string XLA prints for a sharding that sdy holds comes back byte for
// byte through import and export.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -xla-sdy-stablehlo-export-shardings | FileCheck %s
// The import alone, and its output verifies as sdy.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   | FileCheck %s --check-prefix=SDY
// The imported module printed generically reads back the same.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   --mlir-print-op-generic | hlokit-opt -split-input-file \
// RUN:   -xla-sdy-stablehlo-export-shardings | FileCheck %s

// CHECK-LABEL: func.func @iota_forms(
// CHECK-SAME: {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[8,1]<=[8]}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}
// CHECK-SAME: -> (tensor<8x8xf32> {mhlo.sharding = "{replicated}"})
// SDY: sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=4]>
// SDY-LABEL: func.func @iota_forms(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_1"}, {"_axis_0"}]>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {"_axis_1"}], replicated={"_axis_0"}>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0", "_axis_1"}, {}]>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}], replicated={"_axis_1"}>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {"_axis_0"}], replicated={"_axis_1"}>}
// SDY-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
func.func @iota_forms(
    %arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"},
    %arg3: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
    %arg4: tensor<8x8xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"})
    -> (tensor<8x8xf32> {mhlo.sharding = "{replicated}"}) {
  return %arg0 : tensor<8x8xf32>
}

// -----

// An explicit device order that isn't an iota is the mesh's device_ids (XLA
// prints each replicated group in ascending order).
// CHECK-LABEL: func.func @explicit_devices(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,2]3,2,1,0}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[4,1]3,2,1,0}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,2]2,3,0,1 last_tile_dim_replicate}"}
// SDY: sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=2], device_ids=[3, 2, 1, 0]>
func.func @explicit_devices(
    %arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,2]3,2,1,0}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]3,2,1,0}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,2]2,3,0,1 last_tile_dim_replicate}"})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

// Maximal shardings get a mesh each; a tuple sharding is one per result.
// CHECK-LABEL: func.func @maximal_and_tuple(
// CHECK-SAME: {mhlo.sharding = "{maximal device=1}"}
// CHECK: stablehlo.sort
// CHECK: mhlo.sharding = "{{[{][{]}}devices=[4]<=[4]}, {maximal device=3}}"
// SDY: sdy.mesh @mesh = <["_axis_0"=4]>
// SDY-NEXT: sdy.mesh @maximal_mesh_1 = <[], device_ids=[1]>
// SDY-NEXT: sdy.mesh @maximal_mesh_3 = <[], device_ids=[3]>
// SDY-LABEL: func.func @maximal_and_tuple(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@maximal_mesh_1, []>}
// SDY: sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0"}]>, <@maximal_mesh_3, []>]>
func.func @maximal_and_tuple(
    %arg0: tensor<4xf32> {mhlo.sharding = "{maximal device=1}"},
    %arg1: tensor<4xi32>) -> tensor<4xf32> {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %1 = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64, mhlo.sharding = "{{devices=[4]<=[4]}, {maximal device=3}}"}
      : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0 : tensor<4xf32>
}

// -----

// A manual subgroup, and `{manual}`, keep their manual axes in
// xla.sdy.manual_axes.
// CHECK-LABEL: func.func @manual(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dims={manual}}"}
// CHECK-SAME: {mhlo.sharding = "{manual}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[1,1,2,2]<=[2,2]T(1,0) last_tile_dims={manual, replicated}}"}
// SDY-LABEL: func.func @manual(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}]>, xla.sdy.manual_axes = #sdy<manual_axes{"_axis_1"}>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, xla.sdy.manual_axes = #sdy<manual_axes{"_axis_0", "_axis_1"}>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"_axis_0"}>, xla.sdy.manual_axes = #sdy<manual_axes{"_axis_1"}>}
func.func @manual(
    %arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dims={manual}}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{manual}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[1,1,2,2]<=[2,2]T(1,0) last_tile_dims={manual, replicated}}"})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

// Unreduced subgroups are the sharding's unreduced axes.
// CHECK-LABEL: func.func @unreduced(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dims={unreduced}}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,2,2]<=[8] last_tile_dims={unreduced, replicated}}"}
// SDY-LABEL: func.func @unreduced(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}], unreduced={"_axis_1", "_axis_2"}>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}], replicated={"_axis_2"}, unreduced={"_axis_1"}>}
func.func @unreduced(
    %arg0: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dims={unreduced}}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,2,2]<=[8] last_tile_dims={unreduced, replicated}}"})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

// 2x3 and 3x2 tilings of six devices: one axis of 6, split into sub-axes.
// CHECK-LABEL: func.func @sub_axes(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,3]<=[6]}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[3,2]<=[6]}"}
// SDY: sdy.mesh @mesh = <["_axis_0"=6]>
// SDY-LABEL: func.func @sub_axes(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0":(1)2}, {"_axis_0":(2)3}]>}
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0":(1)3}, {"_axis_0":(3)2}]>}
func.func @sub_axes(
    %arg0: tensor<6x6xf32> {mhlo.sharding = "{devices=[2,3]<=[6]}"},
    %arg1: tensor<6x6xf32> {mhlo.sharding = "{devices=[3,2]<=[6]}"})
    -> tensor<6x6xf32> {
  return %arg0 : tensor<6x6xf32>
}
