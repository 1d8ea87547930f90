// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline=dedup-functions-fully=true | FileCheck %s --check-prefix=DEDUP

sdy.mesh @mesh = <["a"=2]>

// Calls: by default the callee is copied into the caller as a named
// computation, propagated through as if inlined, and outlined back into a
// function afterwards; with dedup-functions-fully it stays a function,
// reached through func data flow edges. Either way "a" goes through the
// callee and back out, and the call is a call again.
// CHECK-LABEL: func @main
// DEDUP-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @callee(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: stablehlo.abs %[[CALL]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // DEDUP-NEXT: %[[CALL:.*]] = call @callee(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // DEDUP-NEXT: stablehlo.abs %[[CALL]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  %0 = call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.abs %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func private @callee(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
// CHECK-NOT:     sdy.original_func_name
// CHECK-NEXT:    stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
// DEDUP-LABEL: func private @callee(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
// DEDUP-NEXT:    stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Two calls of one function sharded differently: by default each keeps a
// copy of its own; fully deduplicated they share one, which can't be
// sharded both ways: it stays replicated and the operands are resharded to
// it.
// CHECK-LABEL: func @main
// DEDUP-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                     %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: call @f_0(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>}
  // DEDUP-NEXT: %[[R1:.*]] = sdy.reshard %arg1 <@mesh, [{}]>
  // DEDUP-NEXT: %[[R0:.*]] = sdy.reshard %arg0 <@mesh, [{}]>
  // DEDUP-NEXT: call @f(%[[R0]])
  // DEDUP-NEXT: call @f(%[[R1]])
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @f(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
// CHECK-LABEL: func private @f(
// CHECK-LABEL: func private @f_0(
// DEDUP-LABEL: func private @f(
// DEDUP-NOT:   func private @f_0(
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
