// Mesh axes in portable artifacts (1.16.0; test/Dialect/VHLO/async_mesh_axes.test
// has the vhlo forms and older targets).
// RUN: hlokit-translate --serialize --target=1.16.0 %s | hlokit-translate --deserialize | FileCheck %s

// CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
