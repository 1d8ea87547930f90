// Sharding rules of custom_call by target, and the ops without a rule:
// control flow, calls, tuples and tokens, whose values propagation connects
// itself. A known target of another form than its rule reads gets no rule
// (malformed_targets).
// Callbacks get none, silently; unknown targets warn
// (op_sharding_rules_unknown.mlir).
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules -verify-diagnostics -o /dev/null

sdy.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func @pointwise_target(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=8}>
func.func @pointwise_target(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.custom_call @MoveToHost(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @callback_target(
// CHECK-NOT: sdy.sharding_rule
func.func @callback_target(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.custom_call @xla_python_cpu_callback(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @eigh(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k], [i, k]) {i=4, j=8, k=8}>
func.func @eigh(%a: tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8xf32>) {
  %0:2 = stablehlo.custom_call @Eigh(%a) : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8xf32>)
  return %0#0, %0#1 : tensor<4x8x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func @eigh_malformed(
// CHECK-NOT: sdy.sharding_rule
func.func @eigh_malformed(%a: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %0 = stablehlo.custom_call @Eigh(%a) : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}

// CHECK-LABEL: func @qr(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k], [i, l]) {i=4, j=8, k=6, l=6} need_replication={j, k, l}>
func.func @qr(%a: tensor<4x8x6xf32>) -> (tensor<4x8x6xf32>, tensor<4x6xf32>) {
  %0:2 = stablehlo.custom_call @Qr(%a) : (tensor<4x8x6xf32>) -> (tensor<4x8x6xf32>, tensor<4x6xf32>)
  return %0#0, %0#1 : tensor<4x8x6xf32>, tensor<4x6xf32>
}

// CHECK-LABEL: func @householder_product(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, j, k]) {i=4, j=8, k=6, l=6} need_replication={j, k, l}>
func.func @householder_product(%a: tensor<4x8x6xf32>, %taus: tensor<4x6xf32>) -> tensor<4x8x6xf32> {
  %0 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%a, %taus) : (tensor<4x8x6xf32>, tensor<4x6xf32>) -> tensor<4x8x6xf32>
  return %0 : tensor<4x8x6xf32>
}

// CHECK-LABEL: func @top_k(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i, j]) {i=4, j=16} need_replication={j} blocked_propagation={j}>
func.func @top_k(%a: tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = stablehlo.custom_call @mhlo.topk(%a) {mhlo.attributes = {k = 2 : i64}} : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// CHECK-LABEL: func @approx_top_k(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j], [], [])->([i, k], [i, k]) {i=4, j=16, k=2} need_replication={k} blocked_propagation={k}>
func.func @approx_top_k(%a: tensor<4x16xf32>, %iota: tensor<4x16xi32>, %x: tensor<f32>, %y: tensor<i32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = stablehlo.custom_call @ApproxTopK(%a, %iota, %x, %y) : (tensor<4x16xf32>, tensor<4x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// CHECK-LABEL: func @x64_combine(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>
func.func @x64_combine(%hi: tensor<2xui32>, %lo: tensor<2xui32>) -> tensor<2xui64> {
  %0 = stablehlo.custom_call @X64Combine(%hi, %lo) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// CHECK-LABEL: func @x64_combine_rng_state(
// CHECK: stablehlo.custom_call{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2} need_replication={i} blocked_propagation={i}>
// CHECK: stablehlo.rng_bit_generator{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i], [j]) {i=2, j=8} need_replication={i} blocked_propagation={i}>
func.func @x64_combine_rng_state(%hi: tensor<2xui32>, %lo: tensor<2xui32>) -> tensor<8xui32> {
  %0 = stablehlo.custom_call @X64Combine(%hi, %lo) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>
  %1:2 = stablehlo.rng_bit_generator %0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
  return %1#1 : tensor<8xui32>
}

// CHECK-LABEL: func @control_flow(
// CHECK-NOT: sdy.sharding_rule
// CHECK: stablehlo.negate{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>
// CHECK-NOT: sdy.sharding_rule
func.func @control_flow(%a: tensor<4xf32>, %p: tensor<i1>) -> tensor<4xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<4xf32>
  }, {
    %1 = stablehlo.negate %a : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %2 = stablehlo.optimization_barrier %0 : tensor<4xf32>
  %3 = func.call @callee(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.tuple %3 : tuple<tensor<4xf32>>
  %5 = stablehlo.get_tuple_element %4[0] : (tuple<tensor<4xf32>>) -> tensor<4xf32>
  %6 = stablehlo.after_all : !stablehlo.token
  return %5 : tensor<4xf32>
}

func.func private @callee(%a: tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL: func @sharding_constraint(
// CHECK: sdy.sharding_constraint{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=8}>
func.func @sharding_constraint(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func @malformed_targets(
// CHECK-NOT: sdy.sharding_rule
func.func @malformed_targets(%a: tensor<4x16xf32>, %iota: tensor<16xi32>, %x: tensor<f32>, %y: tensor<i32>, %m: tensor<4x8x8xf32>) -> (tensor<4x2xf32>, tensor<4x8x8xf32>) {
  %0:2 = stablehlo.custom_call @ApproxTopK(%a, %iota, %x, %y) : (tensor<4x16xf32>, tensor<16xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  %1:2 = stablehlo.custom_call @Eigh(%m) : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<8xf32>)
  %2:2 = stablehlo.custom_call @Qr(%a) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x4x4xf32>)
  return %0#0, %1#0 : tensor<4x2xf32>, tensor<4x8x8xf32>
}
