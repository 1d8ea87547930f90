// What the import does with the forms XLA's export doesn't give back.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings | FileCheck %s

// `{unknown}` is open and replicated; metadata is dropped, as XLA's export
// prints none; an explicit iota list is the iota.
// CHECK: sdy.mesh @mesh = <["_axis_0"=2]>
// CHECK-LABEL: func.func @xla_normal_forms(
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}]>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}]>}
func.func @xla_normal_forms(
    %arg0: tensor<8x8xf32> {mhlo.sharding = "{unknown}"},
    %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1]0,1}"},
    %arg2: tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1]<=[2] metadata={op_name=\22x\22}}"})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

// Without tiled or maximal shardings there is no mesh, and XLA leaves the
// module as it is.
// CHECK-NOT: sdy.mesh
// CHECK-LABEL: func.func @nothing_to_do(
// CHECK-SAME: {mhlo.sharding = "{replicated}"}
// CHECK-SAME: {mhlo.sharding = "{manual}"}
func.func @nothing_to_do(
    %arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"},
    %arg1: tensor<8xf32> {mhlo.sharding = "{manual}"}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

// Only maximal shardings: the mesh has no axes.
// CHECK: sdy.mesh @mesh = <[]>
// CHECK-NEXT: sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>
// CHECK-LABEL: func.func @maximal_only(
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@maximal_mesh_0, []>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, []>}
func.func @maximal_only(
    %arg0: tensor<8xf32> {mhlo.sharding = "{maximal device=0}"},
    %arg1: tensor<f32> {mhlo.sharding = "{replicated}"}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

// Shardings nested in regions are imported too.
// CHECK-LABEL: func.func @in_region(
// CHECK: stablehlo.negate %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0"}]>]>}
func.func @in_region(%arg0: tensor<4xf32>, %arg1: tensor<i1>) -> tensor<4xf32> {
  %0 = "stablehlo.if"(%arg1) ({
    %1 = stablehlo.negate %arg0 {mhlo.sharding = "{devices=[2]<=[2]}"} : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }, {
    stablehlo.return %arg0 : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
