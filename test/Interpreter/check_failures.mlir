// A failed check names the first mismatching index with the expected and
// actual values; every check runs, and the tool exits non-zero.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: check_failures.mlir:[[@LINE+4]]:3: check.expect_eq_const failed: at index [1, 0]: expected 9, got 3
// CHECK: check_failures.mlir:[[@LINE+5]]:3: check.expect_eq failed: at index [0, 1]: expected 4, got 2
func.func @exact() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  check.expect_eq_const %x, dense<[[1, 2], [9, 4]]> : tensor<2x2xi32>
  %y = stablehlo.constant dense<[[1, 4], [3, 4]]> : tensor<2x2xi32>
  check.expect_eq %x, %y : tensor<2x2xi32>
  func.return
}
// CHECK: hlokit-run: error: 2 check(s) failed

// -----

// CHECK: check_failures.mlir:[[@LINE+3]]:3: check.expect_almost_eq_const failed: at index [2]: expected 3.000000e+00, got 3.100000e+00 (tolerance 0.0001)
func.func @almost() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.1]> : tensor<3xf32>
  check.expect_almost_eq_const %x, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  func.return
}

// -----

// CHECK: check_failures.mlir:[[@LINE+4]]:3: check.expect_close failed: at index [0]: expected 1.000000e+00, got 1.00000048 (ULP difference 4, allowed [0, 1])
func.func @close() {
  %x = stablehlo.constant dense<[1.00000048]> : tensor<1xf32>
  %y = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  check.expect_close %x, %y, max_ulp_difference = 1 : tensor<1xf32>, tensor<1xf32>
  func.return
}

// -----

// CHECK: check_failures.mlir:[[@LINE+4]]:3: stablehlo.custom_call failed: at index [1]: expected 0x7FC00000, got 2.000000e+00 (ULP difference 18446744073709551615, allowed [0, 3])
func.func public @main() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_close(%x, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}

// -----

// Quantized tensors are compared by their storage integers (u8 read as
// unsigned).
// CHECK: check_failures.mlir:[[@LINE+4]]:3: check.expect_eq_const failed: at index [0]: expected 200, got 201
// CHECK: check_failures.mlir:[[@LINE+5]]:3: check.expect_eq failed: at index [1]: expected 3, got 128
func.func @quantized() {
  %c = stablehlo.constant() <{value = dense<[201, 128]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<u8:f32, 0.5:128>>
  "check.expect_eq_const"(%c) <{value = dense<[200, 128]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<u8:f32, 0.5:128>>) -> ()
  %d = stablehlo.constant() <{value = dense<[201, 3]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<u8:f32, 0.5:128>>
  check.expect_eq %c, %d : tensor<2x!quant.uniform<u8:f32, 0.5:128>>
  func.return
}
