// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// dynamic_conv and the #stablehlo.conv dimension numbers attribute.

// CHECK-LABEL: func.func @pretty_form
func.func @pretty_form(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %padding: tensor<2x2xi64>)
    -> tensor<1x2x2x1xi64> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %padding)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {
      stride = [4, 4],
      lhs_dilate = [2, 2],
      rhs_dilate = [1, 1],
      reverse = [false, false]
    } {
      batch_group_count = 1 : i64,
      feature_group_count = 1 : i64,
      precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
    }
  : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  return %0 : tensor<1x2x2x1xi64>
}

// Window entries may come in any order, and all may be absent; older files
// spell `reverse` with 0/1.
// CHECK-LABEL: func.func @window_variants
func.func @window_variants(%lhs: tensor<1x8x8x2xf32>, %rhs: tensor<3x3x2x4xf32>, %padding: tensor<2x2xi32>)
    -> (tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  %1 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [1, 0], rhs_dilate = [1, 2], stride = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  return %0, %1 : tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>
}

// Upstream's generic form; a constant padding makes the spatial sizes known.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<100x26x26x32xf32>, %arg1: tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32> {
  // CHECK-NEXT: %c = stablehlo.constant dense<2> : tensor<2x2xi32>
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %c) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>, tensor<2x2xi32>) -> tensor<100x28x28x1xf32>
  %0 = stablehlo.constant dense<2> : tensor<2x2xi32>
  %1 = "stablehlo.dynamic_conv"(%arg0, %arg1, %0) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>,
    window_strides = array<i64: 1, 1>,
    lhs_dilation = array<i64: 1, 1>,
    rhs_dilation = array<i64: 1, 1>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>, tensor<2x2xi32>) -> tensor<100x28x28x1xf32>
  return %1 : tensor<100x28x28x1xf32>
}

// Other layouts, a 1-D convolution, and feature groups.
// CHECK-LABEL: func.func @layouts
func.func @layouts(%lhs: tensor<2x4x5x5xf32>, %rhs: tensor<2x2x3x3xf32>, %pad2: tensor<2x2xi64>,
                   %lhs1: tensor<?x12x16xf32>, %rhs1: tensor<4x16x16xf32>, %pad1: tensor<1x2xi64>)
    -> (tensor<2x2x?x?xf32>, tensor<?x?x16xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 1, 0]x[o, i, 1, 0]->[b, f, 1, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5x5xf32>, tensor<2x2x3x3xf32>, tensor<2x2xi64>) -> tensor<2x2x?x?xf32>
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad2) dim_numbers = [b, f, 1, 0]x[o, i, 1, 0]->[b, f, 1, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5x5xf32>, tensor<2x2x3x3xf32>, tensor<2x2xi64>) -> tensor<2x2x?x?xf32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_conv(%arg3, %arg4, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x12x16xf32>, tensor<4x16x16xf32>, tensor<1x2xi64>) -> tensor<?x?x16xf32>
  %1 = stablehlo.dynamic_conv(%lhs1, %rhs1, %pad1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x12x16xf32>, tensor<4x16x16xf32>, tensor<1x2xi64>) -> tensor<?x?x16xf32>
  return %0, %1 : tensor<2x2x?x?xf32>, tensor<?x?x16xf32>
}

// The raw spelling of dimension numbers parses; numbers that a compact
// layout can spell print compactly.
// CHECK-LABEL: func.func @raw_dimension_numbers
func.func @raw_dimension_numbers(%lhs: tensor<?x8x?xf32>, %rhs: tensor<2x?x?xf32>, %pad: tensor<1x2xi64>) -> tensor<?x?x?xf32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x8x?xf32>, tensor<2x?x?xf32>, tensor<1x2xi64>) -> tensor<?x?x?xf32>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 2,
      input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 1,
      kernel_output_feature_dimension = 2,
      kernel_spatial_dimensions = [0],
      output_batch_dimension = 0,
      output_feature_dimension = 2,
      output_spatial_dimensions = [1]
    >,
    feature_group_count = 1 : i64,
    window_strides = array<i64: 1>
  } : (tensor<?x8x?xf32>, tensor<2x?x?xf32>, tensor<1x2xi64>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// Dimension numbers that no compact layout can spell (here the input batch
// and feature dimensions coincide) print in raw form.
// CHECK-LABEL: func.func @raw_printing
// CHECK-SAME: attributes {conv = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2]>}
func.func @raw_printing() attributes {conv = #stablehlo.conv<raw
    output_spatial_dimensions = [2], input_batch_dimension = 0, input_feature_dimension = 0,
    input_spatial_dimensions = [1], kernel_input_feature_dimension = 0,
    kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2],
    output_batch_dimension = 0, output_feature_dimension = 1>} {
  return
}

// The result's element type may differ from the operands' (JAX's
// preferred_element_type), as for convolution; rank and shape still count.
// CHECK-LABEL: func.func @preferred_element_type
func.func @preferred_element_type(%lhs: tensor<1x4x4x2xi8>, %rhs: tensor<3x3x2x4xi8>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xi32> {
  // CHECK-NEXT: %0 = stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xi8>, tensor<3x3x2x4xi8>, tensor<2x2xi64>) -> tensor<1x?x?x4xi32>
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xi8>, tensor<3x3x2x4xi8>, tensor<2x2xi64>) -> tensor<1x?x?x4xi32>
  return %0 : tensor<1x?x?x4xi32>
}
