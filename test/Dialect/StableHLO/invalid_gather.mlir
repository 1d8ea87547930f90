// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// One case per constraint of gather (spec C1..C23), each the seed example
// with one field changed.

func.func @gather_c1(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c1: rank(operand) = 4 but size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims) = 3}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c2(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c2: index_vector_dim = 5 is not in [0, rank(start_indices) = 4]}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 5>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c3(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c3: size(start_index_map) = 1 but the index vectors of start_indices have 2 elements}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c4(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c4: offset_dims = [4, 3] must be unique and sorted}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [4, 3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c4_repeated(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c4: offset_dims = [3, 3] must be unique and sorted}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 3], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c5(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c5: offset_dims = [3, 5] must be in [0, rank(result) = 5)}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 5], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c6(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c6: collapsed_slice_dims = [0] and operand_batching_dims = [0] must not repeat a dimension}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c7(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32> {
  // expected-error @+1 {{gather_c7: collapsed_slice_dims = [2, 1] must be sorted}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2, 1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32>
  func.return %0 : tensor<2x2x3x2xi32>
}

// -----

func.func @gather_c8(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c8: collapsed_slice_dims = [4] must be in [0, rank(operand) = 4)}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [4], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c9(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c9: slice_sizes[1] = 2 must be <= 1 for a collapsed slice dimension}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 2, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c10(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<3x2x1xi64>) -> tensor<3x2x2x2xi32> {
  // expected-error @+1 {{gather_c10: operand_batching_dims = [1, 0] must be sorted}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<3x2x1xi64>) -> tensor<3x2x2x2xi32>
  func.return %0 : tensor<3x2x2x2xi32>
}

// -----

func.func @gather_c11(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c11: operand_batching_dims = [4] must be in [0, rank(operand) = 4)}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [4], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c12(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c12: slice_sizes[0] = 2 must be <= 1 for an operand batching dimension}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 2, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c13(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<3x2x1xi64>) -> tensor<3x2x2x2xi32> {
  // expected-error @+1 {{gather_c13: start_indices_batching_dims = [0, 0] must be unique}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<3x2x1xi64>) -> tensor<3x2x2x2xi32>
  func.return %0 : tensor<3x2x2x2xi32>
}

// -----

func.func @gather_c14(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c14: start_indices_batching_dims = [4] must be in [0, rank(start_indices) = 4)}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c15(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c15: index_vector_dim = 3 must not be in start_indices_batching_dims = [3]}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c16(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c16: size(operand_batching_dims) = 1 but size(start_indices_batching_dims) = 0}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c17(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c17: dim(operand, 0) = 2 but dim(start_indices, 2) = 3}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c18(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c18: start_index_map = [0, 1] and operand_batching_dims = [0] must not repeat a dimension}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [0, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c19(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c19: start_index_map = [4, 1] must be in [0, rank(operand) = 4)}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [4, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c20(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c20: size(slice_sizes) = 3 but rank(operand) = 4}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c21(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c21: slice_sizes[3] = 3 is not in [0, 2] (dim(operand, 3))}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 3>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c21_negative(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  // expected-error @+1 {{gather_c21: slice_sizes[2] = -1 is not in [0, 4] (dim(operand, 2))}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, -1, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  func.return %0 : tensor<2x2x3x2x2xi32>
}

// -----

func.func @gather_c22(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x3xi32> {
  // expected-error @+1 {{gather_c22: result shape [2, 2, 3, 2, 3] is not compatible with the inferred shape [2, 2, 3, 2, 2]}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x3xi32>
  func.return %0 : tensor<2x2x3x2x3xi32>
}

// -----

func.func @gather_c22_rank(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32> {
  // expected-error @+1 {{gather_c22: result shape [2, 2, 3, 2] is not compatible with the inferred shape [2, 2, 3, 2, 2]}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2xi32>
  func.return %0 : tensor<2x2x3x2xi32>
}

// -----

func.func @gather_c23(%operand: tensor<2x3x4x2xi32>, %start_indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{gather_c23: element_type(result) = 'i64' but element_type(operand) = 'i32'}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_start_indices_not_integer(%operand: tensor<3xf32>, %start_indices: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<1xf32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}

// -----

func.func @gather_attr_repeated_field(%operand: tensor<3xf32>, %start_indices: tensor<1xi32>) -> tensor<1xf32> {
  // expected-error @+1 {{field 'offset_dims' appears more than once in #stablehlo.gather}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<1xi32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}

// -----

func.func @gather_attr_unknown_field(%operand: tensor<3xf32>, %start_indices: tensor<1xi32>) -> tensor<1xf32> {
  // expected-error @+1 {{unknown field 'update_window_dims' in #stablehlo.gather}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<update_window_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<1xi32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}

// -----

func.func @gather_double_comma(%operand: tensor<3x4xf32>, %start_indices: tensor<2x5xi32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{expected valid keyword}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],, collapsed_slice_dims = [0]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  func.return %0 : tensor<5x4xf32>
}

// -----

func.func @gather_missing_comma(%operand: tensor<3x4xf32>, %start_indices: tensor<2x5xi32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{expected '>'}}
  %0 = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1] collapsed_slice_dims = [0]>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x5xi32>) -> tensor<5x4xf32>
  func.return %0 : tensor<5x4xf32>
}
