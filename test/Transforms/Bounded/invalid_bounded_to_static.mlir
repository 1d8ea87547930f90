// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file -verify-diagnostics

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

func.func @add_declared_unbounded(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.add' has an unbounded dynamic result 'tensor<?xf32>'}}
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
