// Sharding rules of elementwise and layout ops: every dimension of an
// elementwise op is one factor of all its values (scalar operands have none);
// broadcast_in_dim, transpose and reshape say which operand dimension, or
// part of one, each result dimension is. A rule already on an op is kept;
// values of dynamic shape and empty reshapes get none. The populated rules
// read back from the generic form, and populating again keeps them.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules --mlir-print-op-generic | hlokit-opt --sdy-populate-op-sharding-rules | FileCheck %s

// CHECK-LABEL: func @binary(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=4}>
func.func @binary(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func @unary_scalar(
// CHECK: stablehlo.tanh{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>
func.func @unary_scalar(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.tanh %a : tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func @compare(
// CHECK: stablehlo.compare{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>
func.func @compare(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %0 : tensor<8xi1>
}

// CHECK-LABEL: func @select_scalar_pred(
// CHECK: stablehlo.select{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [i, j], [i, j])->([i, j]) {i=4, j=6}>
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: func @clamp_scalar_bounds(
// CHECK: stablehlo.clamp{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [i, j], [])->([i, j]) {i=4, j=6}>
func.func @clamp_scalar_bounds(%lo: tensor<f32>, %a: tensor<4x6xf32>, %hi: tensor<f32>) -> tensor<4x6xf32> {
  %0 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: func @broadcast_in_dim(
// CHECK: stablehlo.broadcast_in_dim{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, k, l]) {i=3, j=1, k=4, l=5}>
func.func @broadcast_in_dim(%a: tensor<1x5xf32>) -> tensor<3x4x5xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<1x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

// CHECK-LABEL: func @broadcast_in_dim_size_one(
// CHECK: stablehlo.broadcast_in_dim{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=1, j=5, k=2}>
func.func @broadcast_in_dim_size_one(%a: tensor<1x5xf32>) -> tensor<1x5x2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<1x5x2xf32>
  return %0 : tensor<1x5x2xf32>
}

// CHECK-LABEL: func @broadcast(
// CHECK: stablehlo.broadcast{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=2, j=3, k=5}>
func.func @broadcast(%a: tensor<5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.broadcast %a, sizes = [2, 3] : (tensor<5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// CHECK-LABEL: func @transpose(
// CHECK: stablehlo.transpose{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, i])->([i, j, k]) {i=5, j=2, k=3}>
func.func @transpose(%a: tensor<2x3x5xf32>) -> tensor<5x2x3xf32> {
  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x3x5xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// CHECK-LABEL: func @reshape_merge(
// CHECK: stablehlo.reshape{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([ij]) {i=4, j=6}>
func.func @reshape_merge(%a: tensor<4x6xf32>) -> tensor<24xf32> {
  %0 = stablehlo.reshape %a : (tensor<4x6xf32>) -> tensor<24xf32>
  return %0 : tensor<24xf32>
}

// CHECK-LABEL: func @reshape_split_and_unit(
// CHECK: stablehlo.reshape{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, jl])->([j, k, l]) {i=1, j=3, k=1, l=4}>
func.func @reshape_split_and_unit(%a: tensor<1x12xf32>) -> tensor<3x1x4xf32> {
  %0 = stablehlo.reshape %a : (tensor<1x12xf32>) -> tensor<3x1x4xf32>
  return %0 : tensor<3x1x4xf32>
}

// CHECK-LABEL: func @reshape_diverging(
// CHECK: stablehlo.reshape{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([ij, mn])->([ik, ln]) {i=2, j=3, k=2, l=3, m=2, n=2}>
func.func @reshape_diverging(%a: tensor<6x4xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.reshape %a : (tensor<6x4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: func @reshape_no_gcd(
// CHECK: stablehlo.reshape{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, k])->([j, l]) {i=3, j=5, k=5, l=3}>
func.func @reshape_no_gcd(%a: tensor<3x5xf32>) -> tensor<5x3xf32> {
  %0 = stablehlo.reshape %a : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// CHECK-LABEL: func @reshape_empty(
// CHECK-NOT: sdy.sharding_rule
func.func @reshape_empty(%a: tensor<0x4xf32>) -> tensor<4x0xf32> {
  %0 = stablehlo.reshape %a : (tensor<0x4xf32>) -> tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}

// CHECK-LABEL: func @bitcast_convert_narrow(
// CHECK: stablehlo.bitcast_convert{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2} need_replication={j}>
func.func @bitcast_convert_narrow(%a: tensor<4xi64>) -> tensor<4x2xi32> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xi64>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// CHECK-LABEL: func @bitcast_convert_wide(
// CHECK: stablehlo.bitcast_convert{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=2} need_replication={j}>
func.func @bitcast_convert_wide(%a: tensor<4x2xi32>) -> tensor<4xi64> {
  %0 = stablehlo.bitcast_convert %a : (tensor<4x2xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func @convert(
// CHECK: stablehlo.convert{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=3}>
func.func @convert(%a: tensor<3xf32>) -> tensor<3xi32> {
  %0 = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func @map(
// CHECK: stablehlo.multiply{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>
func.func @map(%a: tensor<4x2xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// CHECK-LABEL: func @dynamic(
// CHECK-NOT: sdy.sharding_rule
func.func @dynamic(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// CHECK-LABEL: func @user_rule_kept(
// CHECK: stablehlo.abs{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}, custom>
func.func @user_rule_kept(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}, custom>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
