// RUN: hlokit-opt %s -split-input-file -sdy-per-instruction-partitioning -verify-diagnostics

sdy.mesh @mesh_a = <["x"=2]>
sdy.mesh @mesh_b = <["y"=4]>

func.func @two_meshes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_a, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.negate' op has operands and results sharded on different meshes: it can't be partitioned alone}}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh_b, [{"y"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @captures(%arg0: tensor<i32>, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.case' op uses values defined outside it in its regions: it can't be partitioned alone}}
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<8xf32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @slice_past_operand(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{'stablehlo.slice' op can't be partitioned alone: dimension 0 of its result, padded to 6, would read past its operand of size 5}}
  %0 = stablehlo.slice %arg0 [0:5, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<5x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// The result is padded, the operand isn't: the copy alone is invalid.
func.func @no_padded_form(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{negate_c1: result type 'tensor<6xf32>' is not compatible with the inferred type 'tensor<5xf32>'}}
  // expected-error @+1 {{'stablehlo.negate' op can't be partitioned alone: its copy with padded types is invalid}}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

// The copy is valid, but the partitioner refuses it.
func.func @partitioner_fails(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xf32> {
  // expected-warning @+5 {{custom call @foo is unknown to SDY sharding rule registry}}
  // expected-error @+4 {{has no local form}}
  // expected-error @+3 {{failed to legalize operation 'stablehlo.custom_call'}}
  // expected-error @+2 {{'stablehlo.custom_call' op can't be partitioned alone: the partitioner failed on its copy}}
  // The copy's errors come first; the op's own names it.
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
