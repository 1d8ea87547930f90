// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file | FileCheck %s

// A convolution whose kernel is split along a spatial dimension (lhs and
// result whole there) sums on each device the window taps its kernel block
// holds: the lhs, padded as the windows see it, is read from the device's
// first tap on (0 or 2 taps further), and the all_reduce after it adds the
// partial sums.
sdy.mesh @mesh2 = <["x"=2]>

// CHECK-LABEL: func @taps
// CHECK-SAME: (%arg0: tensor<1x8x1xf32>, %arg1: tensor<2x1x1xf32> {{.*}}) -> tensor<1x8x1xf32>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[PAD:.*]] = stablehlo.pad %arg0, %[[ZERO]], low = [0, 1, 0], high = [0, 2, 0], interior = [0, 0, 0] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<1x11x1xf32>
// CHECK: stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK: %[[SHIFT:.*]] = stablehlo.reshape
// CHECK: %[[LHS:.*]] = stablehlo.dynamic_slice %[[PAD]], %{{.*}}, %[[SHIFT]], %{{.*}}, sizes = [1, 9, 1]
// CHECK-NEXT: %[[CONV:.*]] = stablehlo.convolution(%[[LHS]], %arg1) {{.*}} window = {stride = [1], pad = {{\[\[}}0, 0]]} {{.*}} : (tensor<1x9x1xf32>, tensor<2x1x1xf32>) -> tensor<1x8x1xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[CONV]])
func.func @taps(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x8x1xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x8x1xf32>
  return %1 : tensor<1x8x1xf32>
}

// -----

// Reversed, the window's first taps are the kernel's last block's: device
// 0 reads from 2 taps on. Dilated by 2 on both sides: the pad's interior
// padding dilates the lhs, each tap is 2 places from the next, and the
// convolution dilates the lhs no more. Without padding or dilation the lhs
// is only cut.
sdy.mesh @mesh2 = <["x"=2]>

// CHECK-LABEL: func @reversed_dilated
// CHECK: stablehlo.pad %arg0, %{{.*}}, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<1x15x1xf32>
// CHECK: stablehlo.constant dense<[4, 0]> : tensor<2xi64>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [1, 11, 1]
// CHECK: stablehlo.convolution({{.*}}) {{.*}} window = {stride = [2], pad = {{\[\[}}0, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [true]} {{.*}} : (tensor<1x11x1xf32>, tensor<2x1x1xf32>) -> tensor<1x5x1xf32>
func.func @reversed_dilated(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x5x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [2], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x5x1xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x5x1xf32>
  return %1 : tensor<1x5x1xf32>
}

// -----

// Shardy's batch-group convolution with its kernel split along both
// spatial dimensions (x and y:(1)2) and its input features along y:(2)2:
// the lhs is cut along each spatial dimension from the device's tap.
sdy.mesh @mesh_2_4 = <["x"=2, "y"=4]>

// CHECK-LABEL: func @two_dims
// CHECK-NOT: stablehlo.pad
// CHECK: stablehlo.constant dense<[0, 0, 0, 0, 1, 1, 1, 1]> : tensor<8xi64>
// CHECK: stablehlo.dynamic_slice %arg0, {{.*}} sizes = [2, 7, 8, 2]
// CHECK: stablehlo.constant dense<[0, 0, 1, 1, 0, 0, 1, 1]> : tensor<8xi64>
// CHECK: %[[LHS:.*]] = stablehlo.dynamic_slice {{.*}} sizes = [2, 7, 7, 2]
// CHECK: stablehlo.convolution(%[[LHS]], %arg1) {{.*}} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x7x7x2xf32>, tensor<1x1x2x6xf32>) -> tensor<1x4x4x6xf32>
func.func @two_dims(%arg0: tensor<2x8x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh_2_4, [{}, {}, {}, {"y":(2)2}]>}, %arg1: tensor<2x2x4x6xf32> {sdy.sharding = #sdy.sharding<@mesh_2_4, [{"x"}, {"y":(1)2}, {"y":(2)2}, {}]>}) -> tensor<1x4x4x6xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x4xf32>, tensor<2x2x4x6xf32>) -> tensor<1x4x4x6xf32>
  %1 = sdy.all_reduce {"x", "y"} %0 out_sharding=<@mesh_2_4, [{}, {}, {}, {}]> : tensor<1x4x4x6xf32>
  return %1 : tensor<1x4x4x6xf32>
}

// -----

// The all_reduce may follow collectives that only move blocks.
sdy.mesh @mesh = <["x"=2, "z"=2]>

// CHECK-LABEL: func @through_all_slice
// CHECK: stablehlo.dynamic_slice %arg0, {{.*}} sizes = [1, 7, 1]
// CHECK: stablehlo.convolution
func.func @through_all_slice(%arg0: tensor<1x8x1xf32>, %arg1: tensor<2x1x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> tensor<1x7x4xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<2x1x4xf32>) -> tensor<1x7x4xf32>
  %1 = sdy.all_slice [{}, {}, {"z"}] %0 out_sharding=<@mesh, [{}, {}, {"z"}]> : tensor<1x7x4xf32>
  %2 = sdy.all_reduce {"x"} %1 out_sharding=<@mesh, [{}, {}, {"z"}]> : tensor<1x7x4xf32>
  %3 = sdy.all_gather [{}, {}, {"z"}] %2 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x7x4xf32>
  return %3 : tensor<1x7x4xf32>
}

// -----

// The lhs split alike with the kernel along a spatial dimension, one window
// over it from its first element: each device's block of taps reads its
// block of the (dilated) lhs, the high padding ending the window there.
sdy.mesh @mesh2 = <["x"=2]>

// CHECK-LABEL: func @lhs_split_alike
// CHECK-SAME: (%arg0: tensor<1x1x1xf32> {{.*}}, %arg1: tensor<2x1x1xf32> {{.*}})
// CHECK-NEXT: %[[CONV:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}} window = {pad = {{\[\[}}0, 1]], lhs_dilate = [2]} {{.*}} : (tensor<1x1x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[CONV]])
func.func @lhs_split_alike(%arg0: tensor<1x2x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[0, 1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x1x1xf32>
  return %1 : tensor<1x1x1xf32>
}

// -----

// Padding with zeros (sdy-pad-for-divisibility's) keeps the partial sums
// for the all_reduce after it.
sdy.mesh @mesh2 = <["x"=2]>

// CHECK-LABEL: func @through_zero_pad
// CHECK: %[[CONV:.*]] = stablehlo.convolution
// CHECK: %[[PAD:.*]] = stablehlo.pad %[[CONV]]
// CHECK-NEXT: "stablehlo.all_reduce"(%[[PAD]])
func.func @through_zero_pad(%arg0: tensor<1x8x1xf32>, %arg1: tensor<2x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<2x1x1xf32>) -> tensor<1x7x1xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.pad %0, %zero, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<1x7x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
  %2 = sdy.all_reduce {"x"} %1 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x8x1xf32>
  return %2 : tensor<1x8x1xf32>
}
