// compare ... WEAKORDER: numbers compare as IEEE does (-0 = +0), every NaN
// (of either sign) equals every other NaN and is above every number,
// +inf included. sort with such a comparator puts the NaNs last.
// RUN: hlokit-run %s

func.func @weakorder_directions() {
  // -NaN, NaN, NaN, -0, -inf, 1, inf, NaN
  %l = stablehlo.constant dense<[0xFFF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x8000000000000000, 0xFFF0000000000000, 1.0, 0x7FF0000000000000, 0x7FF8000000000001]> : tensor<8xf64>
  // NaN, -NaN, inf, +0, -inf, 2, NaN, 1
  %r = stablehlo.constant dense<[0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000000, 0.0, 0xFFF0000000000000, 2.0, 0x7FF8000000000000, 1.0]> : tensor<8xf64>
  %eq = stablehlo.compare EQ, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %eq, dense<[true, true, false, true, true, false, false, false]> : tensor<8xi1>
  %ne = stablehlo.compare NE, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %ne, dense<[false, false, true, false, false, true, true, true]> : tensor<8xi1>
  %lt = stablehlo.compare LT, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %lt, dense<[false, false, false, false, false, true, true, false]> : tensor<8xi1>
  %le = stablehlo.compare LE, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %le, dense<[true, true, false, true, true, true, true, false]> : tensor<8xi1>
  %gt = stablehlo.compare GT, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false, false, false, false, true]> : tensor<8xi1>
  %ge = stablehlo.compare GE, %l, %r, WEAKORDER : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  check.expect_eq_const %ge, dense<[true, true, true, true, true, false, false, true]> : tensor<8xi1>
  func.return
}

// The narrower floats are compared by value too.
func.func @weakorder_narrow_floats() {
  %l = stablehlo.constant dense<[0xFFC0, 0x8000, 0x7F80]> : tensor<3xbf16>
  %r = stablehlo.constant dense<[0x7FC0, 0x0000, 0x7FC0]> : tensor<3xbf16>
  %eq = stablehlo.compare EQ, %l, %r, WEAKORDER : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[true, true, false]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %l, %r, WEAKORDER : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[false, false, true]> : tensor<3xi1>
  %f8 = stablehlo.constant dense<[0x7F, 0x80]> : tensor<2xf8E4M3FN>
  %g8 = stablehlo.constant dense<[0xFF, 0x00]> : tensor<2xf8E4M3FN>
  %eq8 = stablehlo.compare EQ, %f8, %g8, WEAKORDER : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xi1>
  check.expect_eq_const %eq8, dense<[true, true]> : tensor<2xi1>
  func.return
}

// A stable sort by LT WEAKORDER keeps -0 and +0 (equal) and the two NaNs
// (equal, last) in their input order; the bits show which is which.
func.func @weakorder_sort() {
  %x = stablehlo.constant dense<[0x7FC00000, 1.0, 0x80000000, 0xFF800000, 0.0, 0xFFC00000, 2.0]> : tensor<7xf32>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, WEAKORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<7xf32>) -> tensor<7xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<7xf32>) -> tensor<7xui32>
  check.expect_eq_const %bits, dense<[0xFF800000, 0x80000000, 0x00000000, 0x3F800000, 0x40000000, 0x7FC00000, 0xFFC00000]> : tensor<7xui32>
  func.return
}
