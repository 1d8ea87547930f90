// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @c1_no_inputs() {
  // expected-error @+1 {{reduce_window_c1: expected at least one input}}
  "stablehlo.reduce_window"() <{window_dimensions = array<i64>}> ({
  ^bb0:
    "stablehlo.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @c1_results(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c1: 1 inputs but 2 results}}
  %0:2 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c2(%x: tensor<4x6xf32>, %y: tensor<6x4xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c2: input 1 has type 'tensor<6x4xf32>', not the shape of input 0 ('tensor<4x6xf32>')}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %c, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) : (tensor<4x6xf32>, tensor<6x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c3(%x: tensor<4x6xf32>, %c: tensor<f64>) -> tensor<2x3xf64> {
  // expected-error @+1 {{reduce_window_c3: element type 'f32' of input 0 differs from the init value's 'f64'}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) : (tensor<4x6xf32>, tensor<f64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

func.func @c4(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c4: window_dimensions [2] has 1 entries, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c5(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c5: window_dimensions [2, 0] must be positive}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c6(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c6: window_strides [2, 2, 2] has 3 entries, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c7(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c7: window_strides [2, -1] must be positive}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, -1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c8(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c8: base_dilations [1] has 1 entries, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c9(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c9: base_dilations [0, 1] must be positive}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c10(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c10: window_dilations [] has 0 entries, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, window_dilations = array<i64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c11(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c11: window_dilations [1, 0] must be positive}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, window_dilations = array<i64: 1, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c12(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c12: padding has shape [2, 3], expected [2, 2]}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<0> : tensor<2x3xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c12_rows(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c12: padding has shape [1, 2], expected [2, 2]}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c13_arity(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c13: body takes 1 arguments, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c13_not_promotable(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xbf16> {
  // expected-error @+1 {{reduce_window_c13: element type 'f32' of input 0 is not promotable to the body's 'bf16'}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    stablehlo.return %a : tensor<bf16>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// -----

func.func @c14(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c14: result 1 has type 'tensor<2x2xf32>', not the shape of result 0 ('tensor<2x3xf32>')}}
  %0:2 = "stablehlo.reduce_window"(%x, %x, %c, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<2x2xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c15(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{reduce_window_c15: result 0 has type 'tensor<3x3xf32>', expected shape [2, 3]}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @c15_padding(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c15: result 0 has type 'tensor<2x3xf32>', expected shape [3, 3]}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c16(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c16: result 0 has element type 'f32', expected 'f64'}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @i2(%x: tensor<4x6xf32>, %c: tensor<1xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_i2: init value 0 has type 'tensor<1xf32>', expected a 0-dimensional tensor}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// SameVariadicOperandSize alone would drop the odd operand.
func.func @c1_odd_operands(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{reduce_window_c1: 3 operands do not split evenly into inputs and init values}}
  %0 = "stablehlo.reduce_window"(%x, %c, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// window_dimensions is required (ODS constraint).
func.func @i3_required(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{requires attribute 'window_dimensions'}}
  %0 = "stablehlo.reduce_window"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// padding is a tensor of si64 (ODS constraint).
func.func @i7_padding_type(%x: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{attribute 'padding' failed to satisfy constraint: 64-bit signless integer elements attribute}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{padding = dense<0> : tensor<2x2xi32>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A bounded dimension cannot have more windows than its bound allows.
func.func @c15_bound(%x: tensor<?x4xf32, #stablehlo.bounds<5, ?>>, %c: tensor<f32>) -> tensor<5x2xf32> {
  // expected-error @+1 {{reduce_window_c15: result 0 has type 'tensor<5x2xf32>', expected shape [?, 2]}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<?x4xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}
