// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s
// RUN: hlokit-opt %s -sdy-convert-global-to-local='per-dim-all-gather=true' | FileCheck %s --check-prefix=PERDIM
// RUN: hlokit-opt %s -sdy-convert-global-to-local='enable-rgv3=true' | FileCheck %s --check-prefix=RGV3
// RUN: hlokit-opt %s -sdy-convert-global-to-local -mlir-print-op-generic | hlokit-opt -sdy-drop-sharding-and-mesh | FileCheck %s --check-prefix=DROPPED

// DROPPED-NOT: sdy.
sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @perm = <["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>

// The two gathered dimensions gather at once, then each dimension's blocks
// go before it; per-dim-all-gather gathers the minor dimension first.
// CHECK-LABEL: func @all_gather_two_dims
// CHECK-SAME: %arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.all_gather"(%[[R]]) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x2x2xf32>) -> tensor<4x2x2xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reshape %[[G]] : (tensor<4x2x2xf32>) -> tensor<2x2x2x2xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[S]], dims = [0, 2, 1, 3]
// CHECK-NEXT: %[[O:.*]] = stablehlo.reshape %[[T]] : (tensor<2x2x2x2xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %[[O]]
// With enable-rgv3 the groups are mesh axes of the sharding's mesh symbol;
// the all_reduce keeps explicit groups, as in Shardy.
// RGV3-LABEL: func @all_gather_two_dims
// RGV3: "stablehlo.all_gather"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>, use_global_device_ids}>
// RGV3-LABEL: func @all_slice_all_reduce
// RGV3: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 2], [1, 3]]>
// RGV3-LABEL: func @all_to_all_then_permute
// RGV3: "stablehlo.all_to_all"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = {{.*}}, axes = [#stablehlo.axis_ref<name = "y">]>
// RGV3-LABEL: func @reduce_scatter
// RGV3: "stablehlo.reduce_scatter"{{.*}}replica_groups = #stablehlo.replica_group_mesh_axes<mesh = {{.*}}, axes = [#stablehlo.axis_ref<name = "y">]>
// PERDIM-LABEL: func @all_gather_two_dims
// PERDIM-NEXT: %[[G1:.*]] = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
// PERDIM-NEXT: %[[G0:.*]] = "stablehlo.all_gather"(%[[G1]]) <{all_gather_dim = 0 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<4x4xf32>
// PERDIM-NEXT: return %[[G0]]
func.func @all_gather_two_dims(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.all_gather [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func @all_slice_all_reduce
// CHECK-SAME: -> (tensor<4x2xf32>
// CHECK-NEXT: %[[AR:.*]] = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// CHECK: stablehlo.maximum
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[PID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %[[ID:.*]] = stablehlo.convert %[[PID]] : (tensor<ui32>) -> tensor<i64>
// CHECK-NEXT: %[[TABLE:.*]] = stablehlo.constant dense<[0, 2, 0, 2]> : tensor<4xi64>
// CHECK-NEXT: %[[E:.*]] = stablehlo.dynamic_slice %[[TABLE]], %[[ID]], sizes = [1]
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.reshape %[[E]] : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %[[SL:.*]] = stablehlo.dynamic_slice %[[AR]], %[[ZERO]], %[[OFF]], sizes = [4, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<4x2xf32>
// CHECK-NEXT: return %[[SL]]
func.func @all_slice_all_reduce(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  %0 = sdy.all_reduce max {"x"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  %1 = sdy.all_slice [{}, {"y"}] %0 out_sharding=<@mesh, [{}, {"y"}]> : tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// CHECK-LABEL: func @all_to_all_then_permute
// CHECK-SAME: %arg0: tensor<1x4xf32>
// CHECK-NEXT: %[[A:.*]] = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<1x4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[P:.*]] = "stablehlo.collective_permute"(%[[A]]) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<{{\[\[}}0, 0], [1, 2], [2, 1], [3, 3]]> : tensor<4x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: return %[[P]]
func.func @all_to_all_then_permute(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  %0 = sdy.all_to_all [{"y"}: 0->1] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<4x4xf32>
  %1 = sdy.collective_permute %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// CHECK-LABEL: func @reduce_scatter
// CHECK-NEXT: %[[RS:.*]] = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids}>
// CHECK: stablehlo.add
// CHECK: (tensor<4x4xf32>) -> tensor<2x4xf32>
func.func @reduce_scatter(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  %0 = sdy.reduce_scatter [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// On @perm, position p is device 3 - p: devices 3 and 2 hold the first
// block. A splat is resized; a dense constant is sliced.
// CHECK-LABEL: func @constants_and_iota
// CHECK-SAME: -> (tensor<2xi32> {{.*}}, tensor<2x2xf32>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<2xi32>
// CHECK-NEXT: stablehlo.partition_id
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.constant dense<[2, 2, 0, 0]> : tensor<4xi64>
// CHECK-NEXT: stablehlo.dynamic_slice
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.reshape
// CHECK-NEXT: %[[OFF32:.*]] = stablehlo.convert %[[OFF]] : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[OFF32]], dims = [] : (tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT: %[[LOCAL:.*]] = stablehlo.add %[[IOTA]], %[[B]] : tensor<2xi32>
// CHECK-NEXT: %[[SPLAT:.*]] = stablehlo.constant dense<3> : tensor<2xi32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %[[LOCAL]], %[[SPLAT]] {{.*}} : tensor<2xi32>
// CHECK-NEXT: %[[CST:.*]] = stablehlo.constant dense<{{.*}}> : tensor<4x2xf32>
// CHECK-NEXT: stablehlo.partition_id
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.constant dense<[0, 2, 0, 2]> : tensor<4xi64>
// CHECK-NEXT: stablehlo.dynamic_slice
// CHECK-NEXT: %[[ROW:.*]] = stablehlo.reshape
// CHECK-NEXT: %[[COL:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[BLOCK:.*]] = stablehlo.dynamic_slice %[[CST]], %[[ROW]], %[[COL]], sizes = [2, 2]
// CHECK-NEXT: return %[[SUM]], %[[BLOCK]]
func.func @constants_and_iota() -> (tensor<4xi32> {sdy.sharding = #sdy.sharding<@perm, [{"x"}]>}, tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  %0 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@perm, [{"x"}]>]>} : tensor<4xi32>
  %1 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@perm, [{"x"}]>]>} dense<3> : tensor<4xi32>
  %2 = stablehlo.add %0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@perm, [{"x"}]>]>} : tensor<4xi32>
  %3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  return %2, %3 : tensor<4xi32>, tensor<4x2xf32>
}

// A split contracting dimension leaves partial sums for the all_reduce.
// CHECK-LABEL: func @dot_and_reduce
// CHECK-SAME: %arg0: tensor<2x4xf32> {{.*}}, %arg1: tensor<4x2xf32> {{.*}}) -> (tensor<2xf32>
// CHECK-NEXT: %[[DOT:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {{.*}} : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[DOT]]) {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [1] {{.*}} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
func.func @dot_and_reduce(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<4x2xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// CHECK-LABEL: func @manual
// CHECK-SAME: (%arg0: tensor<2x2xf32> {{.*}}) -> (tensor<2x2xf32>
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %arg0 {{.*}} : tensor<2x2xf32>
// CHECK-NEXT: return %[[NEG]]
func.func @manual(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
    %1 = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<2x4xf32>
    sdy.return %1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// Unsplit dimensions slice, pad and concatenate as in the global program.
// CHECK-LABEL: func @slice_pad_concat
// CHECK-NEXT: stablehlo.slice %arg0 [0:2, 1:3] : (tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: stablehlo.pad {{.*}} interior = [0, 0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT: stablehlo.concatenate {{.*}} : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
func.func @slice_pad_concat(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.slice %arg0 [0:4, 1:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<4x2xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.pad %0, %cst, low = [0, 1], high = [0, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<4x3xf32>
  %2 = stablehlo.concatenate %1, %0, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<4x5xf32>
  return %2 : tensor<4x5xf32>
}

// Each device holds whole feature groups (or batch groups): fewer of them.
// CHECK-LABEL: func @conv_groups
// CHECK: stablehlo.convolution{{.*}}batch_group_count = 1 : i64, feature_group_count = 1 : i64{{.*}} : (tensor<1x4x1xf32>, tensor<2x1x2xf32>) -> tensor<1x3x2xf32>
// CHECK: stablehlo.convolution{{.*}}batch_group_count = 2 : i64, feature_group_count = 1 : i64{{.*}} : (tensor<2x4x1xf32>, tensor<2x1x2xf32>) -> tensor<1x3x2xf32>
func.func @conv_groups(%arg0: tensor<1x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}, %arg1: tensor<2x1x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}, %arg2: tensor<4x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}, %arg3: tensor<2x1x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}) -> (tensor<1x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}, tensor<1x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"x"}]>]>} : (tensor<1x4x2xf32>, tensor<2x1x4xf32>) -> tensor<1x3x4xf32>
  %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 4 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"y"}]>]>} : (tensor<4x4x1xf32>, tensor<2x1x4xf32>) -> tensor<1x3x4xf32>
  return %0, %1 : tensor<1x3x4xf32>, tensor<1x3x4xf32>
}

// Padding every element alike pads every block alike; sort and windows
// work along a whole dimension.
// CHECK-LABEL: func @pad_sort_window
// CHECK: stablehlo.pad {{.*}}, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4x4xf32>
// CHECK: "stablehlo.sort"
// CHECK: }) {{.*}} : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: "stablehlo.reduce_window"
// CHECK: }) {{.*}} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x2xf32>
func.func @pad_sort_window(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %cst, low = [1, 0], high = [0, 0], interior = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  %1 = "stablehlo.sort"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %2 = "stablehlo.reduce_window"(%1, %cst) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x2xf32>
  return %2 : tensor<8x2xf32>
}

// Every second element, or windows of two, of a split dimension are the
// same in each block of even size.
// CHECK-LABEL: func @strided_on_split_dim
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [1:4:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
// CHECK: "stablehlo.reduce_window"(%[[S]]
// CHECK: }) {{.*}} : (tensor<2x4xf32>, tensor<f32>) -> tensor<1x4xf32>
func.func @strided_on_split_dim(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.slice %arg0 [1:8:2, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%0, %cst) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}


// Scalar operands broadcast to every block.
// CHECK-LABEL: func @select_clamp
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg0, %arg1, %arg1 {{.*}} : tensor<1xi1>, tensor<1xf32>
// CHECK-NEXT: stablehlo.clamp %arg2, %[[S]], %arg2 {{.*}} : (tensor<f32>, tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
func.func @select_clamp(%p: tensor<4xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}, %a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}, %lo: tensor<f32>) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) {
  %0 = stablehlo.select %p, %a, %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}]>]>} : tensor<4xi1>, tensor<4xf32>
  %1 = stablehlo.clamp %lo, %0, %lo {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}]>]>} : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Padding blocks unevenly: each device pads its block as the dimension is
// padded, then takes its part at its offset (0 for x = 0, 2 for x = 1).
// CHECK-LABEL: func @pad_uneven
// CHECK-NEXT: %[[CST:.*]] = stablehlo.constant
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[CST]], low = [2], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT: stablehlo.partition_id
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.constant dense<[0, 0, 2, 2]> : tensor<4xi64>
// CHECK-NEXT: stablehlo.dynamic_slice
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.reshape
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_slice %[[P]], %[[OFF]], sizes = [4] : (tensor<6xf32>, tensor<i64>) -> tensor<4xf32>
// CHECK-NEXT: return %[[B]] : tensor<4xf32>
func.func @pad_uneven(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %cst, low = [2], high = [2], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Negative edge padding: the device pads its block by max(0, ...) and
// enough for every block to slice from (x = 0 slices at 3, x = 1 at 0).
// CHECK-LABEL: func @pad_negative
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, {{.*}}, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK: stablehlo.constant dense<[3, 3, 0, 0]> : tensor<4xi64>
// CHECK: stablehlo.dynamic_slice %[[P]], {{.*}}, sizes = [5] : (tensor<8xf32>, tensor<i64>) -> tensor<5xf32>
func.func @pad_negative(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %cst, low = [-2], high = [-3], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// A split bias broadcast along its own dimension (the operand, already
// local, keeps its block; a stretched size-one dimension stays whole).
// CHECK-LABEL: func @broadcast_split_operand
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [1] {{.*}} : (tensor<16xf32>) -> tensor<8x16xf32>
// CHECK: stablehlo.broadcast_in_dim %arg1, dims = [0, 1] {{.*}} : (tensor<1x16xf32>) -> tensor<4x16xf32>
func.func @broadcast_split_operand(
    %arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
    %arg1: tensor<1x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
        tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<1x32xf32>) -> tensor<4x32xf32>
  return %0, %1 : tensor<8x32xf32>, tensor<4x32xf32>
}
