// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @c1() {
  // expected-error @+1 {{sort_c1: expected at least one input}}
  "stablehlo.sort"() ({
  ^bb0:
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : () -> ()
  return
}

// -----

func.func @c2_count(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c2: 1 inputs but 2 results}}
  %0:2 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c2_type(%x: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{sort_c2: result 0 has type 'tensor<2x3xf16>', expected 'tensor<2x3xf32>' (the input's)}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @c2_shape(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{sort_c2: result 0 has type 'tensor<3x2xf32>', expected 'tensor<2x3xf32>' (the input's)}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @c3(%x: tensor<2x3xf32>, %y: tensor<3x2xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c3: input 1 has type 'tensor<3x2xi32>', not the shape of input 0 ('tensor<2x3xf32>')}}
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<i32>, %q: tensor<i32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<3x2xi32>) -> (tensor<2x3xf32>, tensor<3x2xi32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c4_high(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c4: dimension 2 is not in [-2, 2)}}
  %0 = "stablehlo.sort"(%x) <{dimension = 2 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c4_low(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c4: dimension -3 is not in [-2, 2)}}
  %0 = "stablehlo.sort"(%x) <{dimension = -3 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c5_arity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c5: comparator takes 1 arguments, expected 2}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @c5_argument(%x: tensor<2x3xf32>, %y: tensor<2x3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c5: comparator argument 3 has type 'tensor<f32>', expected 'tensor<i32>'}}
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<i32>, %q: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @c5_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{sort_c5: comparator must return a single 'tensor<i1>'}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Inputs are tensors of the spec's element types (ODS constraint).
func.func @input_element_type(%x: tensor<3xindex>) -> tensor<3xindex> {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<index>, %b: tensor<index>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<3xindex>) -> tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

// is_stable is a boolean (ODS constraint).
func.func @is_stable_type(%x: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{Invalid attribute `is_stable` in property conversion: 1 : i64}}
  %0 = "stablehlo.sort"(%x) <{is_stable = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
