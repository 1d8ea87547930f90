// Portable artifacts have no attribute for mesh axes yet: a clear error.
// RUN: not hlokit-translate --serialize %s -o %t 2>&1 | FileCheck %s

// CHECK: error: attribute 'replica_groups' ({{.*}}replica_group_mesh_axes{{.*}}) has no vhlo form
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
