// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @c1(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %c: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{reduce_c1: input 1 has type 'tensor<3x2xf32>', not the shape of input 0 ('tensor<2x3xf32>')}}
  %0:2 = stablehlo.reduce(%x init: %c), (%y init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%p: tensor<f32>, %q: tensor<f32>) {
    stablehlo.return %a, %p : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @c2(%x: tensor<2x3xf32>, %c: tensor<f64>) -> tensor<2xf64> {
  // expected-error @+1 {{reduce_c2: element type 'f32' of input 0 differs from the init value's 'f64'}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf64>
   reducer(%a: tensor<f64>, %b: tensor<f64>) {
    stablehlo.return %a : tensor<f64>
  }
  return %0 : tensor<2xf64>
}

// -----

func.func @c3_no_inputs() {
  // expected-error @+1 {{reduce_c3: expected at least one input}}
  "stablehlo.reduce"() ({
  ^bb0:
    "stablehlo.return"() : () -> ()
  }) {dimensions = array<i64>} : () -> ()
  return
}

// -----

func.func @c3_results(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c3: 1 inputs but 2 results}}
  %0:2 = "stablehlo.reduce"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0 : tensor<2xf32>
}

// -----

func.func @c4(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c4: dimensions [2] are not all in [0, 2)}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c5(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c5: dimensions [1, 1] are not unique}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c6_arity(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c6: body takes 3 arguments, expected 2}}
  %0 = "stablehlo.reduce"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %d: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @c6_results(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c6: body returns 2 values, expected 1}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c6_non_scalar_result(%x: tensor<2x3xf32>, %c: tensor<f32>, %v: tensor<1xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c6: body result 0 has type 'tensor<1xf32>', expected a 0-dimensional tensor}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %v : tensor<1xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c6_argument_type(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c6: body argument 1 has type 'tensor<f64>', expected 'tensor<f32>' (the type of body result 0)}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f64>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c6_not_promotable(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf16> {
  // expected-error @+1 {{reduce_c6: element type 'f32' of input 0 is not promotable to the body's 'f16'}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf16>
   reducer(%a: tensor<f16>, %b: tensor<f16>) {
    stablehlo.return %a : tensor<f16>
  }
  return %0 : tensor<2xf16>
}

// -----

func.func @c6_other_kind(%x: tensor<2x3xi32>, %c: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c6: element type 'i32' of input 0 is not promotable to the body's 'f32'}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @c7(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{reduce_c7: result 0 has type 'tensor<3xf32>', expected shape [2]}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<3xf32>
}

// -----

func.func @c8(%x: tensor<2x3xi8>, %c: tensor<i8>) -> tensor<2xi8> {
  // expected-error @+1 {{reduce_c8: result 0 has element type 'i8', expected 'i32'}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    stablehlo.return %a : tensor<i32>
  }
  return %0 : tensor<2xi8>
}

// -----

func.func @i2(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_i2: init value 0 has type 'tensor<3xf32>', expected a 0-dimensional tensor}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @pretty_operand_types(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected 2 operand types, got 1}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

// SameVariadicOperandSize alone would drop the odd operand.
func.func @c3_odd_operands(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_c3: 3 operands do not split evenly into inputs and init values}}
  %0 = "stablehlo.reduce"(%x, %c, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Inputs are tensors of the spec's element types (ODS constraint).
func.func @input_element_type(%x: tensor<2x3xindex>, %c: tensor<index>) -> tensor<2xindex> {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor}}
  %0 = "stablehlo.reduce"(%x, %c) ({
  ^bb0(%a: tensor<index>, %b: tensor<index>):
    "stablehlo.return"(%a) : (tensor<index>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xindex>, tensor<index>) -> tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

// The compact form names an op; the body it stands for must verify.
func.func @compact_with_wrong_op(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.and' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.and across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A static result size must fit the bound it comes from (bounded-dynamism RFC).
func.func @c7_bound(%x: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %c: tensor<f32>) -> tensor<5xf32> {
  // expected-error @+1 {{reduce_c7: result 0 has type 'tensor<5xf32>', expected shape [?]}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
