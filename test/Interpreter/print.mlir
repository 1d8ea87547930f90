// Results print in MLIR literal form, one block per result.
// RUN: hlokit-run %s | FileCheck %s

// CHECK-LABEL: tensor<i1> {true}
// CHECK-NEXT:  tensor<0x2xf32> {
// CHECK-NEXT:    []
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<2xcomplex<f64>> {
// CHECK-NEXT:    [(1.000000e+00,-2.500000e-01), (0.000000e+00,1.000000e-01)]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<3xui64> {
// CHECK-NEXT:    [0, 18446744073709551615, 7]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<4xf16> {
// CHECK-NEXT:    [1.000000e+00, 0x7C00, -3.140630e+00, 6.550400e+04]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<2xi4> {
// CHECK-NEXT:    [-8, 7]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<2xf64> {
// CHECK-NEXT:    [0.33333333333333331, 1.000000e+300]
// CHECK-NEXT:  }
func.func @literals() -> (tensor<i1>, tensor<0x2xf32>, tensor<2xcomplex<f64>>, tensor<3xui64>, tensor<4xf16>, tensor<2xi4>, tensor<2xf64>) {
  %0 = stablehlo.constant dense<true> : tensor<i1>
  %1 = stablehlo.constant dense<> : tensor<0x2xf32>
  %2 = stablehlo.constant dense<[(1.0, -0.25), (0.0, 0.1)]> : tensor<2xcomplex<f64>>
  %3 = stablehlo.constant dense<[0, 18446744073709551615, 7]> : tensor<3xui64>
  %4 = stablehlo.constant dense<[1.0, 0x7C00, -3.14159, 65504.0]> : tensor<4xf16>
  %5 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %6 = stablehlo.constant dense<[0.33333333333333331, 1.0e300]> : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<i1>, tensor<0x2xf32>, tensor<2xcomplex<f64>>, tensor<3xui64>, tensor<4xf16>, tensor<2xi4>, tensor<2xf64>
}
