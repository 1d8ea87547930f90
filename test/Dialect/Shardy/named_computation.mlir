// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// CHECK-LABEL: func.func @no_shardings
func.func @no_shardings(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  // CHECK-NEXT: %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8x2xi32>) {
  // CHECK-NEXT:   %1 = stablehlo.add %arg1, %arg1 : tensor<8x2xi32>
  // CHECK-NEXT:   sdy.return %1 : tensor<8x2xi32>
  // CHECK-NEXT: } : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8x2xi32>) {
    %1 = stablehlo.add %arg1, %arg1 : tensor<8x2xi32>
    sdy.return %1 : tensor<8x2xi32>
  } : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %0 : tensor<8x2xi32>
}

// Either sharding list may be left out; a token takes a rank-0 sharding.
// CHECK-LABEL: func.func @shardings
func.func @shardings(%arg0: tensor<8x2xi32>, %arg1: !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token) {
  // CHECK-NEXT: %0 = sdy.named_computation<"in">(%arg0) in_shardings=[<@mesh, [{"b"}, {}]>] (%arg2: tensor<8x2xi32>) {
  // CHECK:      %1:2 = sdy.named_computation<"both">(%0, %arg1) in_shardings=[<@mesh, [{"b"}, {}]>, <@mesh, []>] out_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, []>] (%arg2: tensor<8x2xi32>, %arg3: !stablehlo.token) {
  // CHECK-NEXT:   sdy.return %arg2, %arg3 : tensor<8x2xi32>, !stablehlo.token
  // CHECK-NEXT: } : (tensor<8x2xi32>, !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token)
  // CHECK-NEXT: %2 = sdy.named_computation<"out">() out_shardings=[<@mesh, [{}]>] () {
  %0 = sdy.named_computation<"in">(%arg0) in_shardings=[<@mesh, [{"b"}, {}]>] (%arg2: tensor<8x2xi32>) {
    sdy.return %arg2 : tensor<8x2xi32>
  } : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %1:2 = sdy.named_computation<"both">(%0, %arg1) in_shardings=[<@mesh, [{"b"}, {}]>, <@mesh, []>] out_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, []>] (%arg2: tensor<8x2xi32>, %arg3: !stablehlo.token) {
    sdy.return %arg2, %arg3 : tensor<8x2xi32>, !stablehlo.token
  } : (tensor<8x2xi32>, !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token)
  %2 = sdy.named_computation<"out">() out_shardings=[<@mesh, [{}]>] () {
    %3 = stablehlo.constant dense<1.0> : tensor<4xf32>
    sdy.return %3 : tensor<4xf32>
  } : () -> tensor<4xf32>
  return %1#0, %1#1 : tensor<8x2xi32>, !stablehlo.token
}
