// A state the verifier accepts as upstream's does (SpecStrictness.h) but the
// algorithms cannot use is a run-time error naming both constraints.
// RUN: not hlokit-run --entry float_state %s 2>&1 | FileCheck %s --check-prefix=FLOAT
// RUN: not hlokit-run --entry short_state %s 2>&1 | FileCheck %s --check-prefix=SHORT

// FLOAT: error: {{.*}}'stablehlo.rng_bit_generator': rng_bit_generator_i2, rng_bit_generator_c2: DEFAULT needs a 1-dimensional ui64 state of 2 or 3 words, got tensor<f32>
func.func @float_state() -> tensor<f32> {
  %state = stablehlo.constant dense<1.0> : tensor<f32>
  %0:2 = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %0#1 : tensor<f32>
}

// SHORT: error: {{.*}}'stablehlo.rng_bit_generator': rng_bit_generator_i2, rng_bit_generator_c2: THREE_FRY needs a 1-dimensional ui64 state of 2 words, got tensor<ui64>
func.func @short_state() -> tensor<2xui32> {
  %state = stablehlo.constant dense<1> : tensor<ui64>
  %0:2 = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<ui64>) -> (tensor<ui64>, tensor<2xui32>)
  return %0#1 : tensor<2xui32>
}
