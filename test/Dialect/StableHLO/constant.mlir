// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// CHECK-LABEL: func.func @integer_constants
func.func @integer_constants() -> (tensor<2xi32>, tensor<i1>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<true> : tensor<i1>
  return %0, %1 : tensor<2xi32>, tensor<i1>
}

// CHECK-LABEL: func.func @float_and_complex_constants
func.func @float_and_complex_constants() -> (tensor<f32>, tensor<2xcomplex<f64>>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
  // CHECK-NEXT: %cst_0 = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f64>>
  %0 = stablehlo.constant dense<1.5> : tensor<f32>
  %1 = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  return %0, %1 : tensor<f32>, tensor<2xcomplex<f64>>
}

// CHECK-LABEL: func.func @generic_form_parses
func.func @generic_form_parses() -> tensor<ui8> {
  // CHECK-NEXT: %c = stablehlo.constant dense<7> : tensor<ui8>
  %0 = "stablehlo.constant"() <{value = dense<7> : tensor<ui8>}> : () -> tensor<ui8>
  return %0 : tensor<ui8>
}
