// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// select_and_scatter has no pretty form upstream: it prints generically.

// The spec's example, written with an attribute dictionary.
// CHECK-LABEL: func.func @spec_example
func.func @spec_example(%operand: tensor<4x2xi64>, %source: tensor<2x2xi64>, %init_value: tensor<i64>) -> tensor<4x2xi64> {
  // CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<{{\[\[}}0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
  // CHECK-NEXT: %1 = stablehlo.compare GE, %arg3, %arg4 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT: stablehlo.return %1 : tensor<i1>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
  // CHECK-NEXT: %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
  // CHECK-NEXT: stablehlo.return %1 : tensor<i64>
  // CHECK-NEXT: }) : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  return %result : tensor<4x2xi64>
}

// Dynamic dimensions flow through; scatter accumulates f16 in f32 (c10).
// CHECK-LABEL: func.func @dynamic_promoted
func.func @dynamic_promoted(%operand: tensor<?x4xf16>, %source: tensor<?x2xf16>, %init: tensor<f16>) -> tensor<?x4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  // CHECK: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT: stablehlo.return %arg3 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<?x4xf16>, tensor<?x2xf16>, tensor<f16>) -> tensor<?x4xf32>
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<?x4xf16>, tensor<?x2xf16>, tensor<f16>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
