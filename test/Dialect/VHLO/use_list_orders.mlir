// MLIR's writer records each value's use-list order unless it is the order
// a reader makes. Upstream converts versions with MLIR's dialect conversion,
// and the artifact shows how that leaves the lists: an op a version step
// replaces (custom_call_v2 down to custom_call_v1 before 1.18.0) puts its
// uses of its operands first, the latest replacement's first; the untouched
// users of a replaced result come before the replacements' uses, reversed.
// At the current version nothing is replaced and the lists are a reader's.
// RUN: hlokit-translate --serialize --target=1.17.0 %s | hlokit-opt --mlir-print-value-users --mlir-print-op-generic | FileCheck %s --check-prefix=DOWN
// RUN: hlokit-translate --serialize --target=current %s | hlokit-opt --mlir-print-value-users --mlir-print-op-generic | FileCheck %s --check-prefix=SAME

// DOWN: // %arg0 is used by %[[CALL:.*]], %[[NEG:.*]]{{$}}
// DOWN: %[[CALL]] = "vhlo.custom_call_v1"{{.*}} // users: %[[ADD:.*]], %[[SUB:.*]], %[[CALL2:.*]]{{$}}
// DOWN: %[[NEG]] = "vhlo.negate_v1"{{.*}} // users: %[[CALL3:.*]], %[[SUB]], %[[ADD]]{{$}}
// DOWN: %[[CALL2]] = "vhlo.custom_call_v1"
// DOWN: %[[ADD]] = "vhlo.add_v1"
// DOWN: %[[SUB]] = "vhlo.subtract_v1"
// DOWN: %[[CALL3]] = "vhlo.custom_call_v1"

// SAME: // %arg0 is used by %[[NEG:.*]], %[[CALL:.*]]{{$}}
// SAME: %[[CALL]] = "vhlo.custom_call_v2"{{.*}} // users: %[[SUB:.*]], %[[ADD:.*]], %[[CALL2:.*]]{{$}}
// SAME: %[[NEG]] = "vhlo.negate_v1"{{.*}} // users: %[[CALL3:.*]], %[[SUB]], %[[ADD]]{{$}}
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.custom_call @k(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.negate %a : tensor<2xf32>
  %2 = stablehlo.custom_call @k(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.add %0, %1 : tensor<2xf32>
  %4 = stablehlo.subtract %0, %1 : tensor<2xf32>
  %5 = stablehlo.custom_call @k(%1) : (tensor<2xf32>) -> tensor<2xf32>
  return %2, %3, %4, %5 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
