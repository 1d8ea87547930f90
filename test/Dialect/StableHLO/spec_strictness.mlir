// Spec constraints upstream's verifier leaves unchecked, and upstream's own
// compatibility suite breaks: accepted by default, as upstream reads them;
// errors under --strict-spec (SpecStrictness.h).
// RUN: hlokit-opt %s -split-input-file | FileCheck %s
// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

// CHECK-LABEL: func @compare_signed_floats
func.func @compare_signed_floats(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  // CHECK: stablehlo.compare EQ, %{{.*}}, %{{.*}}, SIGNED
  // expected-error @+1 {{compare_c3: compare_type SIGNED is not allowed for element type 'f32' (expected FLOAT or TOTALORDER or WEAKORDER)}}
  %0 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// CHECK-LABEL: func @rng_float_state
func.func @rng_float_state(%state: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  // CHECK: stablehlo.rng_bit_generator
  // expected-error @+1 {{rng_bit_generator_i2: initial_state must be a 1-dimensional tensor of ui64, got 'tensor<f32>'}}
  %0:2 = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// -----

// Groups of one process gather nothing, so the spec wants 8; upstream checks
// only that 16 is a multiple of 8.
// CHECK-LABEL: func @all_gather_multiple
func.func @all_gather_multiple(%x: tensor<16x8xf32>) -> tensor<16x16xf32> {
  // CHECK: stablehlo.all_gather
  // expected-error @+1 {{all_gather_c6: result type 'tensor<16x16xf32>' is incompatible with the inferred 'tensor<16x8xf32>'}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<16x8xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// all_to_all_c8 on groups written as mesh axes: upstream checks the group
// size against split_count only for explicit groups (Shardy's own tests
// write a split_count of 1 with groups of 2).
// CHECK-LABEL: func @all_to_all_mesh_axes_group_size
func.func @all_to_all_mesh_axes_group_size(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: stablehlo.all_to_all
  // expected-error @+1 {{all_to_all_c8: replica groups have size 2, expected split_count 1}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
