// Round trip: --hlokit-raise-batching-dims undoes what
// --hlokit-expand-batching-dims did, op for op, so the printed program is
// the input's (checked by diff and by FileCheck), also with -cse between.
// RUN: hlokit-opt %s > %t.orig
// RUN: hlokit-opt %s --hlokit-expand-batching-dims --hlokit-raise-batching-dims > %t.rt
// RUN: diff %t.orig %t.rt
// RUN: hlokit-opt %s --hlokit-expand-batching-dims --hlokit-raise-batching-dims | FileCheck %s
// RUN: hlokit-opt %s --hlokit-expand-batching-dims -cse --hlokit-raise-batching-dims -cse | FileCheck %s

// The gather example of the batching-dims RFC: operand dim 0 is a batching
// dim over indices dim 1. It becomes a collapsed dim addressed by an iota
// over indices dim 1, appended to the index vector.
// CHECK-LABEL: func.func @gather_rfc_example
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
// CHECK-NEXT: return %0 : tensor<2x2x3x2x2xi32>
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
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
// CHECK-NEXT: stablehlo.return %1 : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
// CHECK-NEXT: return %0 : tensor<2x3x4x2xi64>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 3], operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0], start_index_map = [1, 3], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 1, 8>}> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32>
// CHECK-NEXT: return %0 : tensor<4x3x5x8xi32>
func.func @gather_two_batching_dims(%arg0: tensor<3x2x4x7x9xi32>, %arg1: tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 3],
      operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0],
      start_index_map = [1, 3], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 1, 1, 8>
  }> : (tensor<3x2x4x7x9xi32>, tensor<4x3x5x2xi32>) -> tensor<4x3x5x8xi32>
  func.return %0 : tensor<4x3x5x8xi32>
}

// index_vector_dim = rank(indices): the indices are reshaped to get a
// trailing index-vector dim first.
// CHECK-LABEL: func.func @gather_implicit_index_vector_dim
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1], operand_batching_dims = [0, 2], start_indices_batching_dims = [1, 0], start_index_map = [1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 8>}> : (tensor<3x2x4x9xi32>, tensor<4x3x5xi32>) -> tensor<4x3x5x8xi32>
// CHECK-NEXT: return %0 : tensor<4x3x5x8xi32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x1xi8>) -> tensor<300xf32>
// CHECK-NEXT: return %0 : tensor<300xf32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<300x10xf32>, tensor<300x1xui8>) -> tensor<300xf32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x10xf32>, tensor<256x1xui8>) -> tensor<256xf32>
// CHECK-NEXT: return %0, %1 : tensor<300xf32>, tensor<256xf32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1, 9>}> : (tensor<2x3x7x9xf32>, tensor<2x3x5x1xi32>) -> tensor<2x3x5x9xf32>
// CHECK-NEXT: return %0 : tensor<2x3x5x9xf32>
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



// A batch of size 0: the iota is empty too, and the slice size stays 0.
// CHECK-LABEL: func.func @gather_empty_batch
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 3>, slice_sizes = array<i64: 0, 1, 8>}> : (tensor<0x2x9xi32>, tensor<0x3x5x1xi32>) -> tensor<0x3x5x8xi32>
// CHECK-NEXT: return %0 : tensor<0x3x5x8xi32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1]>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<4x6x8xf32>, tensor<1x4x3xi32>) -> tensor<4x3x8xf32>
// CHECK-NEXT: return %0 : tensor<4x3x8xf32>
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
// CHECK-NEXT: %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x5x8xf32>, tensor<3x4x1xi32>, tensor<3xi32>) -> tensor<3x4x?xf32>
// CHECK-NEXT: return %0 : tensor<3x4x?xf32>
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
// CHECK-NEXT: %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = true}> ({
// CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
// CHECK-NEXT: stablehlo.return %arg7, %arg8 : tensor<f32>, tensor<i32>
// CHECK-NEXT: }) : (tensor<3x9xf32>, tensor<3x9xi32>, tensor<3x4xi32>, tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x9xf32>, tensor<3x9xi32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<3x9xf32>, tensor<3x9xi32>
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

// Two gathers on the same indices: after -cse they share one expanded
// index tensor, and both come back.
// CHECK-LABEL: func.func @two_gathers_share_indices
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
// CHECK-NEXT: return %0, %1 : tensor<3x5x9xf32>, tensor<3x5x9xf32>
func.func @two_gathers_share_indices(%arg0: tensor<3x7x9xf32>, %arg1: tensor<3x7x9xf32>, %arg2: tensor<3x5x1xi32>) -> (tensor<3x5x9xf32>, tensor<3x5x9xf32>) {
  %0 = "stablehlo.gather"(%arg0, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
  %1 = "stablehlo.gather"(%arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 9>}> : (tensor<3x7x9xf32>, tensor<3x5x1xi32>) -> tensor<3x5x9xf32>
  func.return %0, %1 : tensor<3x5x9xf32>, tensor<3x5x9xf32>
}

// A scatter with an i8 index per update and a batch of 300: widened,
// reshaped and back.
// CHECK-LABEL: func.func @scatter_widened_implicit_index_vector_dim
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
// CHECK-NEXT: stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<300x10xf32>, tensor<300xi8>, tensor<300xf32>) -> tensor<300x10xf32>
// CHECK-NEXT: return %0 : tensor<300x10xf32>
func.func @scatter_widened_implicit_index_vector_dim(%arg0: tensor<300x10xf32>, %arg1: tensor<300xi8>, %arg2: tensor<300xf32>) -> tensor<300x10xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<300x10xf32>, tensor<300xi8>, tensor<300xf32>) -> tensor<300x10xf32>
  func.return %0 : tensor<300x10xf32>
}

//===----------------------------------------------------------------------===//
// Dynamic and bounded indices
//===----------------------------------------------------------------------===//

// Dynamic batches: the dynamic_iota's counted size is read from the
// operand, which raise recognises.
// CHECK-LABEL: func.func @gather_dynamic_batch
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<?x4x1xi32>) -> tensor<?x4x8xf32>
// CHECK-NEXT: return %0 : tensor<?x4x8xf32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x5x8xf32>, tensor<3x?xi32>) -> tensor<3x?x8xf32>
// CHECK-NEXT: return %0 : tensor<3x?x8xf32>
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
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32, #stablehlo.bounds<100, ?>>, tensor<?x1xi8, #stablehlo.bounds<100, ?>>) -> tensor<?xf32, #stablehlo.bounds<100>>
// CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32, #stablehlo.bounds<200, ?>>, tensor<?x1xi8, #stablehlo.bounds<200, ?>>) -> tensor<?xf32, #stablehlo.bounds<200>>
// CHECK-NEXT: %2 = "stablehlo.gather"(%arg4, %arg5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<?x5xf32>, tensor<?x1xi8>) -> tensor<?xf32>
// CHECK-NEXT: return %0, %1, %2 : tensor<?xf32, #stablehlo.bounds<100>>, tensor<?xf32, #stablehlo.bounds<200>>, tensor<?xf32>
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
// CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT: stablehlo.return %arg4 : tensor<f32>
// CHECK-NEXT: }) : (tensor<?x9xf32>, tensor<?x2x1xi64>, tensor<?x2xf32>) -> tensor<?x9xf32>
// CHECK-NEXT: return %0 : tensor<?x9xf32>
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
