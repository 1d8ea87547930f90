// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace --match-full-lines

// `cond` goes on a new line at the op's indentation plus one space, at every
// nesting depth, as upstream's printer puts it.

//      CHECK:  func.func @nested(%arg0: tensor<i1>, %arg1: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT:    %0 = stablehlo.while(%iterArg = %arg1) : tensor<i64>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %c = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT:      stablehlo.return %c : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %1 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:        %2 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<i64> attributes {foo = 1 : i64}
// CHECK-NEXT:         cond {
// CHECK-NEXT:          %c = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT:          stablehlo.return %c : tensor<i1>
// CHECK-NEXT:        } do {
// CHECK-NEXT:          stablehlo.return %iterArg_0 : tensor<i64>
// CHECK-NEXT:        }
// CHECK-NEXT:        stablehlo.return %2 : tensor<i64>
// CHECK-NEXT:      }, {
// CHECK-NEXT:        stablehlo.return %iterArg : tensor<i64>
// CHECK-NEXT:      }) : (tensor<i1>) -> tensor<i64>
// CHECK-NEXT:      stablehlo.return %1 : tensor<i64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<i64>
// CHECK-NEXT:  }
func.func @nested(%p: tensor<i1>, %arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %1 = "stablehlo.if"(%p) ({
      %2 = stablehlo.while(%iterArg_0 = %iterArg) : tensor<i64> attributes {foo = 1 : i64}
       cond {
        %c = stablehlo.constant dense<false> : tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        stablehlo.return %iterArg_0 : tensor<i64>
      }
      stablehlo.return %2 : tensor<i64>
    }, {
      stablehlo.return %iterArg : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }
  return %0 : tensor<i64>
}

// A loop without operands.
//      CHECK:  func.func @no_operands() {
// CHECK-NEXT:    stablehlo.while()
// CHECK-NEXT:     cond {
func.func @no_operands() {
  stablehlo.while()
   cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return
  }
  return
}
