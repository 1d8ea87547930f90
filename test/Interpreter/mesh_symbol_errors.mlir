// RUN: not hlokit-run --split-input-file %s --replicas 2 2>&1 | FileCheck %s

// A mesh symbol verifies whatever it names; running needs its stablehlo.mesh
// dictionary (MeshAxes.h), and each way that fails says why.

// CHECK: collective_broadcast_c2: replica_groups: the mesh @mesh has no stablehlo.mesh dictionary describing its axes (--sdy-lift-inlined-meshes writes one)
func.func private @mesh()
func.func @no_dictionary() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: replica_groups: the mesh @absent is not a symbol of the module
func.func @no_symbol() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @absent, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: replica_groups: the mesh @mesh does not fit the groups: replica_group_mesh_axes_c1: axis "y" is not an axis of the mesh
sdy.mesh @mesh = <["x"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
func.func @no_axis() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: replica_groups: the mesh @mesh has a bad stablehlo.mesh dictionary: no 'axes' array
func.func private @mesh() attributes {stablehlo.mesh = {names = ["x"]}}
func.func @bad_dictionary() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: replica_groups: the mesh @mesh has a bad stablehlo.mesh dictionary: 3 device_ids for 2 devices
func.func private @mesh() attributes {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}], device_ids = dense<[0, 1, 2]> : tensor<3xi64>}}
func.func @bad_device_ids() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// The axes the verifier could not check against a symbol's mesh are checked
// at the run: an axis named twice.
// CHECK: replica_groups: the mesh @mesh does not fit the groups: replica_group_mesh_axes_c3: axis "x" is referenced twice or by overlapping sub-axes
sdy.mesh @mesh = <["x"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
func.func @axis_twice() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
