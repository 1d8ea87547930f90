// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// async_start and async_done print generically, as upstream's do.

// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%x: tensor<8x2xf32>) -> tensor<8x4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.async_start"(%arg0) ({
  // CHECK-NEXT: ^bb0(%arg1: tensor<8x2xf32>):
  // CHECK-NEXT:   %2 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<8x2xf32>) -> tensor<8x4xf32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<8x4xf32>
  // CHECK-NEXT: }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  // CHECK-NEXT: %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x4xf32>>) -> tensor<8x4xf32>
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<8x2xf32>):
    %1 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
    "stablehlo.return"(%1) : (tensor<8x4xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x4xf32>>) -> tensor<8x4xf32>
  func.return %2 : tensor<8x4xf32>
}

// A slice, and a future returned from a function.
// CHECK-LABEL: func.func @slice
// CHECK-SAME: -> !stablehlo.future<tensor<2xi32>>
func.func @slice(%x: tensor<4xi32>) -> !stablehlo.future<tensor<2xi32>> {
  // CHECK: stablehlo.slice
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xi32>):
    %1 = stablehlo.slice %a [1:3] : (tensor<4xi32>) -> tensor<2xi32>
    stablehlo.return %1 : tensor<2xi32>
  }) : (tensor<4xi32>) -> !stablehlo.future<tensor<2xi32>>
  func.return %0 : !stablehlo.future<tensor<2xi32>>
}

// The future type holds a list of tensors, as upstream's.
// CHECK-LABEL: func.func private @future_types
// CHECK-SAME: (!stablehlo.future<tensor<f32>, tensor<?xi32>>)
func.func private @future_types(!stablehlo.future<tensor<f32>, tensor<?xi32>>)
