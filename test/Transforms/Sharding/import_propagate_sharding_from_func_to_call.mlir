// RUN: hlokit-opt %s -sdy-propagate-sharding-from-func-to-call | FileCheck %s
// RUN: hlokit-opt %s -sdy-propagate-sharding-from-func-to-call --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @maximal = <[], device_ids=[0]>

// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  // A result without a sharding is fully open on the mesh of the others.
  // CHECK-NEXT: call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>, <@mesh, [{"x"}, {}]>]>}
  %0:2 = call @two_results(%arg0) : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
  // The call's own shardings, even empty ones, are kept.
  // CHECK-NEXT: call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>}
  %1:2 = call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>} : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
  // A callee without result shardings gives none.
  // CHECK-NEXT: call @unsharded(%arg0) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %2 = call @unsharded(%arg0) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  return %0#0, %1#1, %2 : tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>
}

func.func private @two_results(%arg0: tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  return %arg0, %arg0 : tensor<8x2xf32>, tensor<8x2xf32>
}

func.func private @unsharded(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {
  return %arg0 : tensor<8x2xf32>
}
