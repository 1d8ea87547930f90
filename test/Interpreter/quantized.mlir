// Quantized execution: uniform_quantize/uniform_dequantize and the ops that
// run as dequantize_op_quantize. Expected values are worked by hand from the
// spec's quantize (x / scale + zero_point, clamped, rounded to nearest even)
// and dequantize ((q - zero_point) * scale). Quantized results print as
// their storage integers.
// RUN: hlokit-run %s | FileCheck %s

// CHECK-LABEL: tensor<7x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [1, 3, 4, 4, 6, 127, -128]
func.func @quantize_rounds_and_clamps() -> tensor<7x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant dense<[-1.0, 0.0, 0.3, 0.75, 1.25, 100.0, -100.0]> : tensor<7xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<7xf32>) -> tensor<7x!quant.uniform<i8:f32, 0.5:3>>
  %d = stablehlo.uniform_dequantize %q : (tensor<7x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<7xf32>
  check.expect_eq_const %d, dense<[-1.0, 0.0, 0.5, 0.5, 1.5, 62.0, -65.5]> : tensor<7xf32>
  // Requantizing clamps to the result's storage range [-100, 100].
  %r = stablehlo.uniform_quantize %q : (tensor<7x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<7x!quant.uniform<i8<-100:100>:f32, 0.25:-1>>
  %rd = stablehlo.uniform_dequantize %r : (tensor<7x!quant.uniform<i8<-100:100>:f32, 0.25:-1>>) -> tensor<7xf32>
  check.expect_eq_const %rd, dense<[-1.0, 0.0, 0.5, 0.5, 1.5, 25.25, -24.75]> : tensor<7xf32>
  func.return %q : tensor<7x!quant.uniform<i8:f32, 0.5:3>>
}

// NaN quantizes as convert does (to 0), then is clamped into the storage range.
// CHECK-LABEL: tensor<2x!quant.uniform<i8<1:100>:f32, 1.000000e+00:1>> {
// CHECK-NEXT:    [1, 2]
func.func @quantize_nan() -> tensor<2x!quant.uniform<i8<1:100>:f32, 1.0:1>> {
  %x = stablehlo.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<1:100>:f32, 1.0:1>>
  func.return %q : tensor<2x!quant.uniform<i8<1:100>:f32, 1.0:1>>
}

// The spec's examples of uniform_quantize and uniform_dequantize.
// CHECK-LABEL: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-20,2.000000e-01:-30}>> {
// CHECK-NEXT:    [20, 45]
func.func @spec_examples() -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20, 0.2:-30}>> {
  %x = stablehlo.constant dense<[4.0, 15.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[4.0, 15.0]> : tensor<2xf32>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20, 0.2:-30}>>
  func.return %r : tensor<2x!quant.uniform<i8:f32:0, {0.1:-20, 0.2:-30}>>
}

// Per-axis along dimension 1: each column has its own scale and zero point.
// CHECK-LABEL: tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,1.000000e+00:1,2.000000e+00:-1}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [2, 3, 0],
// CHECK-NEXT:      [-2, -1, -2]
// CHECK-NEXT:    ]
func.func @per_axis() -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<2x3xf32>
  check.expect_eq_const %d, dense<[[1.0, 2.0, 2.0], [-1.0, -2.0, -2.0]]> : tensor<2x3xf32>
  func.return %q : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>
}

// Unsigned storage with an f16 expressed type.
// CHECK-LABEL: tensor<3x!quant.uniform<u8:f16, 5.000000e-01:128>> {
// CHECK-NEXT:    [130, 126, 255]
func.func @unsigned_f16() -> tensor<3x!quant.uniform<u8:f16, 0.5:128>> {
  %x = stablehlo.constant dense<[1.0, -1.0, 200.0]> : tensor<3xf16>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf16>) -> tensor<3x!quant.uniform<u8:f16, 0.5:128>>
  %d = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<u8:f16, 0.5:128>>) -> tensor<3xf16>
  check.expect_eq_const %d, dense<[1.0, -1.0, 63.5]> : tensor<3xf16>
  func.return %q : tensor<3x!quant.uniform<u8:f16, 0.5:128>>
}

// Elementwise ops dequantize their operands, compute in f32 and quantize to
// the result type.
// CHECK-LABEL: tensor<4x!quant.uniform<i8:f32, 1.000000e+00>> {
// CHECK-NEXT:    [1, 2, -2, 42]
func.func @elementwise() -> tensor<4x!quant.uniform<i8:f32, 1.0:0>> {
  %x = stablehlo.constant dense<[1.0, 2.0, -3.0, 10.0]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.25, -0.5, 1.0, 100.0]> : tensor<4xf32>
  %a = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %b = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:-2>>
  // b holds 32.25 for 100.0: 398 is clamped to 127.
  %sum = stablehlo.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %neg = stablehlo.negate %a : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:0>>
  %negd = stablehlo.uniform_dequantize %neg : (tensor<4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<4xf32>
  check.expect_eq_const %negd, dense<[-1.0, -2.0, 3.0, -10.0]> : tensor<4xf32>
  %max = stablehlo.maximum %a, %a : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %maxd = stablehlo.uniform_dequantize %max : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  check.expect_eq_const %maxd, dense<[1.0, 2.0, -3.0, 10.0]> : tensor<4xf32>
  %mul = stablehlo.multiply %a, %a : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  %muld = stablehlo.uniform_dequantize %mul : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4xf32>
  check.expect_eq_const %muld, dense<[1.0, 4.0, 9.0, 100.0]> : tensor<4xf32>
  func.return %sum : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
}

// add of a per-axis and a per-tensor operand.
// CHECK-LABEL: tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e+00,5.000000e-01}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [2, 4],
// CHECK-NEXT:      [12, 16]
// CHECK-NEXT:    ]
func.func @add_per_axis() -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %a = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>
  %b = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0:0>>
  %sum = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>, tensor<2x2x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>>
  func.return %sum : tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>>
}

// dot_general with quantized lhs and per-axis rhs, and the hybrid form with
// a float lhs (the result is not quantized).
// CHECK-LABEL: tensor<2x2x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [22, 14],
// CHECK-NEXT:      [49, 32]
// CHECK-NEXT:    ]
// CHECK-NEXT:  }
// CHECK-NEXT:  tensor<2x2xf32> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [2.200000e+01, 2.800000e+01],
// CHECK-NEXT:      [4.900000e+01, 6.400000e+01]
// CHECK-NEXT:    ]
func.func @dot_general() -> (tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>, tensor<2x2xf32>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %w = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %a = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>
  %b = stablehlo.uniform_quantize %w : (tensor<3x2xf32>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  %q = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  %h = stablehlo.dot_general %x, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) -> tensor<2x2xf32>
  func.return %q, %h : tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>, tensor<2x2xf32>
}

// Data movement copies the storage integers; a per-axis tensor's parameters
// move with its quantization dimension.
// CHECK-LABEL: tensor<3x2x!quant.uniform<i8:f32:0, {5.000000e-01,1.000000e+00:1,2.000000e+00:-1}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [2, -2],
// CHECK-NEXT:      [3, -1],
// CHECK-NEXT:      [0, -2]
// CHECK-NEXT:    ]
func.func @transpose_per_axis() -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 1.0:1, 2.0:-1}>> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 1.0:1, 2.0:-1}>>
  %d = stablehlo.uniform_dequantize %t : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<3x2xf32>
  check.expect_eq_const %d, dense<[[1.0, -1.0], [2.0, -2.0], [2.0, -2.0]]> : tensor<3x2xf32>
  %b = stablehlo.broadcast_in_dim %q, dims = [1, 2] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<2x2x3x!quant.uniform<i8:f32:2, {0.5:0, 1.0:1, 2.0:-1}>>
  %bd = stablehlo.uniform_dequantize %b : (tensor<2x2x3x!quant.uniform<i8:f32:2, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<2x2x3xf32>
  check.expect_eq_const %bd, dense<[[[1.0, 2.0, 2.0], [-1.0, -2.0, -2.0]], [[1.0, 2.0, 2.0], [-1.0, -2.0, -2.0]]]> : tensor<2x2x3xf32>
  func.return %t : tensor<3x2x!quant.uniform<i8:f32:0, {0.5:0, 1.0:1, 2.0:-1}>>
}

// CHECK-LABEL: tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [3, 7, 7],
// CHECK-NEXT:      [3, 23, 23]
// CHECK-NEXT:    ]
func.func @per_tensor_data_movement() -> tensor<2x3x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant dense<[1.0, 2.0, -3.0, 10.0]> : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %v = stablehlo.uniform_quantize %zero : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.5:3>>
  %r = stablehlo.reshape %q : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  %s = stablehlo.slice %r [0:2, 1:2] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x1x!quant.uniform<i8:f32, 0.5:3>>
  %c = stablehlo.concatenate %s, %s, dim = 1 : (tensor<2x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  %p = stablehlo.pad %c, %v, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
  %d = stablehlo.uniform_dequantize %p : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3xf32>
  check.expect_eq_const %d, dense<[[0.0, 2.0, 2.0], [0.0, 10.0, 10.0]]> : tensor<2x3xf32>
  func.return %p : tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
}

// compare dequantizes both sides (dequantize_compare): -3.0 is storage -3
// in %a and -12 in %b, and they compare equal. select and clamp run as
// dequantize_op_quantize; clamp to [0, 6] is a quantized relu6.
// CHECK-LABEL: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [4, 7, -3, 11]
// CHECK:       tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [5, 7, 3, 15]
func.func @compare_select_clamp() -> (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  %x = stablehlo.constant dense<[1.0, 2.0, -3.0, 10.0]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.25, 3.0, -3.0, 4.0]> : tensor<4xf32>
  %bounds = stablehlo.constant dense<[0.0, 6.0]> : tensor<2xf32>
  %a = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %b = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:0>>
  %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, true, false, false]> : tensor<4xi1>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, false, true, false]> : tensor<4xi1>
  %sel = stablehlo.select %lt, %a, %b : (tensor<4xi1>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %q = stablehlo.uniform_quantize %bounds : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0:0>>
  %lo = stablehlo.slice %q [0:1] : (tensor<2x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<1x!quant.uniform<i8:f32, 1.0:0>>
  %hi = stablehlo.slice %q [1:2] : (tensor<2x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<1x!quant.uniform<i8:f32, 1.0:0>>
  %lo0 = stablehlo.reshape %lo : (tensor<1x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<!quant.uniform<i8:f32, 1.0:0>>
  %hi0 = stablehlo.reshape %hi : (tensor<1x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<!quant.uniform<i8:f32, 1.0:0>>
  %relu6 = stablehlo.clamp %lo0, %a, %hi0 : (tensor<!quant.uniform<i8:f32, 1.0:0>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  func.return %sel, %relu6 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// A quantized value carried by a loop: three requantizing additions of 1.0,
// then a branch picks it.
// CHECK-LABEL: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [11, 9]
func.func @loop() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %step = stablehlo.constant dense<1> : tensor<i32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %inc = stablehlo.uniform_quantize %one : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %r:2 = stablehlo.while(%i = %i0, %acc = %q) : tensor<i32>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
   } do {
    %next = stablehlo.add %i, %step : tensor<i32>
    %sum = stablehlo.add %acc, %inc : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
    stablehlo.return %next, %sum : tensor<i32>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>
   }
  %p = stablehlo.compare GT, %r#0, %i0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %picked = "stablehlo.if"(%p) ({
    stablehlo.return %r#1 : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  }, {
    stablehlo.return %q : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  }) : (tensor<i1>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %picked : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// gather copies storage rows.
// CHECK-LABEL: tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [7, 9],
// CHECK-NEXT:      [3, 5]
// CHECK-NEXT:    ]
func.func @gather() -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]> : tensor<3x2xf32>
  %i = stablehlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %q = stablehlo.uniform_quantize %x : (tensor<3x2xf32>) -> tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>
  %g = "stablehlo.gather"(%q, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %g : tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
}

// Per-axis reshape and per-tensor reverse move storage integers.
// CHECK-LABEL: tensor<2x1x3x!quant.uniform<i8:f32:2, {5.000000e-01,1.000000e+00:1,2.000000e+00:-1}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [
// CHECK-NEXT:        [2, 3, 0]
// CHECK-NEXT:      ],
// CHECK-NEXT:      [
// CHECK-NEXT:        [-2, -1, -2]
// CHECK-NEXT:      ]
// CHECK-NEXT:    ]
// CHECK:       tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [23, -3, 7, 5]
func.func @reshape_reverse() -> (tensor<2x1x3x!quant.uniform<i8:f32:2, {0.5:0, 1.0:1, 2.0:-1}>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>
  %r = stablehlo.reshape %q : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 1.0:1, 2.0:-1}>>) -> tensor<2x1x3x!quant.uniform<i8:f32:2, {0.5:0, 1.0:1, 2.0:-1}>>
  %y = stablehlo.constant dense<[1.0, 2.0, -3.0, 10.0]> : tensor<4xf32>
  %p = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %v = stablehlo.reverse %p, dims = [0] : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  func.return %r, %v : tensor<2x1x3x!quant.uniform<i8:f32:2, {0.5:0, 1.0:1, 2.0:-1}>>, tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// dynamic_slice and dynamic_update_slice copy storage integers (start
// indices are clamped as for any tensor); sort orders by the comparator,
// whose compare runs as dequantize_compare.
// CHECK-LABEL: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [5, 1]
func.func @dynamic_slice_sort() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant dense<[1.0, 2.0, 1.0, -1.0]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %i = stablehlo.constant dense<3> : tensor<i64>
  %s = stablehlo.dynamic_slice %q, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %sd = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  check.expect_eq_const %sd, dense<[1.0, -1.0]> : tensor<2xf32>
  %j = stablehlo.constant dense<0> : tensor<i64>
  %u = stablehlo.dynamic_update_slice %q, %s, %j : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %ud = stablehlo.uniform_dequantize %u : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  check.expect_eq_const %ud, dense<[1.0, -1.0, 1.0, -1.0]> : tensor<4xf32>
  %sorted = "stablehlo.sort"(%q) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %sortedd = stablehlo.uniform_dequantize %sorted : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  check.expect_eq_const %sortedd, dense<[2.0, 1.0, 1.0, -1.0]> : tensor<4xf32>
  func.return %s : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// convolution as dequantize_op_quantize: [1, 2, 3, 4] with the kernels
// [1, 2] and [1, -1] gives [5, 8, 11] and [-1, -1, -1]; quantized with scale
// 2.0 the first rounds to even (2.5 -> 2, 5.5 -> 6). The hybrid form (float
// lhs) returns the float result.
// CHECK-LABEL: tensor<1x3x2x!quant.uniform<i32:f32:2, {2.000000e+00,1.000000e+00}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [
// CHECK-NEXT:        [2, -1],
// CHECK-NEXT:        [4, -1],
// CHECK-NEXT:        [6, -1]
// CHECK-NEXT:      ]
// CHECK-NEXT:    ]
func.func @convolution() -> tensor<1x3x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>> {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %w = stablehlo.constant dense<[[[1.0, 1.0]], [[2.0, -1.0]]]> : tensor<2x1x2xf32>
  %l = stablehlo.uniform_quantize %x : (tensor<1x4x1xf32>) -> tensor<1x4x1x!quant.uniform<i8:f32, 0.5:1>>
  %r = stablehlo.uniform_quantize %w : (tensor<2x1x2xf32>) -> tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>
  %rt = stablehlo.uniform_quantize %w : (tensor<2x1x2xf32>) -> tensor<2x1x2x!quant.uniform<i8:f32, 0.25>>
  %c = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>) -> tensor<1x3x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>>
  %cd = stablehlo.uniform_dequantize %c : (tensor<1x3x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>>) -> tensor<1x3x2xf32>
  check.expect_eq_const %cd, dense<[[[4.0, -1.0], [8.0, -1.0], [12.0, -1.0]]]> : tensor<1x3x2xf32>
  %t = stablehlo.convolution(%l, %rt) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x2x!quant.uniform<i8:f32, 0.5:-1>>
  %td = stablehlo.uniform_dequantize %t : (tensor<1x3x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x3x2xf32>
  check.expect_eq_const %td, dense<[[[5.0, -1.0], [8.0, -1.0], [11.0, -1.0]]]> : tensor<1x3x2xf32>
  %h = stablehlo.convolution(%x, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>) -> tensor<1x3x2xf32>
  check.expect_eq_const %h, dense<[[[5.0, -1.0], [8.0, -1.0], [11.0, -1.0]]]> : tensor<1x3x2xf32>
  func.return %c : tensor<1x3x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>>
}

// batch_norm_* as dequantize_op_quantize (inference) and
// dequantize_batch_norm_grad_or_training_quantize (training, grad): the
// spec's examples with quantized tensors; every value is exact.
// CHECK-LABEL: tensor<2x!quant.uniform<i8:f32, 2.500000e-01>> {
// CHECK-NEXT:    [4, 4]
func.func @batch_norm() -> tensor<2x!quant.uniform<i8:f32, 0.25>> {
  %xf = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>
  %x = stablehlo.uniform_quantize %xf : (tensor<2x2x2xf32>) -> tensor<2x2x2x!quant.uniform<i8:f32, 0.5:1>>
  %onef = stablehlo.constant dense<1.0> : tensor<2xf32>
  %one = stablehlo.uniform_quantize %onef : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  %meanf = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %mean = stablehlo.uniform_quantize %meanf : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %r = "stablehlo.batch_norm_inference"(%x, %one, %one, %mean, %one) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>
  %rd = stablehlo.uniform_dequantize %r : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x2xf32>
  check.expect_eq_const %rd, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf32>
  %out, %bmean, %bvar = "stablehlo.batch_norm_training"(%x, %one, %one) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> (tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>)
  %outd = stablehlo.uniform_dequantize %out : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x2xf32>
  check.expect_eq_const %outd, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf32>
  %bmeand = stablehlo.uniform_dequantize %bmean : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xf32>
  check.expect_eq_const %bmeand, dense<[2.0, 3.0]> : tensor<2xf32>
  %bvard = stablehlo.uniform_dequantize %bvar : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xf32>
  check.expect_eq_const %bvard, dense<[1.0, 1.0]> : tensor<2xf32>
  %gf = stablehlo.constant dense<0.25> : tensor<2x2x2xf32>
  %g = stablehlo.uniform_quantize %gf : (tensor<2x2x2xf32>) -> tensor<2x2x2x!quant.uniform<i8:f32, 0.25>>
  %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %one, %mean, %one, %g) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2x2x!quant.uniform<i8:f32, 0.25>>) -> (tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i8:f32, 0.25>>)
  %god = stablehlo.uniform_dequantize %go : (tensor<2x2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x2xf32>
  check.expect_eq_const %god, dense<0.0> : tensor<2x2x2xf32>
  %gsd = stablehlo.uniform_dequantize %gs : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xf32>
  check.expect_eq_const %gsd, dense<0.0> : tensor<2xf32>
  func.return %gb : tensor<2x!quant.uniform<i8:f32, 0.25>>
}

// A quantized constant holds its storage integers (u8 storage read as
// unsigned); the check ops compare quantized tensors by their storage
// integers.
// CHECK-LABEL: tensor<3x!quant.uniform<u8:f32, 5.000000e-01:128>> {
// CHECK-NEXT:    [200, 128, 0]
func.func @constant() -> tensor<3x!quant.uniform<u8:f32, 0.5:128>> {
  %c = stablehlo.constant() <{value = dense<[200, 128, 0]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<u8:f32, 0.5:128>>
  %d = stablehlo.uniform_dequantize %c : (tensor<3x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<3xf32>
  check.expect_eq_const %d, dense<[36.0, 0.0, -64.0]> : tensor<3xf32>
  "check.expect_eq_const"(%c) <{value = dense<[200, 128, 0]> : tensor<3xi8>}> : (tensor<3x!quant.uniform<u8:f32, 0.5:128>>) -> ()
  %x = stablehlo.constant dense<[36.0, 0.0, -64.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<u8:f32, 0.5:128>>
  check.expect_eq %q, %c : tensor<3x!quant.uniform<u8:f32, 0.5:128>>
  %s = stablehlo.constant() <{value = dense<[-3, 5]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 2.0:1}>>
  %sd = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 2.0:1}>>) -> tensor<2xf32>
  check.expect_eq_const %sd, dense<[-1.5, 8.0]> : tensor<2xf32>
  func.return %c : tensor<3x!quant.uniform<u8:f32, 0.5:128>>
}

// cholesky and triangular_solve run as dequantize_op_quantize. a = [[4, 2],
// [2, 5]] (storage at scale 0.5) has the lower factor [[2, 0], [1, 2]],
// storage x / 0.25 + 1 in the result type; solving [[2, 0], [1, 2]] x =
// [4, 6] gives x = [2, 2], storage 8 at scale 0.25.
// CHECK-LABEL: tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01:1>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [9, 1],
// CHECK-NEXT:      [5, 9]
// CHECK-NEXT:    ]
func.func @cholesky_triangular_solve() -> tensor<2x2x!quant.uniform<i8:f32, 0.25:1>> {
  %a = stablehlo.constant() <{value = dense<[[8, 4], [4, 10]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %l = stablehlo.cholesky %a, lower = true : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>
  %m = stablehlo.constant() <{value = dense<[[4, 0], [2, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %b = stablehlo.constant() <{value = dense<[[8], [12]]> : tensor<2x1xi8>}> : () -> tensor<2x1x!quant.uniform<i8:f32, 0.5>>
  %x = "stablehlo.triangular_solve"(%m, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x1x!quant.uniform<i8:f32, 0.25>>
  "check.expect_eq_const"(%x) <{value = dense<[[8], [8]]> : tensor<2x1xi8>}> : (tensor<2x1x!quant.uniform<i8:f32, 0.25>>) -> ()
  func.return %l : tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>
}
