// The chlo special functions run directly by hlokit-run on regular values,
// against mpmath references (40 digits, rounded to the type) within a few
// ULP; chlo_special_values.mlir has the special values and the other ops.
// The legalized forms' accuracy is measured by unittests/Transforms.
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

