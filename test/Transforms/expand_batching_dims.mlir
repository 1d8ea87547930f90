// RUN: hlokit-opt %s --hlokit-expand-batching-dims | FileCheck %s
// RUN: hlokit-opt %s --hlokit-expand-batching-dims | hlokit-opt --hlokit-expand-batching-dims | FileCheck %s

// The gather example of the batching-dims RFC: operand dim 0 is a batching
// dim over indices dim 1. It becomes a collapsed dim addressed by an iota
// over indices dim 1, appended to the index vector.
// CHECK-LABEL: func.func @gather_rfc_example
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<2x2x3x1xi64>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<2x2x3x2xi64>, tensor<2x2x3x1xi64>) -> tensor<2x2x3x3xi64>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0, 1], start_index_map = [2, 1, 0], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x3xi64>) -> tensor<2x2x3x2x2xi32>
// CHECK-NEXT: return %2 : tensor<2x2x3x2x2xi32>
func.func @gather_rfc_example(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
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

// The scatter example of the RFC; the update computation moves along.
// CHECK-LABEL: func.func @scatter_rfc_example
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<2x2x3x1xi64>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<2x2x3x2xi64>, tensor<2x2x3x1xi64>) -> tensor<2x2x3x3xi64>
// CHECK-NEXT: %2 = "stablehlo.scatter"(%arg0, %1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [2, 1, 0], index_vector_dim = 3>, unique_indices = false}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT: %3 = stablehlo.add %arg3, %arg4 : tensor<i64>
// CHECK-NEXT: stablehlo.return %3 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x3xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
// CHECK-NEXT: return %2 : tensor<2x3x4x2xi64>
func.func @scatter_rfc_example(%input: tensor<2x3x4x2xi64>, %scatter_indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %result : tensor<2x3x4x2xi64>
}

// Two batching dims whose indices dims come in the other order: one iota
// each, in the order of operand_batching_dims; the collapsed dims merge in
// sorted order. indices_are_sorted cannot survive (batching dims not
// leading) and becomes false.
// CHECK-LABEL: func.func @gather_two_batching_dims
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<4x3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<4x3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %0, %1, dim = 3 : (tensor<4x3x5x2xi32>, tensor<4x3x5x1xi32>, tensor<4x3x5x1xi32>) -> tensor<4x3x5x4xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [1, 3, 0, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1, 8>}> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x4xi32>) -> tensor<4x3x5x8xi32>
// CHECK-NEXT: return %3 : tensor<4x3x5x8xi32>
func.func @gather_two_batching_dims(%arg0: tensor<3x2x4x7x9xi32>, %arg1: tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 3],
      operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0],
      start_index_map = [1, 3], index_vector_dim = 3>,
    indices_are_sorted = true,
    slice_sizes = array<i64: 1, 1, 1, 1, 8>
  }> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32>
  func.return %0 : tensor<4x3x5x8xi32>
}

// index_vector_dim = rank(indices): the indices are reshaped to get a
// trailing index-vector dim first.
// CHECK-LABEL: func.func @gather_implicit_index_vector_dim
// CHECK-NEXT: %0 = stablehlo.reshape %arg1 : (tensor<4x3x5xi32>) -> tensor<4x3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<4x3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.iota dim = 0 : tensor<4x3x5x1xi32>
// CHECK-NEXT: %3 = stablehlo.concatenate %0, %1, %2, dim = 3 : (tensor<4x3x5x1xi32>, tensor<4x3x5x1xi32>, tensor<4x3x5x1xi32>) -> tensor<4x3x5x3xi32>
// CHECK-NEXT: %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [1, 0, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 8>}> : (tensor<3x2x4x9xi32>, tensor<4x3x5x3xi32>) -> tensor<4x3x5x8xi32>
// CHECK-NEXT: return %4 : tensor<4x3x5x8xi32>
func.func @gather_implicit_index_vector_dim(%arg0: tensor<3x2x4x9xi32>, %arg1: tensor<4x3x5xi32>) -> tensor<4x3x5x8xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1],
      operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0],
      start_index_map = [1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 1, 8>
  }> : (tensor<3x2x4x9xi32>, tensor<4x3x5xi32>) -> tensor<4x3x5x8xi32>
  func.return %0 : tensor<4x3x5x8xi32>
}

// A batch of 300 does not fit i8 indices: they are converted to i16, the
// narrowest type holding 0..299, and the iota is i16.
// CHECK-LABEL: func.func @gather_widens_i8
// CHECK-NEXT: %0 = stablehlo.convert %arg1 : (tensor<300x1xi8>) -> tensor<300x1xi16>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<300x1xi16>
// CHECK-NEXT: %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<300x1xi16>, tensor<300x1xi16>) -> tensor<300x2xi16>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x2xi16>) -> tensor<300xf32>
// CHECK-NEXT: return %3 : tensor<300xf32>
func.func @gather_widens_i8(%arg0: tensor<300x10xf32>, %arg1: tensor<300x1xi8>) -> tensor<300xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<300x10xf32>, tensor<300x1xi8>) -> tensor<300xf32>
  func.return %0 : tensor<300xf32>
}

// Unsigned indices stay unsigned: ui8 becomes ui16 for a batch of 300, but
// 256 still fits ui8 (0..255).
// CHECK-LABEL: func.func @gather_widens_ui8
// CHECK-NEXT: %0 = stablehlo.convert %arg1 : (tensor<300x1xui8>) -> tensor<300x1xui16>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<300x1xui16>
// CHECK-NEXT: %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<300x1xui16>, tensor<300x1xui16>) -> tensor<300x2xui16>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x2xui16>) -> tensor<300xf32>
// CHECK-NEXT: %4 = stablehlo.iota dim = 0 : tensor<256x1xui8>
// CHECK-NEXT: %5 = stablehlo.concatenate %arg3, %4, dim = 1 : (tensor<256x1xui8>, tensor<256x1xui8>) -> tensor<256x2xui8>
// CHECK-NEXT: %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x10xf32>, tensor<256x2xui8>) -> tensor<256xf32>
// CHECK-NEXT: return %3, %6 : tensor<300xf32>, tensor<256xf32>
func.func @gather_widens_ui8(%arg0: tensor<300x10xf32>, %arg1: tensor<300x1xui8>, %arg2: tensor<256x10xf32>, %arg3: tensor<256x1xui8>) -> (tensor<300xf32>, tensor<256xf32>) {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<300x10xf32>, tensor<300x1xui8>) -> tensor<300xf32>
  %1 = "stablehlo.gather"(%arg2, %arg3) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<256x10xf32>, tensor<256x1xui8>) -> tensor<256xf32>
  func.return %0, %1 : tensor<300xf32>, tensor<256xf32>
}

// indices_are_sorted = true survives when the batching dims lead: first
// indices dims in order, first result dims, before every indexed operand
// dim. Sorted per batch is then the same as sorted with the iotas.
// CHECK-LABEL: func.func @gather_sorted_survives
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<2x3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<2x3x5x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %arg1, %0, %1, dim = 3 : (tensor<2x3x5x1xi32>, tensor<2x3x5x1xi32>, tensor<2x3x5x1xi32>) -> tensor<2x3x5x3xi32>
// CHECK-NEXT: %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1, 2], start_index_map = [2, 0, 1], index_vector_dim = 3>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<2x3x7x9xf32>, tensor<2x3x5x3xi32>) -> tensor<2x3x5x9xf32>
// CHECK-NEXT: return %3 : tensor<2x3x5x9xf32>
func.func @gather_sorted_survives(%arg0: tensor<2x3x7x9xf32>, %arg1: tensor<2x3x5x1xi32>) -> tensor<2x3x5x9xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2],
      operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1],
      start_index_map = [2], index_vector_dim = 3>,
    indices_are_sorted = true,
    slice_sizes = array<i64: 1, 1, 1, 9>
  }> : (tensor<2x3x7x9xf32>, tensor<2x3x5x1xi32>) -> tensor<2x3x5x9xf32>
  func.return %0 : tensor<2x3x5x9xf32>
}

// An offset dim before the batch dims in the result: sortedness is lost.
// CHECK-LABEL: func.func @gather_sorted_lost_offset_first
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<2x7x9xf32>, tensor<2x5x2xi32>) -> tensor<9x2x5xf32>
// CHECK-NEXT: return %2 : tensor<9x2x5xf32>
func.func @gather_sorted_lost_offset_first(%arg0: tensor<2x7x9xf32>, %arg1: tensor<2x5x1xi32>) -> tensor<9x2x5xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 2>,
    indices_are_sorted = true,
    slice_sizes = array<i64: 1, 1, 9>
  }> : (tensor<2x7x9xf32>, tensor<2x5x1xi32>) -> tensor<9x2x5xf32>
  func.return %0 : tensor<9x2x5xf32>
}

// A batching dim after an indexed operand dim: sortedness is lost.
// CHECK-LABEL: func.func @gather_sorted_lost_indexed_first
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<2x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<7x2x9xf32>, tensor<2x5x2xi32>) -> tensor<2x5x9xf32>
// CHECK-NEXT: return %2 : tensor<2x5x9xf32>
func.func @gather_sorted_lost_indexed_first(%arg0: tensor<7x2x9xf32>, %arg1: tensor<2x5x1xi32>) -> tensor<2x5x9xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0],
      operand_batching_dims = [1], start_indices_batching_dims = [0],
      start_index_map = [0], index_vector_dim = 2>,
    indices_are_sorted = true,
    slice_sizes = array<i64: 1, 1, 9>
  }> : (tensor<7x2x9xf32>, tensor<2x5x1xi32>) -> tensor<2x5x9xf32>
  func.return %0 : tensor<2x5x9xf32>
}

// A batch of size 0: the iota is empty too, and the slice size stays 0.
// CHECK-LABEL: func.func @gather_empty_batch
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<0x3x5x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 3 : (tensor<0x3x5x1xi32>, tensor<0x3x5x1xi32>) -> tensor<0x3x5x2xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 3>, slice_sizes = array<i64: 0, 1, 8>}> : (tensor<0x2x9xi32>, tensor<0x3x5x2xi32>) -> tensor<0x3x5x8xi32>
// CHECK-NEXT: return %2 : tensor<0x3x5x8xi32>
func.func @gather_empty_batch(%arg0: tensor<0x2x9xi32>, %arg1: tensor<0x3x5x1xi32>) -> tensor<0x3x5x8xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 3>,
    slice_sizes = array<i64: 0, 1, 8>
  }> : (tensor<0x2x9xi32>, tensor<0x3x5x1xi32>) -> tensor<0x3x5x8xi32>
  func.return %0 : tensor<0x3x5x8xi32>
}

// index_vector_dim in the middle of the indices.
// CHECK-LABEL: func.func @gather_index_vector_dim_first
// CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<1x4x3xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 0 : (tensor<1x4x3xi32>, tensor<1x4x3xi32>) -> tensor<2x4x3xi32>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0]>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<4x6x8xf32>, tensor<2x4x3xi32>) -> tensor<4x3x8xf32>
// CHECK-NEXT: return %2 : tensor<4x3x8xf32>
func.func @gather_index_vector_dim_first(%arg0: tensor<4x6x8xf32>, %arg1: tensor<1x4x3xi32>) -> tensor<4x3x8xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [1],
      start_index_map = [1], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1, 8>
  }> : (tensor<4x6x8xf32>, tensor<1x4x3xi32>) -> tensor<4x3x8xf32>
  func.return %0 : tensor<4x3x8xf32>
}

// dynamic_gather: the same rewrite; slice_sizes stays as it is.
// CHECK-LABEL: func.func @dynamic_gather
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3x4x1xi32>
// CHECK-NEXT: %1 = stablehlo.concatenate %arg1, %0, dim = 2 : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
// CHECK-NEXT: %2 = "stablehlo.dynamic_gather"(%arg0, %1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>}> : (tensor<3x5x8xf32>, tensor<3x4x2xi32>, tensor<3xi32>) -> tensor<3x4x?xf32>
// CHECK-NEXT: return %2 : tensor<3x4x?xf32>
func.func @dynamic_gather(%arg0: tensor<3x5x8xf32>, %arg1: tensor<3x4x1xi32>, %arg2: tensor<3xi32>) -> tensor<3x4x?xf32> {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 2>
  }> : (tensor<3x5x8xf32>, tensor<3x4x1xi32>, tensor<3xi32>) -> tensor<3x4x?xf32>
  func.return %0 : tensor<3x4x?xf32>
}

// scatter with two inputs, implicit index-vector dim, unique_indices kept,
// indices_are_sorted kept (batching dim leads).
// CHECK-LABEL: func.func @scatter_two_inputs
// CHECK-NEXT: %0 = stablehlo.reshape %arg2 : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<3x4x1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
// CHECK-NEXT: %3:2 = "stablehlo.scatter"(%arg0, %arg1, %2, %arg3, %arg4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>, unique_indices = true}> ({
// CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
// CHECK-NEXT: stablehlo.return %arg7, %arg8 : tensor<f32>, tensor<i32>
// CHECK-NEXT: }) : (tensor<3x9xf32>, tensor<3x9xi32>, tensor<3x4x2xi32>, tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x9xf32>, tensor<3x9xi32>)
// CHECK-NEXT: return %3#0, %3#1 : tensor<3x9xf32>, tensor<3x9xi32>
func.func @scatter_two_inputs(%arg0: tensor<3x9xf32>, %arg1: tensor<3x9xi32>, %arg2: tensor<3x4xi32>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xi32>) -> (tensor<3x9xf32>, tensor<3x9xi32>) {
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{
    indices_are_sorted = true,
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1],
      input_batching_dims = [0], scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1], index_vector_dim = 2>,
    unique_indices = true
  }> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    stablehlo.return %c, %d : tensor<f32>, tensor<i32>
  }) : (tensor<3x9xf32>, tensor<3x9xi32>, tensor<3x4xi32>, tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x9xf32>, tensor<3x9xi32>)
  func.return %0#0, %0#1 : tensor<3x9xf32>, tensor<3x9xi32>
}

// No batching dims: nothing to do.
// CHECK-LABEL: func.func @gather_without_batching_dims
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %0 : tensor<5x4xf32>
func.func @gather_without_batching_dims(%arg0: tensor<3x4xf32>, %arg1: tensor<2x5xi32>) -> tensor<5x4xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  func.return %0 : tensor<5x4xf32>
}

//===----------------------------------------------------------------------===//
// Dynamic and bounded indices
//===----------------------------------------------------------------------===//

// A dynamic batch: a dynamic_iota whose counted size is read from the
// operand's batching dim (the other sizes are the indices').
// CHECK-LABEL: func.func @gather_dynamic_batch
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5x8xf32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<4> : tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %1, %c, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<3xi32>) -> tensor<?x4x1xi32>
// CHECK-NEXT: %4 = stablehlo.concatenate %arg1, %3, dim = 2 : (tensor<?x4x1xi32>, tensor<?x4x1xi32>) -> tensor<?x4x2xi32>
// CHECK-NEXT: %5 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x2xi32>) -> tensor<?x4x8xf32>
// CHECK-NEXT: return %5 : tensor<?x4x8xf32>
func.func @gather_dynamic_batch(%arg0: tensor<?x5x8xf32>, %arg1: tensor<?x4x1xi32>) -> tensor<?x4x8xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1, 8>
  }> : (tensor<?x5x8xf32>, tensor<?x4x1xi32>) -> tensor<?x4x8xf32>
  func.return %0 : tensor<?x4x8xf32>
}

// Dynamic indices with an implicit index-vector dim: dynamic_reshape to
// the indices' own sizes and 1. The batch dim of the indices is static and
// the operand's is dynamic, so the iota is counted by the operand.
// CHECK-LABEL: func.func @gather_dynamic_implicit_index_vector_dim
// CHECK-NEXT: %c = stablehlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xi32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %c, %1, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_reshape %arg1, %2 : (tensor<3x?xi32>, tensor<3xi32>) -> tensor<3x?x1xi32>
// CHECK-NEXT: %4 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5x8xf32>) -> tensor<i32>
// CHECK-NEXT: %5 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %6 = stablehlo.get_dimension_size %3, dim = 1 : (tensor<3x?x1xi32>) -> tensor<i32>
// CHECK-NEXT: %7 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %8 = stablehlo.concatenate %5, %7, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<3xi32>) -> tensor<3x?x1xi32>
// CHECK-NEXT: %10 = stablehlo.concatenate %3, %9, dim = 2 : (tensor<3x?x1xi32>, tensor<3x?x1xi32>) -> tensor<3x?x2xi32>
// CHECK-NEXT: %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<3x?x2xi32>) -> tensor<3x?x8xf32>
// CHECK-NEXT: return %11 : tensor<3x?x8xf32>
func.func @gather_dynamic_implicit_index_vector_dim(%arg0: tensor<?x5x8xf32>, %arg1: tensor<3x?xi32>) -> tensor<3x?x8xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1, 8>
  }> : (tensor<?x5x8xf32>, tensor<3x?xi32>) -> tensor<3x?x8xf32>
  func.return %0 : tensor<3x?x8xf32>
}

// A bounded batch: the bound decides the index type. i8 holds 0..99, not
// 0..199 (i16); an unbounded dynamic batch may reach 2^31-1 (i32).
// CHECK-LABEL: func.func @gather_bounded_batch_widening
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<100, ?>>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<2xi32>) -> tensor<?x1xi8, #stablehlo.bounds<100, ?>>
// CHECK-NEXT: %4 = stablehlo.concatenate %arg1, %3, dim = 1 : (tensor<?x1xi8, #stablehlo.bounds<100, ?>>, tensor<?x1xi8, #stablehlo.bounds<100, ?>>) -> tensor<?x2xi8, #stablehlo.bounds<100, ?>>
// CHECK-NEXT: %5 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32, #stablehlo.bounds<100, ?>>, tensor<?x2xi8, #stablehlo.bounds<100, ?>>) -> tensor<?xf32, #stablehlo.bounds<100>>
// CHECK-NEXT: %6 = stablehlo.convert %arg3 : (tensor<?x1xi8, #stablehlo.bounds<200, ?>>) -> tensor<?x1xi16, #stablehlo.bounds<200, ?>>
// CHECK-NEXT: %7 = stablehlo.get_dimension_size %arg2, dim = 0 : (tensor<?x5xf32, #stablehlo.bounds<200, ?>>) -> tensor<i32>
// CHECK-NEXT: %8 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %9 = stablehlo.concatenate %8, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %10 = stablehlo.dynamic_iota %9, dim = 0 : (tensor<2xi32>) -> tensor<?x1xi16, #stablehlo.bounds<200, ?>>
// CHECK-NEXT: %11 = stablehlo.concatenate %6, %10, dim = 1 : (tensor<?x1xi16, #stablehlo.bounds<200, ?>>, tensor<?x1xi16, #stablehlo.bounds<200, ?>>) -> tensor<?x2xi16, #stablehlo.bounds<200, ?>>
// CHECK-NEXT: %12 = "stablehlo.gather"(%arg2, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32, #stablehlo.bounds<200, ?>>, tensor<?x2xi16, #stablehlo.bounds<200, ?>>) -> tensor<?xf32, #stablehlo.bounds<200>>
// CHECK-NEXT: %13 = stablehlo.convert %arg5 : (tensor<?x1xi8>) -> tensor<?x1xi32>
// CHECK-NEXT: %14 = stablehlo.get_dimension_size %arg4, dim = 0 : (tensor<?x5xf32>) -> tensor<i32>
// CHECK-NEXT: %15 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %16 = stablehlo.concatenate %15, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %17 = stablehlo.dynamic_iota %16, dim = 0 : (tensor<2xi32>) -> tensor<?x1xi32>
// CHECK-NEXT: %18 = stablehlo.concatenate %13, %17, dim = 1 : (tensor<?x1xi32>, tensor<?x1xi32>) -> tensor<?x2xi32>
// CHECK-NEXT: %19 = "stablehlo.gather"(%arg4, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32>, tensor<?x2xi32>) -> tensor<?xf32>
// CHECK-NEXT: return %5, %12, %19 : tensor<?xf32, #stablehlo.bounds<100>>, tensor<?xf32, #stablehlo.bounds<200>>, tensor<?xf32>
func.func @gather_bounded_batch_widening(%arg0: tensor<?x5xf32, #stablehlo.bounds<100, ?>>, %arg1: tensor<?x1xi8, #stablehlo.bounds<100, ?>>, %arg2: tensor<?x5xf32, #stablehlo.bounds<200, ?>>, %arg3: tensor<?x1xi8, #stablehlo.bounds<200, ?>>, %arg4: tensor<?x5xf32>, %arg5: tensor<?x1xi8>) -> (tensor<?xf32, #stablehlo.bounds<100>>, tensor<?xf32, #stablehlo.bounds<200>>, tensor<?xf32>) {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<?x5xf32, #stablehlo.bounds<100, ?>>, tensor<?x1xi8, #stablehlo.bounds<100, ?>>) -> tensor<?xf32, #stablehlo.bounds<100>>
  %1 = "stablehlo.gather"(%arg2, %arg3) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<?x5xf32, #stablehlo.bounds<200, ?>>, tensor<?x1xi8, #stablehlo.bounds<200, ?>>) -> tensor<?xf32, #stablehlo.bounds<200>>
  %2 = "stablehlo.gather"(%arg4, %arg5) <{
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  }> : (tensor<?x5xf32>, tensor<?x1xi8>) -> tensor<?xf32>
  func.return %0, %1, %2 : tensor<?xf32, #stablehlo.bounds<100>>, tensor<?xf32, #stablehlo.bounds<200>>, tensor<?xf32>
}

// A dynamic scatter.
// CHECK-LABEL: func.func @scatter_dynamic_batch
// CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x9xf32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<2> : tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.concatenate %1, %c, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<3xi32>) -> tensor<?x2x1xi64>
// CHECK-NEXT: %4 = stablehlo.concatenate %arg1, %3, dim = 2 : (tensor<?x2x1xi64>, tensor<?x2x1xi64>) -> tensor<?x2x2xi64>
// CHECK-NEXT: %5 = "stablehlo.scatter"(%arg0, %4, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT: stablehlo.return %arg4 : tensor<f32>
// CHECK-NEXT: }) : (tensor<?x9xf32>, tensor<?x2x2xi64>, tensor<?x2xf32>) -> tensor<?x9xf32>
// CHECK-NEXT: return %5 : tensor<?x9xf32>
func.func @scatter_dynamic_batch(%arg0: tensor<?x9xf32>, %arg1: tensor<?x2x1xi64>, %arg2: tensor<?x2xf32>) -> tensor<?x9xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1],
      input_batching_dims = [0], scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1], index_vector_dim = 2>
  }> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x9xf32>, tensor<?x2x1xi64>, tensor<?x2xf32>) -> tensor<?x9xf32>
  func.return %0 : tensor<?x9xf32>
}
