// result_accuracy on the transcendental ops: printed only when it isn't the
// default, tolerances only when not zero, as upstream prints them.
// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @accuracy
// CHECK-NEXT: stablehlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
// CHECK-NEXT: stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
// CHECK-NEXT: stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 2.000000e-03, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
func.func @accuracy(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<4xf32>
  %1 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  %2 = "stablehlo.tanh"(%arg0) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, rtol = 2.0e-03, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %3 : tensor<4xf32>
}
