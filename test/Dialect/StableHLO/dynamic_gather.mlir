// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Constant slice sizes: the result is as static as gather's.
// CHECK-LABEL: func.func @dynamic_gather_constant_slice_sizes
func.func @dynamic_gather_constant_slice_sizes(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>) -> tensor<1x5x8xi32> {
  // CHECK-NEXT: %c = stablehlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  // CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x8xi32>
  %sizes = stablehlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], index_vector_dim = 2, offset_dims = [2], start_index_map = [0, 1]>,
    indices_are_sorted = false
  } : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x8xi32>
  func.return %0 : tensor<1x5x8xi32>
}

// Slice sizes known only at run time: offset dims are `?`, and a declared
// static size is accepted. Batching dims work as for gather.
// CHECK-LABEL: func.func @dynamic_gather_runtime_slice_sizes
func.func @dynamic_gather_runtime_slice_sizes(%operand: tensor<3x2x4x9xf32>, %start_indices: tensor<3x5x2xi64>, %sizes: tensor<4xi64>) -> (tensor<3x5x?xf32>, tensor<3x5x8xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>}> : (tensor<3x2x4x9xf32>, tensor<3x5x2xi64>, tensor<4xi64>) -> tensor<3x5x?xf32>
  // CHECK-NEXT: %1 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>}> : (tensor<3x2x4x9xf32>, tensor<3x5x2xi64>, tensor<4xi64>) -> tensor<3x5x8xf32>
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>}> : (tensor<3x2x4x9xf32>, tensor<3x5x2xi64>, tensor<4xi64>) -> tensor<3x5x?xf32>
  %1 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>}> : (tensor<3x2x4x9xf32>, tensor<3x5x2xi64>, tensor<4xi64>) -> tensor<3x5x8xf32>
  func.return %0, %1 : tensor<3x5x?xf32>, tensor<3x5x8xf32>
}
