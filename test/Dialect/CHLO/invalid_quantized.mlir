// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Quantized operands of broadcast_add, _maximum and _minimum: the element
// types must agree up to scales and zero points (c4, c5); only per-tensor
// quantization; the other broadcasting ops take no quantized operands.

func.func @storage_types(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i16:f32, 2.0:15>> {
  // expected-error @+1 {{broadcast_add_c5: result type 'tensor<2x!quant.uniform<i16:f32, 2.000000e+00:15>>' is not compatible with the inferred type 'tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>' up to quantization parameters}}
  %0 = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i16:f32, 2.0:15>>
  return %0 : tensor<2x!quant.uniform<i16:f32, 2.0:15>>
}

// -----

func.func @expressed_types(%a: tensor<2x!quant.uniform<i8:f16, 2.0:15>>, %b: tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {
  // expected-error @+1 {{broadcast_maximum_c4: lhs element type '!quant.uniform<i8:f16, 2.000000e+00:15>' differs from rhs element type '!quant.uniform<i8:f32, 3.000000e+00:15>'}}
  %0 = chlo.broadcast_maximum %a, %b : (tensor<2x!quant.uniform<i8:f16, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>
}

// -----

func.func @quantized_and_float(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {
  // expected-error @+1 {{broadcast_minimum_c4: lhs element type '!quant.uniform<i8:f32, 2.000000e+00:15>' differs from rhs element type 'f32'}}
  %0 = chlo.broadcast_minimum %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>
}

// -----

func.func @float_result(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2xf32> {
  // expected-error @+1 {{broadcast_add_c5: result type 'tensor<2xf32>' is not compatible with the inferred type}}
  %0 = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>, %b: tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>) -> tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>> {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>, tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>) -> tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>
  return %0 : tensor<2x!quant.uniform<i8:f32:0, {2.0:15, 3.0:15}>>
}

// -----

func.func @multiply(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>
}
