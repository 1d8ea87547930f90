// Sharding rules of chlo ops, those of what each legalizes to: elementwise
// ops are pointwise; a broadcasting op maps each operand's dimensions to
// the result's as broadcast_in_dim would (trailing alignment, or
// broadcast_dimensions), an expanded size-1 dimension getting a size-1
// factor; top_k is mhlo.topk's custom call.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules -verify-diagnostics -o /dev/null

// CHECK-LABEL: func @broadcast_add_rank(
// CHECK: chlo.broadcast_add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [j])->([i, j]) {i=4, j=8}>
func.func @broadcast_add_rank(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @broadcast_mul_size_one(
// CHECK: chlo.broadcast_multiply{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, k], [i, l])->([j, l]) {i=1, j=4, k=1, l=8}>
func.func @broadcast_mul_size_one(%a: tensor<4x1xf32>, %b: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<4x1xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @broadcast_dimensions(
// CHECK: chlo.broadcast_subtract{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i])->([i, j]) {i=4, j=8}>
func.func @broadcast_dimensions(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4x8xf32> {
  %0 = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @broadcast_select(
// CHECK: chlo.broadcast_select{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [j], [i, j])->([i, j]) {i=4, j=8}>
func.func @broadcast_select(%p: tensor<i1>, %a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @elementwise(
// CHECK: chlo.erf{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=8}>
func.func @elementwise(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = chlo.erf %a : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @top_k(
// CHECK: chlo.top_k{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i, j]) {i=4, j=16} need_replication={j} blocked_propagation={j}>
func.func @top_k(%a: tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = chlo.top_k(%a, k = 2) : tensor<4x16xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// CHECK-LABEL: func @constant(
// CHECK-NOT: sdy.sharding_rule
func.func @constant() -> tensor<4xf32> {
  %0 = chlo.constant dense<1.0> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
