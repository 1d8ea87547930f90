// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// replica_groups as mesh axes on every collective that takes replica_groups;
// result shapes are inferred from the group size the axes give.

// CHECK-LABEL: func.func @all_reduce
func.func @all_reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>, use_global_device_ids}>
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// The stripped forms of the nested attributes parse too; a mesh prints its
// axes stripped, the groups their axis refs prefixed, as upstream.
// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%x: tensor<3xf32>) -> tensor<24xf32> {
  // CHECK-NEXT: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>}> : (tensor<3xf32>) -> tensor<24xf32>
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = <axes = [<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [<name = "x">, #stablehlo.axis_ref<name = "y">]>} : (tensor<3xf32>) -> tensor<24xf32>
  func.return %0 : tensor<24xf32>
}

// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%x: tensor<8xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: "stablehlo.reduce_scatter"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>, #stablehlo.axis_ref<name = "x">]>, scatter_dimension = 0 : i64}>
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>, #stablehlo.axis_ref<name = "x">]>} : (tensor<8xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%x: tensor<4x2xf32>) -> tensor<1x8xf32> {
  // CHECK-NEXT: "stablehlo.all_to_all"(%arg0) <{concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<1x8xf32>
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<4x2xf32>) -> tensor<1x8xf32>
  func.return %0 : tensor<1x8xf32>
}

// CHECK-LABEL: func.func @collective_broadcast
func.func @collective_broadcast(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: "stablehlo.collective_broadcast"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "a", size = 6>]>, axes = [#stablehlo.axis_ref<name = "a", sub_axis_info = (3)2>]>}> : (tensor<2xf32>) -> tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "a", size = 6>]>, axes = [#stablehlo.axis_ref<name = "a", sub_axis_info = (3)2>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// A mesh named by a symbol, as upstream's artifacts write it; hlokit does
// not resolve it, so its axes are not checked and its groups are unknown.
// CHECK-LABEL: func.func @mesh_symbol
func.func @mesh_symbol(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: "stablehlo.collective_broadcast"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>}> : (tensor<2xf32>) -> tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// A mesh ordering its devices, in upstream's printed form.
// CHECK-LABEL: func.func @device_ids
func.func @device_ids(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>], device_ids=dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
