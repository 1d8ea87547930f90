// RUN: hlokit-opt %s -split-input-file -sdy-insert-func-call-reshards | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-insert-func-call-reshards --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The call takes its callee's result shardings (a result without one fully
// open); results sharded otherwise are resharded back for their users.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[CALL:.*]]:3 = call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>, <@mesh, [{"a"}]>, <@mesh, [{?}]>]>}
  // CHECK-NEXT: %[[R2:.*]] = sdy.reshard %[[CALL]]#2 <@mesh, [{"a"}]>
  // CHECK-NEXT: %[[R0:.*]] = sdy.reshard %[[CALL]]#0 <@mesh, [{"a"}]>
  // CHECK-NEXT: return %[[R0]], %[[CALL]]#1, %[[R2]]
  %0:3 = call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, [{"a", ?}]>, <@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1, %0#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

func.func private @foo(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, tensor<8xf32>) {
  return %arg0, %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A callee without result shardings: the call becomes fully replicated and
// its users get the old sharding back.
// CHECK-LABEL: func @unsharded_callee
func.func @unsharded_callee(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @bar(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %[[CALL]] <@mesh, [{"a"}, {}]>
  // CHECK-NEXT: return %[[R]]
  %0 = call @bar(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A call and callee both without shardings are left alone.
// CHECK-LABEL: func @nothing
func.func @nothing(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @bar(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  // CHECK-NEXT: return %[[CALL]]
  %0 = call @bar(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

func.func private @bar(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  return %arg0 : tensor<8x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// A call result without a sharding whose callee's result is sharded gets a
// reshard to fully replicated.
// CHECK-LABEL: func @unsharded_call
func.func @unsharded_call(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @baz(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %[[CALL]] <@mesh, [{}]>
  // CHECK-NEXT: return %[[R]]
  %0 = call @baz(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func private @baz(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) {
  return %arg0 : tensor<8xf32>
}
