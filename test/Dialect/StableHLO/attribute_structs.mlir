// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s

// Dimension-number structs accept a comma before `>`, as upstream's parser
// does, and print without it.

// CHECK-LABEL: func.func @gather_trailing_comma
func.func @gather_trailing_comma(%operand: tensor<3x4xf32>, %start_indices: tensor<2x5xi32>) -> tensor<5x4xf32> {
  // CHECK-NEXT: #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1]>
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 0,>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  func.return %0 : tensor<5x4xf32>
}

// CHECK-LABEL: func.func @scatter_trailing_comma
func.func @scatter_trailing_comma(%input: tensor<3xf32>, %indices: tensor<2x1xi32>, %updates: tensor<2xf32>) -> tensor<3xf32> {
  // CHECK: #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1,
    >}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @dot_trailing_comma
func.func @dot_trailing_comma(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// #stablehlo.conv in its raw spelling (upstream's struct) too; the compact
// spelling prints back.
// CHECK-LABEL: func.func @conv_trailing_comma
// CHECK-SAME: conv = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// CHECK-SAME: raw = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2]>
func.func @conv_trailing_comma() attributes {
  conv = #stablehlo.conv<raw
    input_batch_dimension = 0,
    input_feature_dimension = 3,
    input_spatial_dimensions = [1, 2],
    kernel_input_feature_dimension = 2,
    kernel_output_feature_dimension = 3,
    kernel_spatial_dimensions = [0, 1],
    output_batch_dimension = 0,
    output_feature_dimension = 3,
    output_spatial_dimensions = [1, 2],
  >,
  raw = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2],>} {
  return
}

// The raw spelling in an op's pretty form: the op's own comma follows it,
// so the list stops after its ninth field.
// CHECK-LABEL: func.func @raw_in_op
// CHECK-NEXT: stablehlo.dynamic_conv(%arg0, %arg1, %arg2) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [2]}
func.func @raw_in_op(%lhs: tensor<2x3x5xf32>, %rhs: tensor<3x4x2xf32>, %pad: tensor<1x2xi64>) -> tensor<2x4x?xf32> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = raw input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [2], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [2], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x5xf32>, tensor<3x4x2xf32>, tensor<1x2xi64>) -> tensor<2x4x?xf32>
  return %0 : tensor<2x4x?xf32>
}
