// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Upstream has no pretty form for `case`: it prints generically, with the
// branch bodies in pretty form.

// CHECK-LABEL: func.func @case_with_two_results
func.func @case_with_two_results(%index: tensor<i32>, %a: tensor<2xi64>, %b: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  // CHECK-NEXT: %0:2 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1, %arg1 : tensor<2xi64>, tensor<2xi64>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg2, %arg2 : tensor<2xi64>, tensor<2xi64>
  // CHECK-NEXT: }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  // CHECK-NEXT: return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
  %0:2 = "stablehlo.case"(%index) ({
    stablehlo.return %a, %a : tensor<2xi64>, tensor<2xi64>
  }, {
    stablehlo.return %b, %b : tensor<2xi64>, tensor<2xi64>
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
}

// A single branch is allowed; branches may compute their results.
// CHECK-LABEL: func.func @case_with_one_branch
func.func @case_with_one_branch(%index: tensor<i32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %cst : tensor<f32>
  // CHECK-NEXT: }) : (tensor<i32>) -> tensor<f32>
  %0 = "stablehlo.case"(%index) ({
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// Three branches yielding tokens, one with a dynamic dimension; the
// declared result may be more specific.
// CHECK-LABEL: func.func @case_with_three_branches
func.func @case_with_three_branches(%index: tensor<i32>, %t: !stablehlo.token, %a: tensor<?xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, !stablehlo.token) {
  // CHECK-NEXT: %0:2 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg2, %arg1 : tensor<?xf32>, !stablehlo.token
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg3, %arg1 : tensor<3xf32>, !stablehlo.token
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg3, %arg1 : tensor<3xf32>, !stablehlo.token
  // CHECK-NEXT: }) : (tensor<i32>) -> (tensor<3xf32>, !stablehlo.token)
  %0:2 = "stablehlo.case"(%index) ({
    stablehlo.return %a, %t : tensor<?xf32>, !stablehlo.token
  }, {
    stablehlo.return %b, %t : tensor<3xf32>, !stablehlo.token
  }, {
    stablehlo.return %b, %t : tensor<3xf32>, !stablehlo.token
  }) : (tensor<i32>) -> (tensor<3xf32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<3xf32>, !stablehlo.token
}
