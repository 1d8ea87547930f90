// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics
// Local forms of dynamic slicing, linear algebra and the optimization
// barrier that do not exist.

sdy.mesh @mesh = <["x"=2]>

func.func @dynamic_slice_part_of_split_dim(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %i: tensor<i32>) -> tensor<4x6xf32> {
  %j = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.dynamic_slice' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.dynamic_slice' op has no local form: it slices dynamically along split dimension 0 (sharding #sdy.sharding<@mesh, [{"x"}, {}]>)}}
  %0 = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [4, 6] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @dynamic_update_split_update(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %i: tensor<i32>) -> tensor<8x6xf32> {
  %j = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+2 {{failed to legalize operation 'stablehlo.dynamic_update_slice' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op has no local form: its update splits dimension 0, which it updates in part (sharding #sdy.sharding<@mesh, [{"x"}, {}]>)}}
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %i, %j {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x6xf32>, tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @triangular_solve_split_matrix(%a: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.triangular_solve' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.triangular_solve' op has no local form: a dimension 0 is split along ["x"] but the op needs it whole: reshard them alike first}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @cholesky_split_rows(%a: tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}]>}) -> tensor<2x4x4xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.cholesky' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.cholesky' op has no local form: a dimension 1 is split along ["x"] but the op needs it whole: reshard them alike first}}
  %0 = "stablehlo.cholesky"(%a) {lower = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {}]>]>} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @barrier_resharded(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.optimization_barrier' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.optimization_barrier' op has no local form: operand 0 has local type 'tensor<4xf32>' but its result has local type 'tensor<8xf32>': reshard them alike first}}
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
