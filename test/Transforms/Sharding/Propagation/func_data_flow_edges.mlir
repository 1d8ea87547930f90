// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A func argument's edge takes its callers' operands as sources, a call
// result's edge the callee's returned value.
// CHECK-LABEL: func private @callee
func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[E:.*]] = sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  // CHECK: stablehlo.negate %[[E]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = stablehlo.negate %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  %0 = call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  // CHECK: %[[R:.*]] = sdy.func_data_flow_edge %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>
  // CHECK: stablehlo.abs %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %2 = stablehlo.abs %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A recursive func: the argument's edge takes both callers' operands; the
// walk through calls and returns that queues users ends.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  %0 = call @recursive(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func private @recursive
func.func private @recursive(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  // CHECK: stablehlo.abs %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = stablehlo.abs %0 : tensor<8xf32>
  %2 = call @recursive(%1) : (tensor<8xf32>) -> tensor<8xf32>
  %3 = sdy.func_data_flow_edge %2 : tensor<8xf32>
  return %3 : tensor<8xf32>
}
