// Quantized reduce, reduce_window, select_and_scatter and scatter. Their
// bodies may take a wider quantized type than the inputs (is_promotable), so
// the inputs and init values are first requantized to the body's type (the
// spec's to_destination_type: quantize(dequantize(x), body type)) and the body
// runs as dequantize_op_quantize in its own type. Expected values are worked
// by hand: dequantize (q - zero_point) * scale, quantize x / scale +
// zero_point rounded to nearest even and clamped.
// RUN: hlokit-run %s | FileCheck %s

// Four inputs of value 50 (i8 storage 100 at scale 0.5) sum to 200, which the
// i8 type could not hold (storage 400 > 127); the i16 body at scale 0.25 holds
// it as 800.
// CHECK-LABEL: tensor<!quant.uniform<i16:f32, 2.500000e-01>> {800}
func.func @reduce_promoted() -> tensor<!quant.uniform<i16:f32, 0.25>> {
  %x = stablehlo.constant() <{value = dense<[100, 100, 100, 100]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %init = stablehlo.constant() <{value = dense<0> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f32, 0.25>>
  func.return %0 : tensor<!quant.uniform<i16:f32, 0.25>>
}

// Zero points: inputs (5 - 3) * 0.5 = 1 and (7 - 3) * 0.5 = 2 become 1 / 0.25
// - 10 = -6 and -2 in the body's type, the init (3 - 3) * 0.5 = 0 becomes
// -10; 0 + 1 + 2 = 3 is 3 / 0.25 - 10 = 2.
// CHECK-LABEL: tensor<!quant.uniform<i16:f32, 2.500000e-01:-10>> {2}
func.func @reduce_zero_points() -> tensor<!quant.uniform<i16:f32, 0.25:-10>> {
  %x = stablehlo.constant() <{value = dense<[5, 7]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %init = stablehlo.constant() <{value = dense<3> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5:3>>
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25:-10>>, %b: tensor<!quant.uniform<i16:f32, 0.25:-10>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25:-10>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25:-10>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<!quant.uniform<i16:f32, 0.25:-10>>
  func.return %0 : tensor<!quant.uniform<i16:f32, 0.25:-10>>
}

// Each input is requantized before the reduction: 0.5 becomes 0.5 / 1.0 =
// 0.5, rounded to even 0, so three of them sum to 0, not to 1.5 (2).
// CHECK-LABEL: tensor<!quant.uniform<i16:f32, 1.000000e+00>> {0}
func.func @reduce_requantizes_first() -> tensor<!quant.uniform<i16:f32, 1.0>> {
  %x = stablehlo.constant() <{value = dense<[1, 1, 1]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %init = stablehlo.constant() <{value = dense<0> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 1.0>>, %b: tensor<!quant.uniform<i16:f32, 1.0>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 1.0>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 1.0>>
  }) {dimensions = array<i64: 0>} : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f32, 1.0>>
  func.return %0 : tensor<!quant.uniform<i16:f32, 1.0>>
}

// The inputs' own type, at scale 0.5 and zero point 3: rows of values
// [48.5, 48.5] and [-4, 48.5]. Their sums 97 and 44.5 quantize to 197,
// clamped to 127, and 92. A maximum runs as dequantize-maximum-quantize too.
// CHECK-LABEL: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>> {
// CHECK-NEXT:    [127, 92]
func.func @reduce_same_type() -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %x = stablehlo.constant() <{value = dense<[[100, 100], [-5, 100]]> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  %init = stablehlo.constant() <{value = dense<3> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5:3>>
  %sum = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5:3>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:3>>
  }) {dimensions = array<i64: 1>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %max = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %s = stablehlo.maximum %a, %b : tensor<!quant.uniform<i8:f32, 0.5:3>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:3>>
  }) {dimensions = array<i64: 0>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  "check.expect_eq_const"(%max) <{value = dense<[100, 100]> : tensor<2xi8>}> : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> ()
  func.return %sum : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

// Padding with the init value 1.0 (storage 2), windows of 2 with stride 2:
// [1.0, 50] and [50, 50], each reduced from the init value: 52 / 0.25 = 208
// and 101 / 0.25 = 404.
// CHECK-LABEL: tensor<2x!quant.uniform<i16:f32, 2.500000e-01>> {
// CHECK-NEXT:    [208, 404]
func.func @reduce_window_promoted() -> tensor<2x!quant.uniform<i16:f32, 0.25>> {
  %x = stablehlo.constant() <{value = dense<[100, 100, 100, 100]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %init = stablehlo.constant() <{value = dense<2> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
  func.return %0 : tensor<2x!quant.uniform<i16:f32, 0.25>>
}

// select (GE on the operand's quantized scalars, dequantize_compare) picks
// 2.5 and 1.5 of the windows [0.5, 2.5] and [1.5, 1.0]; the source values
// 50 (storage 100) and the init 1.0 (storage 2) are requantized to the
// scatter body's i16 at scale 0.25: 4 where nothing is scattered, 4 + 200
// where a source value lands.
// CHECK-LABEL: tensor<4x!quant.uniform<i16:f32, 2.500000e-01>> {
// CHECK-NEXT:    [4, 204, 204, 4]
func.func @select_and_scatter_promoted() -> tensor<4x!quant.uniform<i16:f32, 0.25>> {
  %operand = stablehlo.constant() <{value = dense<[1, 5, 3, 2]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %source = stablehlo.constant() <{value = dense<[100, 100]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %init = stablehlo.constant() <{value = dense<2> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.25>>
  func.return %0 : tensor<4x!quant.uniform<i16:f32, 0.25>>
}

// Inputs 5, 10, 15 (storage 10, 20, 30 at scale 0.5) become 20, 40, 60 at
// scale 0.25; updates of 50 (storage 100) become 200 and are added at
// indices 0 and 2: 20 + 200, 40, 60 + 200.
// CHECK-LABEL: tensor<3x!quant.uniform<i16:f32, 2.500000e-01>> {
// CHECK-NEXT:    [220, 40, 260]
func.func @scatter_promoted() -> tensor<3x!quant.uniform<i16:f32, 0.25>> {
  %input = stablehlo.constant() <{value = dense<[10, 20, 30]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %indices = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi64>
  %updates = stablehlo.constant() <{value = dense<[100, 100]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i16:f32, 0.25>>
  func.return %0 : tensor<3x!quant.uniform<i16:f32, 0.25>>
}

// No promotion: 5 + 50 = 55 is 110 at scale 0.5.
// CHECK-LABEL: tensor<3x!quant.uniform<i8:f32, 5.000000e-01>> {
// CHECK-NEXT:    [110, 20, 30]
func.func @scatter_same_type() -> tensor<3x!quant.uniform<i8:f32, 0.5>> {
  %input = stablehlo.constant() <{value = dense<[10, 20, 30]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %indices = stablehlo.constant dense<[[0]]> : tensor<1x1xi64>
  %updates = stablehlo.constant() <{value = dense<[100]> : tensor<1xi8>}> : () -> tensor<1x!quant.uniform<i8:f32, 0.5>>
  %0 = "stablehlo.scatter"(%input, %indices, %updates) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<1x1xi64>, tensor<1x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  func.return %0 : tensor<3x!quant.uniform<i8:f32, 0.5>>
}
