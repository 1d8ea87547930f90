// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Attributes whose result sizes overflow int64 are refused by the
// constraint that defines the size, before anything computes with it (found
// by libFuzzer: the pad verifier added 2^63 - 1 and 4).

func.func @pad_edge_overflow(%arg0: tensor<4xf32>, %pad: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{pad_c4: the padded size of dimension 0 overflows int64}}
  %0 = stablehlo.pad %arg0, %pad, low = [0], high = [9223372036854775807], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pad_interior_overflow(%arg0: tensor<4xf32>, %pad: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{pad_c4: the padded size of dimension 0 overflows int64}}
  %0 = stablehlo.pad %arg0, %pad, low = [0], high = [0], interior = [4611686018427387904] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pad_bound_overflow(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %pad: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error@+1 {{pad_c4: the padded size of dimension 0 overflows int64}}
  %0 = stablehlo.pad %arg0, %pad, low = [9223372036854775807], high = [0], interior = [0] : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

func.func @concatenate_overflow(%a: tensor<4611686018427387904xi8>, %b: tensor<4611686018427387904xi8>) -> tensor<?xi8> {
  // expected-error@+1 {{concatenate_c6: the inputs' sizes of dimension 0 add up to more than int64 holds}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<4611686018427387904xi8>, tensor<4611686018427387904xi8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

func.func @reduce_window_padding_overflow(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{reduce_window_c15: the number of windows along dimension 0 overflows int64}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>, padding = dense<[[9223372036854775807, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_window_dilation_overflow(%arg0: tensor<4xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{reduce_window_c15: the number of windows along dimension 0 overflows int64}}
  %0 = "stablehlo.reduce_window"(%arg0, %init) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 4611686018427387904>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_overflow(%operand: tensor<4xf32>, %source: tensor<2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{select_and_scatter_c2: the number of windows along dimension 0 overflows int64}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, padding = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @convolution_dilation_overflow(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x6x1xf32> {
  // expected-error@+1 {{convolution_c25: the number of windows along spatial dimension 0 overflows int64}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [4611686018427387904]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x6x1xf32>
  return %0 : tensor<1x6x1xf32>
}

// -----

func.func @convolution_padding_overflow(%lhs: tensor<1x8x1xf32>, %rhs: tensor<3x1x1xf32>) -> tensor<1x6x1xf32> {
  // expected-error@+1 {{convolution_c25: the number of windows along spatial dimension 0 overflows int64}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[9223372036854775807, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x6x1xf32>
  return %0 : tensor<1x6x1xf32>
}
