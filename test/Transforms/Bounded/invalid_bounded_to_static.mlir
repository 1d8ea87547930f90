// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file -verify-diagnostics

func.func @dot_general_different_bounds(%a: tensor<3xf32>, %b: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<f32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.dot_general' lhs dimension 0 and rhs dimension 0 have different bounds}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @callee(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  return %a : tensor<?xf32, #stablehlo.bounds<4>>
}

func.func @unsupported_call(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+1 {{hlokit-bounded-to-static: unsupported op 'func.call' with a bounded operand or result}}
  %0 = func.call @callee(%a) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// expected-error @+1 {{hlokit-bounded-to-static: argument 1 has an unbounded dynamic type 'tensor<?xf32>'}}
func.func @unbounded_argument(%b: tensor<?x?xf32, #stablehlo.bounds<2, 3>>, %a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

// -----

func.func @unbounded_result(%a: tensor<4xf32>, %n: tensor<1xi32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<0> : tensor<1xi32>
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.real_dynamic_slice' has an unbounded dynamic result 'tensor<?xf32>'}}
  %0 = stablehlo.real_dynamic_slice %a, %s, %n, %n : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @different_bounds(%a: tensor<?xf32, #stablehlo.bounds<4>>, %b: tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<3>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.add' operands have different bounds}}
  %0 = stablehlo.add %a, %b : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<3>>
  return %0 : tensor<?xf32, #stablehlo.bounds<3>>
}

// -----

// A declared bounded result type is compatible with the inferred static one,
// but its buffer would not be the slice.
func.func @slice_bounded_result(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32, #stablehlo.bounds<5>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.slice' with a bounded result is not supported}}
  %0 = stablehlo.slice %a [0:2] : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32, #stablehlo.bounds<5>>
  return %0 : tensor<?xf32, #stablehlo.bounds<5>>
}

// -----

func.func @add_declared_unbounded(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.add' has an unbounded dynamic result 'tensor<?xf32>'}}
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
