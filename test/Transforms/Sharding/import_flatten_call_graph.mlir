// RUN: hlokit-opt %s -sdy-flatten-call-graph | FileCheck %s
// RUN: hlokit-opt %s -sdy-flatten-call-graph --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Each function is called once: the second call of @foo calls a copy of it,
// which calls a copy of @bar.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[A:.*]] = call @foo(%arg0)
  // CHECK-NEXT: %[[B:.*]] = call @foo_1(%[[A]])
  // CHECK-NEXT: return %[[B]]
  %0 = call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @foo(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// CHECK-LABEL: func.func private @foo(
// CHECK-NEXT:    call @bar(
func.func private @foo(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @bar(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func.func private @bar(
func.func private @bar(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// The callee's copy is made (and named) first.
// CHECK-LABEL: func.func private @bar_0(
// CHECK-SAME:    attributes {sdy.original_func_name = "bar"}
// CHECK-LABEL: func.func private @foo_1(
// CHECK-SAME:    attributes {sdy.original_func_name = "foo"}
// CHECK-NEXT:    call @bar_0(
