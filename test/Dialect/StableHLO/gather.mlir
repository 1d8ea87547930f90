// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The worked example of the gather/scatter batching-dims RFC, written as
// there (attributes in `{...}`); it prints in upstream's generic form.
// CHECK-LABEL: func.func @gather_rfc_example
func.func @gather_rfc_example(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  // CHECK-NEXT: return %0 : tensor<2x2x3x2x2xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [3, 4],
      collapsed_slice_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [1],
      start_index_map = [2, 1],
      index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>,
    indices_are_sorted = false
  } : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %result : tensor<2x2x3x2x2xi32>
}

// Properties form; fields in another order print in the canonical order,
// empty lists and `index_vector_dim = 0` are left out, and an absent
// `indices_are_sorted` stays absent.
// CHECK-LABEL: func.func @gather_properties_any_field_order
func.func @gather_properties_any_field_order(%operand: tensor<3x4xf32>, %start_indices: tensor<2x5xi32>) -> tensor<5x4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<start_index_map = [0, 1], index_vector_dim = 0, operand_batching_dims = [], collapsed_slice_dims = [0], offset_dims = [1]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  func.return %0 : tensor<5x4xf32>
}

// index_vector_dim = rank(start_indices): every element is a one-element
// start index; indices_are_sorted = true survives.
// CHECK-LABEL: func.func @gather_implicit_index_vector_dim
func.func @gather_implicit_index_vector_dim(%operand: tensor<8x3xi8>, %start_indices: tensor<2x6xui16>) -> tensor<2x6x3xi8> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xi8>, tensor<2x6xui16>) -> tensor<2x6x3xi8>
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xi8>, tensor<2x6xui16>) -> tensor<2x6x3xi8>
  func.return %0 : tensor<2x6x3xi8>
}

// Dynamic batch sizes flow into the result; a declared result may be more
// specific than the inferred one (`?` is a wildcard), and a dynamic operand
// dim leaves the batching-dim check to run time.
// CHECK-LABEL: func.func @gather_dynamic_dims
func.func @gather_dynamic_dims(%operand: tensor<?x5x4xf32>, %start_indices: tensor<?x7x1xi64>) -> (tensor<?x7x2xf32>, tensor<3x7x2xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<?x5x4xf32>, tensor<?x7x1xi64>) -> tensor<?x7x2xf32>
  // CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<?x5x4xf32>, tensor<?x7x1xi64>) -> tensor<3x7x2xf32>
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<?x5x4xf32>, tensor<?x7x1xi64>) -> tensor<?x7x2xf32>
  %1 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<?x5x4xf32>, tensor<?x7x1xi64>) -> tensor<3x7x2xf32>
  func.return %0, %1 : tensor<?x7x2xf32>, tensor<3x7x2xf32>
}

// Every field empty: a scalar operand gathered with an empty index vector.
// CHECK-LABEL: func.func @gather_empty_dimension_numbers
func.func @gather_empty_dimension_numbers(%operand: tensor<f32>, %start_indices: tensor<0xi32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<>, slice_sizes = array<i64>}> : (tensor<f32>, tensor<0xi32>) -> tensor<f32>
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<>, slice_sizes = array<i64>}> : (tensor<f32>, tensor<0xi32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
