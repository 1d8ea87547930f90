// RUN: not hlokit-run %s --replicas 4 2>&1 | FileCheck %s

// A mesh of 8 devices on a grid of 4 replicas: all_reduce_c2 at run time.
// CHECK: all_reduce_c2:
func.func @grid_mismatch() -> tensor<ui32> {
  %r = stablehlo.replica_id : tensor<ui32>
  %0 = "stablehlo.all_reduce"(%r) ({
  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
    %1 = stablehlo.add %a, %b : tensor<ui32>
    stablehlo.return %1 : tensor<ui32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<ui32>) -> tensor<ui32>
  return %0 : tensor<ui32>
}
