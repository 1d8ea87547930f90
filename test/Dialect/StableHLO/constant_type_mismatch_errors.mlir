// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// A constant whose attribute disagrees with its result type is its own
// error (constant_c1). The verifiers of its users, which read constant
// operands, don't take its values for the operand's (found by libFuzzer:
// rng's indexed its result's dimensions with the constant's length).

func.func @rng_shape(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{constant_c1: value type 'tensor<3xi64>' does not match result type 'tensor<2xi64>'}}
  %shape = "stablehlo.constant"() {value = dense<[3, 4, 5]> : tensor<3xi64>} : () -> tensor<2xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @dynamic_iota_output_shape() -> tensor<3x4xf32> {
  // expected-error@+1 {{constant_c1: value type 'tensor<3xi64>' does not match result type 'tensor<2xi64>'}}
  %shape = "stablehlo.constant"() {value = dense<[3, 4, 5]> : tensor<3xi64>} : () -> tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
