// Mesh-axes replica groups (1.16.0): an inline mesh, a mesh symbol and an
// inline mesh ordering its devices.
func.func private @mesh()

func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>], device_ids=dense<[1, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0, %3 : tensor<2xf32>, tensor<2xf32>
}
