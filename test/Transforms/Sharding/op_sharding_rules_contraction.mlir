// Sharding rules of contractions: batch dimensions are shared by both
// operands and the result, free dimensions by one operand and the result,
// contracting dimensions are reduction factors of the operands. A
// convolution's spatial dimension splits into the number of windows (a
// permutation) and the window size (a reduction), the larger major; in
// conservative propagation it has no factor.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules=conservative-propagation=true | FileCheck %s --check-prefix=CONSERVATIVE

// CHECK-LABEL: func @dot_general_batch(
// CHECK: stablehlo.dot_general{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}>
func.func @dot_general_batch(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf32>) -> tensor<2x8x4xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// CHECK-LABEL: func @dot_general_free_dims_first(
// CHECK: stablehlo.dot_general{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [j, k])->([i, j]) {i=8, j=4, k=16} reduction={k}>
func.func @dot_general_free_dims_first(%a: tensor<16x8xf32>, %b: tensor<4x16xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [1] : (tensor<16x8xf32>, tensor<4x16xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: func @dot_matrix_matrix(
// CHECK: stablehlo.dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}>
func.func @dot_matrix_matrix(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: func @dot_vector_matrix(
// CHECK: stablehlo.dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j], [j, i])->([i]) {i=4, j=16} reduction={j}>
func.func @dot_vector_matrix(%a: tensor<16xf32>, %b: tensor<16x4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<16xf32>, tensor<16x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func @dot_vector_vector(
// CHECK: stablehlo.dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([]) {i=16} reduction={i}>
func.func @dot_vector_vector(%a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %a, %b : (tensor<16xf32>, tensor<16xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func @convolution(
// CHECK: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [n, o, l, m])->([i, j, k, m]) {i=8, j=30, k=30, l=4, m=16, n=1, o=1} reduction={l} permutation={j, k}>
// CONSERVATIVE-LABEL: func @convolution(
// CONSERVATIVE: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, m, j], [n, o, j, k])->([i, p, q, k]) {i=8, j=4, k=16, l=1, m=1, n=1, o=1, p=1, q=1} reduction={j}>
func.func @convolution(%input: tensor<8x32x32x4xf32>, %kernel: tensor<3x3x4x16xf32>) -> tensor<8x30x30x16xf32> {
  %0 = stablehlo.convolution(%input, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x32x4xf32>, tensor<3x3x4x16xf32>) -> tensor<8x30x30x16xf32>
  return %0 : tensor<8x30x30x16xf32>
}

// A strided, padded spatial dimension: its two factors (4 windows of 2)
// span 8 of its 9 elements, which the rule's verifier accepts (only a
// reshape's factors must multiply to their dimension).
// CHECK-LABEL: func @convolution_strided_padded(
// CHECK: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l], [k, l, m])->([i, j, m]) {i=2, j=4, k=2, l=2, m=2} reduction={k, l} permutation={j}>
func.func @convolution_strided_padded(%input: tensor<2x9x2xf32>, %kernel: tensor<3x2x2xf32>) -> tensor<2x4x2xf32> {
  %0 = stablehlo.convolution(%input, %kernel) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x2xf32>, tensor<3x2x2xf32>) -> tensor<2x4x2xf32>
  return %0 : tensor<2x4x2xf32>
}

// CHECK-LABEL: func @convolution_window_larger(
// CHECK: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [j, k, l])->([i, m, l]) {i=8, j=3, k=16, l=16, m=1} reduction={j, k}>
func.func @convolution_window_larger(%input: tensor<8x4x16xf32>, %kernel: tensor<3x16x16xf32>) -> tensor<8x2x16xf32> {
  %0 = stablehlo.convolution(%input, %kernel) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x16xf32>, tensor<3x16x16xf32>) -> tensor<8x2x16xf32>
  return %0 : tensor<8x2x16xf32>
}

// CHECK-LABEL: func @convolution_feature_groups(
// CHECK: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl], [n, l, km])->([i, j, km]) {i=8, j=16, k=2, l=4, m=8, n=1} reduction={l} permutation={j}>
// CONSERVATIVE-LABEL: func @convolution_feature_groups(
// CONSERVATIVE: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, jk], [n, k, jl])->([i, o, jl]) {i=8, j=2, k=4, l=8, m=1, n=1, o=1} reduction={k}>
func.func @convolution_feature_groups(%input: tensor<8x16x8xf32>, %kernel: tensor<1x4x16xf32>) -> tensor<8x16x16xf32> {
  %0 = stablehlo.convolution(%input, %kernel) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<8x16x8xf32>, tensor<1x4x16xf32>) -> tensor<8x16x16xf32>
  return %0 : tensor<8x16x16xf32>
}

// CHECK-LABEL: func @convolution_batch_groups(
// CHECK: stablehlo.convolution{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k, l], [n, l, im])->([j, k, im]) {i=2, j=4, k=16, l=4, m=4, n=1} reduction={l} permutation={k}>
func.func @convolution_batch_groups(%input: tensor<8x16x4xf32>, %kernel: tensor<1x4x8xf32>) -> tensor<4x16x8xf32> {
  %0 = stablehlo.convolution(%input, %kernel) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<8x16x4xf32>, tensor<1x4x8xf32>) -> tensor<4x16x8xf32>
  return %0 : tensor<4x16x8xf32>
}
