// Sharding rules of ops that move elements along a dimension: a sliced,
// padded or reversed dimension is a permutation (blocked in conservative
// propagation), a dynamically sliced one is replicated and blocked; the
// concatenated dimension is a permutation for slices of one value, else
// replicated, and has no factor in conservative propagation. iota,
// constants and ops of dynamic shape have no rule, and no warning.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules -verify-diagnostics -o /dev/null
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules=conservative-propagation=true | FileCheck %s --check-prefix=CONSERVATIVE

// CHECK-LABEL: func @slice(
// CHECK: stablehlo.slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={i}>
// CONSERVATIVE-LABEL: func @slice(
// CONSERVATIVE: stablehlo.slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={i} blocked_propagation={i}>
func.func @slice(%a: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.slice %a [2:6, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func @pad(
// CHECK: stablehlo.pad{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=8, j=16} permutation={i}>
// CONSERVATIVE-LABEL: func @pad(
// CONSERVATIVE: stablehlo.pad{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=8, j=16} permutation={i} blocked_propagation={i}>
func.func @pad(%a: tensor<8x16xf32>, %v: tensor<f32>) -> tensor<10x16xf32> {
  %0 = stablehlo.pad %a, %v, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
  return %0 : tensor<10x16xf32>
}

// CHECK-LABEL: func @dynamic_slice(
// CHECK: stablehlo.dynamic_slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [], [])->([i, j]) {i=8, j=16} need_replication={i} blocked_propagation={i}>
func.func @dynamic_slice(%a: tensor<8x16xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x16xf32> {
  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// CHECK-LABEL: func @dynamic_update_slice(
// CHECK: stablehlo.dynamic_update_slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=8, j=2, k=16} need_replication={j}>
func.func @dynamic_update_slice(%a: tensor<8x16xf32>, %u: tensor<2x16xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<8x16xf32> {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<8x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @dynamic_update_slice_constant_indices(
// CHECK: stablehlo.dynamic_update_slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=8, j=2, k=16}>
func.func @dynamic_update_slice_constant_indices(%a: tensor<8x16xf32>, %u: tensor<2x16xf32>) -> tensor<8x16xf32> {
  %i = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<8x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @reverse(
// CHECK: stablehlo.reverse{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={j}>
func.func @reverse(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @concatenate(
// CHECK: stablehlo.concatenate{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=20} need_replication={j}>
// CONSERVATIVE-LABEL: func @concatenate(
// CONSERVATIVE: stablehlo.concatenate{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k])->([i, l]) {i=8, j=1, k=1, l=1}>
func.func @concatenate(%a: tensor<8x16xf32>, %b: tensor<8x4xf32>) -> tensor<8x20xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<8x16xf32>, tensor<8x4xf32>) -> tensor<8x20xf32>
  return %0 : tensor<8x20xf32>
}

// CHECK-LABEL: func @concatenate_slices(
// CHECK: stablehlo.slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={j}>
// CHECK: stablehlo.slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={j}>
// CHECK: stablehlo.concatenate{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16} permutation={j}>
func.func @concatenate_slices(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.slice %a [0:8, 12:16] : (tensor<8x16xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.slice %a [0:8, 0:12] : (tensor<8x16xf32>) -> tensor<8x12xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x4xf32>, tensor<8x12xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// CHECK-LABEL: func @concatenate_value_and_its_slice(
// CHECK: stablehlo.slice{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16} permutation={j}>
// CHECK: stablehlo.concatenate{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=20} permutation={j}>
func.func @concatenate_value_and_its_slice(%a: tensor<8x16xf32>) -> tensor<8x20xf32> {
  %0 = stablehlo.slice %a [0:8, 0:4] : (tensor<8x16xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.concatenate %a, %0, dim = 1 : (tensor<8x16xf32>, tensor<8x4xf32>) -> tensor<8x20xf32>
  return %1 : tensor<8x20xf32>
}

// CHECK-LABEL: func @iota_and_constant(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>
func.func @iota_and_constant() -> tensor<8xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xi32>
  %1 = stablehlo.constant dense<1> : tensor<8xi32>
  %2 = stablehlo.add %0, %1 : tensor<8xi32>
  return %2 : tensor<8xi32>
}

// CHECK-LABEL: func @dynamic_shape_ops(
// CHECK-NOT: sdy.sharding_rule
func.func @dynamic_shape_ops(%a: tensor<?xf32>, %shape: tensor<1xi64>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [0] : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  return %0 : tensor<?xf32>
}
