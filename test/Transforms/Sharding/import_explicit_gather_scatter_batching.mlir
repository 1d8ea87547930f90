// RUN: hlokit-opt %s -sdy-explicit-gather-scatter-batching | FileCheck %s
// RUN: hlokit-opt %s -sdy-explicit-gather-scatter-batching --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The iota over the rows becomes a batching dim.
// CHECK-LABEL: func @gather_rows
func.func @gather_rows(%operand: tensor<4x8xf32>, %offset: tensor<4x1xi32>) -> tensor<4x1xf32> {
  // CHECK-NOT:  stablehlo.iota
  // CHECK-NOT:  stablehlo.concatenate
  // CHECK:      "stablehlo.gather"(%arg0, %arg1)
  // CHECK-SAME: offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1
  %iota = stablehlo.iota dim = 0 : tensor<4x1xi32>
  %indices = stablehlo.concatenate %iota, %offset, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// Indices without an iota stay as they are.
// CHECK-LABEL: func @no_iota
func.func @no_iota(%operand: tensor<4x8xf32>, %indices: tensor<4x2xi32>) -> tensor<4x1xf32> {
  // CHECK:      "stablehlo.gather"(%arg0, %arg1)
  // CHECK-SAME: collapsed_slice_dims = [0], start_index_map = [0, 1]
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
