// RUN: hlokit-opt %s -sdy-propagation-pipeline | FileCheck %s
// RUN: hlokit-opt %s -sdy-propagation-pipeline=dedup-functions-fully=true | FileCheck %s --check-prefix=DEDUP

sdy.mesh @mesh = <["a"=2]>

// Calls: by default the callee is copied into the caller as a named
// computation and propagated through as if inlined; with
// dedup-functions-fully it stays a function, reached through func data flow
// edges. Either way "a" goes through the callee and back out.
// CHECK-LABEL: func @main
// DEDUP-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  // CHECK: sdy.named_computation<"callee">(%arg0)
  // CHECK:   stablehlo.negate %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  // DEDUP: %[[CALL:.*]] = call @callee(%arg0)
  // DEDUP: %[[EDGE:.*]] = sdy.func_data_flow_edge %[[CALL]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  // CHECK: stablehlo.abs %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  // DEDUP: stablehlo.abs %[[EDGE]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = stablehlo.abs %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-NOT: func private @callee
// DEDUP-LABEL: func private @callee
func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // DEDUP: stablehlo.negate %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
