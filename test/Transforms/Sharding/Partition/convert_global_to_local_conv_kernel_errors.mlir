// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics

// A kernel split along a spatial dimension leaves partial sums: without an
// sdy.all_reduce over its axes after it, the convolution has no local form.
sdy.mesh @mesh2 = <["x"=2]>

func.func @no_all_reduce(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: rhs spatial dimension 0 is split and no sdy.all_reduce adds up the partial sums (sharding #sdy.sharding<@mesh2, [{"x"}, {}, {}]>)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x8x1xf32>
  return %0 : tensor<1x8x1xf32>
}

// -----

// An all_reduce over other axes does not add them up either.
sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @other_axes(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> tensor<1x5x1xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: rhs spatial dimension 0 is split and no sdy.all_reduce adds up the partial sums (sharding #sdy.sharding<@mesh, [{"x"}, {}, {}]>)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x5x1xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x5x1xf32>
  return %1 : tensor<1x5x1xf32>
}

// -----

// The lhs split alike with the kernel, but two windows: the second reads
// past the first device's block.
sdy.mesh @mesh2 = <["x"=2]>

func.func @two_windows(%arg0: tensor<1x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<2x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x3x1xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: lhs spatial dimension 1 is split (sharding #sdy.sharding<@mesh2, [{}, {"x"}, {}]>)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>) -> tensor<1x3x1xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x3x1xf32>
  return %1 : tensor<1x3x1xf32>
}

// -----

// Padding with another value than zero would be added up too.
sdy.mesh @mesh2 = <["x"=2]>

func.func @through_one_pad(%arg0: tensor<1x8x1xf32>, %arg1: tensor<2x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.convolution' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.convolution' op has no local form: rhs spatial dimension 0 is split and no sdy.all_reduce adds up the partial sums (sharding #sdy.sharding<@mesh2, [{"x"}, {}, {}]>)}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<2x1x1xf32>) -> tensor<1x7x1xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.pad %0, %one, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<1x7x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
  %2 = sdy.all_reduce {"x"} %1 out_sharding=<@mesh2, [{}, {}, {}]> : tensor<1x8x1xf32>
  return %2 : tensor<1x8x1xf32>
}
