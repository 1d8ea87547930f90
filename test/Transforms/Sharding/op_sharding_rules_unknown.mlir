// An op or custom_call target the registry doesn't know gets no rule, so
// its values stay replicated, and a warning naming it: once per name, as
// propagation asks for rules again and again.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules -split-input-file -verify-diagnostics --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func @unknown_target(
// CHECK-NOT: sdy.sharding_rule
func.func @unknown_target(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-warning@+1 {{custom call @my_kernel is unknown to SDY sharding rule registry}}
  %0 = stablehlo.custom_call @my_kernel(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.custom_call @my_kernel(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func @another_unknown_target(
// CHECK: stablehlo.abs{{.*}}sdy.sharding_rule
func.func @another_unknown_target(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-warning@+1 {{custom call @other_kernel is unknown to SDY sharding rule registry}}
  %0 = stablehlo.custom_call @other_kernel(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.abs %0 : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func @unknown_op(
// CHECK-NOT: sdy.sharding_rule
func.func @unknown_op(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-warning@+1 {{op 'mydialect.op' is unknown to SDY sharding rule registry}}
  %0 = "mydialect.op"(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
