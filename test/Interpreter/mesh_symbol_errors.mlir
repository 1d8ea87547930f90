// RUN: not hlokit-run %s --replicas 2 2>&1 | FileCheck %s

// A mesh named by a symbol (upstream's artifacts write them so) verifies,
// but hlokit does not resolve it: its groups are unknown, and the run says so.
// CHECK: 'stablehlo.collective_broadcast': collective_broadcast_c2: replica_groups names the mesh @mesh, which hlokit does not resolve
func.func private @mesh()
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
