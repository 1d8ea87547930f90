// `@Sharding` custom calls that aren't sharding constraints.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-sdy-custom-calls \
// RUN:   -verify-diagnostics

func.func @no_sharding(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected CustomCallOp with a sharding attribute}}
  %0 = stablehlo.custom_call @Sharding(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @two_results(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected CustomCallOp with exactly one result}}
  %0:2 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @two_operands(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected CustomCallOp with exactly one operand}}
  %0 = stablehlo.custom_call @Sharding(%arg0, %arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @bad_config(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected backend_config "unspecified_dims=[...]", got "dims=1"}}
  %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "dims=1", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @dim_out_of_range(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unspecified dim 1 is out of range for rank 1}}
  %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[1]", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
