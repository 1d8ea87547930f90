// Sharding rules of linear algebra, batch norm and random bits: leading
// batch dimensions are shared; matrix dimensions need replication, and a
// triangular solve's are those of a product (op(a) @ x = b or
// x @ op(a) = b). batch_norm_inference shares the feature dimension with
// its 1-d operands. rng_bit_generator's states are blocked and replicated.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s

// CHECK-LABEL: func @cholesky(
// CHECK: stablehlo.cholesky{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=8} need_replication={j, k}>
func.func @cholesky(%a: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}

// CHECK-LABEL: func @triangular_solve_left(
// CHECK: stablehlo.triangular_solve{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, j, k])->([i, l, k]) {i=4, j=8, k=3, l=8} need_replication={j, k, l}>
func.func @triangular_solve_left(%a: tensor<4x8x8xf32>, %b: tensor<4x8x3xf32>) -> tensor<4x8x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x8x8xf32>, tensor<4x8x3xf32>) -> tensor<4x8x3xf32>
  return %0 : tensor<4x8x3xf32>
}

// CHECK-LABEL: func @triangular_solve_right_transposed(
// CHECK: stablehlo.triangular_solve{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, k], [i, j])->([i, k]) {i=3, j=8, k=8} need_replication={i, j, k}>
func.func @triangular_solve_right_transposed(%a: tensor<8x8xf32>, %b: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<8x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// CHECK-LABEL: func @batch_norm_inference(
// CHECK: stablehlo.batch_norm_inference{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [j], [j], [j], [j])->([i, j, k]) {i=4, j=8, k=16}>
func.func @batch_norm_inference(%x: tensor<4x8x16xf32>, %s: tensor<8xf32>, %o: tensor<8xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<4x8x16xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-5 : f32, feature_index = 1 : i64} : (tensor<4x8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// CHECK-LABEL: func @rng_bit_generator(
// CHECK: stablehlo.rng_bit_generator{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i], [j, k]) {i=2, j=8, k=16} need_replication={i} blocked_propagation={i}>
func.func @rng_bit_generator(%state: tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>) {
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<8x16xui32>
}
