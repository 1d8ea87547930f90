// What upstream checks of the constraints SpecStrictness.h names is checked
// without --strict-spec too.
// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @all_gather_c6_not_a_multiple(%x: tensor<16x8xf32>) -> tensor<16x12xf32> {
  // expected-error @+1 {{all_gather_c6: dimension 1 of the result has size 12, not a multiple of the operand's 8}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<16x8xf32>) -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}

// -----

func.func @rng_bit_generator_c1(%state: tensor<f32>) -> (tensor<2xf32>, tensor<f32>) {
  // expected-error @+1 {{rng_bit_generator_c1}}
  %0:2 = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<f32>) -> (tensor<2xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<f32>
}
