// RUN: hlokit-opt %s -sdy-convert-global-to-local -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @split_minor(%arg0: tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<24xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reshape' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reshape' op has no local form: operand dimensions [0, 2) and result dimensions [0, 1), reshaped as one, have device blocks that are not one run of their elements in the operand: a split dimension follows one whose block is longer than 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4x6xf32>) -> tensor<24xf32>
  return %0 : tensor<24xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @result_split_minor(%arg0: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4x6xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reshape' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reshape' op has no local form: operand dimensions [0, 1) and result dimensions [0, 2), reshaped as one, have device blocks that are not one run of their elements in the result: a split dimension follows one whose block is longer than 1 (sharding #sdy.sharding<@mesh, [{}, {"x"}]>)}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<24xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @other_axes(%arg0: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<12xf32> {
  // expected-error @+2 {{failed to legalize operation 'stablehlo.reshape' that was explicitly marked illegal}}
  // expected-error @+1 {{'stablehlo.reshape' op has no local form: operand dimensions [0, 2) and result dimensions [0, 1), reshaped as one, are split along ["x"] in the operand but along ["y"] in the result (sharding #sdy.sharding<@mesh, [{"y"}]>)}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}]>]>} : (tensor<4x3xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}
