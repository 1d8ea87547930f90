// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

func.func @rng_c1(%a: tensor<f32>, %b: tensor<f64>) {
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  // expected-error @+1 {{rng_c1: a ('f32'), b ('f64') and result ('f32') must have the same element type}}
  %0 = stablehlo.rng %a, %b, %c, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<3xf32>
  func.return
}
// -----
func.func @rng_c1_result(%a: tensor<f32>) {
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  // expected-error @+1 {{rng_c1: a ('f32'), b ('f32') and result ('f64') must have the same element type}}
  %0 = stablehlo.rng %a, %a, %c, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf64>
  func.return
}
// -----
func.func @rng_c2(%a: tensor<i32>) {
  %c = stablehlo.constant dense<[3]> : tensor<1xi64>
  // expected-error @+1 {{rng_c2: the NORMAL distribution needs a floating-point type, got 'i32'}}
  %0 = stablehlo.rng %a, %a, %c, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<3xi32>
  func.return
}
// -----
func.func @rng_c3_rank(%a: tensor<f32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{rng_c3: shape has 2 entries but the result has rank 1}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3xf32>
  func.return
}
// -----
func.func @rng_c3_values(%a: tensor<f32>) {
  %c = stablehlo.constant dense<[3, 5]> : tensor<2xi64>
  // expected-error @+1 {{rng_c3: result type 'tensor<3x4xf32>' does not have the shape [3, 5]}}
  %0 = stablehlo.rng %a, %a, %c, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return
}
// -----
func.func @rng_bit_generator_i2_type(%s: tensor<2xui32>) {
  // expected-error @+1 {{rng_bit_generator_i2: initial_state must be a 1-dimensional tensor of ui64, got 'tensor<2xui32>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui32>) -> (tensor<2xui32>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_i2_rank(%s: tensor<1x2xui64>) {
  // expected-error @+1 {{rng_bit_generator_i2: initial_state must be a 1-dimensional tensor of ui64, got 'tensor<1x2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<1x2xui64>) -> (tensor<1x2xui64>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_c1(%s: tensor<2xui64>) {
  // expected-error @+1 {{rng_bit_generator_c1: output_state 'tensor<3xui64>' must have the type of initial_state 'tensor<2xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_c2_three_fry(%s: tensor<3xui64>) {
  // expected-error @+1 {{rng_bit_generator_c2: THREE_FRY needs 2 words of state, got 3}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_c2_philox(%s: tensor<4xui64>) {
  // expected-error @+1 {{rng_bit_generator_c2: PHILOX needs 2 or 3 words of state, got 4}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_c2_default(%s: tensor<1xui64>) {
  // expected-error @+1 {{rng_bit_generator_c2: DEFAULT needs 2 or 3 words of state, got 1}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  func.return
}
// -----
func.func @rng_bit_generator_dynamic_output(%s: tensor<2xui64>) {
  // expected-error @+1 {{rng_bit_generator: output must have a static shape, got 'tensor<?xui32>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>)
  func.return
}
