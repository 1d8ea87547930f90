// Sharding rules of chlo ops, those of what each legalizes to: elementwise
// ops are pointwise; a broadcasting op maps each operand's dimensions to
// the result's as broadcast_in_dim would (trailing alignment, or
// broadcast_dimensions), an expanded size-1 dimension getting a size-1
// factor; top_k is mhlo.topk's custom call; ragged_dot has XLA's rule of
// mhlo.ragged_dot in its three modes (the ragged dimension non-contracting,
// contracting or batch): dot_general's factors, group_sizes sharing those
// of the lhs dimensions it indexes, the ragged dimension and the groups
// replicated.
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

// CHECK-LABEL: func @ragged_dot_non_contracting(
// CHECK: chlo.ragged_dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [m, i, l, k], [i, m])->([i, j, k]) {i=16, j=32, k=8, l=64, m=4} reduction={l} need_replication={j, m}>
func.func @ragged_dot_non_contracting(%lhs: tensor<16x32x64xf32>, %rhs: tensor<4x16x64x8xf32>, %groups: tensor<16x4xi32>) -> tensor<16x32x8xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<16x32x64xf32>, tensor<4x16x64x8xf32>, tensor<16x4xi32>) -> tensor<16x32x8xf32>
  return %0 : tensor<16x32x8xf32>
}

// CHECK-LABEL: func @ragged_dot_contracting_many(
// CHECK: chlo.ragged_dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([o, k, i, p, l, j, q], [o, i, m, p, n, j, q], [i, j, o, r])->([r, i, j, k, l, m, n]) {i=11, j=12, k=21, l=22, m=31, n=32, o=41, p=42, q=43, r=7} reduction={o, q} need_replication={p, r}>
func.func @ragged_dot_contracting_many(%lhs: tensor<41x21x11x42x22x12x43xf32>, %rhs: tensor<41x11x31x42x32x12x43xf32>, %groups: tensor<11x12x41x7xi32>) -> tensor<7x11x12x21x22x31x32xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [2, 5], rhs_batching_dimensions = [1, 5], lhs_contracting_dimensions = [0, 3, 6], rhs_contracting_dimensions = [0, 3, 6], lhs_ragged_dimensions = [3], rhs_group_dimensions = []>}> : (tensor<41x21x11x42x22x12x43xf32>, tensor<41x11x31x42x32x12x43xf32>, tensor<11x12x41x7xi32>) -> tensor<7x11x12x21x22x31x32xf32>
  return %0 : tensor<7x11x12x21x22x31x32xf32>
}

// CHECK-LABEL: func @ragged_dot_non_contracting_many(
// CHECK: chlo.ragged_dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([o, k, i, p, l, j, q], [o, i, m, p, n, j, q, r], [i, j, k, r])->([i, j, k, l, m, n]) {i=11, j=12, k=21, l=22, m=31, n=32, o=41, p=42, q=43, r=7} reduction={o, p, q} need_replication={l, r}>
func.func @ragged_dot_non_contracting_many(%lhs: tensor<41x21x11x42x22x12x43xf32>, %rhs: tensor<41x11x31x42x32x12x43x7xf32>, %groups: tensor<11x12x21x7xi32>) -> tensor<11x12x21x22x31x32xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [2, 5], rhs_batching_dimensions = [1, 5], lhs_contracting_dimensions = [0, 3, 6], rhs_contracting_dimensions = [0, 3, 6], lhs_ragged_dimensions = [4], rhs_group_dimensions = [7]>}> : (tensor<41x21x11x42x22x12x43xf32>, tensor<41x11x31x42x32x12x43x7xf32>, tensor<11x12x21x7xi32>) -> tensor<11x12x21x22x31x32xf32>
  return %0 : tensor<11x12x21x22x31x32xf32>
}

// CHECK-LABEL: func @ragged_dot_batch(
// CHECK: chlo.ragged_dot{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k], [m])->([i, j, k]) {i=16, j=32, k=8, l=64, m=1} reduction={l}>
func.func @ragged_dot_batch(%lhs: tensor<16x32x64xf32>, %rhs: tensor<16x64x8xf32>, %groups: tensor<4xi32>) -> tensor<16x32x8xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>}> : (tensor<16x32x64xf32>, tensor<16x64x8xf32>, tensor<4xi32>) -> tensor<16x32x8xf32>
  return %0 : tensor<16x32x8xf32>
}
