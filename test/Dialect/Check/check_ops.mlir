// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The check ops in the syntax of upstream StableHLO's interpreter tests.

// CHECK-LABEL: func.func @expect_eq_const
func.func @expect_eq_const(%arg0: tensor<2xi64>, %arg1: tensor<i1>) {
  // CHECK-NEXT: check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi64>
  // CHECK-NEXT: check.expect_eq_const %arg1, dense<true> : tensor<i1> {note = "kept"}
  check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %arg1, dense<true> : tensor<i1> {note = "kept"}
  return
}

// A constant of a more specific type than the operand's cannot be written in
// pretty form (the operand takes the constant's type), so it stays generic.
// CHECK-LABEL: func.func @expect_eq_const_dynamic_operand
func.func @expect_eq_const_dynamic_operand(%arg0: tensor<?xi64>) {
  // CHECK-NEXT: check.expect_eq_const(%arg0) <{value = dense<[1, 2]> : tensor<2xi64>}> : (tensor<?xi64>) -> ()
  "check.expect_eq_const"(%arg0) <{value = dense<[1, 2]> : tensor<2xi64>}> : (tensor<?xi64>) -> ()
  return
}

// CHECK-LABEL: func.func @expect_almost_eq_const
func.func @expect_almost_eq_const(%arg0: tensor<2xf32>, %arg1: tensor<complex<f64>>) {
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<[0.999998986, 2.000000e+00]> : tensor<2xf32>
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, tolerance = 1.000000e-03
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<1.000000e+00> : tensor<2xf32>
  // CHECK-NEXT: check.expect_almost_eq_const %arg1, dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f64>>
  check.expect_almost_eq_const %arg0, dense<[0.999999, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %arg0, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 0.001
  // The default tolerance is not printed.
  check.expect_almost_eq_const %arg0, dense<1.0> : tensor<2xf32>, tolerance = 1.0e-4
  check.expect_almost_eq_const %arg1, dense<(1.0, -2.0)> : tensor<complex<f64>>
  return
}

// The tolerance may also be given in the attribute dictionary.
// CHECK-LABEL: func.func @tolerance_in_attribute_dictionary
func.func @tolerance_in_attribute_dictionary(%arg0: tensor<f64>) {
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<5.100000e+00> : tensor<f64>, tolerance = 1.000000e-01
  // CHECK-NEXT: check.expect_almost_eq %arg0, %arg0, tolerance = 2.000000e-01 : tensor<f64>
  check.expect_almost_eq_const %arg0, dense<5.1> : tensor<f64> {tolerance = 0.1 : f64}
  check.expect_almost_eq %arg0, %arg0 {tolerance = 0.2 : f64} : tensor<f64>
  return
}

// CHECK-LABEL: func.func @expect_eq
func.func @expect_eq(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) {
  // CHECK-NEXT: check.expect_eq %arg0, %arg1 : tensor<2xi32>
  check.expect_eq %arg0, %arg1 : tensor<2xi32>
  return
}

// Compatible operand types (a `?` against a size) print both types, as the
// generic form of upstream's dynamic_iota test writes them.
// CHECK-LABEL: func.func @compatible_operand_types
func.func @compatible_operand_types(%arg0: tensor<?x4xi64>, %arg1: tensor<3x4xi64>, %arg2: tensor<?xf32>, %arg3: tensor<2xf32>) {
  // CHECK-NEXT: check.expect_eq %arg0, %arg1 : tensor<?x4xi64>, tensor<3x4xi64>
  // CHECK-NEXT: check.expect_almost_eq %arg2, %arg3, tolerance = 1.000000e-03 : tensor<?xf32>, tensor<2xf32>
  "check.expect_eq"(%arg0, %arg1) : (tensor<?x4xi64>, tensor<3x4xi64>) -> ()
  check.expect_almost_eq %arg2, %arg3, tolerance = 0.001 : tensor<?xf32>, tensor<2xf32>
  return
}

// CHECK-LABEL: func.func @expect_almost_eq
func.func @expect_almost_eq(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) {
  // CHECK-NEXT: check.expect_almost_eq %arg0, %arg1 : tensor<2xf32>
  // CHECK-NEXT: check.expect_almost_eq %arg0, %arg1, tolerance = 1.000000e-03 : tensor<2xf32>
  check.expect_almost_eq %arg0, %arg1 : tensor<2xf32>
  check.expect_almost_eq %arg0, %arg1, tolerance = 0.001 : tensor<2xf32>
  return
}

// CHECK-LABEL: func.func @expect_close
func.func @expect_close(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) {
  // CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  // CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 0 : tensor<12xf32>, tensor<12xf32>
  // CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<12xf32>, tensor<12xf32>
  check.expect_close %arg0, %arg1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<12xf32>, tensor<12xf32>
  // The default min_ulp_difference is not printed.
  check.expect_close %arg0, %arg1, max_ulp_difference = 0, min_ulp_difference = 0 : tensor<12xf32>, tensor<12xf32>
  check.expect_close %arg0, %arg1, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<12xf32>, tensor<12xf32>
  return
}

// CHECK-LABEL: func.func @expect_serialized_eq
func.func @expect_serialized_eq(%arg0: tensor<3x1xi1>) {
  // CHECK-NEXT: check.expect_serialized_eq %arg0, probe_id = "probe_i1" : tensor<3x1xi1>
  // CHECK-NEXT: check.expect_serialized_eq %arg0, probe_id = "probe_i1", iter = 2 : tensor<3x1xi1>
  check.expect_serialized_eq %arg0, probe_id = "probe_i1" : tensor<3x1xi1>
  check.expect_serialized_eq %arg0, probe_id = "probe_i1", iter = 2 : tensor<3x1xi1>
  return
}

// Upstream's generic forms print in pretty form.
// CHECK-LABEL: func.func @generic_forms
func.func @generic_forms(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) {
  // CHECK-NEXT: check.expect_close %arg0, %arg1, max_ulp_difference = 10 : tensor<2xf64>, tensor<2xf64>
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<2.000000e+00> : tensor<2xf64>, tolerance = 1.000000e-02
  // CHECK-NEXT: check.expect_serialized_eq %arg0, probe_id = "p", iter = 3 : tensor<2xf64>
  "check.expect_close"(%arg0, %arg1) {max_ulp_difference = 10 : ui64} : (tensor<2xf64>, tensor<2xf64>) -> ()
  "check.expect_almost_eq_const"(%arg0) <{tolerance = 1.000000e-02 : f64, value = dense<2.0> : tensor<2xf64>}> : (tensor<2xf64>) -> ()
  "check.expect_serialized_eq"(%arg0) <{probe_id = "p", iteration = 3 : ui32}> : (tensor<2xf64>) -> ()
  return
}

// Quantized operands: expect_eq compares two of one type; expect_eq_const's
// constant holds the storage integers, so it is written generic.
// CHECK-LABEL: func.func @quantized
func.func @quantized(%arg0: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // CHECK-NEXT: check.expect_eq %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  check.expect_eq %arg0, %arg0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  // CHECK-NEXT: check.expect_eq_const(%arg0) <{value = dense<[1, 2]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> ()
  "check.expect_eq_const"(%arg0) <{value = dense<[1, 2]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> ()
  return
}
