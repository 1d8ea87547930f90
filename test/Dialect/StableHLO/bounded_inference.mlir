// RUN: hlokit-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Bounded-dynamism RFC (P1): a bounded operand is compatible with a static size up to
// its bound and with any other bounded size.
// CHECK-LABEL: func.func @bounds_compatibility
func.func @bounds_compatibility(%arg0: tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>,
                                %arg1: tensor<?xf32, #stablehlo.type_extensions<bounds = [2]>>,
                                %arg2: tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>,
                                %arg3: tensor<2xf32>,
                                %arg4: tensor<4xf32>) {
  // CHECK: stablehlo.add %arg0, %arg1 : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32, #stablehlo.bounds<2>>
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [2]>>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [2]>>
  %1 = "stablehlo.add"(%arg0, %arg2) : (tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>
  %2 = "stablehlo.add"(%arg0, %arg3) : (tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// The RFC's illegal line: tensor<4xf32> cannot fit a bound of 3.
func.func @bounds_incompatibility(%arg0: tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>,
                                  %arg4: tensor<4xf32>) {
  // expected-error @+1 {{add_c1: operand types 'tensor<?xf32, #stablehlo.bounds<3>>' and 'tensor<4xf32>' are not compatible}}
  %3 = "stablehlo.add"(%arg0, %arg4) : (tensor<?xf32, #stablehlo.type_extensions<bounds = [3]>>, tensor<4xf32>) -> tensor<?xf32>
  func.return
}

// -----

// Bounded-dynamism RFC (P3): concatenating a tensor of up to 16 elements with itself
// gives up to 32.
// CHECK-LABEL: func.func @self_concat_size
func.func @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  // CHECK: stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<?xi32, #stablehlo.bounds<16>>, tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<?xi32, #stablehlo.bounds<32>>
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----

// A declared static result that exceeds the inferred bound is rejected.
func.func @concat_result_over_bound(%data: tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<33xi32> {
  // expected-error @+1 {{concatenate_c6: result shape [33] is incompatible with inferred shape [?]}}
  %0 = stablehlo.concatenate %data, %data, dim = 0 : (tensor<?xi32, #stablehlo.bounds<16>>, tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<33xi32>
  func.return %0 : tensor<33xi32>
}

// -----

// A more specific declared result (a static size within the bound) is fine.
// CHECK-LABEL: func.func @transpose_and_pad_refined
func.func @transpose_and_pad_refined(%x: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %v: tensor<f32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x?xf32, #stablehlo.bounds<?, 3>>
  %1 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x2xf32>
  %2 = stablehlo.pad %x, %v, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<?x5xf32, #stablehlo.bounds<5, ?>>
  func.return
}

// -----

func.func @transpose_result_over_bound(%x: tensor<?x5xf32, #stablehlo.bounds<3, ?>>) {
  // expected-error @+1 {{transpose_c3: result shape [5, 4] is incompatible with inferred shape [5, ?]}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x4xf32>
  func.return
}

// -----

func.func @slice_past_bound(%x: tensor<?xf32, #stablehlo.bounds<7>>) {
  // expected-error @+1 {{slice_c3: dimension 0: expected 0 <= start (0) <= limit (8) <= size (7)}}
  %0 = stablehlo.slice %x [0:8] : (tensor<?xf32, #stablehlo.bounds<7>>) -> tensor<8xf32>
  func.return
}

// -----

// gather: the batch dims take the indices' bounds (gather_c22).
// CHECK-LABEL: func.func @gather_bounds
func.func @gather_bounds(%operand: tensor<8x3xf32>, %indices: tensor<?x1xi32, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<?x1xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  %1 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<?x1xi32, #stablehlo.bounds<5, ?>>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @gather_result_over_bound(%operand: tensor<8x3xf32>, %indices: tensor<?x1xi32, #stablehlo.bounds<5, ?>>) {
  // expected-error @+1 {{gather_c22: result shape [6, 3] is not compatible with the inferred shape [?, 3]}}
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<?x1xi32, #stablehlo.bounds<5, ?>>) -> tensor<6x3xf32>
  func.return
}
