// Special values (infinities, NaN, signed zeros, poles), top_k's order, the
// broadcasting ops and the rest of chlo, run directly and after
// --hlokit-legalize-chlo: both must give these exact answers.
// RUN: hlokit-run %s
// RUN: hlokit-opt --hlokit-legalize-chlo %s | hlokit-run -

// NaN outputs are compared with expect_close, which matches any NaN; signed
// zeros and infinities with expect_eq_const, which compares bits.
func.func @erf_family_special_values() {
  %x = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  %erf = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %erf, dense<[0.0, -0.0, 1.0, -1.0]> : tensor<4xf32>
  %erfc = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %erfc, dense<[1.0, 1.0, 0.0, 2.0]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.5, -2.0, 0x7FC00000, 0.0]> : tensor<8xf32>
  %inv = chlo.erf_inv %y : tensor<8xf32> -> tensor<8xf32>
  %inv_ref = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0.0]> : tensor<8xf32>
  check.expect_close %inv, %inv_ref, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
  %signs = stablehlo.constant dense<[0.0, -0.0]> : tensor<2xf64>
  %inv64 = chlo.erf_inv %signs : tensor<2xf64> -> tensor<2xf64>
  check.expect_eq_const %inv64, dense<[0.0, -0.0]> : tensor<2xf64>
  func.return
}

func.func @gamma_family_poles() {
  %x = stablehlo.constant dense<[0.0, -0.0, -1.0, -2.0, 1.0, 2.0, 0x7FF0000000000000, 0xFFF0000000000000]> : tensor<8xf64>
  %lgamma = chlo.lgamma %x : tensor<8xf64> -> tensor<8xf64>
  check.expect_eq_const %lgamma, dense<[0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0.0, 0.0, 0x7FF0000000000000, 0x7FF0000000000000]> : tensor<8xf64>
  %digamma = chlo.digamma %x : tensor<8xf64> -> tensor<8xf64>
  %digamma_ref = stablehlo.constant dense<[0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, -0.57721566490153287, 0.42278433509846713, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<8xf64>
  // psi(1) = -gamma and psi(2) = 1 - gamma: the legalized recurrence loses
  // up to ~16 ULP to cancellation there (docs/chlo.md).
  check.expect_close %digamma, %digamma_ref, max_ulp_difference = 16 : tensor<8xf64>, tensor<8xf64>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %lgamma_nan = chlo.lgamma %nan : tensor<f32> -> tensor<f32>
  %digamma_nan = chlo.digamma %nan : tensor<f32> -> tensor<f32>
  check.expect_close %lgamma_nan, %nan, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
  check.expect_close %digamma_nan, %nan, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
  // polygamma: n must be a non-negative integer; n = 0 is digamma.
  %n = stablehlo.constant dense<[1.5, -1.0, 0.0, 1.0]> : tensor<4xf32>
  %px = stablehlo.constant dense<[1.0, 1.0, 0.0, 0.0]> : tensor<4xf32>
  %poly = chlo.polygamma %n, %px : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %poly_ref = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
  check.expect_close %poly, %poly_ref, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
  // zeta: NaN for x < 1, +inf at x = 1 and at the poles q = 0, -1, ...,
  // NaN for negative q and non-integer x.
  %zx = stablehlo.constant dense<[0.5, 1.0, 3.0, 2.5, 0x7F800000, 0x7F800000]> : tensor<6xf32>
  %zq = stablehlo.constant dense<[1.0, 1.0, -2.0, -1.5, 1.0, 2.0]> : tensor<6xf32>
  %zeta = chlo.zeta %zx, %zq : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  %zeta_ref = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7F800000, 0x7FC00000, 1.0, 0.0]> : tensor<6xf32>
  check.expect_close %zeta, %zeta_ref, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
  // Negative q far from 0: 30 unit steps (zeta(2, -29.5) = zeta(2, 0.5) +
  // sum_{k<30} (k - 29.5)^-2 = pi^2/2 + 4 sum_{m<30} (2m + 1)^-2); beyond
  // -2^20, NaN as the interpreter.
  %fx = stablehlo.constant dense<[2.0, 2.0]> : tensor<2xf64>
  %fq = stablehlo.constant dense<[-29.5, -2000000.5]> : tensor<2xf64>
  %far = chlo.zeta %fx, %fq : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
  %far_ref = stablehlo.constant dense<[9.836274152976557, 0x7FF8000000000000]> : tensor<2xf64>
  check.expect_close %far, %far_ref, max_ulp_difference = 4 : tensor<2xf64>, tensor<2xf64>
  func.return
}

func.func @bessel_i1e_special_values() {
  %x = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  %y = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %y, dense<[0.0, -0.0, 0.0, -0.0]> : tensor<4xf32>
  func.return
}

func.func @trigonometric_special_values() {
  %x = stablehlo.constant dense<[-0.0, 2.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  %asin = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
  %asin_ref = stablehlo.constant dense<[-0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
  check.expect_close %asin, %asin_ref, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
  %atan = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  %atan_ref = stablehlo.constant dense<[-0.0, 1.10714877, 1.57079637, -1.57079637]> : tensor<4xf32>
  check.expect_close %atan, %atan_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %sinh = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  %sinh_ref = stablehlo.constant dense<[-0.0, 3.62686038, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  check.expect_close %sinh, %sinh_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %cosh = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
  %cosh_ref = stablehlo.constant dense<[1.0, 3.76219559, 0x7F800000, 0x7F800000]> : tensor<4xf32>
  check.expect_close %cosh, %cosh_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %tan = chlo.tan %x : tensor<4xf32> -> tensor<4xf32>
  %tan_ref = stablehlo.constant dense<[-0.0, -2.18503976, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
  check.expect_close %tan, %tan_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %h = stablehlo.constant dense<[1.0, -1.0, 2.0, 0.5]> : tensor<4xf32>
  %atanh = chlo.atanh %h : tensor<4xf32> -> tensor<4xf32>
  %atanh_ref = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0.549306154]> : tensor<4xf32>
  check.expect_close %atanh, %atanh_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %acosh = chlo.acosh %h : tensor<4xf32> -> tensor<4xf32>
  %acosh_ref = stablehlo.constant dense<[0.0, 0x7FC00000, 1.31695795, 0x7FC00000]> : tensor<4xf32>
  check.expect_close %acosh, %acosh_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %acos = chlo.acos %h : tensor<4xf32> -> tensor<4xf32>
  %acos_ref = stablehlo.constant dense<[0.0, 3.14159274, 0x7FC00000, 1.04719758]> : tensor<4xf32>
  check.expect_close %acos, %acos_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %asinh = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
  %asinh_ref = stablehlo.constant dense<[-0.0, 1.44363546, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  check.expect_close %asinh, %asinh_ref, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  func.return
}

func.func @square_and_predicates() {
  %x = stablehlo.constant dense<[-3.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  %sq = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
  %sq_ref = stablehlo.constant dense<[9.0, 0x7F800000, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  check.expect_close %sq, %sq_ref, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
  %i = stablehlo.constant dense<[-7, 65536]> : tensor<2xi32>
  %sqi = chlo.square %i : tensor<2xi32> -> tensor<2xi32>
  check.expect_eq_const %sqi, dense<[49, 0]> : tensor<2xi32>
  %inf = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %inf, dense<[false, true, true, false]> : tensor<4xi1>
  %pos = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %pos, dense<[false, true, false, false]> : tensor<4xi1>
  %neg = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %neg, dense<[false, false, true, false]> : tensor<4xi1>
  func.return
}

func.func @next_after() {
  %x = stablehlo.constant dense<[1.0, 0.0, -0.0, 1.0, 0x7F800000, 1.0]> : tensor<6xf32>
  %y = stablehlo.constant dense<[2.0, -1.0, 1.0, 1.0, 0.0, 0x7FC00000]> : tensor<6xf32>
  %n = chlo.next_after %x, %y : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  %n_ref = stablehlo.constant dense<[0x3F800001, 0x80000001, 0x00000001, 1.0, 0x7F7FFFFF, 0x7FC00000]> : tensor<6xf32>
  check.expect_close %n, %n_ref, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
  %h = stablehlo.constant dense<[1.0, 0.0, -2.0]> : tensor<3xf16>
  %hy = stablehlo.constant dense<[0.0, -1.0, -3.0]> : tensor<3xf16>
  %hn = chlo.next_after %h, %hy : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
  check.expect_eq_const %hn, dense<[0x3BFF, 0x8001, 0xC001]> : tensor<3xf16>
  %b = stablehlo.constant dense<[1.0]> : tensor<1xbf16>
  %bn = chlo.broadcast_next_after %b, %b : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
  check.expect_eq_const %bn, dense<[1.0]> : tensor<1xbf16>
  func.return
}

func.func @top_k_tie_order() {
  // Larger first; equal values keep the lower index first; +0 above -0;
  // NaN above +inf.
  %x = stablehlo.constant dense<[[3.0, -0.0, 3.0, 0x7FC00000, 0.0, -1.0], [1.0, 1.0, 1.0, 1.0, 0x7F800000, 2.0]]> : tensor<2x6xf32>
  %v, %i = chlo.top_k(%x, k = 5) : tensor<2x6xf32> -> (tensor<2x5xf32>, tensor<2x5xi32>)
  check.expect_eq_const %i, dense<[[3, 0, 2, 4, 1], [4, 5, 0, 1, 2]]> : tensor<2x5xi32>
  %v_ref = stablehlo.constant dense<[[0x7FC00000, 3.0, 3.0, 0.0, -0.0], [0x7F800000, 2.0, 1.0, 1.0, 1.0]]> : tensor<2x5xf32>
  check.expect_close %v, %v_ref, max_ulp_difference = 0 : tensor<2x5xf32>, tensor<2x5xf32>
  %ints = stablehlo.constant dense<[5, -1, 5, 7]> : tensor<4xi64>
  %iv, %ii = chlo.top_k(%ints, k = 3) : tensor<4xi64> -> (tensor<3xi64>, tensor<3xi32>)
  check.expect_eq_const %iv, dense<[7, 5, 5]> : tensor<3xi64>
  check.expect_eq_const %ii, dense<[3, 0, 2]> : tensor<3xi32>
  %zv, %zi = chlo.top_k(%ints, k = 0) : tensor<4xi64> -> (tensor<0xi64>, tensor<0xi32>)
  check.expect_eq_const %zi, dense<> : tensor<0xi32>
  func.return
}

// top_k of a `?` operand (its legalization uses dynamic_iota and
// real_dynamic_slice).
func.func @top_k_dynamic() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 3.0, 5.0], [0.0, -1.0, 2.0, 9.0], [7.0, 7.0, 7.0, 7.0]]> : tensor<3x4xf32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<3x4xf32>, tensor<i32>) -> tensor<?x4xf32, #stablehlo.bounds<3, ?>>
  %v, %i = chlo.top_k(%d, k = 2) : tensor<?x4xf32, #stablehlo.bounds<3, ?>> -> (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<?x2xi32, #stablehlo.bounds<3, ?>>)
  %rows = stablehlo.get_dimension_size %i, dim = 0 : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>) -> tensor<i32>
  check.expect_eq_const %rows, dense<2> : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %first = stablehlo.dynamic_slice %i, %c, %c, sizes = [1, 2] : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
  check.expect_eq_const %first, dense<[[1, 3]]> : tensor<1x2xi32>
  func.return
}

func.func @broadcasting_binary_ops() {
  %row = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %col = stablehlo.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %add = chlo.broadcast_add %row, %col : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %add, dense<[[11.0, 12.0, 13.0], [21.0, 22.0, 23.0]]> : tensor<2x3xf32>
  %lead = stablehlo.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %sub = chlo.broadcast_subtract %lead, %m {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %sub, dense<[[99.0, 98.0, 97.0], [196.0, 195.0, 194.0]]> : tensor<2x3xf32>
  // Operands of equal rank ignore broadcast_dimensions (numpy), as upstream.
  %lead_row = stablehlo.constant dense<[[100.0, 200.0, 300.0]]> : tensor<1x3xf32>
  %same_rank = chlo.broadcast_subtract %lead_row, %m {broadcast_dimensions = array<i64: 0>} : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %same_rank, dense<[[99.0, 198.0, 297.0], [96.0, 195.0, 294.0]]> : tensor<2x3xf32>
  %lt = chlo.broadcast_compare %row, %m {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  check.expect_eq_const %lt, dense<[[false, false, false], [true, true, true]]> : tensor<2x3xi1>
  %pred = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %sel = chlo.broadcast_select %pred, %row, %m : (tensor<2x1xi1>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %sel, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %cplx = chlo.broadcast_complex %row, %two : (tensor<3xf32>, tensor<f32>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %cplx, dense<[(1.0, 2.0), (2.0, 2.0), (3.0, 2.0)]> : tensor<3xcomplex<f32>>
  %i = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %s = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %shl = chlo.broadcast_shift_left %i, %s : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %shl, dense<[[2, 2], [6, 4]]> : tensor<2x2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %div = chlo.broadcast_divide %i, %zero : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %div, dense<0> : tensor<2x2xi32>
  %max = chlo.broadcast_maximum %s, %i : (tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %max, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %b2 = stablehlo.constant dense<true> : tensor<i1>
  %xor = chlo.broadcast_xor %b1, %b2 : (tensor<2xi1>, tensor<i1>) -> tensor<2xi1>
  check.expect_eq_const %xor, dense<[false, true]> : tensor<2xi1>
  %q = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %s2 = stablehlo.constant dense<2.0> : tensor<f64>
  %zeta = chlo.broadcast_zeta %s2, %q : (tensor<f64>, tensor<2xf64>) -> tensor<2xf64>
  %zeta_ref = stablehlo.constant dense<[1.6449340668482264, 0.64493406684822641]> : tensor<2xf64>
  check.expect_close %zeta, %zeta_ref, max_ulp_difference = 2 : tensor<2xf64>, tensor<2xf64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %poly = chlo.broadcast_polygamma %one, %q : (tensor<f64>, tensor<2xf64>) -> tensor<2xf64>
  check.expect_close %poly, %zeta_ref, max_ulp_difference = 2 : tensor<2xf64>, tensor<2xf64>
  func.return
}

// A `?` dimension gets its size at run time: 1 against 3 broadcasts.
func.func @dynamic_broadcast() {
  %x = stablehlo.constant dense<[[5.0], [6.0]]> : tensor<2x1xf32>
  %n = stablehlo.constant dense<1> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x1xf32>, tensor<i32>) -> tensor<?x1xf32, #stablehlo.bounds<2, ?>>
  %row = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %sum = chlo.broadcast_multiply %d, %row : (tensor<?x1xf32, #stablehlo.bounds<2, ?>>, tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<2, ?>>
  %c = stablehlo.get_dimension_size %sum, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<2, ?>>) -> tensor<i32>
  check.expect_eq_const %c, dense<1> : tensor<i32>
  func.return
}

// mulhi: the high half of the double-width product, signed or unsigned.
func.func @mulhi() {
  %a = stablehlo.constant dense<[65536, 131072, 7, -65536, -1]> : tensor<5xi32>
  %b = stablehlo.constant dense<[65536, 65536, 9, 65536, -1]> : tensor<5xi32>
  %h = chlo.mulhi %a, %b : tensor<5xi32>, tensor<5xi32> -> tensor<5xi32>
  check.expect_eq_const %h, dense<[1, 2, 0, -1, 0]> : tensor<5xi32>
  %u = stablehlo.constant dense<4294967295> : tensor<1xui32>
  %hu = chlo.mulhi %u, %u : tensor<1xui32>, tensor<1xui32> -> tensor<1xui32>
  check.expect_eq_const %hu, dense<4294967294> : tensor<1xui32>
  %l = stablehlo.constant dense<[4611686018427387904, -1, -9223372036854775808]> : tensor<3xi64>
  %r = stablehlo.constant dense<[4, -1, -9223372036854775808]> : tensor<3xi64>
  %hl = chlo.mulhi %l, %r : tensor<3xi64>, tensor<3xi64> -> tensor<3xi64>
  check.expect_eq_const %hl, dense<[1, 0, 4611686018427387904]> : tensor<3xi64>
  %ul = stablehlo.constant dense<18446744073709551615> : tensor<1xui64>
  %hul = chlo.mulhi %ul, %ul : tensor<1xui64>, tensor<1xui64> -> tensor<1xui64>
  check.expect_eq_const %hul, dense<18446744073709551614> : tensor<1xui64>
  %s = stablehlo.constant dense<[100, -100]> : tensor<2xi8>
  %t = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %hs = chlo.mulhi %s, %t : tensor<2xi8>, tensor<2xi8> -> tensor<2xi8>
  check.expect_eq_const %hs, dense<[39, -40]> : tensor<2xi8>
  %n = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %hn = chlo.mulhi %n, %n : tensor<2xi4>, tensor<2xi4> -> tensor<2xi4>
  check.expect_eq_const %hn, dense<[4, 3]> : tensor<2xi4>
  func.return
}

func.func @constants() {
  %c = chlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  check.expect_eq_const %c, dense<[1.5, 2.5]> : tensor<2xf32>
  %l = "chlo.constant_like"(%c) {value = 7 : i32} : (tensor<2xf32>) -> tensor<2xi32>
  check.expect_eq_const %l, dense<7> : tensor<2xi32>
  func.return
}

// Complex sinh and cosh on the real axis: a signed 0 imaginary part, also
// at infinite real parts (sinh(x + i0) = sinh x + i0, cosh(x - i0) has
// imaginary part -0 sign(x)).
func.func @complex_hyperbolic_real_axis() {
  %z = stablehlo.constant dense<[(0x7FF0000000000000, 0.0), (-2.0, 0.0), (1.5, -0.0)]> : tensor<3xcomplex<f64>>
  %s = chlo.sinh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  %c = chlo.cosh %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  %s_im = stablehlo.imag %s : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  %c_im = stablehlo.imag %c : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  check.expect_eq_const %s_im, dense<[0.0, 0.0, -0.0]> : tensor<3xf64>
  check.expect_eq_const %c_im, dense<[0.0, -0.0, -0.0]> : tensor<3xf64>
  %s_re = stablehlo.real %s : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  %inf = stablehlo.slice %s_re [0:1] : (tensor<3xf64>) -> tensor<1xf64>
  check.expect_eq_const %inf, dense<0x7FF0000000000000> : tensor<1xf64>
  func.return
}

// Complex asinh and acosh on the axes keep the signs of zero parts
// (asinh(x - i0) = asinh x - i0; acosh of a real part in (-1, 1) is purely
// imaginary, acosh(x - i0) = acosh x - i0 for x > 1).
func.func @complex_inverse_hyperbolic_axes() {
  %z = stablehlo.constant dense<[(2.0, 0.0), (2.0, -0.0), (-0.0, 0.5), (0.5, 0.0)]> : tensor<4xcomplex<f64>>
  %s = chlo.asinh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %c = chlo.acosh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %s_im = stablehlo.imag %s : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %s_im01 = stablehlo.slice %s_im [0:2] : (tensor<4xf64>) -> tensor<2xf64>
  check.expect_eq_const %s_im01, dense<[0.0, -0.0]> : tensor<2xf64>
  %s_re = stablehlo.real %s : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %s_re2 = stablehlo.slice %s_re [2:3] : (tensor<4xf64>) -> tensor<1xf64>
  check.expect_eq_const %s_re2, dense<-0.0> : tensor<1xf64>
  %c_im = stablehlo.imag %c : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %c_im01 = stablehlo.slice %c_im [0:2] : (tensor<4xf64>) -> tensor<2xf64>
  check.expect_eq_const %c_im01, dense<[0.0, -0.0]> : tensor<2xf64>
  %c_re = stablehlo.real %c : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %c_re3 = stablehlo.slice %c_re [3:4] : (tensor<4xf64>) -> tensor<1xf64>
  check.expect_eq_const %c_re3, dense<0.0> : tensor<1xf64>
  func.return
}

// Complex atanh at its branch points and on the real axis (C99's catanh:
// +-inf at +-1, Im = +-pi/2 with the sign of a zero Im beyond 1, -0 kept),
// and atan(i y) for |y| < 1 purely imaginary.
func.func @complex_atanh_axes() {
  %z = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 0.0), (-0.0, 0.5), (2.0, -0.0)]> : tensor<4xcomplex<f64>>
  %t = chlo.atanh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %re = stablehlo.real %t : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %re012 = stablehlo.slice %re [0:3] : (tensor<4xf64>) -> tensor<3xf64>
  check.expect_eq_const %re012, dense<[0x7FF0000000000000, 0xFFF0000000000000, -0.0]> : tensor<3xf64>
  %im = stablehlo.imag %t : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %im3 = stablehlo.slice %im [3:4] : (tensor<4xf64>) -> tensor<1xf64>
  check.expect_almost_eq_const %im3, dense<-1.5707963267948966> : tensor<1xf64>
  %w = stablehlo.constant dense<[(0.0, 0.5), (-0.0, -0.25)]> : tensor<2xcomplex<f64>>
  %a = chlo.atan %w : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %a_re = stablehlo.real %a : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  check.expect_eq_const %a_re, dense<[0.0, -0.0]> : tensor<2xf64>
  func.return
}
