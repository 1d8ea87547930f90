// Every chlo op run directly by hlokit-run: regular values against mpmath
// references (40 digits, rounded to the type) within a few ULP, and the
// special values (infinities, NaN, signed zeros, poles) exactly.
// RUN: hlokit-run %s

func.func @regular_values() {
  %erf_f32_x = stablehlo.constant dense<[0.5, -2.0, 0.001, 3.5]> : tensor<4xf32>
  %erf_f32 = chlo.erf %erf_f32_x : tensor<4xf32> -> tensor<4xf32>
  %erf_f32_ref = stablehlo.constant dense<[0.5204999, -0.9953223, 0.0011283788, 0.9999993]> : tensor<4xf32>
  check.expect_close %erf_f32, %erf_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %erf_f64_x = stablehlo.constant dense<[0.5, -2.0, 0.001, 3.5]> : tensor<4xf64>
  %erf_f64 = chlo.erf %erf_f64_x : tensor<4xf64> -> tensor<4xf64>
  %erf_f64_ref = stablehlo.constant dense<[0.5204998778130465, -0.9953222650189527, 0.0011283787909692365, 0.9999992569016276]> : tensor<4xf64>
  check.expect_close %erf_f64, %erf_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %erfc_f32_x = stablehlo.constant dense<[0.5, -2.0, 3.0, 20.0]> : tensor<4xf32>
  %erfc_f32 = chlo.erfc %erfc_f32_x : tensor<4xf32> -> tensor<4xf32>
  %erfc_f32_ref = stablehlo.constant dense<[0.47950011, 1.9953222, 2.2090497e-05, 0.0]> : tensor<4xf32>
  check.expect_close %erfc_f32, %erfc_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %erfc_f64_x = stablehlo.constant dense<[0.5, -2.0, 3.0, 20.0]> : tensor<4xf64>
  %erfc_f64 = chlo.erfc %erfc_f64_x : tensor<4xf64> -> tensor<4xf64>
  %erfc_f64_ref = stablehlo.constant dense<[0.4795001221869535, 1.9953222650189528, 2.209049699858544e-05, 5.395865611607901e-176]> : tensor<4xf64>
  check.expect_close %erfc_f64, %erfc_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %erf_inv_f32_x = stablehlo.constant dense<[0.5, -0.999, 1.0e-10, 0.9999999]> : tensor<4xf32>
  %erf_inv_f32 = chlo.erf_inv %erf_inv_f32_x : tensor<4xf32> -> tensor<4xf32>
  %erf_inv_f32_ref = stablehlo.constant dense<[0.47693628, -2.3267562, 8.862269e-11, 3.7439213]> : tensor<4xf32>
  check.expect_close %erf_inv_f32, %erf_inv_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %erf_inv_f64_x = stablehlo.constant dense<[0.5, -0.999, 1.0e-10, 0.9999999]> : tensor<4xf64>
  %erf_inv_f64 = chlo.erf_inv %erf_inv_f64_x : tensor<4xf64> -> tensor<4xf64>
  %erf_inv_f64_ref = stablehlo.constant dense<[0.4769362762044699, -2.3267537655135246, 8.862269254527581e-11, 3.7665625816384707]> : tensor<4xf64>
  check.expect_close %erf_inv_f64, %erf_inv_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %lgamma_f32_x = stablehlo.constant dense<[0.5, -2.5, 100.0, 1.0000001]> : tensor<4xf32>
  %lgamma_f32 = chlo.lgamma %lgamma_f32_x : tensor<4xf32> -> tensor<4xf32>
  %lgamma_f32_ref = stablehlo.constant dense<[0.5723649, -0.056243718, 359.13422, -6.8809456e-08]> : tensor<4xf32>
  check.expect_close %lgamma_f32, %lgamma_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %lgamma_f64_x = stablehlo.constant dense<[0.5, -2.5, 100.0, 1.0000001]> : tensor<4xf64>
  %lgamma_f64 = chlo.lgamma %lgamma_f64_x : tensor<4xf64> -> tensor<4xf64>
  %lgamma_f64_ref = stablehlo.constant dense<[0.5723649429247001, -0.056243716497674054, 359.1342053695754, -5.772155829918507e-08]> : tensor<4xf64>
  check.expect_close %lgamma_f64, %lgamma_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %digamma_f32_x = stablehlo.constant dense<[0.5, -2.5, 1.4616321, 100.0]> : tensor<4xf32>
  %digamma_f32 = chlo.digamma %digamma_f32_x : tensor<4xf32> -> tensor<4xf32>
  %digamma_f32_ref = stablehlo.constant dense<[-1.96351, 1.1031567, -1.2036052e-08, 4.600162]> : tensor<4xf32>
  check.expect_close %digamma_f32, %digamma_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %digamma_f64_x = stablehlo.constant dense<[0.5, -2.5, 1.4616321449683622, 100.0]> : tensor<4xf64>
  %digamma_f64 = chlo.digamma %digamma_f64_x : tensor<4xf64> -> tensor<4xf64>
  %digamma_f64_ref = stablehlo.constant dense<[-1.9635100260214235, 1.103156640645243, -9.241265521729427e-17, 4.600161852738087]> : tensor<4xf64>
  check.expect_close %digamma_f64, %digamma_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %bessel_i1e_f32_x = stablehlo.constant dense<[1.0, -5.0, 100.0, 1.0e-05]> : tensor<4xf32>
  %bessel_i1e_f32 = chlo.bessel_i1e %bessel_i1e_f32_x : tensor<4xf32> -> tensor<4xf32>
  %bessel_i1e_f32_ref = stablehlo.constant dense<[0.20791042, -0.16397227, 0.039744154, 4.99995e-06]> : tensor<4xf32>
  check.expect_close %bessel_i1e_f32, %bessel_i1e_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %bessel_i1e_f64_x = stablehlo.constant dense<[1.0, -5.0, 100.0, 1.0e-05]> : tensor<4xf64>
  %bessel_i1e_f64 = chlo.bessel_i1e %bessel_i1e_f64_x : tensor<4xf64> -> tensor<4xf64>
  %bessel_i1e_f64_ref = stablehlo.constant dense<[0.20791041534970844, -0.16397226694454237, 0.03974415302513025, 4.999950000312499e-06]> : tensor<4xf64>
  check.expect_close %bessel_i1e_f64, %bessel_i1e_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %tan_f32_x = stablehlo.constant dense<[0.5, -1.5, 10.0, 1.0e-08]> : tensor<4xf32>
  %tan_f32 = chlo.tan %tan_f32_x : tensor<4xf32> -> tensor<4xf32>
  %tan_f32_ref = stablehlo.constant dense<[0.5463025, -14.10142, 0.64836085, 1.0e-08]> : tensor<4xf32>
  check.expect_close %tan_f32, %tan_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %tan_f64_x = stablehlo.constant dense<[0.5, -1.5, 10.0, 1.0e-08]> : tensor<4xf64>
  %tan_f64 = chlo.tan %tan_f64_x : tensor<4xf64> -> tensor<4xf64>
  %tan_f64_ref = stablehlo.constant dense<[0.5463024898437905, -14.101419947171719, 0.6483608274590866, 1.0e-08]> : tensor<4xf64>
  check.expect_close %tan_f64, %tan_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %sinh_f32_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 20.0]> : tensor<4xf32>
  %sinh_f32 = chlo.sinh %sinh_f32_x : tensor<4xf32> -> tensor<4xf32>
  %sinh_f32_ref = stablehlo.constant dense<[0.5210953, -10.017875, 1.0e-08, 2.425826e+08]> : tensor<4xf32>
  check.expect_close %sinh_f32, %sinh_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %sinh_f64_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 20.0]> : tensor<4xf64>
  %sinh_f64 = chlo.sinh %sinh_f64_x : tensor<4xf64> -> tensor<4xf64>
  %sinh_f64_ref = stablehlo.constant dense<[0.5210953054937474, -10.017874927409903, 1.0e-08, 242582597.70489514]> : tensor<4xf64>
  check.expect_close %sinh_f64, %sinh_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %cosh_f32_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 20.0]> : tensor<4xf32>
  %cosh_f32 = chlo.cosh %cosh_f32_x : tensor<4xf32> -> tensor<4xf32>
  %cosh_f32_ref = stablehlo.constant dense<[1.127626, 10.067662, 1.0, 2.425826e+08]> : tensor<4xf32>
  check.expect_close %cosh_f32, %cosh_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %cosh_f64_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 20.0]> : tensor<4xf64>
  %cosh_f64 = chlo.cosh %cosh_f64_x : tensor<4xf64> -> tensor<4xf64>
  %cosh_f64_ref = stablehlo.constant dense<[1.1276259652063807, 10.067661995777765, 1.0, 242582597.70489514]> : tensor<4xf64>
  check.expect_close %cosh_f64, %cosh_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %asin_f32_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 1.0]> : tensor<4xf32>
  %asin_f32 = chlo.asin %asin_f32_x : tensor<4xf32> -> tensor<4xf32>
  %asin_f32_ref = stablehlo.constant dense<[0.5235988, -1.4292569, 1.0e-08, 1.5707964]> : tensor<4xf32>
  check.expect_close %asin_f32, %asin_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %asin_f64_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 1.0]> : tensor<4xf64>
  %asin_f64 = chlo.asin %asin_f64_x : tensor<4xf64> -> tensor<4xf64>
  %asin_f64_ref = stablehlo.constant dense<[0.5235987755982989, -1.4292568534704693, 1.0e-08, 1.5707963267948966]> : tensor<4xf64>
  check.expect_close %asin_f64, %asin_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %acos_f32_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 1.0]> : tensor<4xf32>
  %acos_f32 = chlo.acos %acos_f32_x : tensor<4xf32> -> tensor<4xf32>
  %acos_f32_ref = stablehlo.constant dense<[1.0471976, 3.0000532, 1.5707964, 0.0]> : tensor<4xf32>
  check.expect_close %acos_f32, %acos_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %acos_f64_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 1.0]> : tensor<4xf64>
  %acos_f64 = chlo.acos %acos_f64_x : tensor<4xf64> -> tensor<4xf64>
  %acos_f64_ref = stablehlo.constant dense<[1.0471975511965979, 3.000053180265366, 1.5707963167948966, 0.0]> : tensor<4xf64>
  check.expect_close %acos_f64, %acos_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %atan_f32_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 1.0e+10]> : tensor<4xf32>
  %atan_f32 = chlo.atan %atan_f32_x : tensor<4xf32> -> tensor<4xf32>
  %atan_f32_ref = stablehlo.constant dense<[0.4636476, -1.2490457, 1.0e-08, 1.5707964]> : tensor<4xf32>
  check.expect_close %atan_f32, %atan_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %atan_f64_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 10000000000.0]> : tensor<4xf64>
  %atan_f64 = chlo.atan %atan_f64_x : tensor<4xf64> -> tensor<4xf64>
  %atan_f64_ref = stablehlo.constant dense<[0.4636476090008061, -1.2490457723982544, 1.0e-08, 1.5707963266948965]> : tensor<4xf64>
  check.expect_close %atan_f64, %atan_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %asinh_f32_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 1.0e+10]> : tensor<4xf32>
  %asinh_f32 = chlo.asinh %asinh_f32_x : tensor<4xf32> -> tensor<4xf32>
  %asinh_f32_ref = stablehlo.constant dense<[0.4812118, -1.8184465, 1.0e-08, 23.718998]> : tensor<4xf32>
  check.expect_close %asinh_f32, %asinh_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %asinh_f64_x = stablehlo.constant dense<[0.5, -3.0, 1.0e-08, 10000000000.0]> : tensor<4xf64>
  %asinh_f64 = chlo.asinh %asinh_f64_x : tensor<4xf64> -> tensor<4xf64>
  %asinh_f64_ref = stablehlo.constant dense<[0.48121182505960347, -1.8184464592320668, 1.0e-08, 23.7189981105004]> : tensor<4xf64>
  check.expect_close %asinh_f64, %asinh_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %acosh_f32_x = stablehlo.constant dense<[1.5, 3.0, 1.0, 1.0e+10]> : tensor<4xf32>
  %acosh_f32 = chlo.acosh %acosh_f32_x : tensor<4xf32> -> tensor<4xf32>
  %acosh_f32_ref = stablehlo.constant dense<[0.9624236, 1.7627472, 0.0, 23.718998]> : tensor<4xf32>
  check.expect_close %acosh_f32, %acosh_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %acosh_f64_x = stablehlo.constant dense<[1.5, 3.0, 1.0, 10000000000.0]> : tensor<4xf64>
  %acosh_f64 = chlo.acosh %acosh_f64_x : tensor<4xf64> -> tensor<4xf64>
  %acosh_f64_ref = stablehlo.constant dense<[0.9624236501192069, 1.762747174039086, 0.0, 23.7189981105004]> : tensor<4xf64>
  check.expect_close %acosh_f64, %acosh_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %atanh_f32_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 0.9999]> : tensor<4xf32>
  %atanh_f32 = chlo.atanh %atanh_f32_x : tensor<4xf32> -> tensor<4xf32>
  %atanh_f32_ref = stablehlo.constant dense<[0.54930615, -2.646653, 1.0e-08, 4.951636]> : tensor<4xf32>
  check.expect_close %atanh_f32, %atanh_f32_ref, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %atanh_f64_x = stablehlo.constant dense<[0.5, -0.99, 1.0e-08, 0.9999]> : tensor<4xf64>
  %atanh_f64 = chlo.atanh %atanh_f64_x : tensor<4xf64> -> tensor<4xf64>
  %atanh_f64_ref = stablehlo.constant dense<[0.5493061443340549, -2.6466524123622457, 1.0e-08, 4.951718775643099]> : tensor<4xf64>
  check.expect_close %atanh_f64, %atanh_f64_ref, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  func.return
}

func.func @binary_regular_values() {
  %polygamma_f32_a = stablehlo.constant dense<[1.0, 2.0, 3.0, 0.0]> : tensor<4xf32>
  %polygamma_f32_b = stablehlo.constant dense<[1.0, 0.5, -1.5, 2.5]> : tensor<4xf32>
  %polygamma_f32 = chlo.polygamma %polygamma_f32_a, %polygamma_f32_b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %polygamma_f32_ref = stablehlo.constant dense<[1.644934, -16.828796, 194.59427, 0.70315665]> : tensor<4xf32>
  check.expect_close %polygamma_f32, %polygamma_f32_ref, max_ulp_difference = 4 : tensor<4xf32>, tensor<4xf32>
  %polygamma_f64_a = stablehlo.constant dense<[1.0, 2.0, 3.0, 0.0]> : tensor<4xf64>
  %polygamma_f64_b = stablehlo.constant dense<[1.0, 0.5, -1.5, 2.5]> : tensor<4xf64>
  %polygamma_f64 = chlo.polygamma %polygamma_f64_a, %polygamma_f64_b : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  %polygamma_f64_ref = stablehlo.constant dense<[1.6449340668482264, -16.82879664423432, 194.59427621918763, 0.7031566406452432]> : tensor<4xf64>
  check.expect_close %polygamma_f64, %polygamma_f64_ref, max_ulp_difference = 4 : tensor<4xf64>, tensor<4xf64>
  %zeta_f32_a = stablehlo.constant dense<[2.0, 3.0, 1.5, 4.0]> : tensor<4xf32>
  %zeta_f32_b = stablehlo.constant dense<[1.0, 0.5, 10.0, -1.5]> : tensor<4xf32>
  %zeta_f32 = chlo.zeta %zeta_f32_a, %zeta_f32_b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %zeta_f32_ref = stablehlo.constant dense<[1.644934, 8.414398, 0.6486616, 32.43238]> : tensor<4xf32>
  check.expect_close %zeta_f32, %zeta_f32_ref, max_ulp_difference = 4 : tensor<4xf32>, tensor<4xf32>
  %zeta_f64_a = stablehlo.constant dense<[2.0, 3.0, 1.5, 4.0]> : tensor<4xf64>
  %zeta_f64_b = stablehlo.constant dense<[1.0, 0.5, 10.0, -1.5]> : tensor<4xf64>
  %zeta_f64 = chlo.zeta %zeta_f64_a, %zeta_f64_b : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  %zeta_f64_ref = stablehlo.constant dense<[1.6449340668482264, 8.41439832211716, 0.6486616319415704, 32.432379369864606]> : tensor<4xf64>
  check.expect_close %zeta_f64, %zeta_f64_ref, max_ulp_difference = 4 : tensor<4xf64>, tensor<4xf64>
  func.return
}

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
  check.expect_close %digamma, %digamma_ref, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
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

func.func @complex_ops() {
  %z = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.0)]> : tensor<2xcomplex<f64>>
  %conj = chlo.conj %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  check.expect_eq_const %conj, dense<[(1.0, -2.0), (-0.5, -0.0)]> : tensor<2xcomplex<f64>>
  %asin = chlo.asin %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %asin_ref = stablehlo.constant dense<[(0.42707858639247614, 1.5285709194809982), (-0.5235987755982989, 0.0)]> : tensor<2xcomplex<f64>>
  check.expect_close %asin, %asin_ref, max_ulp_difference = 4 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
  %tan = chlo.tan %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %tan_ref = stablehlo.constant dense<[(0.03381282607989669, 1.0147936161466335), (-0.5463024898437905, 0.0)]> : tensor<2xcomplex<f64>>
  check.expect_close %tan, %tan_ref, max_ulp_difference = 4 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
  %r = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
  %conj_real = chlo.conj %r : tensor<2xf32> -> tensor<2xf32>
  check.expect_eq_const %conj_real, dense<[1.5, -0.0]> : tensor<2xf32>
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

func.func @broadcasting_binary_ops() {
  %row = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %col = stablehlo.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %add = chlo.broadcast_add %row, %col : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %add, dense<[[11.0, 12.0, 13.0], [21.0, 22.0, 23.0]]> : tensor<2x3xf32>
  %lead = stablehlo.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %sub = chlo.broadcast_subtract %lead, %m {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %sub, dense<[[99.0, 98.0, 97.0], [196.0, 195.0, 194.0]]> : tensor<2x3xf32>
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
  check.expect_eq_const %div, dense<-1> : tensor<2x2xi32>
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

func.func @constants() {
  %c = chlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  check.expect_eq_const %c, dense<[1.5, 2.5]> : tensor<2xf32>
  %l = "chlo.constant_like"(%c) {value = 7 : i32} : (tensor<2xf32>) -> tensor<2xi32>
  check.expect_eq_const %l, dense<7> : tensor<2xi32>
  func.return
}
