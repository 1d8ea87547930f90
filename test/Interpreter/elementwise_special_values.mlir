// Special values of the elementwise functions through hlokit-run: IEEE 754
// for real operands, C99 Annex G for complex ones (signed zeros pick the side
// of a branch cut), and no overflow near the largest finite values.
// expect_eq_const compares bits (so signed zeros count); results with a NaN
// part use expect_almost_eq_const, where any NaN matches any NaN.
// RUN: hlokit-run %s

// inf = 0x7F800000, -inf = 0xFF800000, NaN = 0x7FC00000 (f32);
// pi = 3.14159274, pi/2 = 1.57079637, 3pi/4 = 2.35619450 as f32.

func.func @real_exp_log() {
  %x = stablehlo.constant dense<[0xFF800000, 0x7F800000, -0.0, 89.0]> : tensor<4xf32>
  %exp = stablehlo.exponential %x : tensor<4xf32>
  check.expect_eq_const %exp, dense<[0.0, 0x7F800000, 1.0, 0x7F800000]> : tensor<4xf32>
  %expm1 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  check.expect_eq_const %expm1, dense<[-1.0, 0x7F800000, -0.0, 0x7F800000]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, -1.0]> : tensor<4xf32>
  %log = stablehlo.log %y : tensor<4xf32>
  check.expect_almost_eq_const %log, dense<[0xFF800000, 0xFF800000, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %log1p = stablehlo.log_plus_one %y : tensor<4xf32>
  check.expect_eq_const %log1p, dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  func.return
}

func.func @real_roots() {
  %x = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  %sqrt = stablehlo.sqrt %x : tensor<4xf32>
  check.expect_almost_eq_const %sqrt, dense<[0.0, -0.0, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %rsqrt = stablehlo.rsqrt %x : tensor<4xf32>
  check.expect_almost_eq_const %rsqrt, dense<[0x7F800000, 0xFF800000, 0.0, 0x7FC00000]> : tensor<4xf32>
  %cbrt = stablehlo.cbrt %x : tensor<4xf32>
  check.expect_eq_const %cbrt, dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  // rsqrt(-0) = -inf exactly, not NaN.
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %rnz = stablehlo.rsqrt %nz : tensor<f32>
  check.expect_eq_const %rnz, dense<0xFF800000> : tensor<f32>
  func.return
}

func.func @real_trig() {
  %x = stablehlo.constant dense<[-0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  %sin = stablehlo.sine %x : tensor<4xf32>
  check.expect_almost_eq_const %sin, dense<[-0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
  %cos = stablehlo.cosine %x : tensor<4xf32>
  check.expect_almost_eq_const %cos, dense<[1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
  %tan = stablehlo.tan %x : tensor<4xf32>
  check.expect_almost_eq_const %tan, dense<[-0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
  %y = stablehlo.constant dense<[-0.0, 0x7F800000, 0xFF800000, 1.0e+30]> : tensor<4xf32>
  %tanh = stablehlo.tanh %y : tensor<4xf32>
  check.expect_eq_const %tanh, dense<[-0.0, 1.0, -1.0, 1.0]> : tensor<4xf32>
  %sinz = stablehlo.sine %y : tensor<4xf32>
  %first = stablehlo.slice %sinz [0:1] : (tensor<4xf32>) -> tensor<1xf32>
  check.expect_eq_const %first, dense<[-0.0]> : tensor<1xf32>
  func.return
}

func.func @real_logistic() {
  // e^-100 is a subnormal f32: 1/(1 + e^100) would give 0.
  %x = stablehlo.constant dense<[0xFF800000, 0x7F800000, -100.0, 0.0]> : tensor<4xf32>
  %l = stablehlo.logistic %x : tensor<4xf32>
  check.expect_eq_const %l, dense<[0.0, 1.0, 3.783510e-44, 5.000000e-01]> : tensor<4xf32>
  func.return
}

func.func @real_atan2_power() {
  %y = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 0x7F800000]> : tensor<5xf32>
  %x = stablehlo.constant dense<[-0.0, -0.0, 0.0, 0.0, 0xFF800000]> : tensor<5xf32>
  %a = stablehlo.atan2 %y, %x : tensor<5xf32>
  check.expect_eq_const %a, dense<[3.14159274, -3.14159274, 0.0, -0.0, 2.3561945]> : tensor<5xf32>
  %b = stablehlo.constant dense<[-0.0, 0.0, -0.0, 0x7FC00000, 1.0]> : tensor<5xf32>
  %e = stablehlo.constant dense<[-3.0, -3.0, 3.0, 0.0, 0x7FC00000]> : tensor<5xf32>
  %p = stablehlo.power %b, %e : tensor<5xf32>
  check.expect_eq_const %p, dense<[0xFF800000, 0x7F800000, -0.0, 1.0, 1.0]> : tensor<5xf32>
  func.return
}

func.func @real_abs_sign() {
  %x = stablehlo.constant dense<[-0.0, 0xFF800000, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %abs = stablehlo.abs %x : tensor<4xf32>
  check.expect_almost_eq_const %abs, dense<[0.0, 0x7F800000, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %sign = stablehlo.sign %x : tensor<4xf32>
  check.expect_almost_eq_const %sign, dense<[-0.0, -1.0, 1.0, 0x7FC00000]> : tensor<4xf32>
  %z = stablehlo.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %signz = stablehlo.sign %z : tensor<2xf32>
  check.expect_eq_const %signz, dense<[-0.0, 0.0]> : tensor<2xf32>
  func.return
}

// f16 and bf16 are computed in f32 and rounded once; logistic(-90) is a
// bf16 subnormal (e^90 overflows f32).
func.func @small_floats() {
  %h = stablehlo.constant dense<[0xFC00, 0x7C00, -0.0, 1.200000e+01]> : tensor<4xf16>
  %eh = stablehlo.exponential %h : tensor<4xf16>
  check.expect_eq_const %eh, dense<[0.0, 0x7C00, 1.0, 0x7C00]> : tensor<4xf16>
  %th = stablehlo.tanh %h : tensor<4xf16>
  check.expect_eq_const %th, dense<[-1.0, 1.0, -0.0, 1.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[0xFF80, 0x7F80, -0.0, -9.000000e+01]> : tensor<4xbf16>
  %lb = stablehlo.logistic %b : tensor<4xbf16>
  check.expect_eq_const %lb, dense<[0.0, 1.0, 5.000000e-01, 0x0009]> : tensor<4xbf16>
  %d = stablehlo.constant dense<[0.0, -0.0, 0xFFF0000000000000, -1.0]> : tensor<4xf64>
  %rd = stablehlo.rsqrt %d : tensor<4xf64>
  check.expect_almost_eq_const %rd, dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<4xf64>
  func.return
}

func.func @complex_exp() {
  %z = stablehlo.constant dense<[(-0.0, -0.0), (0x7F800000, 0.0), (0xFF800000, 2.0), (0x7F800000, 2.0)]> : tensor<4xcomplex<f32>>
  %exp = stablehlo.exponential %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %exp, dense<[(1.0, -0.0), (0x7F800000, 0.0), (-0.0, 0.0), (0xFF800000, 0x7F800000)]> : tensor<4xcomplex<f32>>
  %n = stablehlo.constant dense<[(1.0, 0x7F800000), (0x7FC00000, -0.0), (0x7F800000, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  %expn = stablehlo.exponential %n : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %expn, dense<[(0x7FC00000, 0x7FC00000), (0x7FC00000, 0.0), (0x7F800000, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  // exp(-inf + i0) = 0 and expm1 of it is exactly -1.
  %m = stablehlo.constant dense<[(0xFF800000, 0.0), (-0.0, 0.0)]> : tensor<2xcomplex<f32>>
  %expm1 = stablehlo.exponential_minus_one %m : tensor<2xcomplex<f32>>
  check.expect_eq_const %expm1, dense<[(-1.0, 0.0), (-0.0, 0.0)]> : tensor<2xcomplex<f32>>
  func.return
}

func.func @complex_log_branch_cut() {
  %z = stablehlo.constant dense<[(-0.0, 0.0), (-0.0, -0.0), (-1.0, 0.0), (-1.0, -0.0), (0xFF800000, 0x7F800000)]> : tensor<5xcomplex<f32>>
  %log = stablehlo.log %z : tensor<5xcomplex<f32>>
  check.expect_eq_const %log, dense<[(0xFF800000, 3.14159274), (0xFF800000, -3.14159274), (0.0, 3.14159274), (0.0, -3.14159274), (0x7F800000, 2.3561945)]> : tensor<5xcomplex<f32>>
  // log1p(-2 +- i0) is on the cut; log1p(-1 + i0) = -inf; log1p(-0) = -0.
  %w = stablehlo.constant dense<[(-2.0, 0.0), (-2.0, -0.0), (-1.0, 0.0), (-0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %log1p = stablehlo.log_plus_one %w : tensor<4xcomplex<f32>>
  check.expect_eq_const %log1p, dense<[(0.0, 3.14159274), (0.0, -3.14159274), (0xFF800000, 0.0), (-0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %n = stablehlo.constant dense<[(0x7FC00000, 0x7F800000), (1.0, 0x7FC00000)]> : tensor<2xcomplex<f32>>
  %logn = stablehlo.log %n : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %logn, dense<[(0x7F800000, 0x7FC00000), (0x7FC00000, 0x7FC00000)]> : tensor<2xcomplex<f32>>
  func.return
}

func.func @complex_roots() {
  %z = stablehlo.constant dense<[(-4.0, 0.0), (-4.0, -0.0), (0xFF800000, 1.0), (0x7F800000, -1.0), (-0.0, -0.0)]> : tensor<5xcomplex<f32>>
  %sqrt = stablehlo.sqrt %z : tensor<5xcomplex<f32>>
  check.expect_eq_const %sqrt, dense<[(0.0, 2.0), (0.0, -2.0), (0.0, 0x7F800000), (0x7F800000, -0.0), (0.0, -0.0)]> : tensor<5xcomplex<f32>>
  %rsqrt = stablehlo.rsqrt %z : tensor<5xcomplex<f32>>
  check.expect_eq_const %rsqrt, dense<[(0.0, -5.000000e-01), (0.0, 5.000000e-01), (0.0, -0.0), (0.0, 0.0), (0x7F800000, 0.0)]> : tensor<5xcomplex<f32>>
  %cbrt = stablehlo.cbrt %z : tensor<5xcomplex<f32>>
  %c = stablehlo.constant dense<[(0.793700516, 1.37472963), (0.793700516, -1.37472963), (0x7F800000, 0x7F800000), (0x7F800000, -0.0), (0.0, -0.0)]> : tensor<5xcomplex<f32>>
  check.expect_close %cbrt, %c, max_ulp_difference = 1 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  // Any infinite part makes sqrt's imaginary part infinite, even with NaN.
  %n = stablehlo.constant dense<[(0x7FC00000, 0x7F800000)]> : tensor<1xcomplex<f32>>
  %sqrtn = stablehlo.sqrt %n : tensor<1xcomplex<f32>>
  check.expect_eq_const %sqrtn, dense<[(0x7F800000, 0x7F800000)]> : tensor<1xcomplex<f32>>
  func.return
}

func.func @complex_trig() {
  %z = stablehlo.constant dense<[(-0.0, -0.0), (0.0, 0x7F800000), (1.0, 0x7F800000)]> : tensor<3xcomplex<f32>>
  %sin = stablehlo.sine %z : tensor<3xcomplex<f32>>
  check.expect_eq_const %sin, dense<[(-0.0, -0.0), (0.0, 0x7F800000), (0x7F800000, 0x7F800000)]> : tensor<3xcomplex<f32>>
  %cos = stablehlo.cosine %z : tensor<3xcomplex<f32>>
  check.expect_eq_const %cos, dense<[(1.0, -0.0), (0x7F800000, -0.0), (0x7F800000, 0xFF800000)]> : tensor<3xcomplex<f32>>
  %tan = stablehlo.tan %z : tensor<3xcomplex<f32>>
  check.expect_eq_const %tan, dense<[(-0.0, -0.0), (0.0, 1.0), (0.0, 1.0)]> : tensor<3xcomplex<f32>>
  // Large imaginary parts: tan -> +-i and tanh -> +-1 without inf/inf.
  %w = stablehlo.constant dense<[(1.0e+30, 1.0), (0x7F800000, 2.0), (0xFF800000, 1.0), (-0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %tanh = stablehlo.tanh %w : tensor<4xcomplex<f32>>
  check.expect_eq_const %tanh, dense<[(1.0, 0.0), (1.0, -0.0), (-1.0, 0.0), (-0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %n = stablehlo.constant dense<[(0x7F800000, 1.0), (1.0, 0x7FC00000)]> : tensor<2xcomplex<f32>>
  %sinn = stablehlo.sine %n : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %sinn, dense<[(0x7FC00000, 0x7FC00000), (0x7FC00000, 0x7FC00000)]> : tensor<2xcomplex<f32>>
  func.return
}

func.func @complex_logistic_abs_sign() {
  %z = stablehlo.constant dense<[(0x7F800000, 0.0), (0xFF800000, 0.0), (-1.0e+30, 0.0), (0.0, -0.0)]> : tensor<4xcomplex<f32>>
  %l = stablehlo.logistic %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %l, dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (5.000000e-01, -0.0)]> : tensor<4xcomplex<f32>>
  // |z| neither overflows near the largest float nor underflows in the
  // subnormals; abs(inf + iNaN) = inf.
  %a = stablehlo.constant dense<[(2.0e+38, 2.0e+38), (4.203895e-45, 5.605194e-45), (0x7F800000, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  %abs = "stablehlo.abs"(%a) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  check.expect_eq_const %abs, dense<[2.82842705e+38, 7.006492e-45, 0x7F800000]> : tensor<3xf32>
  %s = stablehlo.constant dense<[(3.0, -4.0), (0.0, -0.0), (0xFF800000, 1.0), (1.401298e-45, 1.401298e-45)]> : tensor<4xcomplex<f32>>
  %sign = stablehlo.sign %s : tensor<4xcomplex<f32>>
  check.expect_eq_const %sign, dense<[(6.000000e-01, -8.000000e-01), (0.0, -0.0), (-1.0, 0.0), (0.707106769, 0.707106769)]> : tensor<4xcomplex<f32>>
  func.return
}

func.func @complex_power() {
  // z^0 = 1 even for NaN z; 0^w; real results on the real axis are exact.
  %z = stablehlo.constant dense<[(0x7FC00000, 1.0), (0.0, 0.0), (0.0, 0.0), (2.0, 0.0), (-2.0, 0.0)]> : tensor<5xcomplex<f32>>
  %w = stablehlo.constant dense<[(0.0, 0.0), (2.0, 1.0), (-2.0, 0.0), (5.000000e-01, 0.0), (3.0, 0.0)]> : tensor<5xcomplex<f32>>
  %p = stablehlo.power %z, %w : tensor<5xcomplex<f32>>
  check.expect_eq_const %p, dense<[(1.0, 0.0), (0.0, 0.0), (0x7F800000, 0.0), (1.41421354, 0.0), (-8.0, 0.0)]> : tensor<5xcomplex<f32>>
  func.return
}

func.func @complex128_extremes() {
  // Near the largest double: sqrt and log do not overflow in |z|.
  %z = stablehlo.constant dense<[(1.0e+308, 1.0e+308), (-1.0e+308, 0.0)]> : tensor<2xcomplex<f64>>
  %sqrt = stablehlo.sqrt %z : tensor<2xcomplex<f64>>
  %c = stablehlo.constant dense<[(1.09868411346781e+154, 4.5508986056222734e+153), (0.0, 1.0e+154)]> : tensor<2xcomplex<f64>>
  check.expect_close %sqrt, %c, max_ulp_difference = 1 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
  %log = stablehlo.log %z : tensor<2xcomplex<f64>>
  %l = stablehlo.constant dense<[(709.542782232446, 0.7853981633974483), (709.1962086421661, 3.141592653589793)]> : tensor<2xcomplex<f64>>
  check.expect_close %log, %l, max_ulp_difference = 1 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
  func.return
}
