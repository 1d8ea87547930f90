// RUN: hlokit-opt %s --hlokit-raise-batching-dims | FileCheck %s
// RUN: hlokit-opt %s --hlokit-raise-batching-dims | hlokit-opt --hlokit-raise-batching-dims | FileCheck %s

//===----------------------------------------------------------------------===//
// Raised
//===----------------------------------------------------------------------===//

// What --hlokit-expand-batching-dims makes of the RFC's gather example comes
// back to the example.
// CHECK-LABEL: func.func @gather_rfc_example
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
// CHECK-NEXT: return %0 : tensor<2x2x3x2x2xi32>
func.func @gather_rfc_example(%arg0: tensor<2x3x4x2xi32>, %arg1: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<2x2x3x1xi64>
  %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<2x2x3x2xi64>, tensor<2x2x3x1xi64>) -> tensor<2x2x3x3xi64>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0, 1], start_index_map = [2, 1, 0], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x3xi64>) -> tensor<2x2x3x2x2xi32>
  return %2 : tensor<2x2x3x2x2xi32>
}

// The same for the RFC's scatter example.
// CHECK-LABEL: func.func @scatter_rfc_example
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
// CHECK-NEXT: return %0 : tensor<2x3x4x2xi64>
func.func @scatter_rfc_example(%arg0: tensor<2x3x4x2xi64>, %arg1: tensor<2x2x3x2xi64>, %arg2: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  %0 = stablehlo.iota dim = 1 : tensor<2x2x3x1xi64>
  %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<2x2x3x2xi64>, tensor<2x2x3x1xi64>) -> tensor<2x2x3x3xi64>
  %2 = "stablehlo.scatter"(%arg0, %1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [2, 1, 0], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
    %3 = stablehlo.add %arg3, %arg4 : tensor<i64>
    stablehlo.return %3 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x3xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %2 : tensor<2x3x4x2xi64>
}

// Upstream's compatibility expander puts the iotas first; the start index
// map then begins with the batching dims, in any order.
// CHECK-LABEL: func.func @gather_iotas_first
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 3], operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0], start_index_map = [1, 3], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1, 8>}> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32>
// CHECK-NEXT: return %0 : tensor<4x3x5x8xi32>
func.func @gather_iotas_first(%arg0: tensor<3x2x4x7x9xi32>, %arg1: tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<4x3x5x1xi32>
  %1 = stablehlo.iota dim = 0 : tensor<4x3x5x1xi32>
  %2 = stablehlo.concatenate %0, %1, %arg1, dim = 3 : (tensor<4x3x5x1xi32>, tensor<4x3x5x1xi32>, tensor<4x3x5x2xi32>) -> tensor<4x3x5x4xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 2, 1, 3], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1, 8>}> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x4xi32>) -> tensor<4x3x5x8xi32>
  return %3 : tensor<4x3x5x8xi32>
}

// An iota between two index parts.
// CHECK-LABEL: func.func @gather_iota_in_the_middle
// CHECK-NEXT: %0 = stablehlo.concatenate %arg1, %arg2, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<6x3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %1 : tensor<3x5x9xf32>
func.func @gather_iota_in_the_middle(%arg0: tensor<6x3x7x9xf32>, %arg1: tensor<3x5x1xi32>, %arg2: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, %arg2, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x3xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<6x3x7x9xf32>, tensor<3x5x3xi32>) -> tensor<3x5x9xf32>
  return %2 : tensor<3x5x9xf32>
}

// A converted iota (i32 to i64).
// CHECK-LABEL: func.func @gather_converted_iota
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi64>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x5x9xf32>
func.func @gather_converted_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi64>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.convert %0 : (tensor<3x5x1xi32>) -> tensor<3x5x1xi64>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi64>, tensor<3x5x1xi64>) -> tensor<3x5x2xi64>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi64>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A 1-D iota broadcast to the indices' shape.
// CHECK-LABEL: func.func @gather_broadcast_iota
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<5x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x5x9xf32>
func.func @gather_broadcast_iota(%arg0: tensor<5x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<5xi32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xi32>) -> tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<5x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// An iota reshaped to get the index-vector dim.
// CHECK-LABEL: func.func @gather_reshaped_iota
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x5x9xf32>
func.func @gather_reshaped_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
  %1 = stablehlo.reshape %0 : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A transposed iota: iota over dim 1 of 5x3x1, transposed to 3x5x1, counts
// over dim 0.
// CHECK-LABEL: func.func @gather_transposed_iota
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x5x9xf32>
func.func @gather_transposed_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 1 : tensor<5x3x1xi32>
  %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<5x3x1xi32>) -> tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A clamp around the whole indices, with scalar bounds that keep the iota
// (0 <= i <= 2): the clamp stays around the remaining indices.
// CHECK-LABEL: func.func @gather_clamped_indices
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<6> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.clamp %c, %arg1, %c_0 : (tensor<i32>, tensor<3x5x1xi32>, tensor<i32>) -> tensor<3x5x1xi32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %1 : tensor<3x5x9xf32>
func.func @gather_clamped_indices(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %lo = stablehlo.constant dense<0> : tensor<i32>
  %hi = stablehlo.constant dense<6> : tensor<i32>
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = stablehlo.clamp %lo, %1, %hi : (tensor<i32>, tensor<3x5x2xi32>, tensor<i32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A clamp around the iota alone, with splat bounds.
// CHECK-LABEL: func.func @gather_clamped_iota
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x5x9xf32>
func.func @gather_clamped_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %lo = stablehlo.constant dense<-1> : tensor<3x5x1xi32>
  %hi = stablehlo.constant dense<2> : tensor<3x5x1xi32>
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.clamp %lo, %0, %hi : tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// The expander's widening convert and index-vector reshape are undone:
// i8 indices of an implicit index-vector dim come back.
// CHECK-LABEL: func.func @gather_widened_implicit_index_vector_dim
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300xi8>) -> tensor<300xf32>
// CHECK-NEXT: return %0 : tensor<300xf32>
func.func @gather_widened_implicit_index_vector_dim(%arg0: tensor<300x10xf32>, %arg1: tensor<300xi8>) -> tensor<300xf32> {
  %0 = stablehlo.reshape %arg1 : (tensor<300xi8>) -> tensor<300x1xi8>
  %1 = stablehlo.convert %0 : (tensor<300x1xi8>) -> tensor<300x1xi16>
  %2 = stablehlo.iota dim = 0 : tensor<300x1xi16>
  %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<300x1xi16>, tensor<300x1xi16>) -> tensor<300x2xi16>
  %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x2xi16>) -> tensor<300xf32>
  return %4 : tensor<300xf32>
}

// New batching dims join the ones already there, in operand order.
// CHECK-LABEL: func.func @gather_adds_to_batching_dims
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 0], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<2x3x7x9xf32>, tensor<3x2x5x1xi32>) -> tensor<3x2x5x9xf32>
// CHECK-NEXT: return %0 : tensor<3x2x5x9xf32>
func.func @gather_adds_to_batching_dims(%arg0: tensor<2x3x7x9xf32>, %arg1: tensor<3x2x5x1xi32>) -> tensor<3x2x5x9xf32> {
  %0 = stablehlo.iota dim = 1 : tensor<3x2x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<3x2x5x1xi32>, tensor<3x2x5x1xi32>) -> tensor<3x2x5x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2, 0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<2x3x7x9xf32>, tensor<3x2x5x2xi32>) -> tensor<3x2x5x9xf32>
  return %2 : tensor<3x2x5x9xf32>
}

// indices_are_sorted = true stays when the batching dims lead (sorted with
// the iotas is sorted per batch), and becomes false otherwise.
// CHECK-LABEL: func.func @gather_sortedness
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<7x3x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x5x9xf32>, tensor<3x5x9xf32>
func.func @gather_sortedness(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>, %arg2: tensor<7x3x9xf32>) -> (tensor<3x5x9xf32>, tensor<3x5x9xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  %3 = "stablehlo.gather"(%arg2, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<7x3x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %2, %3 : tensor<3x5x9xf32>, tensor<3x5x9xf32>
}

// dynamic_gather with constant slice sizes.
// CHECK-LABEL: func.func @dynamic_gather
// CHECK-NEXT: %c = stablehlo.constant dense<[1, 1, 8]> : tensor<3xi32>
// CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x5x8xf32>, tensor<3x4x1xi32>, tensor<3xi32>) -> tensor<3x4x8xf32>
// CHECK-NEXT: return %0 : tensor<3x4x8xf32>
func.func @dynamic_gather(%arg0: tensor<3x5x8xf32>, %arg1: tensor<3x4x1xi32>) -> tensor<3x4x8xf32> {
  %sizes = stablehlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  %0 = stablehlo.iota dim = 0 : tensor<3x4x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
  %2 = "stablehlo.dynamic_gather"(%arg0, %1, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x5x8xf32>, tensor<3x4x2xi32>, tensor<3xi32>) -> tensor<3x4x8xf32>
  return %2 : tensor<3x4x8xf32>
}

//===----------------------------------------------------------------------===//
// Left unchanged
//===----------------------------------------------------------------------===//

// The iota addresses an operand dim that is not collapsed (a window of 2).
// CHECK-LABEL: func.func @not_collapsed
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x2x9xf32>
// CHECK-NEXT: return %2 : tensor<3x5x2x9xf32>
func.func @not_collapsed(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x2x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x2x9xf32>
  return %2 : tensor<3x5x2x9xf32>
}

// The iota counts 0..2 into an operand dim of 5: rows 0..2 of 5, which a
// batching dim (sizes must match) cannot say.
// CHECK-LABEL: func.func @size_mismatch
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<5x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %2 : tensor<3x5x9xf32>
func.func @size_mismatch(%arg0: tensor<5x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<5x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %2 : tensor<3x5x9xf32>
}

// Two iotas over the same indices dim (a diagonal): ambiguous.
// CHECK-LABEL: func.func @same_indices_dim_twice
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %0, %0, %arg1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x3xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x9xf32>, tensor<3x5x3xi32>) -> tensor<3x5xf32>
// CHECK-NEXT: return %2 : tensor<3x5xf32>
func.func @same_indices_dim_twice(%arg0: tensor<3x3x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %0, %0, %arg1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x3xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x9xf32>, tensor<3x5x3xi32>) -> tensor<3x5xf32>
  return %2 : tensor<3x5xf32>
}

// One iota is a batching dim, the other is not (not collapsed): partly
// matching, so nothing changes.
// CHECK-LABEL: func.func @partly_matching
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %0, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x3xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0, 2], start_index_map = [2, 0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 9>}> : (tensor<3x5x7x9xf32>, tensor<3x5x3xi32>) -> tensor<3x5x2x9xf32>
// CHECK-NEXT: return %3 : tensor<3x5x2x9xf32>
func.func @partly_matching(%arg0: tensor<3x5x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x2x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.iota dim = 1 : tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %0, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x3xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0, 2], start_index_map = [2, 0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 9>}> : (tensor<3x5x7x9xf32>, tensor<3x5x3xi32>) -> tensor<3x5x2x9xf32>
  return %3 : tensor<3x5x2x9xf32>
}

// A narrowing convert wraps an iota of 300 in i8: no longer an iota.
// CHECK-LABEL: func.func @wrapping_convert
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<300x1xi32>
// CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<300x1xi32>) -> tensor<300x1xi8>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %1, dim = 1 : (tensor<300x1xi8>, tensor<300x1xi8>) -> tensor<300x2xi8>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x2xi8>) -> tensor<300xf32>
// CHECK-NEXT: return %3 : tensor<300xf32>
func.func @wrapping_convert(%arg0: tensor<300x10xf32>, %arg1: tensor<300x1xi8>) -> tensor<300xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<300x1xi32>
  %1 = stablehlo.convert %0 : (tensor<300x1xi32>) -> tensor<300x1xi8>
  %2 = stablehlo.concatenate %arg1, %1, dim = 1 : (tensor<300x1xi8>, tensor<300x1xi8>) -> tensor<300x2xi8>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x2xi8>) -> tensor<300xf32>
  return %3 : tensor<300xf32>
}

// An iota made in floating point: not followed.
// CHECK-LABEL: func.func @float_iota
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xf32>
// CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<3x5x1xf32>) -> tensor<3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %3 : tensor<3x5x9xf32>
func.func @float_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xf32>
  %1 = stablehlo.convert %0 : (tensor<3x5x1xf32>) -> tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A clamp whose upper bound cuts the iota (2 > 1).
// CHECK-LABEL: func.func @clamp_cuts_iota
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %2 = stablehlo.clamp %c, %1, %c_0 : (tensor<i32>, tensor<3x5x2xi32>, tensor<i32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %3 : tensor<3x5x9xf32>
func.func @clamp_cuts_iota(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %lo = stablehlo.constant dense<0> : tensor<i32>
  %hi = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = stablehlo.clamp %lo, %1, %hi : (tensor<i32>, tensor<3x5x2xi32>, tensor<i32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// A clamp with bounds that are not constants.
// CHECK-LABEL: func.func @clamp_unknown_bounds
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %2 = stablehlo.clamp %arg2, %1, %arg3 : (tensor<i32>, tensor<3x5x2xi32>, tensor<i32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %3 : tensor<3x5x9xf32>
func.func @clamp_unknown_bounds(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>, %lo: tensor<i32>, %hi: tensor<i32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %2 = stablehlo.clamp %lo, %1, %hi : (tensor<i32>, tensor<3x5x2xi32>, tensor<i32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// Only iotas: no index would be left to gather with.
// CHECK-LABEL: func.func @only_iotas
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 9>}> : (tensor<3x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %1 : tensor<3x5x9xf32>
func.func @only_iotas(%arg0: tensor<3x9xf32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x1xi32>
  %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 9>}> : (tensor<3x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
  return %1 : tensor<3x5x9xf32>
}

// A broadcast that repeats a one-element iota is constant, not an iota.
// CHECK-LABEL: func.func @broadcast_repeats
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<1x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x5x1xi32>) -> tensor<3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %3 : tensor<3x5x9xf32>
func.func @broadcast_repeats(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x5x1xi32>) -> tensor<3x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<1x5x1xi32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x5x1xi32>) -> tensor<3x5x1xi32>
  %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
  %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x2xi32>) -> tensor<3x5x9xf32>
  return %3 : tensor<3x5x9xf32>
}

// Indices concatenated along another dim than index_vector_dim.
// CHECK-LABEL: func.func @concatenated_elsewhere
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x5x2xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 0 : (tensor<3x5x2xi32>, tensor<3x5x2xi32>) -> tensor<6x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<6x7x9xf32>, tensor<6x5x2xi32>) -> tensor<6x5x9xf32>
// CHECK-NEXT: return %2 : tensor<6x5x9xf32>
func.func @concatenated_elsewhere(%arg0: tensor<6x7x9xf32>, %arg1: tensor<3x5x2xi32>) -> tensor<6x5x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x5x2xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 0 : (tensor<3x5x2xi32>, tensor<3x5x2xi32>) -> tensor<6x5x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<6x7x9xf32>, tensor<6x5x2xi32>) -> tensor<6x5x9xf32>
  return %2 : tensor<6x5x9xf32>
}

// A scatter whose iota addresses an inserted dim of another size.
// CHECK-LABEL: func.func @scatter_size_mismatch
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
// CHECK-NEXT: %2 = "stablehlo.scatter"(%arg0, %1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT: stablehlo.return %arg4 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x9xf32>, tensor<3x2xi32>, tensor<3xf32>) -> tensor<4x9xf32>
// CHECK-NEXT: return %2 : tensor<4x9xf32>
func.func @scatter_size_mismatch(%arg0: tensor<4x9xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<3xf32>) -> tensor<4x9xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<3x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
  %2 = "stablehlo.scatter"(%arg0, %1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<4x9xf32>, tensor<3x2xi32>, tensor<3xf32>) -> tensor<4x9xf32>
  return %2 : tensor<4x9xf32>
}

//===----------------------------------------------------------------------===//
// Dynamic sizes
//===----------------------------------------------------------------------===//

// A dynamic_iota counted by the operand's batching dim (what the expander
// makes): the concatenation makes the indices dim as long, so the sizes
// are equal. The dynamic_reshape to the indices' own sizes and 1 goes too.
// CHECK-LABEL: func.func @gather_dynamic_iota_counted_by_operand
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<3x?xi32>) -> tensor<3x?x8xf32>
// CHECK-NEXT: return %0 : tensor<3x?x8xf32>
func.func @gather_dynamic_iota_counted_by_operand(%arg0: tensor<?x5x8xf32>, %arg1: tensor<3x?xi32>) -> tensor<3x?x8xf32> {
  %c = stablehlo.constant dense<3> : tensor<1xi32>
  %0 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xi32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
  %2 = stablehlo.concatenate %c, %1, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %3 = stablehlo.dynamic_reshape %arg1, %2 : (tensor<3x?xi32>, tensor<3xi32>) -> tensor<3x?x1xi32>
  %4 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5x8xf32>) -> tensor<i32>
  %5 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.get_dimension_size %3, dim = 1 : (tensor<3x?x1xi32>) -> tensor<i32>
  %7 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
  %8 = stablehlo.concatenate %5, %7, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<3xi32>) -> tensor<3x?x1xi32>
  %10 = stablehlo.concatenate %3, %9, dim = 2 : (tensor<3x?x1xi32>, tensor<3x?x1xi32>) -> tensor<3x?x2xi32>
  %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<3x?x2xi32>) -> tensor<3x?x8xf32>
  return %11 : tensor<3x?x8xf32>
}

// A dynamic_iota counted by the indices: nothing shows that the operand's
// batch is as long (legacy clamping would differ), so it stays.
// CHECK-LABEL: func.func @dynamic_iota_counted_by_indices
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4x1xi32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<[4, 1]> : tensor<2xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<3xi32>) -> tensor<?x4x1xi32>
// CHECK-NEXT: %4 = stablehlo.concatenate %arg1, %3, dim = 2 : (tensor<?x4x1xi32>, tensor<?x4x1xi32>) -> tensor<?x4x2xi32>
// CHECK-NEXT: %5 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x2xi32>) -> tensor<?x4x8xf32>
// CHECK-NEXT: return %5 : tensor<?x4x8xf32>
func.func @dynamic_iota_counted_by_indices(%arg0: tensor<?x5x8xf32>, %arg1: tensor<?x4x1xi32>) -> tensor<?x4x8xf32> {
  %0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4x1xi32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<[4, 1]> : tensor<2xi32>
  %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<3xi32>) -> tensor<?x4x1xi32>
  %4 = stablehlo.concatenate %arg1, %3, dim = 2 : (tensor<?x4x1xi32>, tensor<?x4x1xi32>) -> tensor<?x4x2xi32>
  %5 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x2xi32>) -> tensor<?x4x8xf32>
  return %5 : tensor<?x4x8xf32>
}

// A dynamic_iota whose shape is an argument: unknown length, so it stays.
// CHECK-LABEL: func.func @dynamic_iota_unknown_shape
// CHECK-NEXT: %0 = stablehlo.dynamic_iota %arg2, dim = 0 : (tensor<3xi32>) -> tensor<?x4x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<?x4x1xi32>, tensor<?x4x1xi32>) -> tensor<?x4x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x2xi32>) -> tensor<?x4x8xf32>
// CHECK-NEXT: return %2 : tensor<?x4x8xf32>
func.func @dynamic_iota_unknown_shape(%arg0: tensor<?x5x8xf32>, %arg1: tensor<?x4x1xi32>, %shape: tensor<3xi32>) -> tensor<?x4x8xf32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<3xi32>) -> tensor<?x4x1xi32>
  %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<?x4x1xi32>, tensor<?x4x1xi32>) -> tensor<?x4x2xi32>
  %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x2xi32>) -> tensor<?x4x8xf32>
  return %2 : tensor<?x4x8xf32>
}

// A dynamic_reshape that does more than add the index-vector dim (its
// sizes are swapped) stays; the iota is still raised.
// CHECK-LABEL: func.func @dynamic_reshape_not_stripped
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xi32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %1, %c, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_reshape %arg1, %2 : (tensor<3x?xi32>, tensor<3xi32>) -> tensor<3x?x1xi32>
// CHECK-NEXT: %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<3x5x8xf32>, tensor<3x?x1xi32>) -> tensor<3x?x8xf32>
// CHECK-NEXT: return %4 : tensor<3x?x8xf32>
func.func @dynamic_reshape_not_stripped(%arg0: tensor<3x5x8xf32>, %arg1: tensor<3x?xi32>) -> tensor<3x?x8xf32> {
  %0 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xi32>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<3> : tensor<1xi32>
  %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %3 = stablehlo.dynamic_reshape %arg1, %2 : (tensor<3x?xi32>, tensor<3xi32>) -> tensor<3x?x1xi32>
  %4 = stablehlo.iota dim = 0 : tensor<3x1x1xi32>
  %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<3x?x1xi32>, tensor<3x1x1xi32>) -> tensor<3x?x2xi32>
  %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<3x5x8xf32>, tensor<3x?x2xi32>) -> tensor<3x?x8xf32>
  return %6 : tensor<3x?x8xf32>
}
