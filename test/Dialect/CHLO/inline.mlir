// RUN: hlokit-opt %s --inline | FileCheck %s

// Calls to functions using chlo ops inline like stablehlo ones.
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %0 = chlo.erf %arg0 : tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT: return %0
func.func @caller(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @callee(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func private @callee(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
