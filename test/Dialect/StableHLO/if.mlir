// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Upstream has no pretty form for `if`: it prints generically, with the
// branch bodies in pretty form.

// CHECK-LABEL: func.func @if_selects_a_branch
func.func @if_selects_a_branch(%pred: tensor<i1>) -> tensor<2xi32> {
  // CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK-NEXT:   stablehlo.return %c : tensor<2xi32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  // CHECK-NEXT:   stablehlo.return %c : tensor<2xi32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<2xi32>
  // CHECK-NEXT: return %0 : tensor<2xi32>
  %0 = "stablehlo.if"(%pred) ({
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    stablehlo.return %c : tensor<2xi32>
  }, {
    %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    stablehlo.return %c : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// Branches may yield values defined outside, tokens, and several results.
// CHECK-LABEL: func.func @if_with_captured_values_and_tokens
func.func @if_with_captured_values_and_tokens(%pred: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>, %t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  // CHECK-NEXT: %0:2 = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1, %arg3 : tensor<f32>, !stablehlo.token
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg2, %arg3 : tensor<f32>, !stablehlo.token
  // CHECK-NEXT: }) : (tensor<i1>) -> (tensor<f32>, !stablehlo.token)
  %0:2 = "stablehlo.if"(%pred) ({
    stablehlo.return %a, %t : tensor<f32>, !stablehlo.token
  }, {
    stablehlo.return %b, %t : tensor<f32>, !stablehlo.token
  }) : (tensor<i1>) -> (tensor<f32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<f32>, !stablehlo.token
}

// A declared result may be more specific than a branch's dynamic type, and
// branches may disagree on a dimension one of them leaves dynamic.
// CHECK-LABEL: func.func @if_with_dynamic_branch_types
func.func @if_with_dynamic_branch_types(%pred: tensor<i1>, %a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK: }) : (tensor<i1>) -> tensor<3xf32>
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<?xf32>
  }, {
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// Nested control flow.
// CHECK-LABEL: func.func @nested_if
func.func @nested_if(%p: tensor<i1>, %q: tensor<i1>, %a: tensor<i64>, %b: tensor<i64>) -> tensor<i64> {
  // CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   %1 = "stablehlo.if"(%arg1) ({
  // CHECK-NEXT:     stablehlo.return %arg2 : tensor<i64>
  // CHECK-NEXT:   }, {
  // CHECK-NEXT:     stablehlo.return %arg3 : tensor<i64>
  // CHECK-NEXT:   }) : (tensor<i1>) -> tensor<i64>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg3 : tensor<i64>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<i64>
  %0 = "stablehlo.if"(%p) ({
    %1 = "stablehlo.if"(%q) ({
      stablehlo.return %a : tensor<i64>
    }, {
      stablehlo.return %b : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }, {
    stablehlo.return %b : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

// Branches compute with the values they capture.
// CHECK-LABEL: func.func @if_with_computing_branches
func.func @if_with_computing_branches(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %c = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT: %1 = "stablehlo.if"(%c) ({
  // CHECK-NEXT:   %2 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<4xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %2 = stablehlo.select %0, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<4xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<4xf32>
  %gt = stablehlo.compare GT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %0 = "stablehlo.if"(%pred) ({
    %sum = stablehlo.add %a, %b : tensor<4xf32>
    stablehlo.return %sum : tensor<4xf32>
  }, {
    %max = stablehlo.select %gt, %a, %b : tensor<4xi1>, tensor<4xf32>
    stablehlo.return %max : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
