// Sharding rules of stablehlo's collectives: all_reduce and the permutes
// are elementwise; all_gather, reduce_scatter and all_to_all have, on each
// dimension whose size they change, one replicated factor of the operands
// and one of the results. A variadic collective's lower-ranked values have
// only the dimensions they have.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s

// CHECK-LABEL: func @all_reduce(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}>
func.func @all_reduce(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @all_gather(
// CHECK: stablehlo.all_gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=8, j=16, k=32} need_replication={j, k}>
func.func @all_gather(%a: tensor<8x16xf32>) -> tensor<8x32xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x16xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// CHECK-LABEL: func @all_gather_variadic_ranks(
// CHECK: stablehlo.all_gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, i], [j])->([k, i], [k]) {i=2, j=2, k=4} need_replication={j, k}>
func.func @all_gather_variadic_ranks(%a: tensor<2x2xf32>, %b: tensor<3xi8>) -> (tensor<4x2xf32>, tensor<6xi8>) {
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>, tensor<3xi8>) -> (tensor<4x2xf32>, tensor<6xi8>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<6xi8>
}

// CHECK-LABEL: func @reduce_scatter(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=8, j=16, k=8} need_replication={j, k}>
func.func @reduce_scatter(%a: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64} : (tensor<8x16xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func @all_to_all(
// CHECK: stablehlo.all_to_all{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, j])->([i, m, k]) {i=4, j=16, k=8, l=8, m=16} need_replication={j, k, l, m}>
func.func @all_to_all(%a: tensor<4x8x16xf32>) -> tensor<4x16x8xf32> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
  return %0 : tensor<4x16x8xf32>
}

// CHECK-LABEL: func @all_to_all_same_dimension(
// CHECK: stablehlo.all_to_all{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=4, j=8, k=8} need_replication={j, k}>
func.func @all_to_all_same_dimension(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @collective_permute(
// CHECK: stablehlo.collective_permute{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}>
func.func @collective_permute(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @collective_broadcast(
// CHECK: stablehlo.collective_broadcast{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}>
func.func @collective_broadcast(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
