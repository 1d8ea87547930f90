// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @c1(%x: tensor<4x6xf32>, %s: tensor<2x3xf16>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c1: source element type 'f16' differs from the operand's 'f32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf16>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c2(%x: tensor<4x6xf32>, %s: tensor<3x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c2: source type 'tensor<3x3xf32>' does not have the shape [2, 3] (the number of windows)}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c3(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f64>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c3: init value element type 'f64' differs from the operand's 'f32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f64>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c4(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c4: window_dimensions [2] has 1 entries, expected 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c4_absent(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c4: window_dimensions [] has 0 entries, expected 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c5(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c5: window_dimensions [0, 2] must be positive}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 0, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c6(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c6: window_strides [1] has 1 entries, expected 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c7(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c7: window_strides [2, 0] must be positive}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c8(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c8: padding has shape [2, 1], expected [2, 2]}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<0> : tensor<2x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c9_arity(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c9: select takes 1 arguments, expected 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c9_argument(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c9: select argument 1 has type 'tensor<f64>', expected 'tensor<f32>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f64>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c9_result(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c9: select must return a single 'tensor<i1>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c10_arity(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c10: scatter takes 3 arguments, expected 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %d: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @c10_not_promotable(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xi32> {
  // expected-error @+1 {{select_and_scatter_c10: element type 'f32' of input 0 is not promotable to the scatter's 'i32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

// -----

func.func @c11(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{select_and_scatter_c11: result 0 has type 'tensor<6x4xf32>', expected shape [4, 6]}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @c12(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_c12: result 0 has element type 'f32', expected 'f64'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @i3(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %c: tensor<2xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{select_and_scatter_i3: init value 0 has type 'tensor<2xf32>', expected a 0-dimensional tensor}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
