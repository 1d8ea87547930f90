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

// A function with a dynamic dimension without a bound is left unchanged.
// expected-warning @+1 {{hlokit-bounded-to-static: function @if_unbounded_result left unchanged: 'stablehlo.if' has a result of type 'tensor<?xf32>' with a dynamic dimension without a bound}}
func.func @if_unbounded_result(%p: tensor<i1>, %a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32> {
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

// expected-warning @+1 {{hlokit-bounded-to-static: function @unbounded_argument left unchanged: argument 1 has type 'tensor<?xf32>' with a dynamic dimension without a bound}}
func.func @unbounded_argument(%b: tensor<?x?xf32, #stablehlo.bounds<2, 3>>, %a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

// -----

// The padding of a bounded update window would be written over real elements.
func.func @scatter_bounded_window(%x: tensor<4x3xf32>, %ids: tensor<1xi32>, %upd: tensor<1x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<4x3xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.scatter' with bounded update window dimension 1 is not supported}}
  %0 = "stablehlo.scatter"(%x, %ids, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<1xi32>, tensor<1x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @dynamic_gather_slice_sizes(%x: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %ids: tensor<1xi32>, %sizes: tensor<2xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{hlokit-bounded-to-static: 'stablehlo.dynamic_gather' with non-constant slice_sizes is not supported}}
  %0 = "stablehlo.dynamic_gather"(%x, %ids, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>}> : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<1xi32>, tensor<2xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
