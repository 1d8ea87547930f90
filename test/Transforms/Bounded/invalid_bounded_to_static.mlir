// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file -verify-diagnostics

func.func @sort_bounded_dim(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.sort' along bounded dimension 0 is not supported}}
  %0 = "stablehlo.sort"(%a) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

func.func @reverse_bounded(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.reverse' of bounded dimension 0 is not supported}}
  %0 = stablehlo.reverse %a, dims = [0] : tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

func.func @broadcast_bound_below_result(%a: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<2x3xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.broadcast_in_dim' operand bound 2 of dimension 0 is below the result dimension 3}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dot_general_different_bounds(%a: tensor<3xf32>, %b: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<f32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.dot_general' lhs dimension 0 and rhs dimension 0 have different bounds}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

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
    // expected-error @+1 {{hlokit-bounded-to-static: unsupported op 'stablehlo.reshape' with a bounded operand or result}}
    %1 = stablehlo.reshape %a : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<2x2xf32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xf32>) -> tensor<2xf32>
    stablehlo.return %3 : tensor<2xf32>
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

func.func @different_bounds(%a: tensor<?xf32, #stablehlo.bounds<4>>, %b: tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<3>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.add' operands have different bounds}}
  %0 = stablehlo.add %a, %b : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<3>>
  return %0 : tensor<?xf32, #stablehlo.bounds<3>>
}

// -----

func.func @pad_negative(%a: tensor<?xi32, #stablehlo.bounds<3>>, %v: tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<2>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.pad' with negative edge padding of bounded dimension 0 is not supported}}
  %0 = stablehlo.pad %a, %v, low = [-1], high = [0], interior = [0] : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<2>>
  return %0 : tensor<?xi32, #stablehlo.bounds<2>>
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

// -----

func.func @real_dynamic_slice_stride(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>, %strides: tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<7>> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.real_dynamic_slice' with strides other than constant ones is not supported}}
  %0 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<7>>
  return %0 : tensor<?xf32, #stablehlo.bounds<7>>
}

// -----

// The declared bound is more specific than the inferred unbounded dimension.
func.func @dynamic_pad_non_constant(%a: tensor<?xf32, #stablehlo.bounds<3>>, %v: tensor<f32>, %low: tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %c = stablehlo.constant dense<1> : tensor<1xi64>
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.dynamic_pad' with non-constant paddings is not supported}}
  %0 = stablehlo.dynamic_pad %a, %v, %low, %c, %c : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}
