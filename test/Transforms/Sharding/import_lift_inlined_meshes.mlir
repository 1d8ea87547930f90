// RUN: hlokit-opt %s -split-input-file -sdy-lift-inlined-meshes | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-lift-inlined-meshes --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

// An equal second mesh is erased and its users renamed; a new inlined mesh
// takes the first free name after "mesh".
// CHECK:     sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
// CHECK-NEXT: sdy.mesh @mesh_0 = <["x"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
// CHECK-NOT: sdy.mesh
sdy.mesh @mesh = <["x"=2, "y"=4]>
sdy.mesh @copy = <["x"=2, "y"=4]>

// CHECK-LABEL: func @dedup_and_lift(
// CHECK-SAME:    {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_0, [{}]>})
func.func @dedup_and_lift(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@copy, [{"y"}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{}]>}) {
  // CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh_0, [{"x"}]>]>}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2]>, [{"x"}]>]>} : tensor<8xf32>
  // CHECK-NEXT: sdy.sharding_constraint %0 <@mesh, [{"x"}]>
  %1 = sdy.sharding_constraint %0 <mesh<["x"=2, "y"=4]>, [{"x"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// Maximal and empty meshes get their own names; device ids are recorded.
// CHECK:      sdy.mesh @maximal_mesh_3 = <[], device_ids=[3]> {stablehlo.mesh = {axes = [], device_ids = dense<3> : tensor<1xi64>}}
// CHECK-NEXT: sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
// CHECK-LABEL: func @maximal_and_empty
func.func @maximal_and_empty(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[3]>, []>}) -> tensor<8xf32> {
  // CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@empty_mesh, [{}]>]>}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<[]>, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A replica group's inlined stablehlo mesh is lifted as Shardy lifts it;
// the op stays valid, and the interpreter reads its groups through the new
// mesh's stablehlo.mesh dictionary.
// CHECK: sdy.mesh @mesh = <["z"=4]> {stablehlo.mesh = {axes = [{name = "z", size = 4 : i64}]}}
// CHECK-LABEL: func @replica_groups
func.func @replica_groups(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "z">]>
  %0 = "stablehlo.all_reduce"(%arg0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "z", size = 4>]>, axes = [#stablehlo.axis_ref<name = "z">]>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An inlined mesh ordering its devices is lifted with its order; an order
// that is the row-major one is left out, as sdy requires.
// CHECK: sdy.mesh @mesh = <["z"=2], device_ids=[1, 0]> {stablehlo.mesh = {axes = [{name = "z", size = 2 : i64}], device_ids = dense<[1, 0]> : tensor<2xi64>}}
// CHECK: sdy.mesh @mesh_0 = <["z"=2]> {stablehlo.mesh = {axes = [{name = "z", size = 2 : i64}]}}
// CHECK-LABEL: func @device_ids
func.func @device_ids(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes
  // CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "z", size = 2>], device_ids=dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "z">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "z", size = 2>], device_ids=dense<[0, 1]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "z">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
