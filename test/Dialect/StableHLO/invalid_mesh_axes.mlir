// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

func.func @mesh_axis_c1(%x: tensor<2xf32>) {
  // expected-error @+3 {{failed to parse StableHLO_Mesh parameter 'axes'}}
  // expected-error @+2 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  // expected-error @+1 {{mesh_axis_c1: the size of axis "x" must be positive, got 0}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 0>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @mesh_c1(%x: tensor<2xf32>) {
  // expected-error @+2 {{failed to parse}}
  // expected-error @+1 {{mesh_c1: axis "x" appears twice in the mesh}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @mesh_c2(%x: tensor<2xf32>) {
  // expected-error @+2 {{failed to parse}}
  // expected-error @+1 {{mesh_c2: the mesh has more than 1048576 devices}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 1024>, #stablehlo.mesh_axis<name = "y", size = 1025>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @sub_axis_info_c1(%x: tensor<2xf32>) {
  // expected-error @+3 {{failed to parse StableHLO_AxisRef parameter 'sub_axis_info'}}
  // expected-error @+2 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'axes'}}
  // expected-error @+1 {{sub_axis_info_c1: pre_size must be at least 1, got 0}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (0)2>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @sub_axis_info_c2(%x: tensor<2xf32>) {
  // expected-error @+3 {{failed to parse StableHLO_AxisRef parameter 'sub_axis_info'}}
  // expected-error @+2 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'axes'}}
  // expected-error @+1 {{sub_axis_info_c2: size must be at least 2, got 1}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)1>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @replica_group_mesh_axes_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_group_mesh_axes_c1: axis "z" is not an axis of the mesh}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "z">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @replica_group_mesh_axes_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_group_mesh_axes_c2: sub-axis (2)3 of axis "y": pre_size * size must divide the axis size 4}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)3>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
// A factor far beyond the axis is refused before pre_size * size is formed.
func.func @replica_group_mesh_axes_c2_huge(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_group_mesh_axes_c2: sub-axis (4611686018427387904)4}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (4611686018427387904)4>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @replica_group_mesh_axes_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_group_mesh_axes_c3: axis "x" is referenced twice or by overlapping sub-axes}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @replica_group_mesh_axes_c3_sub_axes(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_group_mesh_axes_c3: axis "y" is referenced twice or by overlapping sub-axes}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
// The group size the axes give is the one inference uses.
func.func @all_gather_c6(%x: tensor<3xf32>) {
  // expected-error @+1 {{all_gather_c6: result type 'tensor<9xf32>' is incompatible with the inferred 'tensor<6xf32>'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>]>} : (tensor<3xf32>) -> tensor<9xf32>
  func.return
}
// -----
func.func @all_to_all_c8(%x: tensor<4x2xf32>) {
  // expected-error @+1 {{all_to_all_c8}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4x2xf32>) -> tensor<1x8xf32>
  func.return
}
// -----
func.func @not_mesh_axes(%x: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op attribute 'replica_groups' failed to satisfy constraint}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @mesh_not_mesh(%x: tensor<2xf32>) {
  // expected-error @+2 {{expected '<'}}
  // expected-error @+1 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = 3, axes = []>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @mesh_c3(%x: tensor<2xf32>) {
  // expected-error @+2 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  // expected-error @+1 {{mesh_c3: device_ids must be a tensor<2xi64> (one id per device), got 'tensor<3xi64>'}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>], device_ids=dense<[1, 0, 2]> : tensor<3xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @mesh_c4(%x: tensor<2xf32>) {
  // expected-error @+2 {{failed to parse StableHLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  // expected-error @+1 {{mesh_c4: device_ids must be a permutation of 0 to 1, got dense<1> : tensor<2xi64>}}
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>], device_ids=dense<[1, 1]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
