// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file -verify-diagnostics

func.func private @external(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>

// The pass lowers only functions with a body, so a declaration would keep
// its bounded signature.
func.func @call_external(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+1 {{hlokit-bounded-to-static: call of external function @external with bounded types is not supported}}
  %0 = func.call @external(%a) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// The regions take a static type compatible with the bounded loop-carried
// type, so they would need other sizes than the loop carries.
func.func @while_argument_type(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+1 {{hlokit-bounded-to-static: region argument 0 has type 'tensor<4xf32>', not the loop-carried type 'tensor<?xf32, #stablehlo.bounds<4>>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %p = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<4xf32>):
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

func.func @if_unbounded_result(%p: tensor<i1>, %a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.if' has an unbounded dynamic result 'tensor<?xf32>'}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<?xf32, #stablehlo.bounds<4>>
  }, {
    stablehlo.return %a : tensor<?xf32, #stablehlo.bounds<4>>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Ops nested in the regions of case are lowered too.
func.func @unsupported_in_case(%i: tensor<i32>, %a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<?xf32, #stablehlo.bounds<4>>
  }, {
    // An opaque custom_call cannot know about the padding.
    // expected-error @+1 {{hlokit-bounded-to-static: unsupported op 'stablehlo.custom_call' with a bounded operand or result}}
    %1 = stablehlo.custom_call @foo(%a) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// expected-error @+1 {{hlokit-bounded-to-static: function must have one block}}
func.func @two_blocks(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  return %a : tensor<?xf32, #stablehlo.bounds<4>>
^bb1:
  return %a : tensor<?xf32, #stablehlo.bounds<4>>
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
