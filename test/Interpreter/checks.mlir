// Passing checks of every kind, including the custom_call spelling of
// JAX-exported tests (@main calls private @inputs/@expected, which are not
// run on their own).
// RUN: hlokit-run %s | FileCheck %s --allow-empty
// CHECK-NOT: tensor

func.func @check_ops() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[1.0001, 2.0]> : tensor<2xf32>
  check.expect_eq %x, %x : tensor<2xf32>
  check.expect_almost_eq %x, %y, tolerance = 1.000000e-03 : tensor<2xf32>
  check.expect_almost_eq_const %y, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 1.000000e-03
  %next = stablehlo.constant dense<[1.00000012, 2.00000048]> : tensor<2xf32>
  check.expect_close %next, %x, max_ulp_difference = 2, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// A non-finite value is 2^64-1 ULPs from any value it does not equal
// (upstream's definition): +inf against -inf, NaN, 0 and the largest float,
// and a complex number with one such part.
func.func @non_finite_ulp_difference() {
  %inf = stablehlo.constant dense<0x7F800000> : tensor<4xf32>
  %other = stablehlo.constant dense<[0xFF800000, 0x7FC00000, 0.0, 3.40282347E+38]> : tensor<4xf32>
  check.expect_close %inf, %other, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<4xf32>, tensor<4xf32>
  %z = stablehlo.constant dense<(1.0, 0x7F800000)> : tensor<complex<f32>>
  %w = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  check.expect_close %z, %w, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<complex<f32>>, tensor<complex<f32>>
  func.return
}

func.func private @inputs() -> tensor<3xf32> {
  %c = stablehlo.constant dense<[1.0, 4.0, 9.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}

func.func private @expected() -> tensor<3xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}

func.func public @main() {
  %0 = call @inputs() : () -> tensor<3xf32>
  %1 = call @expected() : () -> tensor<3xf32>
  %2 = stablehlo.sqrt %0 : tensor<3xf32>
  stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%2, %1) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
  return
}

// A dynamically shaped result compared with a static constant.
func.func @compatible_operand_types() {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %iota = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<?x?xi64>
  %expected = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi64>
  check.expect_eq %iota, %expected : tensor<?x?xi64>, tensor<2x3xi64>
  func.return
}
