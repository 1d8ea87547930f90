// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Op sharding rules (`sdy.sharding_rule`) in Shardy's syntax: factors named
// i..z then z_1, z_2, ...; sizes in factor order; then the factor sets in a
// fixed order and `, custom`.

// CHECK-LABEL: func.func @dot
func.func @dot(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  // CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A scalar op has no factors; no sizes are printed.
// CHECK-LABEL: func.func @scalar
func.func @scalar(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
  %0 = stablehlo.add %a, %a {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
  return %0 : tensor<f32>
}

// Several factors in one dimension, major first; a set without braces is
// empty and not printed.
// CHECK-LABEL: func.func @reshape
func.func @reshape(%a: tensor<2x4xf32>) -> tensor<8xf32> {
  // CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([ij]) {i=2, j=4} need_replication={j}>
  // CHECK-NOT: permutation
  %0 = stablehlo.reshape %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([ij]) {i=2, j=4} need_replication={j} permutation=>} : (tensor<2x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Every factor set and the custom flag, sizes beyond 32 bits.
// CHECK-LABEL: func.func @all_sets
func.func @all_sets(%a: tensor<2x3x5x7xf32>) -> tensor<2x11x4294967296xf32> {
  // CHECK: #sdy.op_sharding_rule<([i, j, k, l])->([i, k, m]) {i=2, j=3, k=5, l=7, m=4294967296} reduction={j} need_replication={i, l} permutation={k} blocked_propagation={i, m}, custom>
  %0 = stablehlo.custom_call @f(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, k, m]) {i=2, j=3, k=5, l=7, m=4294967296} reduction={j} need_replication={i, l} permutation={k} blocked_propagation={i, m}, custom>} : (tensor<2x3x5x7xf32>) -> tensor<2x11x4294967296xf32>
  return %0 : tensor<2x11x4294967296xf32>
}

// Factor 17 is `z`, 18 is `z_1`; `zz_1` is two factors.
// CHECK-LABEL: func.func @numbered_factors
func.func @numbered_factors(%a: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x2x3x4xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x6x4xf32> {
  // CHECK: #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2])
  // CHECK-SAME: {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=2, z_1=3, z_2=4} permutation={z_1}>
  %0 = stablehlo.reshape %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=2, z_1=3, z_2=4} permutation={z_1}>} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x2x3x4xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x6x4xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x6x4xf32>
}

// The rule's parts as attributes of their own.
// CHECK-LABEL: func.func @parts
// CHECK-SAME: tensor = #sdy<tensor_mapping[i, jk]>
func.func @parts() attributes {tensor = #sdy<tensor_mapping[i, jk]>} {
  return
}
