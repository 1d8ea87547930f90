// RUN: hlokit-opt %s -split-input-file -sdy-sink-func-data-flow-edges | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-sink-func-data-flow-edges --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Each input takes its edge's sharding; an input with a sharding whose edge
// has none becomes fully open; without either nothing is set.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[CALL:.*]]:2 = call @foo(%arg0, %arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>, <@mesh, [{?}]>]>}
  // CHECK-NEXT: return %[[CALL]]#0, %[[CALL]]#1
  %0:2 = call @foo(%arg0, %arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, [{"a"}]>]>} : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1 = sdy.func_data_flow_edge %0#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} : tensor<8xf32>
  %2 = sdy.func_data_flow_edge %0#1 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func private @foo(
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>},
// CHECK-SAME:    %arg1: tensor<8xf32>)
// CHECK-NEXT:    return %arg0, %arg1
func.func private @foo(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<8xf32>
  %1 = sdy.func_data_flow_edge %arg1 : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
