// Quantized map, iota, dynamic_iota, dynamic_conv, reduce_precision,
// is_finite and bitcast_convert. Expected values are worked by hand from the
// spec's quantize (x / scale + zero_point, clamped, rounded to nearest even)
// and dequantize ((q - zero_point) * scale); every value is exact.
// RUN: hlokit-run %s | FileCheck %s

// map's computation receives the quantized scalars of its inputs (and
// floats where an input is float); its quantized ops run as
// dequantize_op_quantize. [1, 2, 3, 4] + [0.5, 0.25, 1.0, -1.0] at scale
// 0.25 is [6, 9, 16, 12].
// CHECK-LABEL: tensor<4x!quant.uniform<i8:f32, 2.500000e-01>> {
// CHECK-NEXT:    [6, 9, 16, 12]
func.func @map() -> tensor<4x!quant.uniform<i8:f32, 0.25>> {
  %xf = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = stablehlo.uniform_quantize %xf : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %y = stablehlo.constant dense<[0.5, 0.25, 1.0, -1.0]> : tensor<4xf32>
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<f32>):
    %q = stablehlo.uniform_quantize %b : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25>>
    %s = stablehlo.add %a, %q : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  // A one-op body runs as dequantize_op_quantize too: max(1.0, 0.0) at
  // scale 0.5 and zero point -3 is -1, where the maximum of the storage
  // integers 6 and 2 would be 6.
  %w = stablehlo.constant() {value = dense<[6]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.25:2>>
  %v = stablehlo.constant() {value = dense<[2]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.25:2>>
  %m = "stablehlo.map"(%w, %v) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:2>>, %b: tensor<!quant.uniform<i8:f32, 0.25:2>>):
    %s = stablehlo.maximum %a, %b : (tensor<!quant.uniform<i8:f32, 0.25:2>>, tensor<!quant.uniform<i8:f32, 0.25:2>>) -> tensor<!quant.uniform<i8:f32, 0.5:-3>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:-3>>
  }) {dimensions = array<i64: 0>} : (tensor<1x!quant.uniform<i8:f32, 0.25:2>>, tensor<1x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<1x!quant.uniform<i8:f32, 0.5:-3>>
  "check.expect_eq_const"(%m) <{value = dense<[-1]> : tensor<1xi8>}> : (tensor<1x!quant.uniform<i8:f32, 0.5:-3>>) -> ()
  func.return %0 : tensor<4x!quant.uniform<i8:f32, 0.25>>
}

// iota quantizes its indices: quantize(output_index[iota_dimension]), here
// index / 0.5 - 1, clamped to a narrowed storage range in the second.
// CHECK-LABEL: tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [-1, 1, 3],
// CHECK-NEXT:      [-1, 1, 3]
// CHECK-NEXT:    ]
func.func @iota() -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>> {
  %0 = stablehlo.iota dim = 1 : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  %1 = stablehlo.iota dim = 0 : tensor<5x!quant.uniform<i8<-2:2>:f32, 1.0>>
  "check.expect_eq_const"(%1) <{value = dense<[0, 1, 2, 2, 2]> : tensor<5xi8>}> : (tensor<5x!quant.uniform<i8<-2:2>:f32, 1.0>>) -> ()
  func.return %0 : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
}

// dynamic_iota: index / 0.25 + 10 in u8 storage.
// CHECK-LABEL: tensor<4x2x!quant.uniform<u8:f32, 2.500000e-01:10>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [10, 10],
// CHECK-NEXT:      [14, 14],
// CHECK-NEXT:      [18, 18],
// CHECK-NEXT:      [22, 22]
// CHECK-NEXT:    ]
func.func @dynamic_iota() -> tensor<?x2x!quant.uniform<u8:f32, 0.25:10>> {
  %shape = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x2x!quant.uniform<u8:f32, 0.25:10>>
  func.return %0 : tensor<?x2x!quant.uniform<u8:f32, 0.25:10>>
}

// dynamic_conv as dequantize_op_quantize, with convolution's per-axis and
// hybrid forms: [0 (padding), 1, 2, 3, 4] with the kernels [1, 2] and
// [1, -1] gives [2, 5, 8, 11] and [-1, -1, -1, -1]; quantized with scale 2.0
// the first rounds to even (2.5 -> 2, 5.5 -> 6).
// CHECK-LABEL: tensor<1x4x2x!quant.uniform<i32:f32:2, {2.000000e+00,1.000000e+00}>> {
// CHECK-NEXT:    [
// CHECK-NEXT:      [
// CHECK-NEXT:        [1, -1],
// CHECK-NEXT:        [2, -1],
// CHECK-NEXT:        [4, -1],
// CHECK-NEXT:        [6, -1]
// CHECK-NEXT:      ]
// CHECK-NEXT:    ]
func.func @dynamic_conv() -> tensor<1x4x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>> {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %w = stablehlo.constant dense<[[[1.0, 1.0]], [[2.0, -1.0]]]> : tensor<2x1x2xf32>
  %p = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
  %l = stablehlo.uniform_quantize %x : (tensor<1x4x1xf32>) -> tensor<1x4x1x!quant.uniform<i8:f32, 0.5:1>>
  %r = stablehlo.uniform_quantize %w : (tensor<2x1x2xf32>) -> tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>
  %c = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, tensor<1x2xi64>) -> tensor<1x4x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>>
  %h = stablehlo.dynamic_conv(%x, %r, %p) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, tensor<1x2xi64>) -> tensor<1x4x2xf32>
  check.expect_eq_const %h, dense<[[[2.0, -1.0], [5.0, -1.0], [8.0, -1.0], [11.0, -1.0]]]> : tensor<1x4x2xf32>
  func.return %c : tensor<1x4x2x!quant.uniform<i32:f32:2, {2.0, 1.0}>>
}

// reduce_precision as dequantize_op_quantize: 1.125, 1.375, 1.625, 1.875
// with one mantissa bit are 1.0, 1.5, 1.5, 2.0 (ties to even), at scale
// 0.125 the storage integers 8, 12, 12, 16. is_finite is true for every
// quantized element; bitcast_convert reinterprets the storage bits.
func.func @reduce_precision_is_finite_bitcast() {
  %xf = stablehlo.constant dense<[1.125, 1.375, 1.625, 1.875]> : tensor<4xf32>
  %x = stablehlo.uniform_quantize %xf : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.125>>
  %0 = stablehlo.reduce_precision %x, format = e5m1 : tensor<4x!quant.uniform<i8:f32, 0.125>>
  "check.expect_eq_const"(%0) <{value = dense<[8, 12, 12, 16]> : tensor<4xi8>}> : (tensor<4x!quant.uniform<i8:f32, 0.125>>) -> ()
  // Dequantized, 127 at scale 60000 is beyond f16's largest finite value;
  // the quantized element is still finite.
  %big = stablehlo.constant() {value = dense<[127, -128]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f16, 60000.0>>
  %1 = stablehlo.is_finite %big : (tensor<2x!quant.uniform<i8:f16, 60000.0>>) -> tensor<2xi1>
  check.expect_eq_const %1, dense<true> : tensor<2xi1>
  %n = stablehlo.constant() {value = dense<[-1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %2 = stablehlo.bitcast_convert %n : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xui8>
  check.expect_eq_const %2, dense<[255, 2]> : tensor<2xui8>
  %3 = stablehlo.bitcast_convert %n : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<u8:f32:0, {1.0:7, 2.0}>>
  "check.expect_eq_const"(%3) <{value = dense<[-1, 2]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<u8:f32:0, {1.0:7, 2.0}>>) -> ()
  %4 = stablehlo.bitcast_convert %n : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f32, 1.0>>
  "check.expect_eq_const"(%4) <{value = dense<767> : tensor<i16>}> : (tensor<!quant.uniform<i16:f32, 1.0>>) -> ()
  func.return
}

// composite runs its decomposition on the quantized values.
func.func private @double(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>> {
  %s = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return %s : tensor<2x!quant.uniform<i8:f32, 0.5>>
}
func.func @composite() {
  %x = stablehlo.constant() {value = dense<[1, -3]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %0 = stablehlo.composite "my.double" %x {decomposition = @double} : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  "check.expect_eq_const"(%0) <{value = dense<[2, -6]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> ()
  func.return
}
