// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// One case per constraint of scatter (spec C1..C25), each the RFC example
// with one thing changed.

func.func @scatter_c1(%in0: tensor<2x3x4x2xi64>, %in1: tensor<2x3x4x3xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>, %up1: tensor<2x2x3x2x2xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>) {
  // expected-error @+1 {{scatter_c1: shape of inputs[1] [2, 3, 4, 3] differs from shape of inputs[0] [2, 3, 4, 2]}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<i64>, %a3: tensor<i64>):
    stablehlo.return %a2, %a3 : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x2xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>)
  func.return %0#0, %0#1 : tensor<2x3x4x2xi64>, tensor<2x3x4x3xi64>
}

// -----

func.func @scatter_c2(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c2: rank(inputs[0]) = 4 but size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims) = 3}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c3(%in0: tensor<2x3x4x2xi64>, %in1: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>, %up1: tensor<2x2x3x2x1xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>) {
  // expected-error @+1 {{scatter_c3: shape of updates[1] [2, 2, 3, 2, 1] differs from shape of updates[0] [2, 2, 3, 2, 2]}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<i64>, %a3: tensor<i64>):
    stablehlo.return %a2, %a3 : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x1xi64>) -> (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>)
  func.return %0#0, %0#1 : tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c4(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x3xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c4: dim(updates[0], 4) = 3 exceeds the window bound 2 from inputs[0]}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x3xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c4_scatter_dim(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<3x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c4: dim(updates[0], 0) = 3 but the scatter dimension of scatter_indices has size 2}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<3x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c4_rank(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2x1xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c4: rank(updates[0]) = 6 but 3 scatter dims and 2 window dims make 5}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2x1xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c5(%indices: tensor<2x2x3x2xi64>) -> () {
  // expected-error @+1 {{scatter_c5: expected 0 < size(inputs) = size(updates), got 0 inputs and 0 updates}}
  "stablehlo.scatter"(%indices) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0():
    stablehlo.return
  }) : (tensor<2x2x3x2xi64>) -> ()
  func.return
}

// -----

func.func @scatter_c6(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xf32>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c6: element_type(updates[0]) = 'f32' but element_type(inputs[0]) = 'i64'}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xf32>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c7(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c7: update_window_dims = [4, 3] must be unique and sorted}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [4, 3], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c8(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c8: update_window_dims = [3, 5] must be in [0, rank(updates[0]) = 5)}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 5], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c9(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c9: inserted_window_dims = [0] and input_batching_dims = [0] must not repeat a dimension}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c10(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c10: inserted_window_dims = [2, 1] must be sorted}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [2, 1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c11(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c11: inserted_window_dims = [4] must be in [0, rank(inputs[0]) = 4)}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [4], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c12(%in0: tensor<2x3x4x2xi64>, %indices: tensor<3x2x1xi64>, %up0: tensor<3x2x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c12: input_batching_dims = [1, 0] must be sorted}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<3x2x1xi64>, tensor<3x2x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c13(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c13: input_batching_dims = [4] must be in [0, rank(inputs[0]) = 4)}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [4], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c14(%in0: tensor<2x3x4x2xi64>, %indices: tensor<3x2x1xi64>, %up0: tensor<3x2x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c14: scatter_indices_batching_dims = [0, 0] must be unique}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<3x2x1xi64>, tensor<3x2x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c15(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c15: scatter_indices_batching_dims = [4] must be in [0, rank(scatter_indices) = 4)}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [4], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c16(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c16: index_vector_dim = 3 must not be in scatter_indices_batching_dims = [3]}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c17(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c17: size(input_batching_dims) = 1 but size(scatter_indices_batching_dims) = 0}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c18(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c18: dim(inputs[0], 0) = 2 but dim(scatter_indices, 2) = 3}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c19(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c19: size(scatter_dims_to_operand_dims) = 1 but the index vectors of scatter_indices have 2 elements}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c20(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c20: scatter_dims_to_operand_dims = [0, 1] and input_batching_dims = [0] must not repeat a dimension}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c21(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c21: scatter_dims_to_operand_dims = [4, 1] must be in [0, rank(inputs[0]) = 4)}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [4, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c22(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c22: index_vector_dim = 5 is not in [0, rank(scatter_indices) = 4]}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 5>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c23_arg_count(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c23: update_computation takes 1 arguments, expected 2}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>):
    stablehlo.return %a0 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c23_arg_rank(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c23: argument 0 of update_computation has type 'tensor<1xi64>', expected a 0-d tensor}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<1xi64>, %a1: tensor<1xi64>):
    stablehlo.return %a1 : tensor<1xi64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c23_arg_halves(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c23: arguments 0 and 1 of update_computation have types 'tensor<i64>' and 'tensor<i32>', expected the same type}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i32>):
    stablehlo.return %a0 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c23_not_promotable(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32> {
  // expected-error @+1 {{scatter_c23: element_type(inputs[0]) = 'i64' is not promotable to 'i32' of update_computation}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>):
    stablehlo.return %a1 : tensor<i32>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32>
  func.return %0 : tensor<2x3x4x2xi32>
}

// -----

func.func @scatter_c23_int_to_float(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xf64> {
  // expected-error @+1 {{scatter_c23: element_type(inputs[0]) = 'i64' is not promotable to 'f64' of update_computation}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<f64>, %a1: tensor<f64>):
    stablehlo.return %a1 : tensor<f64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xf64>
  func.return %0 : tensor<2x3x4x2xf64>
}

// -----

func.func @scatter_c23_result_count(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c23: update_computation returns 2 values, expected 1}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a0, %a1 : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c23_result_type(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c23: update_computation returns 'tensor<1xi64>' at 0, expected 'tensor<i64>'}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    %r = stablehlo.constant dense<0> : tensor<1xi64>
    stablehlo.return %r : tensor<1xi64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c24(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x3xi64> {
  // expected-error @+1 {{scatter_c24: results[0] has type 'tensor<2x3x4x3xi64>', expected the shape of inputs[0] [2, 3, 4, 2]}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x3xi64>
  func.return %0 : tensor<2x3x4x3xi64>
}

// -----

func.func @scatter_c24_count(%in0: tensor<2x3x4x2xi64>, %in1: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>, %up1: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{scatter_c24: scatter has 1 results, expected one per input (2)}}
  %0 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %a2: tensor<i64>, %a3: tensor<i64>):
    stablehlo.return %a2, %a3 : tensor<i64>, tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c25(%in0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %up0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32> {
  // expected-error @+1 {{scatter_c25: element_type(results[0]) = 'i32' but update_computation uses 'i64'}}
  %0 = "stablehlo.scatter"(%in0, %indices, %up0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}> ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>):
    stablehlo.return %a1 : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi32>
  func.return %0 : tensor<2x3x4x2xi32>
}

// -----

func.func @scatter_indices_not_integer(%input: tensor<3xf32>, %indices: tensor<1xf32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.scatter"(%input, %indices, %update) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @scatter_attr_repeated_field(%input: tensor<3xf32>, %indices: tensor<1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{field 'index_vector_dim' appears more than once in #stablehlo.scatter}}
  %0 = "stablehlo.scatter"(%input, %indices, %update) <{scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1, inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) : (tensor<3xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @scatter_attr_unknown_field(%input: tensor<3xf32>, %indices: tensor<1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{unknown field 'offset_dims' in #stablehlo.scatter}}
  %0 = "stablehlo.scatter"(%input, %indices, %update) <{scatter_dimension_numbers = #stablehlo.scatter<offset_dims = [0]>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) : (tensor<3xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @scatter_c5_unequal_inputs_and_updates(%input: tensor<3xf32>, %indices: tensor<1xi32>, %update: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{scatter_c5: expected 0 < size(inputs) = size(updates), got 4 operands, which do not split into N inputs, scatter_indices and N updates}}
  %0 = "stablehlo.scatter"(%input, %indices, %update, %update) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) : (tensor<3xf32>, tensor<1xi32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
