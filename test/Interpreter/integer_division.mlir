// Integer divide and remainder where the spec leaves the result
// implementation-defined: a zero divisor and signed INT_MIN / -1. hlokit
// returns 0 for all of them, as upstream's reference interpreter does.
// RUN: hlokit-run %s

func.func @by_zero() {
  %a = stablehlo.constant dense<[5, -5, 0]> : tensor<3xi64>
  %z = stablehlo.constant dense<0> : tensor<3xi64>
  %div = stablehlo.divide %a, %z : tensor<3xi64>
  check.expect_eq_const %div, dense<0> : tensor<3xi64>
  %rem = stablehlo.remainder %a, %z : tensor<3xi64>
  check.expect_eq_const %rem, dense<0> : tensor<3xi64>
  %u = stablehlo.constant dense<[5, 255]> : tensor<2xui8>
  %uz = stablehlo.constant dense<0> : tensor<2xui8>
  %udiv = stablehlo.divide %u, %uz : tensor<2xui8>
  check.expect_eq_const %udiv, dense<0> : tensor<2xui8>
  %urem = stablehlo.remainder %u, %uz : tensor<2xui8>
  check.expect_eq_const %urem, dense<0> : tensor<2xui8>
  func.return
}

func.func @signed_overflow() {
  %a8 = stablehlo.constant dense<[-128, -128, 127]> : tensor<3xi8>
  %b8 = stablehlo.constant dense<[-1, 1, -1]> : tensor<3xi8>
  %div8 = stablehlo.divide %a8, %b8 : tensor<3xi8>
  check.expect_eq_const %div8, dense<[0, -128, -127]> : tensor<3xi8>
  %rem8 = stablehlo.remainder %a8, %b8 : tensor<3xi8>
  check.expect_eq_const %rem8, dense<0> : tensor<3xi8>
  %a64 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %m1 = stablehlo.constant dense<-1> : tensor<i64>
  %div64 = stablehlo.divide %a64, %m1 : tensor<i64>
  check.expect_eq_const %div64, dense<0> : tensor<i64>
  %rem64 = stablehlo.remainder %a64, %m1 : tensor<i64>
  check.expect_eq_const %rem64, dense<0> : tensor<i64>
  // ui64 has no overflow: the largest value divided by 1 is itself.
  %umax = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %uone = stablehlo.constant dense<1> : tensor<ui64>
  %udiv = stablehlo.divide %umax, %uone : tensor<ui64>
  check.expect_eq_const %udiv, dense<18446744073709551615> : tensor<ui64>
  func.return
}

// i4 is stored in a byte: its INT_MIN (-8) / -1 is still the overflow case.
func.func @narrow_integers() {
  %a = stablehlo.constant dense<[-8, -8, 7, 3]> : tensor<4xi4>
  %b = stablehlo.constant dense<[-1, 0, -1, 2]> : tensor<4xi4>
  %div = stablehlo.divide %a, %b : tensor<4xi4>
  check.expect_eq_const %div, dense<[0, 0, -7, 1]> : tensor<4xi4>
  %rem = stablehlo.remainder %a, %b : tensor<4xi4>
  check.expect_eq_const %rem, dense<[0, 0, 0, 1]> : tensor<4xi4>
  %i2 = stablehlo.constant dense<[-2, 1]> : tensor<2xi2>
  %m1 = stablehlo.constant dense<-1> : tensor<2xi2>
  %div2 = stablehlo.divide %i2, %m1 : tensor<2xi2>
  check.expect_eq_const %div2, dense<[0, -1]> : tensor<2xi2>
  func.return
}

func.func @chlo_broadcast() {
  %a = stablehlo.constant dense<[[-2147483648, 6], [7, 8]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[-1, 0]> : tensor<2xi32>
  %div = chlo.broadcast_divide %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %div, dense<[[0, 0], [-7, 0]]> : tensor<2x2xi32>
  %rem = chlo.broadcast_remainder %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %rem, dense<0> : tensor<2x2xi32>
  func.return
}
