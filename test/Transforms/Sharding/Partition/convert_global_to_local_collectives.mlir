// Collectives moving several dimensions at once, and replica groups named
// as mesh axes (enable-rgv3): on the sharding's mesh symbol, explicit for
// sub-axes, inlined again by sdy-drop-sharding-and-mesh.
// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s
// RUN: hlokit-opt %s -sdy-convert-global-to-local='combine-multi-dimension-reduce-scatter=true' | FileCheck %s --check-prefix=COMBINED
// RUN: hlokit-opt %s -sdy-convert-global-to-local='enable-rgv3=true' | FileCheck %s --check-prefix=RGV3
// RUN: hlokit-opt %s -sdy-convert-global-to-local='enable-rgv3=true' -sdy-drop-sharding-and-mesh | FileCheck %s --check-prefix=DROPPED

sdy.mesh @mesh = <["x"=2, "y"=4]>
sdy.mesh @perm = <["x"=2], device_ids=[1, 0]>

// Two groups of axes in one all_to_all: the target dimensions (0 by "x",
// 3 by "y") cut into blocks moved in front, exchanged among the 8 devices
// along "x" then "y", each block index put before its source dimension.
// CHECK-LABEL: func @all_to_all_two_params
// CHECK-SAME: %arg0: tensor<4x1x4x8xf32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %arg0 : (tensor<4x1x4x8xf32>) -> tensor<2x2x1x4x4x2xf32>
// CHECK-NEXT: %[[T0:.*]] = stablehlo.transpose %[[R0]], dims = [0, 4, 1, 2, 3, 5] : (tensor<2x2x1x4x4x2xf32>) -> tensor<2x4x2x1x4x2xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[T0]] : (tensor<2x4x2x1x4x2xf32>) -> tensor<8x2x1x4x2xf32>
// CHECK-NEXT: %[[A:.*]] = "stablehlo.all_to_all"(%[[R1]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x2x1x4x2xf32>) -> tensor<8x2x1x4x2xf32>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.reshape %[[A]] : (tensor<8x2x1x4x2xf32>) -> tensor<2x4x2x1x4x2xf32>
// CHECK-NEXT: %[[T1:.*]] = stablehlo.transpose %[[R2]], dims = [2, 1, 3, 0, 4, 5] : (tensor<2x4x2x1x4x2xf32>) -> tensor<2x4x1x2x4x2xf32>
// CHECK-NEXT: %[[R3:.*]] = stablehlo.reshape %[[T1]] : (tensor<2x4x1x2x4x2xf32>) -> tensor<2x4x8x2xf32>
// CHECK-NEXT: return %[[R3]]
// RGV3-LABEL: func @all_to_all_two_params
// RGV3: "stablehlo.all_to_all"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>
// DROPPED-LABEL: func @all_to_all_two_params
// DROPPED: "stablehlo.all_to_all"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>
func.func @all_to_all_two_params(%arg0: tensor<4x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}, {"x"}, {}]>}) -> (tensor<4x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {"y"}]>}) {
  %0 = sdy.all_to_all [{"y"}: 1->3, {"x"}: 2->0] %arg0 out_sharding=<@mesh, [{"x"}, {}, {}, {"y"}]> : tensor<4x4x8x8xf32>
  return %0 : tensor<4x4x8x8xf32>
}

// Two scattered dimensions: an all_reduce over both groups of axes and the
// device's block, or (combine-multi-dimension-reduce-scatter) the blocks
// moved in front and one reduce_scatter over the devices along "y" then
// "x".
// CHECK-LABEL: func @reduce_scatter_two_dims
// CHECK-NEXT: "stablehlo.all_reduce"(%arg0){{.*}}replica_groups = dense<{{\[\[}}0, 4, 1, 5, 2, 6, 3, 7]]>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [2, 4] : (tensor<8x8xf32>, tensor<i64>, tensor<i64>) -> tensor<2x4xf32>
// COMBINED-LABEL: func @reduce_scatter_two_dims
// COMBINED-NEXT: %[[R0:.*]] = stablehlo.reshape %arg0 : (tensor<8x8xf32>) -> tensor<4x2x2x4xf32>
// COMBINED-NEXT: %[[T:.*]] = stablehlo.transpose %[[R0]], dims = [0, 2, 1, 3] : (tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32>
// COMBINED-NEXT: %[[R1:.*]] = stablehlo.reshape %[[T]] : (tensor<4x2x2x4xf32>) -> tensor<8x2x4xf32>
// COMBINED-NEXT: %[[RS:.*]] = "stablehlo.reduce_scatter"(%[[R1]]) <{channel_handle = #stablehlo.channel_handle<handle = {{[0-9]+}}, type = 1>, replica_groups = dense<{{\[\[}}0, 4, 1, 5, 2, 6, 3, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}>
// COMBINED: stablehlo.maximum
// COMBINED: }) : (tensor<8x2x4xf32>) -> tensor<1x2x4xf32>
// COMBINED-NEXT: %[[R2:.*]] = stablehlo.reshape %[[RS]] : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
// COMBINED-NEXT: return %[[R2]]
// RGV3-LABEL: func @reduce_scatter_two_dims
// RGV3: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 4, 1, 5, 2, 6, 3, 7]]>
func.func @reduce_scatter_two_dims(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %0 = sdy.reduce_scatter max [{"y"}, {"x"}] %arg0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// A sub-axis keeps explicit groups even with enable-rgv3, as in Shardy.
// RGV3-LABEL: func @all_gather_sub_axis
// RGV3: "stablehlo.all_gather"{{.*}}replica_groups = dense<{{\[\[}}0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>
func.func @all_gather_sub_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %0 = sdy.all_gather [{"y":(1)2}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A mesh with a device order is named by its symbol too; with the mesh
// dropped, its groups become explicit ids in that order.
// RGV3-LABEL: func @all_gather_device_order
// RGV3: "stablehlo.all_gather"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @perm, axes = [#stablehlo.axis_ref<name = "x">]>
// DROPPED-LABEL: func @all_gather_device_order
// DROPPED: "stablehlo.all_gather"{{.*}}replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>
func.func @all_gather_device_order(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@perm, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@perm, [{}]>}) {
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@perm, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
