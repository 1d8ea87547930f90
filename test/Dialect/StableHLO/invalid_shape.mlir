// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// One case per spec constraint of the shape ops.

func.func @iota_c1_negative() -> tensor<4xi32> {
  // expected-error @+1 {{iota_c1: iota_dimension -1 is out of range [0, 1)}}
  %0 = stablehlo.iota dim = -1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @iota_c1_too_large() -> tensor<4x2xi32> {
  // expected-error @+1 {{iota_c1: iota_dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.iota dim = 2 : tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// -----

func.func @iota_output_static() -> tensor<?xi32> {
  // expected-error @+1 {{result #0 must be statically shaped tensor}}
  %0 = stablehlo.iota dim = 0 : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @iota_output_not_pred() -> tensor<4xi1> {
  // expected-error @+1 {{result #0 must be statically shaped tensor}}
  %0 = stablehlo.iota dim = 0 : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @broadcast_in_dim_c1(%arg0: tensor<3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{broadcast_in_dim_c1: result element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_in_dim_c2(%arg0: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{broadcast_in_dim_c2: broadcast_dimensions [0, 1] has size 2, expected the operand rank 1}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @broadcast_in_dim_c3(%arg0: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{broadcast_in_dim_c3: broadcast_dimensions [2] are out of range [0, 2)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @broadcast_in_dim_c4(%arg0: tensor<3x3xi32>) -> tensor<3x3xi32> {
  // expected-error @+1 {{broadcast_in_dim_c4: broadcast_dimensions [1, 1] are not unique}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 1] : (tensor<3x3xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// -----

func.func @broadcast_in_dim_c5(%arg0: tensor<3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{broadcast_in_dim_c5: operand dimension 0 of size 3 cannot be broadcast to result dimension 1 of size 2}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @broadcast_in_dim_result_static(%arg0: tensor<3xi32>) -> tensor<?x3xi32> {
  // expected-error @+1 {{result #0 must be statically shaped tensor}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

func.func @transpose_c1(%arg0: tensor<2x3xi32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{transpose_c1: result element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_c2_repeated(%arg0: tensor<2x3xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{transpose_c2: permutation [0, 0] is not a permutation of [0, 1]}}
  %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<2x3xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @transpose_c2_wrong_size(%arg0: tensor<2x3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{transpose_c2: permutation [0] is not a permutation of [0, 1]}}
  %0 = stablehlo.transpose %arg0, dims = [0] : (tensor<2x3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @transpose_c3(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{transpose_c3: result shape [2, 3] is incompatible with inferred shape [3, 2]}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @reshape_c1(%arg0: tensor<6xf32>) -> tensor<2x3xf64> {
  // expected-error @+1 {{reshape_c1: result element type 'f64' differs from operand element type 'f32'}}
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

func.func @reshape_c2(%arg0: tensor<6xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{reshape_c2: operand has 6 elements but result has 8}}
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @reshape_result_static(%arg0: tensor<6xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{result #0 must be statically shaped tensor}}
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @reverse_c1_element_type(%arg0: tensor<3xi32>) -> tensor<3xi64> {
  // expected-error @+1 {{reverse_c1: result element type 'i64' differs from operand element type 'i32'}}
  %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<3xi32>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @reverse_c1_shape(%arg0: tensor<3xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{reverse_c1: result shape [4] is incompatible with inferred shape [3]}}
  %0 = stablehlo.reverse %arg0, dims = [0] : (tensor<3xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @reverse_c2(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{reverse_c2: dimensions [1, 1] are not unique}}
  %0 = stablehlo.reverse %arg0, dims = [1, 1] : tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @reverse_c3(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{reverse_c3: dimensions [0, 2] are out of range [0, 2)}}
  %0 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @slice_c1(%arg0: tensor<3x4xi32>) -> tensor<1x4xf32> {
  // expected-error @+1 {{slice_c1: result element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xi32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @slice_c2(%arg0: tensor<3x4xi32>) -> tensor<1xi32> {
  // expected-error @+1 {{slice_c2: start_indices, limit_indices and strides have sizes 1, 1 and 1, expected the operand rank 2}}
  %0 = stablehlo.slice %arg0 [0:1] : (tensor<3x4xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @slice_c2_generic(%arg0: tensor<3xi32>) -> tensor<1xi32> {
  // expected-error @+1 {{slice_c2: start_indices, limit_indices and strides have sizes 1, 2 and 1, expected the operand rank 1}}
  %0 = "stablehlo.slice"(%arg0) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @slice_c3_negative_start(%arg0: tensor<3xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{slice_c3: dimension 0: expected 0 <= start (-1) <= limit (1) <= size (3)}}
  %0 = stablehlo.slice %arg0 [-1:1] : (tensor<3xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @slice_c3_start_after_limit(%arg0: tensor<3xi32>) -> tensor<0xi32> {
  // expected-error @+1 {{slice_c3: dimension 0: expected 0 <= start (2) <= limit (1) <= size (3)}}
  %0 = stablehlo.slice %arg0 [2:1] : (tensor<3xi32>) -> tensor<0xi32>
  return %0 : tensor<0xi32>
}

// -----

func.func @slice_c3_limit_past_end(%arg0: tensor<2x3xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{slice_c3: dimension 1: expected 0 <= start (2) <= limit (4) <= size (3)}}
  %0 = stablehlo.slice %arg0 [0:2, 2:4] : (tensor<2x3xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @slice_c3_dynamic(%arg0: tensor<?xi32>) -> tensor<0xi32> {
  // expected-error @+1 {{slice_c3: dimension 0: expected 0 <= start (3) <= limit (2) <= size (?)}}
  %0 = stablehlo.slice %arg0 [3:2] : (tensor<?xi32>) -> tensor<0xi32>
  return %0 : tensor<0xi32>
}

// -----

func.func @slice_c4(%arg0: tensor<3xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{slice_c4: stride 0 of dimension 0 is not positive}}
  %0 = stablehlo.slice %arg0 [0:3:0] : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @slice_c5(%arg0: tensor<3x8xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{slice_c5: result shape [2, 3] is incompatible with inferred shape [2, 2]}}
  %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @concatenate_c1(%arg0: tensor<1x2xi32>, %arg1: tensor<1x2xf32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{concatenate_c1: input 1 has element type 'f32', expected 'i32'}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<1x2xi32>, tensor<1x2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @concatenate_c2_rank(%arg0: tensor<1x2xi32>, %arg1: tensor<2xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{concatenate_c2: input 1 has rank 1, expected 2}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @concatenate_c2_size(%arg0: tensor<1x2xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<1x3xi32>) -> tensor<?x2xi32> {
  // expected-error @+1 {{concatenate_c2: input 2 has size 3 in dimension 1, expected 2}}
  %0 = stablehlo.concatenate %arg1, %arg0, %arg2, dim = 0 : (tensor<?x?xi32>, tensor<1x2xi32>, tensor<1x3xi32>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

// -----

func.func @concatenate_c3() -> tensor<2xi32> {
  // expected-error @+1 {{concatenate_c3: expected at least one input}}
  %0 = "stablehlo.concatenate"() <{dimension = 0 : i64}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @concatenate_c4(%arg0: tensor<1x2xi32>) -> tensor<1x2xi32> {
  // expected-error @+1 {{concatenate_c4: dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.concatenate %arg0, dim = 2 : (tensor<1x2xi32>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

func.func @concatenate_c5(%arg0: tensor<1x2xi32>) -> tensor<2x2xi64> {
  // expected-error @+1 {{concatenate_c5: result element type 'i64' differs from operand element type 'i32'}}
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// -----

func.func @concatenate_c6(%arg0: tensor<1x2xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{concatenate_c6: result shape [3, 2] is incompatible with inferred shape [2, 2]}}
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @pad_c1_padding_value(%arg0: tensor<2xi32>, %arg1: tensor<f32>) -> tensor<4xi32> {
  // expected-error @+1 {{pad_c1: padding value element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<2xi32>, tensor<f32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pad_c1_result(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<4xi64> {
  // expected-error @+1 {{pad_c1: result element type 'i64' differs from operand element type 'i32'}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @pad_c2(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
  // expected-error @+1 {{pad_c2: edge_padding_low, edge_padding_high and interior_padding have sizes 1, 2 and 1, expected the operand rank 1}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1, 1], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pad_c3(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
  // expected-error @+1 {{pad_c3: interior padding -1 of dimension 0 is negative}}
  %0 = stablehlo.pad %arg0, %arg1, low = [0], high = [0], interior = [-1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @pad_c4_negative_size(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<0xi32> {
  // expected-error @+1 {{pad_c4: padding gives dimension 0 the negative size -1}}
  %0 = stablehlo.pad %arg0, %arg1, low = [-2], high = [-1], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<0xi32>
  return %0 : tensor<0xi32>
}

// -----

func.func @pad_c4(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>) -> tensor<5x8xi32> {
  // expected-error @+1 {{pad_c4: result shape [5, 8] is incompatible with inferred shape [5, 9]}}
  %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x8xi32>
  return %0 : tensor<5x8xi32>
}

// -----

func.func @pad_padding_value_scalar(%arg0: tensor<2xi32>, %arg1: tensor<1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #1 must be 0D tensor}}
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [0] : (tensor<2xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_slice_c1(%arg0: tensor<4xi32>, %arg1: tensor<i64>) -> tensor<2xf32> {
  // expected-error @+1 {{dynamic_slice_c1: result element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_slice_c2_indices(%arg0: tensor<4x4xi32>, %arg1: tensor<i64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{dynamic_slice_c2: got 1 start indices and 2 slice sizes, expected the operand rank 2}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @dynamic_slice_c2_sizes(%arg0: tensor<4x4xi32>, %arg1: tensor<i64>) -> tensor<2xi32> {
  // expected-error @+1 {{dynamic_slice_c2: got 2 start indices and 1 slice sizes, expected the operand rank 2}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @dynamic_slice_c3(%arg0: tensor<4x4xi32>, %arg1: tensor<i64>, %arg2: tensor<i32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{dynamic_slice_c3: start indices have different types 'tensor<i64>' and 'tensor<i32>'}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

func.func @dynamic_slice_c4_negative(%arg0: tensor<4xi32>, %arg1: tensor<i64>) -> tensor<0xi32> {
  // expected-error @+1 {{dynamic_slice_c4: slice size -1 of dimension 0 is out of range for operand size [4]}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [-1] : (tensor<4xi32>, tensor<i64>) -> tensor<0xi32>
  return %0 : tensor<0xi32>
}

// -----

func.func @dynamic_slice_c4_too_large(%arg0: tensor<4xi32>, %arg1: tensor<i64>) -> tensor<5xi32> {
  // expected-error @+1 {{dynamic_slice_c4: slice size 5 of dimension 0 is out of range for operand size [4]}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [5] : (tensor<4xi32>, tensor<i64>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @dynamic_slice_c5(%arg0: tensor<4xi32>, %arg1: tensor<i64>) -> tensor<3xi32> {
  // expected-error @+1 {{dynamic_slice_c5: result shape [3] is incompatible with inferred shape [2]}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2] : (tensor<4xi32>, tensor<i64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @dynamic_slice_start_index_scalar(%arg0: tensor<4xi32>, %arg1: tensor<1xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{operand #1 must be variadic of 0D tensor of}}
  %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [2] : (tensor<4xi32>, tensor<1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @dynamic_update_slice_c1(%arg0: tensor<4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<i64>) -> tensor<5xi32> {
  // expected-error @+1 {{dynamic_update_slice_c1: result shape [5] is incompatible with inferred shape [4]}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @dynamic_update_slice_c1_element_type(%arg0: tensor<4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<i64>) -> tensor<4xf32> {
  // expected-error @+1 {{dynamic_update_slice_c1: result element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_update_slice_c2(%arg0: tensor<4xi32>, %arg1: tensor<2xf32>, %arg2: tensor<i64>) -> tensor<4xi32> {
  // expected-error @+1 {{dynamic_update_slice_c2: update element type 'f32' differs from operand element type 'i32'}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xi32>, tensor<2xf32>, tensor<i64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_update_slice_c3(%arg0: tensor<4xi32>, %arg1: tensor<1x2xi32>, %arg2: tensor<i64>) -> tensor<4xi32> {
  // expected-error @+1 {{dynamic_update_slice_c3: update rank 2 differs from operand rank 1}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xi32>, tensor<1x2xi32>, tensor<i64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_update_slice_c4(%arg0: tensor<4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<i64>) -> tensor<4xi32> {
  // expected-error @+1 {{dynamic_update_slice_c4: got 2 start indices, expected the operand rank 1}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4xi32>, tensor<2xi32>, tensor<i64>, tensor<i64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_update_slice_c5(%arg0: tensor<4x4xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<i64>, %arg3: tensor<ui64>) -> tensor<4x4xi32> {
  // expected-error @+1 {{dynamic_update_slice_c5: start indices have different types 'tensor<i64>' and 'tensor<ui64>'}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<ui64>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

// -----

func.func @dynamic_update_slice_c6(%arg0: tensor<4x4xi32>, %arg1: tensor<2x5xi32>, %arg2: tensor<i64>) -> tensor<4x4xi32> {
  // expected-error @+1 {{dynamic_update_slice_c6: update size 5 of dimension 1 exceeds operand size 4}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4x4xi32>, tensor<2x5xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

// -----

func.func @get_dimension_size_c1(%arg0: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{get_dimension_size_c1: dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.get_dimension_size %arg0, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @get_dimension_size_result_i32(%arg0: tensor<2x3xf32>) -> tensor<i64> {
  // expected-error @+1 {{result #0 must be 0D tensor of 32-bit signless integer values}}
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2x3xf32>) -> tensor<i64>
  return %0 : tensor<i64>
}
