// stablehlo.square on every kind of element type it takes. Complex squares
// are (x - y)(x + y) + 2xyi, overflowing only where the result does.
// RUN: hlokit-run %s

func.func @square_float() {
  %f64 = stablehlo.constant dense<[[0.0, 1.0], [-2.0, 3.0]]> : tensor<2x2xf64>
  %r64 = stablehlo.square %f64 : tensor<2x2xf64>
  check.expect_eq_const %r64, dense<[[0.0, 1.0], [4.0, 9.0]]> : tensor<2x2xf64>
  // 1e20^2 overflows f32; NaN stays NaN; -0^2 is +0.
  %f32 = stablehlo.constant dense<[1.0e20, 0x7FC00000, -0.0, 0.5]> : tensor<4xf32>
  %r32 = stablehlo.square %f32 : tensor<4xf32>
  check.expect_eq_const %r32, dense<[0x7F800000, 0x7FC00000, 0.0, 0.25]> : tensor<4xf32>
  // 1.5^2 = 2.25 is exact in bf16 and f16; 300^2 overflows f16.
  %bf = stablehlo.constant dense<[1.5, -3.0]> : tensor<2xbf16>
  %rbf = stablehlo.square %bf : tensor<2xbf16>
  check.expect_eq_const %rbf, dense<[2.25, 9.0]> : tensor<2xbf16>
  %h = stablehlo.constant dense<[1.5, 300.0]> : tensor<2xf16>
  %rh = stablehlo.square %h : tensor<2xf16>
  check.expect_eq_const %rh, dense<[2.25, 0x7C00]> : tensor<2xf16>
  %f8 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf8E4M3FN>
  %r8 = stablehlo.square %f8 : tensor<2xf8E4M3FN>
  check.expect_eq_const %r8, dense<[2.25, 4.0]> : tensor<2xf8E4M3FN>
  func.return
}

func.func @square_integer() {
  // Integers wrap: 65536^2 = 2^32 is 0 in i32, 16^2 = 256 is 0 in ui8.
  %i = stablehlo.constant dense<[-3, 46340, 65536]> : tensor<3xi32>
  %ri = stablehlo.square %i : tensor<3xi32>
  check.expect_eq_const %ri, dense<[9, 2147395600, 0]> : tensor<3xi32>
  %u = stablehlo.constant dense<[15, 16]> : tensor<2xui8>
  %ru = stablehlo.square %u : tensor<2xui8>
  check.expect_eq_const %ru, dense<[225, 0]> : tensor<2xui8>
  %n = stablehlo.constant dense<[-3, 2]> : tensor<2xi4>
  %rn = stablehlo.square %n : tensor<2xi4>
  check.expect_eq_const %rn, dense<[-7, 4]> : tensor<2xi4>
  func.return
}

func.func @square_complex() {
  %z = stablehlo.constant dense<[(0.0, 1.0), (2.0, 1.0), (1.0e+38, 1.0e+38), (1.0e+155, 2.0e+155), (1.0e+308, 1.0e+308), (1.0e+308, -1.0e+308), (0x7FF0000000000000, 0x7FF0000000000000)]> : tensor<7xcomplex<f64>>
  %r = stablehlo.square %z : tensor<7xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[(-1.0, 0.0), (3.0, 4.0), (0.0, 1.9999999999999998E+76), (0xFFF0000000000000, 0x7FF0000000000000), (0.0, 0x7FF0000000000000), (0.0, 0xFFF0000000000000), (0x7FF8000000000000, 0x7FF0000000000000)]> : tensor<7xcomplex<f64>>
  // complex<f32>: (2e19, 2e19)^2 = (0, inf), where x^2 - y^2 would be
  // inf - inf = NaN; (2e19, 1e19)^2 overflows in the imaginary part only.
  %w = stablehlo.constant dense<[(2.0e+19, 2.0e+19), (2.0e+19, 1.0e+19), (1.0, -2.0)]> : tensor<3xcomplex<f32>>
  %rw = stablehlo.square %w : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %rw, dense<[(0.0, 0x7F800000), (3.0e+38, 0x7F800000), (-3.0, -4.0)]> : tensor<3xcomplex<f32>>
  func.return
}

func.func @square_quantized() {
  // Dequantize, square, quantize: 1.5^2 = 2.25 -> 2.0 at scale 0.5 (ties
  // to even: 4.5 -> 4), and 10^2 = 100 saturates at 127 * 0.5.
  %x = stablehlo.constant dense<[1.5, -2.0, 10.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %s = stablehlo.square %q : tensor<3x!quant.uniform<i8:f32, 0.5>>
  %d = stablehlo.uniform_dequantize %s : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xf32>
  check.expect_eq_const %d, dense<[2.0, 4.0, 63.5]> : tensor<3xf32>
  func.return
}
