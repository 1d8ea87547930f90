// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// dynamic_conv: one case per constraint, then syntax errors of the
// dimension numbers and window attributes.

func.func @dynamic_conv_c1(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c1: lhs rank 4 and rhs rank 3 differ}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c2(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c2: window_strides [1] must have 2 entries, one per spatial dim}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c3(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c3: window_strides [1, 0] must be positive}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c4(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<3x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c4: padding shape [3, 2] must be [2, 2]}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<3x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c4_rank(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<4xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c4: padding shape [4] must be [2, 2]}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<4xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c5(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c5: lhs_dilation [1] must have 2 entries, one per spatial dim}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c6(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c6: lhs_dilation [0, 1] must be positive}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c7(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c7: rhs_dilation [1, 1, 1] must have 2 entries, one per spatial dim}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c8(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c8: rhs_dilation [1, -1] must be positive}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, -1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c9(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c9: window_reversal must have 2 entries, got 1}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c10(%lhs: tensor<3x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<?x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c10: input batch size 3 must be a multiple of batch_group_count 2}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c11(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c11: input feature size 2 must be a multiple of feature_group_count 3}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c12(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c12: input_spatial_dimensions [1] must have 2 entries}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c13_repeat(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c13: input dimensions [0, 0, 1, 2] must not repeat a dimension}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c13_range(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c13: input dimensions [0, 4, 1, 2] must be in [0, 4)}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c13_rank(%lhs: tensor<4xf32>, %rhs: tensor<3xf32>, %pad: tensor<2x2xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_conv_c13: lhs rank 1 leaves no room for a batch and a feature dimension}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = []>, feature_group_count = 1 : i64} : (tensor<4xf32>, tensor<3xf32>, tensor<2x2xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_conv_c14(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x3x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c14: kernel input feature size 3 must equal input feature size 2 / feature_group_count 1}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c15(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x2x3xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x3xf32> {
  // expected-error @+1 {{dynamic_conv_c15: kernel output feature size 3 must be a multiple of batch_group_count 2}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>, tensor<2x2xi64>) -> tensor<1x?x?x3xf32>
  return %0 : tensor<1x?x?x3xf32>
}

// -----

func.func @dynamic_conv_c16(%lhs: tensor<1x4x4x4xf32>, %rhs: tensor<3x3x2x3xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x3xf32> {
  // expected-error @+1 {{dynamic_conv_c16: kernel output feature size 3 must be a multiple of feature_group_count 2}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x4xf32>, tensor<3x3x2x3xf32>, tensor<2x2xi64>) -> tensor<1x?x?x3xf32>
  return %0 : tensor<1x?x?x3xf32>
}

// -----

func.func @dynamic_conv_c17(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c17: kernel_spatial_dimensions [0] must have 2 entries}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c18(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c18: kernel dimensions [2, 3, 0, 0] must not repeat a dimension}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c19(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c19: output_spatial_dimensions [1] must have 2 entries}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c20(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c20: output dimensions [0, 3, 1, 5] must be in [0, 4)}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 5]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c21(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c21: feature_group_count 0 must be positive}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c22(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c22: batch_group_count -1 must be positive}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = -1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c23(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c23: feature_group_count and batch_group_count cannot both exceed 1}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c24(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c24: precision_config has 3 entries, expected at most 2}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

// With padding 1 on each side a 3x3 window fits 4x4 times.
func.func @dynamic_conv_c25(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x4xf32> {
  %p = stablehlo.constant dense<1> : tensor<2x2xi64>
  // expected-error @+1 {{dynamic_conv_c25: result type 'tensor<1x2x2x4xf32>' is incompatible with the inferred 'tensor<1x4x4x4xf32>'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}

// -----

// A batch bounded by 8 cannot give 9 results.
func.func @dynamic_conv_c25_bounded_batch(%lhs: tensor<?x4x4x2xf32, #stablehlo.bounds<8, ?, ?, ?>>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<9x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c25: result type 'tensor<9x?x?x4xf32>' is incompatible with the inferred 'tensor<?x?x?x4xf32, #stablehlo.bounds<8, ?, ?, ?>>'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x4x4x2xf32, #stablehlo.bounds<8, ?, ?, ?>>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<9x?x?x4xf32>
  return %0 : tensor<9x?x?x4xf32>
}

// -----

func.func @dynamic_conv_c26(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?xf32> {
  // expected-error @+1 {{dynamic_conv_c26: result rank 3 differs from the inferred 4}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?xf32>
  return %0 : tensor<1x?x?xf32>
}

// -----

func.func @dynamic_conv_c27(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf64>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{dynamic_conv_c27: lhs element type 'f32' and rhs element type 'f64' differ}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf64>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @dynamic_conv_group_count_type(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i32} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

// dynamic_conv takes its padding as an operand.
func.func @window_pad(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{this op takes its padding as an operand, not as window 'pad'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Each window entry at most once.
func.func @window_duplicate(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{duplicate window entry 'stride'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Unknown window entries are rejected.
func.func @window_unknown(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{unknown window entry 'size'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], size = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Only b/f (input, output) and i/o (kernel) name dimensions.
func.func @layout_unknown_letter(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{unexpected dimension 'q'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, q]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// A letter appears once per layout.
func.func @layout_repeated_letter(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{unexpected dimension 'b'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, b, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Each layout names both of its dimensions.
func.func @layout_missing_letter(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{expected both 'b' and 'f' dimensions}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, 2]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Spatial dimensions are numbered 0 to N-3.
func.func @layout_spatial_numbers(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{spatial dimensions must be 0 to 1 once each}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// The raw form needs every field.
func.func @raw_missing_field(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{expected all nine convolution dimension fields}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// The raw form has fixed field names.
func.func @raw_unknown_field(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{unknown field 'batch'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw batch = 0>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// Raw fields appear once.
func.func @raw_duplicate_field(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{duplicate field 'input_batch_dimension'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_batch_dimension = 0>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// An unknown first entry is named too.
func.func @window_unknown_first(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{unknown window entry 'strides'}}
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {strides = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}
