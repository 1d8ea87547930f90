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
