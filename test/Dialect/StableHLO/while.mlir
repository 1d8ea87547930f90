// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// The pretty form names the loop-carried values in a header shared by both
// regions; they print as %iterArg, %iterArg_0, ... as upstream.

// Canonicalization keeps the loop; constants move out of its regions.
// CANON-LABEL: func.func @while_two_values
// CANON-NEXT:    %c = stablehlo.constant dense<1> : tensor<i64>
// CANON-NEXT:    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<f32>
// CANON-NEXT:     cond {
// CANON-NEXT:      stablehlo.return %arg2 : tensor<i1>
// CANON-NEXT:    } do {
// CANON-NEXT:      stablehlo.return %c, %iterArg_0 : tensor<i64>, tensor<f32>
// CANON-NEXT:    }
// CHECK-LABEL: func.func @while_two_values
func.func @while_two_values(%i: tensor<i64>, %sum: tensor<f32>, %p: tensor<i1>) -> (tensor<i64>, tensor<f32>) {
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<f32>
  // CHECK-NEXT:  cond {
  // CHECK-NEXT:   stablehlo.return %arg2 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %c = stablehlo.constant dense<1> : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %c, %iterArg_0 : tensor<i64>, tensor<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0#0, %0#1 : tensor<i64>, tensor<f32>
  %0:2 = stablehlo.while(%x = %i, %y = %sum) : tensor<i64>, tensor<f32>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    %c = stablehlo.constant dense<1> : tensor<i64>
    stablehlo.return %c, %y : tensor<i64>, tensor<f32>
   }
  func.return %0#0, %0#1 : tensor<i64>, tensor<f32>
}

// The generic form prints in pretty form; the block argument names of the
// input do not matter.
// CHECK-LABEL: func.func @while_from_generic_form
func.func @while_from_generic_form(%a: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token) {
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<4xf32>, !stablehlo.token
  // CHECK-NEXT:  cond {
  // CHECK-NEXT:   %c = stablehlo.constant dense<false> : tensor<i1>
  // CHECK-NEXT:   stablehlo.return %c : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   stablehlo.return %iterArg, %iterArg_0 : tensor<4xf32>, !stablehlo.token
  // CHECK-NEXT: }
  %0:2 = "stablehlo.while"(%a, %t) ({
  ^bb0(%c0: tensor<4xf32>, %c1: !stablehlo.token):
    %c = stablehlo.constant dense<false> : tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b0: tensor<4xf32>, %b1: !stablehlo.token):
    "stablehlo.return"(%b0, %b1) : (tensor<4xf32>, !stablehlo.token) -> ()
  }) : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<4xf32>, !stablehlo.token
}

// Without loop-carried values the header is `()` and no types follow;
// attributes print with the `attributes` keyword.
// Like any op without effects, a loop whose regions have none and whose
// results are unused is dead code (as for upstream's RecursiveMemoryEffects).
// CANON-LABEL: func.func @while_without_values
// CANON-NEXT:    return
// CHECK-LABEL: func.func @while_without_values
func.func @while_without_values(%p: tensor<i1>) {
  // CHECK-NEXT: stablehlo.while() attributes {hlokit.tag = 1 : i64}
  // CHECK-NEXT:  cond {
  // CHECK-NEXT:   stablehlo.return %arg0 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   stablehlo.return{{ *$}}
  // CHECK-NEXT: }
  stablehlo.while() attributes {hlokit.tag = 1 : i64}
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return
   }
  func.return
}

// Loops nest, and each level restarts the argument names.
// CHECK-LABEL: func.func @nested_while
func.func @nested_while(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
  // CHECK-NEXT:  cond {
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %1 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<i32>
  // CHECK-NEXT:    cond {
  // CHECK-NEXT:     stablehlo.return %arg1 : tensor<i1>
  // CHECK-NEXT:   } do {
  // CHECK-NEXT:     stablehlo.return %iterArg_0 : tensor<i32>
  // CHECK-NEXT:   }
  // CHECK-NEXT:   stablehlo.return %1 : tensor<i32>
  // CHECK-NEXT: }
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    %1 = stablehlo.while(%y = %x) : tensor<i32>
     cond {
      stablehlo.return %p : tensor<i1>
     } do {
      stablehlo.return %y : tensor<i32>
     }
    stablehlo.return %1 : tensor<i32>
   }
  func.return %0 : tensor<i32>
}

// A body may call a function, as JAX-written loops do.
// CHECK-LABEL: func.func @while_calling_a_function
func.func @while_calling_a_function(%a: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK:        %1 = func.call @step(%iterArg) : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<2xf32>
  %0 = stablehlo.while(%x = %a) : tensor<2xf32>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
   } do {
    %1 = func.call @step(%x) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
   }
  func.return %0 : tensor<2xf32>
}
func.func private @step(%x: tensor<2xf32>) -> tensor<2xf32>

// The spec's example: count to ten while summing.
// CHECK-LABEL: func.func @while_counting_loop
func.func @while_counting_loop(%init_i: tensor<i64>, %init_sum: tensor<i64>) -> tensor<i64> {
  // CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i64>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<10> : tensor<i64>
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1) : tensor<i64>, tensor<i64>
  // CHECK-NEXT:  cond {
  // CHECK-NEXT:   %1 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %1 = stablehlo.add %iterArg_1, %c : tensor<i64>
  // CHECK-NEXT:   %2 = stablehlo.add %iterArg, %c : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %2, %1 : tensor<i64>, tensor<i64>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0#1 : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %results0, %results1 = stablehlo.while(%arg0 = %init_i, %arg1 = %init_sum) : tensor<i64>, tensor<i64>
   cond {
    %cond = stablehlo.compare LT, %arg0, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %cond : tensor<i1>
   } do {
    %new_sum = stablehlo.add %arg1, %one : tensor<i64>
    %new_i = stablehlo.add %arg0, %one : tensor<i64>
    stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
   }
  func.return %results1 : tensor<i64>
}
