// MLIR's writer records each value's use-list order unless it is the order
// a reader makes. A version step (custom_call_v2 down to custom_call_v1
// before 1.18.0) keeps every use where it was, so the artifact for an older
// target has the orders of one written without the step, as upstream's
// writer of that version makes it.
// RUN: hlokit-translate --serialize --target=1.17.0 %s | hlokit-opt --mlir-print-value-users --mlir-print-op-generic | FileCheck %s
// RUN: hlokit-translate --serialize --target=current %s | hlokit-opt --mlir-print-value-users --mlir-print-op-generic | FileCheck %s

// CHECK: %[[NEG:.*]] = "vhlo.negate_v1"{{.*}} // users: %[[ADD:.*]], %[[CALL:.*]]{{$}}
// CHECK: %[[CALL]] = "vhlo.custom_call_v{{[12]}}"{{.*}} // users: %[[ADD]], %[[CALL2:.*]]{{$}}
// CHECK: %[[CALL2]] = "vhlo.custom_call_v{{[12]}}"
// CHECK: %[[ADD]] = "vhlo.add_v1"
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.negate %a : tensor<2xf32>
  %1 = stablehlo.custom_call @k(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @k(%1) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.add %1, %0 : tensor<2xf32>
  return %2, %3 : tensor<2xf32>, tensor<2xf32>
}
