// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// dynamic_gather shares gather's checks (labelled with gather's numbers);
// these cases cover the ones on slice_sizes and a sample of the others.

func.func @dynamic_gather_c20_size(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>, %sizes: tensor<2xi32>) -> tensor<1x5x?xi32> {
  // expected-error @+1 {{dynamic_gather_c20: size(slice_sizes) = 2 but rank(operand) = 3}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<2xi32>) -> tensor<1x5x?xi32>
  func.return %0 : tensor<1x5x?xi32>
}

// -----

func.func @dynamic_gather_c20_dynamic_size(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>, %sizes: tensor<?xi32>) -> tensor<1x5x?xi32> {
  // expected-error @+1 {{dynamic_gather_c20: slice_sizes must be a 1-d tensor of static size, got 'tensor<?xi32>'}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<?xi32>) -> tensor<1x5x?xi32>
  func.return %0 : tensor<1x5x?xi32>
}

// -----

func.func @dynamic_gather_c9(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>) -> tensor<1x5x8xi32> {
  %sizes = stablehlo.constant dense<[1, 2, 8]> : tensor<3xi32>
  // expected-error @+1 {{dynamic_gather_c9: slice_sizes[1] = 2 must be <= 1 for a collapsed slice dimension}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x8xi32>
  func.return %0 : tensor<1x5x8xi32>
}

// -----

func.func @dynamic_gather_c12(%operand: tensor<3x4x9xi32>, %start_indices: tensor<3x1xi32>) -> tensor<3x8xi32> {
  %sizes = stablehlo.constant dense<[3, 1, 8]> : tensor<3xi32>
  // expected-error @+1 {{dynamic_gather_c12: slice_sizes[0] = 3 must be <= 1 for an operand batching dimension}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>}> : (tensor<3x4x9xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x8xi32>
  func.return %0 : tensor<3x8xi32>
}

// -----

func.func @dynamic_gather_c21(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>) -> tensor<1x5x10xi32> {
  %sizes = stablehlo.constant dense<[1, 1, 10]> : tensor<3xi32>
  // expected-error @+1 {{dynamic_gather_c21: slice_sizes[2] = 10 is not in [0, 9] (dim(operand, 2))}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x10xi32>
  func.return %0 : tensor<1x5x10xi32>
}

// -----

func.func @dynamic_gather_c22(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>) -> tensor<1x5x7xi32> {
  %sizes = stablehlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  // expected-error @+1 {{dynamic_gather_c22: result shape [1, 5, 7] is not compatible with the inferred shape [1, 5, 8]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x7xi32>
  func.return %0 : tensor<1x5x7xi32>
}

// -----

func.func @dynamic_gather_c23(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>, %sizes: tensor<3xi32>) -> tensor<1x5x?xf32> {
  // expected-error @+1 {{dynamic_gather_c23: element_type(result) = 'f32' but element_type(operand) = 'i32'}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x?xf32>
  func.return %0 : tensor<1x5x?xf32>
}

// -----

func.func @dynamic_gather_c1(%operand: tensor<2x4x9xi32>, %start_indices: tensor<1x5x2xi32>, %sizes: tensor<3xi32>) -> tensor<1x5x?xi32> {
  // expected-error @+1 {{dynamic_gather_c1: rank(operand) = 3 but size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims) = 2}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x?xi32>
  func.return %0 : tensor<1x5x?xi32>
}

// -----

func.func @dynamic_gather_c17(%operand: tensor<3x4x9xi32>, %start_indices: tensor<2x1xi32>, %sizes: tensor<3xi32>) -> tensor<2x?xi32> {
  // expected-error @+1 {{dynamic_gather_c17: dim(operand, 0) = 3 but dim(start_indices, 0) = 2}}
  %0 = "stablehlo.dynamic_gather"(%operand, %start_indices, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>}> : (tensor<3x4x9xi32>, tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x?xi32>
  func.return %0 : tensor<2x?xi32>
}
