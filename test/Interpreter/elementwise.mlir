// Every elementwise op through hlokit-run, checked with check ops.
// RUN: hlokit-run %s

func.func @integer_arithmetic() {
  %a = stablehlo.constant dense<[7, -7, 5, -2147483648]> : tensor<4xi32>
  %b = stablehlo.constant dense<[2, 2, 0, -1]> : tensor<4xi32>
  %add = stablehlo.add %a, %b : tensor<4xi32>
  check.expect_eq_const %add, dense<[9, -5, 5, 2147483647]> : tensor<4xi32>
  %sub = stablehlo.subtract %a, %b : tensor<4xi32>
  check.expect_eq_const %sub, dense<[5, -9, 5, -2147483647]> : tensor<4xi32>
  %mul = stablehlo.multiply %a, %b : tensor<4xi32>
  check.expect_eq_const %mul, dense<[14, -14, 0, -2147483648]> : tensor<4xi32>
  %div = stablehlo.divide %a, %b : tensor<4xi32>
  check.expect_eq_const %div, dense<[3, -3, 0, 0]> : tensor<4xi32>
  %rem = stablehlo.remainder %a, %b : tensor<4xi32>
  check.expect_eq_const %rem, dense<[1, -1, 0, 0]> : tensor<4xi32>
  %max = stablehlo.maximum %a, %b : tensor<4xi32>
  check.expect_eq_const %max, dense<[7, 2, 5, -1]> : tensor<4xi32>
  %min = stablehlo.minimum %a, %b : tensor<4xi32>
  check.expect_eq_const %min, dense<[2, -7, 0, -2147483648]> : tensor<4xi32>
  %pow = stablehlo.power %b, %b : tensor<4xi32>
  check.expect_eq_const %pow, dense<[4, 4, 1, -1]> : tensor<4xi32>
  %neg = stablehlo.negate %a : tensor<4xi32>
  check.expect_eq_const %neg, dense<[-7, 7, -5, -2147483648]> : tensor<4xi32>
  %abs = stablehlo.abs %a : tensor<4xi32>
  check.expect_eq_const %abs, dense<[7, 7, 5, -2147483648]> : tensor<4xi32>
  %sign = stablehlo.sign %a : tensor<4xi32>
  check.expect_eq_const %sign, dense<[1, -1, 1, -1]> : tensor<4xi32>
  func.return
}

func.func @bitwise() {
  %a = stablehlo.constant dense<[12, -1, 1, 0]> : tensor<4xi8>
  %b = stablehlo.constant dense<[10, 3, 7, 8]> : tensor<4xi8>
  %and = stablehlo.and %a, %b : tensor<4xi8>
  check.expect_eq_const %and, dense<[8, 3, 1, 0]> : tensor<4xi8>
  %or = stablehlo.or %a, %b : tensor<4xi8>
  check.expect_eq_const %or, dense<[14, -1, 7, 8]> : tensor<4xi8>
  %xor = stablehlo.xor %a, %b : tensor<4xi8>
  check.expect_eq_const %xor, dense<[6, -4, 6, 8]> : tensor<4xi8>
  %not = stablehlo.not %a : tensor<4xi8>
  check.expect_eq_const %not, dense<[-13, 0, -2, -1]> : tensor<4xi8>
  %shl = stablehlo.shift_left %a, %b : tensor<4xi8>
  check.expect_eq_const %shl, dense<[0, -8, -128, 0]> : tensor<4xi8>
  %sra = stablehlo.shift_right_arithmetic %a, %b : tensor<4xi8>
  check.expect_eq_const %sra, dense<[0, -1, 0, 0]> : tensor<4xi8>
  %srl = stablehlo.shift_right_logical %a, %b : tensor<4xi8>
  check.expect_eq_const %srl, dense<[0, 31, 0, 0]> : tensor<4xi8>
  %clz = stablehlo.count_leading_zeros %a : tensor<4xi8>
  check.expect_eq_const %clz, dense<[4, 0, 7, 8]> : tensor<4xi8>
  %pop = stablehlo.popcnt %a : tensor<4xi8>
  check.expect_eq_const %pop, dense<[2, 8, 1, 0]> : tensor<4xi8>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %q = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %pand = stablehlo.and %p, %q : tensor<2xi1>
  check.expect_eq_const %pand, dense<[true, false]> : tensor<2xi1>
  %pnot = stablehlo.not %p : tensor<2xi1>
  check.expect_eq_const %pnot, dense<[false, true]> : tensor<2xi1>
  func.return
}

func.func @narrow_integers_wrap() {
  %a = stablehlo.constant dense<[7, -8, 3]> : tensor<3xi4>
  %b = stablehlo.constant dense<[1, -1, 5]> : tensor<3xi4>
  %add = stablehlo.add %a, %b : tensor<3xi4>
  check.expect_eq_const %add, dense<[-8, 7, -8]> : tensor<3xi4>
  %u = stablehlo.constant dense<[15, 0]> : tensor<2xui4>
  %one = stablehlo.constant dense<1> : tensor<2xui4>
  %uadd = stablehlo.add %u, %one : tensor<2xui4>
  check.expect_eq_const %uadd, dense<[0, 1]> : tensor<2xui4>
  %clz = stablehlo.count_leading_zeros %u : tensor<2xui4>
  check.expect_eq_const %clz, dense<[0, 4]> : tensor<2xui4>
  func.return
}

func.func @float_arithmetic() {
  %a = stablehlo.constant dense<[1.5, -2.5, 0.0, 4.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0.5, 2.0, -0.0, 3.0]> : tensor<4xf32>
  %add = stablehlo.add %a, %b : tensor<4xf32>
  check.expect_eq_const %add, dense<[2.0, -0.5, 0.0, 7.0]> : tensor<4xf32>
  %div = stablehlo.divide %a, %b : tensor<4xf32>
  check.expect_almost_eq_const %div, dense<[3.0, -1.25, 0x7FC00000, 1.33333337]> : tensor<4xf32>
  %rem = stablehlo.remainder %a, %b : tensor<4xf32>
  check.expect_almost_eq_const %rem, dense<[0.0, -0.5, 0x7FC00000, 1.0]> : tensor<4xf32>
  %max = stablehlo.maximum %a, %b : tensor<4xf32>
  check.expect_eq_const %max, dense<[1.5, 2.0, 0.0, 4.0]> : tensor<4xf32>
  %min = stablehlo.minimum %a, %b : tensor<4xf32>
  check.expect_eq_const %min, dense<[0.5, -2.5, -0.0, 3.0]> : tensor<4xf32>
  %pow = stablehlo.power %a, %b : tensor<4xf32>
  check.expect_almost_eq_const %pow, dense<[1.22474492, 6.25, 1.0, 64.0]> : tensor<4xf32>
  %atan2 = stablehlo.atan2 %a, %b : tensor<4xf32>
  check.expect_almost_eq_const %atan2, dense<[1.24904573, -0.896055114, 3.14159274, 0.927295207]> : tensor<4xf32>
  func.return
}

func.func @float_unary() {
  %x = stablehlo.constant dense<[-1.5, 0.5, 2.5, 4.0]> : tensor<4xf32>
  %abs = stablehlo.abs %x : tensor<4xf32>
  check.expect_eq_const %abs, dense<[1.5, 0.5, 2.5, 4.0]> : tensor<4xf32>
  %ceil = stablehlo.ceil %x : tensor<4xf32>
  check.expect_eq_const %ceil, dense<[-1.0, 1.0, 3.0, 4.0]> : tensor<4xf32>
  %floor = stablehlo.floor %x : tensor<4xf32>
  check.expect_eq_const %floor, dense<[-2.0, 0.0, 2.0, 4.0]> : tensor<4xf32>
  %afz = stablehlo.round_nearest_afz %x : tensor<4xf32>
  check.expect_eq_const %afz, dense<[-2.0, 1.0, 3.0, 4.0]> : tensor<4xf32>
  %even = stablehlo.round_nearest_even %x : tensor<4xf32>
  check.expect_eq_const %even, dense<[-2.0, 0.0, 2.0, 4.0]> : tensor<4xf32>
  %sign = stablehlo.sign %x : tensor<4xf32>
  check.expect_eq_const %sign, dense<[-1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>
  %neg = stablehlo.negate %x : tensor<4xf32>
  check.expect_eq_const %neg, dense<[1.5, -0.5, -2.5, -4.0]> : tensor<4xf32>
  %sqrt = stablehlo.sqrt %abs : tensor<4xf32>
  check.expect_almost_eq_const %sqrt, dense<[1.22474492, 0.707106769, 1.58113885, 2.0]> : tensor<4xf32>
  %rsqrt = stablehlo.rsqrt %abs : tensor<4xf32>
  check.expect_almost_eq_const %rsqrt, dense<[0.816496611, 1.41421354, 0.632455527, 0.5]> : tensor<4xf32>
  %cbrt = stablehlo.cbrt %x : tensor<4xf32>
  check.expect_almost_eq_const %cbrt, dense<[-1.14471424, 0.793700516, 1.35720885, 1.58740103]> : tensor<4xf32>
  %exp = stablehlo.exponential %x : tensor<4xf32>
  check.expect_almost_eq_const %exp, dense<[0.223130167, 1.64872122, 12.1824942, 54.5981483]> : tensor<4xf32>
  %expm1 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  check.expect_almost_eq_const %expm1, dense<[-0.776869833, 0.648721278, 11.1824942, 53.5981483]> : tensor<4xf32>
  %log = stablehlo.log %abs : tensor<4xf32>
  check.expect_almost_eq_const %log, dense<[0.405465096, -0.693147182, 0.916290819, 1.38629436]> : tensor<4xf32>
  %log1p = stablehlo.log_plus_one %abs : tensor<4xf32>
  check.expect_almost_eq_const %log1p, dense<[0.916290819, 0.405465096, 1.25276291, 1.60943794]> : tensor<4xf32>
  %logistic = stablehlo.logistic %x : tensor<4xf32>
  check.expect_almost_eq_const %logistic, dense<[0.182425544, 0.622459352, 0.924141824, 0.982013762]> : tensor<4xf32>
  %sin = stablehlo.sine %x : tensor<4xf32>
  check.expect_almost_eq_const %sin, dense<[-0.997494995, 0.47942555, 0.598472118, -0.756802499]> : tensor<4xf32>
  %cos = stablehlo.cosine %x : tensor<4xf32>
  check.expect_almost_eq_const %cos, dense<[0.0707372016, 0.87758255, -0.801143646, -0.653643608]> : tensor<4xf32>
  %tan = stablehlo.tan %x : tensor<4xf32>
  check.expect_almost_eq_const %tan, dense<[-14.1014204, 0.546302497, -0.747022223, 1.15782130]> : tensor<4xf32>
  %tanh = stablehlo.tanh %x : tensor<4xf32>
  check.expect_almost_eq_const %tanh, dense<[-0.905148268, 0.462117165, 0.986614287, 0.999329329]> : tensor<4xf32>
  func.return
}

func.func @is_finite_and_compare() {
  %x = stablehlo.constant dense<[1.0, 0x7F800000, 0x7FC00000, -0.0]> : tensor<4xf32>
  %finite = "stablehlo.is_finite"(%x) : (tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %finite, dense<[true, false, false, true]> : tensor<4xi1>
  %y = stablehlo.constant dense<[1.0, 1.0, 0x7FC00000, 0.0]> : tensor<4xf32>
  %eq = stablehlo.compare EQ, %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[true, false, false, true]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[false, true, true, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, false, false, true]> : tensor<4xi1>
  %i = stablehlo.constant dense<[-1, 2]> : tensor<2xi32>
  %j = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %ge = stablehlo.compare GE, %i, %j : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  check.expect_eq_const %ge, dense<[false, true]> : tensor<2xi1>
  %u = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xui8>
  %gt = stablehlo.compare GT, %u, %v : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  check.expect_eq_const %gt, dense<[true, false]> : tensor<2xi1>
  func.return
}

func.func @select_clamp() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %s = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xi32>
  check.expect_eq_const %s, dense<[1, 5, 3]> : tensor<3xi32>
  %lo = stablehlo.constant dense<2> : tensor<i32>
  %hi = stablehlo.constant dense<5> : tensor<i32>
  %c = stablehlo.clamp %lo, %b, %hi : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %c, dense<[4, 5, 5]> : tensor<3xi32>
  func.return
}

func.func @conversions() {
  %f = stablehlo.constant dense<[1.7, -2.5, 300.0, 0x7FC00000]> : tensor<4xf32>
  %i = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xi8>
  check.expect_eq_const %i, dense<[1, -2, 127, 0]> : tensor<4xi8>
  %h = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xf16>
  check.expect_eq_const %h, dense<[1.700200e+00, -2.500000e+00, 3.000000e+02, 0x7E00]> : tensor<4xf16>
  %bf = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xbf16>
  check.expect_eq_const %bf, dense<[1.703130e+00, -2.500000e+00, 3.000000e+02, 0x7FC0]> : tensor<4xbf16>
  %n = stablehlo.constant dense<[0, 3]> : tensor<2xi32>
  %p = stablehlo.convert %n : (tensor<2xi32>) -> tensor<2xi1>
  check.expect_eq_const %p, dense<[false, true]> : tensor<2xi1>
  %c = stablehlo.convert %n : (tensor<2xi32>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %c, dense<[(0.0, 0.0), (3.0, 0.0)]> : tensor<2xcomplex<f32>>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %bits = stablehlo.bitcast_convert %one : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const %bits, dense<1065353216> : tensor<i32>
  %bytes = stablehlo.bitcast_convert %one : (tensor<f32>) -> tensor<4xui8>
  check.expect_eq_const %bytes, dense<[0, 0, 128, 63]> : tensor<4xui8>
  %x = stablehlo.constant dense<[1.00001, 70000.0, 1.0e-10]> : tensor<3xf32>
  %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<3xf32>
  check.expect_eq_const %r, dense<[1.0, 0x7F800000, 0.0]> : tensor<3xf32>
  func.return
}

func.func @complex_ops() {
  %re = stablehlo.constant dense<[3.0, 0.0]> : tensor<2xf32>
  %im = stablehlo.constant dense<[4.0, -1.0]> : tensor<2xf32>
  %z = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %abs = "stablehlo.abs"(%z) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %abs, dense<[5.0, 1.0]> : tensor<2xf32>
  %real = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %real, dense<[3.0, 0.0]> : tensor<2xf32>
  %imag = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %imag, dense<[4.0, -1.0]> : tensor<2xf32>
  %mul = stablehlo.multiply %z, %z : tensor<2xcomplex<f32>>
  check.expect_eq_const %mul, dense<[(-7.0, 24.0), (-1.0, -0.0)]> : tensor<2xcomplex<f32>>
  %exp = stablehlo.exponential %z : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %exp, dense<[(-13.1287832, -15.2007847), (0.540302336, -0.841470957)]> : tensor<2xcomplex<f32>>
  func.return
}
