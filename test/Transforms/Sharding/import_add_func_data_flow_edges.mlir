// RUN: hlokit-opt %s -split-input-file -sdy-add-func-data-flow-edges | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-add-func-data-flow-edges --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["x"=2]>

// Edges on the call's results and on the callee's arguments, not on
// @main's; each carries the value's sharding; tokens get none.
// CHECK-LABEL: func @main(%arg0: tensor<8xf32>)
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[C:.*]]:2 = call @foo(%arg0)
  // CHECK-NEXT: %[[E:.*]] = sdy.func_data_flow_edge %[[C]]#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  // CHECK-NEXT: return %[[E]]
  %0:2 = call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, []>]>} : (tensor<8xf32>) -> (tensor<8xf32>, !stablehlo.token)
  return %0#0 : tensor<8xf32>
}
// CHECK-LABEL: func private @foo(
func.func private @foo(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>}) -> (tensor<8xf32>, !stablehlo.token) {
  // CHECK-NEXT: %[[A:.*]] = sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<8xf32>
  // CHECK-NEXT: %[[T:.*]] = stablehlo.create_token
  // CHECK-NEXT: return %[[A]], %[[T]]
  %0 = stablehlo.create_token : !stablehlo.token
  return %arg0, %0 : tensor<8xf32>, !stablehlo.token
}

// -----

// A single function is the main one, whatever its name.
// CHECK-LABEL: func @only(%arg0: tensor<8xf32>)
// CHECK-NOT:   sdy.func_data_flow_edge
func.func @only(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
