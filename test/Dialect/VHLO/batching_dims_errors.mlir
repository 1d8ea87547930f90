// RUN: hlokit-opt --split-input-file --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.0.0 %s

// gather, dynamic_gather and scatter with batching dims need their _v2 ops
// (StableHLO 1.1.0); without them they are written as _v1 (round_trip.test).

// expected-error @+1 {{failed to convert VHLO to v1.0.0}}
module {
func.func @gather(%a: tensor<3x5x8xf32>, %i: tensor<3x4x1xi32>) -> tensor<3x4x8xf32> {
  // expected-error @+1 {{'vhlo.gather_v2' with a non-default 'operand_batching_dims' needs StableHLO 1.1.0 or later; the target is 1.0.0}}
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>} : (tensor<3x5x8xf32>, tensor<3x4x1xi32>) -> tensor<3x4x8xf32>
  return %0 : tensor<3x4x8xf32>
}
}

// -----

// expected-error @+1 {{failed to convert VHLO to v1.0.0}}
module {
func.func @dynamic_gather(%a: tensor<3x5x8xf32>, %i: tensor<3x4x1xi32>, %s: tensor<3xi32>) -> tensor<3x4x8xf32> {
  // expected-error @+1 {{'vhlo.dynamic_gather_v2' with a non-default 'operand_batching_dims' needs StableHLO 1.1.0 or later; the target is 1.0.0}}
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>} : (tensor<3x5x8xf32>, tensor<3x4x1xi32>, tensor<3xi32>) -> tensor<3x4x8xf32>
  return %0 : tensor<3x4x8xf32>
}
}

// -----

// expected-error @+1 {{failed to convert VHLO to v1.0.0}}
module {
func.func @scatter(%a: tensor<2x3x4x2xi32>, %i: tensor<2x2x3x2xi64>, %u: tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi32> {
  // expected-error @+1 {{'vhlo.scatter_v2' with a non-default 'input_batching_dims' needs StableHLO 1.1.0 or later; the target is 1.0.0}}
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %y : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}
}
