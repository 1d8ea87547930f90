// sdy shardings over named meshes as the mhlo.sharding strings XLA prints.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-stablehlo-export-shardings \
// RUN:   | FileCheck %s

// CHECK-NOT: sdy.mesh
// CHECK-LABEL: func.func @named_axes(
// CHECK-SAME: {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[8]<=[2,4]T(1,0)}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,4]<=[8]}"}
// CHECK-SAME: {mhlo.sharding = "{replicated}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dims={unreduced}}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual}}"}
// CHECK-SAME: {mhlo.sharding = "{manual}"}
// CHECK-SAME: -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"})
sdy.mesh @mesh = <["a"=2, "b"=4]>
func.func @named_axes(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>},
    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}]>},
    %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
    %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"a", "b"}>},
    %arg4: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b":(2)2}, {?}]>},
    %arg5: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}], unreduced={"b"}>},
    %arg6: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>, xla.sdy.manual_axes = #sdy<manual_axes{"a"}>},
    %arg7: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, xla.sdy.manual_axes = #sdy<manual_axes{"a", "b"}>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}) {
  return %arg0 : tensor<8x8xf32>
}

// -----

// A mesh's own device order is written out; replicated groups ascending.
// CHECK-LABEL: func.func @device_ids(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,2]3,1,2,0}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,2]3,2,1,0}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2,2]1,3,0,2 last_tile_dim_replicate}"}
sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
func.func @device_ids(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {"a"}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
    %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

// Maximal and empty meshes, inlined meshes, and an op's results as a tuple.
// CHECK-LABEL: func.func @whole(
// CHECK-SAME: {mhlo.sharding = "{maximal device=5}"}
// CHECK-SAME: {mhlo.sharding = "{replicated}"}
// CHECK-SAME: {mhlo.sharding = "{devices=[2]<=[2]}"}
// CHECK: mhlo.sharding = "{{[{][{]}}devices=[2]<=[2]}, {maximal device=5}}"
// CHECK: stablehlo.negate %{{.*}} {mhlo.sharding = "{replicated}"}
sdy.mesh @maximal = <[], device_ids=[5]>
sdy.mesh @empty = <[]>
sdy.mesh @mesh = <["x"=2]>
func.func @whole(
    %arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@maximal, []>},
    %arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@empty, [{}]>},
    %arg2: tensor<4xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}]>})
    -> tensor<4xf32> {
  %0:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@maximal, []>]>} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = stablehlo.negate %0#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<4xf32>
  return %1 : tensor<4xf32>
}
