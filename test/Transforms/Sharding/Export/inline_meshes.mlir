// RUN: hlokit-opt %s -split-input-file -sdy-inline-meshes | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-inline-meshes --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

// CHECK-NOT: sdy.mesh
sdy.mesh @mesh = <["x"=2, "y"=4]>
sdy.mesh @maximal = <[], device_ids=[3]>

// Every sharding names its mesh inline; the meshes go.
// CHECK-LABEL: func @shardings(
// CHECK-SAME: %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"x"}, {}]>})
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[3]>, []>})
// CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2, "y"=4]>, [{"x"}, {"y"}]>]>}
// CHECK-NEXT: sdy.reshard %0 <mesh<["x"=2, "y"=4]>, [{}, {"y"}]>
// CHECK-NEXT: sdy.manual_computation(%1) in_shardings=[<mesh<["x"=2, "y"=4]>, [{"x"}, {}]>] out_shardings=[<mesh<["x"=2, "y"=4]>, [{"x"}, {}]>] manual_axes={"x"}
func.func @shardings(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>}) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    sdy.return %arg1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

// A collective's replica groups take the mesh inline, a mesh ordering its
// devices with its `device_ids`; both sdy.mesh ops go.
// CHECK-NOT: sdy.mesh
sdy.mesh @mesh_0 = <["x"=2]>
sdy.mesh @mesh_1 = <["x"=2], device_ids=[1, 0]>

// CHECK-LABEL: func @replica_groups
// CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
// CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>], device_ids=dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>
func.func @replica_groups(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "x">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
