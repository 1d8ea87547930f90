// Every constraint on quantized types and on the ops' quantized forms.
// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

// Types section, QuantizedTensorElementType. c1..c6 and c11 are also
// enforced by MLIR's quant dialect when the type is parsed, with its own
// message; the unit tests (QuantizationTest.cpp) reach hlokit's checks of
// them with types built in C++.

func.func @storage_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_element_type: storage type 'i3' is not an integer type of the spec (si2..si64 or ui2..ui64)}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i3:f32, 1.0>>
  return
}

// -----

func.func @expressed_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_element_type: expressed type 'tf32' is not a floating-point type of the spec}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:tf32, 1.0>>
  return
}

// -----

func.func @c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{illegal storage type minimum: -200}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-200:100>:f32, 1.0>>
  return
}

// -----

func.func @c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{illegal storage type maximum: 300}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-100:300>:f32, 1.0>>
  return
}

// -----

func.func @c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{illegal storage min and storage max: (10:5)}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<10:5>:f32, 1.0>>
  return
}

// -----

func.func @c4(%x: tensor<2xf16>) {
  // expected-error @+1 {{scale 1.000000e-10 out of expressed type range [5.960464e-08, 6.550400e+04]}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf16>) -> tensor<2x!quant.uniform<i8:f16, 1.0e-10>>
  return
}

// -----

func.func @c5(%x: tensor<2xf32>) {
  // expected-error @+1 {{scale -1.000000e+00 out of expressed type range}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, -1.0>>
  return
}

// -----

func.func @c6(%x: tensor<2xf32>) {
  // expected-error @+1 {{scale INF out of expressed type range}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0x7FF0000000000000>>
  return
}

// -----

func.func @c7(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_element_type_c7: zero point 20 is outside [storage_min, storage_max] = [-10, 10]}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-10:10>:f32, 1.0:20>>
  return
}

// -----

func.func @c8(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_element_type_c8: zero point 300 is not a value of the storage type si8}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0:300>>
  return
}

// -----

func.func @c8_per_axis(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_element_type_c8: zero point -1 is not a value of the storage type ui8}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<u8:f32:0, {1.0:0, 1.0:-1}>>
  return
}

// -----

func.func @c11(%x: tensor<2xf32>) {
  // expected-error @+1 {{illegal quantized dimension: -1}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:-1, {1.0, 1.0}>>
  return
}

// -----

// Types section, QuantizedTensorType.

func.func @c12(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_type_c12: quantization_dimension 1 is not less than the rank 1 of 'tensor<2x!quant.uniform<i8:f32:1, {1.000000e+00,1.000000e+00}>>'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:1, {1.0, 1.0}>>
  return
}

// -----

func.func @c13(%x: tensor<2xf32>) {
  // expected-error @+1 {{quantized_tensor_type_c13: dimension 0 of 'tensor<2x!quant.uniform<i8:f32:0, {1.000000e+00,1.000000e+00,1.000000e+00}>>' has size 2 but 3 scales}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0, 1.0, 1.0}>>
  return
}

// -----

// Ops that do not take quantized tensors, or not per-axis ones, reject them
// by type.

func.func @per_axis_subtract(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>) {
  // expected-error @+1 {{'stablehlo.subtract' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.subtract %a, %a : tensor<2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>
  return
}

// -----

func.func @quantized_convert(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{'stablehlo.convert' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.convert %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf32>
  return
}

// -----

// uniform_quantize, uniform_dequantize.

func.func @uniform_quantize_c1(%x: tensor<2xf32>) {
  // expected-error @+1 {{uniform_quantize_c1: operand shape [2] differs from result shape [3]}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @uniform_quantize_c2(%x: tensor<2xf32>) {
  // expected-error @+1 {{uniform_quantize_c2: result expressed type 'f16' differs from 'f32'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f16, 1.0>>
  return
}

// -----

func.func @uniform_quantize_c2_requantize(%x: tensor<2x!quant.uniform<i8:bf16, 1.0>>) {
  // expected-error @+1 {{uniform_quantize_c2: result expressed type 'f32' differs from 'bf16'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2x!quant.uniform<i8:bf16, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @uniform_dequantize_c1(%x: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{uniform_dequantize_c1: operand shape [2] differs from result shape [2, 1]}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x1xf32>
  return
}

// -----

func.func @uniform_dequantize_c2(%x: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{uniform_dequantize_c2: result element type 'f64' differs from the operand's expressed type 'f32'}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf64>
  return
}

// -----

// Elementwise ops other than add: baseline_type(operands) = baseline_type(result).

func.func @subtract_c1(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<i16:f32, 1.0>>) {
  // expected-error @+1 {{subtract_c1: operand types 'tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>' and 'tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>' are not compatible}}
  %0 = stablehlo.subtract %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @tanh_c1(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{tanh_c1: result type}}
  %0 = stablehlo.tanh %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8<-100:100>:f32, 1.0>>
  return
}

// -----

func.func @square_c1(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{square_c1: result type}}
  %0 = stablehlo.square %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8<-100:100>:f32, 1.0>>
  return
}

// -----

func.func @square_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error-re @+1 {{'stablehlo.square' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>'}}
  %0 = stablehlo.square %a : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  return
}

// -----

func.func @abs_c2(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{abs_c2: result element type '!quant.uniform<u8:f32, 1.000000e+00>' does not match the expected '!quant.uniform<i8:f32, 1.000000e+00>'}}
  %0 = stablehlo.abs %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<u8:f32, 1.0>>
  return
}

// -----

// add with quantized tensors: add_c2..c7.

func.func @add_c2(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2xf32>) {
  // expected-error @+1 {{add_c2: lhs, rhs and result must all be quantized or all not}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @add_c3(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<u8:f32, 1.0>>) {
  // expected-error @+1 {{add_c3: storage types differ: si8, ui8 and si8}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<u8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @add_c4(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{add_c4: expressed types differ: 'f32', 'f32' and 'bf16'}}
  %0 = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:bf16, 1.0>>
  return
}

// -----

func.func @add_c5(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{add_c5: the result must be per-axis quantized exactly when lhs or rhs is}}
  %0 = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>
  return
}

// -----

func.func @add_c6(%a: tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>, %b: tensor<2x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{add_c6: quantization_dimension of lhs (0) differs from the result's (1)}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>, tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 1.0}>>
  return
}

// -----

func.func @add_c7(%a: tensor<2x2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 1.0}>>) {
  // expected-error @+1 {{add_c7: quantization_dimension of rhs (1) differs from the result's (0)}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 1.0>>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 1.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>
  return
}

// -----

// dot_general with quantized tensors: dot_general_c14..c20.

func.func @dot_general_c14_rhs(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{dot_general_c14: with quantized tensors, rhs must be quantized and lhs quantized exactly when the result is}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @dot_general_c14_result(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{dot_general_c14: with quantized tensors, rhs must be quantized and lhs quantized exactly when the result is}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_c15(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0:4>>) {
  // expected-error @+1 {{dot_general_c15: rhs zero points must be 0, got '!quant.uniform<i8:f32, 1.000000e+00:4>'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0:4>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @dot_general_c16(%a: tensor<2x3xf32>, %b: tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 1.0, 1.0}>>) {
  // expected-error @+1 {{dot_general_c16: quantization_dimension 0 of rhs is one of rhs_contracting_dimensions}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 1.0, 1.0}>>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dot_general_c17(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i16:f32, 1.0>>) {
  // expected-error @+1 {{dot_general_c17: storage types differ: si8 and si16}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @dot_general_c18(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{dot_general_c18: expressed types differ: 'f32', 'f32' and 'f16'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f16, 1.0>>
  return
}

// -----

func.func @dot_general_c19(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{dot_general_c19: rhs is per-tensor quantized, so the result must be too}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 1.0}>>
  return
}

// -----

func.func @dot_general_c20(%a: tensor<2x3xf16>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{dot_general_c20: lhs element type 'f16', rhs expressed type 'f32' and result element type 'f16' must be equal}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf16>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2xf16>
  return
}

// -----

// Data movement: transpose_c1, transpose_c4, broadcast_in_dim_c1,
// broadcast_in_dim_c6; the per-tensor ops keep the element type exactly.

func.func @transpose_c1(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) {
  // expected-error @+1 {{transpose_c1: result element type '!quant.uniform<i8:f32:0, {1.000000e+00,2.500000e-01,2.000000e+00}>' must be the operand's '!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>' except for its quantization_dimension}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 0.25, 2.0}>>
  return
}

// -----

func.func @transpose_c4(%a: tensor<3x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) {
  // expected-error @+1 {{transpose_c4: permutation[1] (the result's quantization_dimension) is 0, not the operand's quantization_dimension 1}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<3x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>
  return
}

// -----

func.func @broadcast_in_dim_c1(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{broadcast_in_dim_c1: result element type '!quant.uniform<u8:f32:1, {5.000000e-01,2.500000e-01}>' must be the operand's '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>' except for its quantization_dimension, scales and zero points}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<3x2x!quant.uniform<u8:f32:1, {0.5, 0.25}>>
  return
}

// -----

func.func @broadcast_in_dim_c1_per_tensor(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{broadcast_in_dim_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @broadcast_in_dim_c6_dimension(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{broadcast_in_dim_c6: quantization_dimension 0 of the result should be 1}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  return
}

// -----

func.func @broadcast_in_dim_c6_size_one(%a: tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) {
  // expected-error @+1 {{broadcast_in_dim_c6: broadcasting dimension 0 of size 1 must repeat its scale and zero point}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>
  return
}

// -----

func.func @slice_c1(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{slice_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.slice %a [0:2] : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @concatenate_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{concatenate_c1: input 1 has element type '!quant.uniform<i8:f32, 5.000000e-01:1>', expected '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pad_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %v: tensor<!quant.uniform<i8:f32, 1.0>>) {
  // expected-error @+1 {{pad_c1: padding value element type '!quant.uniform<i8:f32, 1.000000e+00>' differs from operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.pad %a, %v, low = [1], high = [0], interior = [0] : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 1.0>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @reshape_c1(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) {
  // expected-error @+1 {{reshape_c1: result element type '!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,1.000000e+00}>' must be the operand's '!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>' except for its quantization_dimension}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {0.5, 0.25, 1.0}>>
  return
}

// -----

func.func @reshape_c3_before(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) {
  // expected-error @+1 {{reshape_c3: dimensions before the quantization dimension hold 2 elements in the operand but 1 in the result}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 2.0}>>
  return
}

// -----

// With a dynamic operand size, only the dimensions after the quantization
// dimension can be compared.
func.func @reshape_c3_after(%a: tensor<?x2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) {
  // expected-error @+1 {{reshape_c3: dimensions after the quantization dimension hold 3 elements in the operand but 4 in the result}}
  %0 = stablehlo.reshape %a : (tensor<?x2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>>) -> tensor<3x2x4x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return
}

// -----

func.func @reverse_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{'stablehlo.reverse' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.reverse %a, dims = [0] : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  return
}

// -----

func.func @reverse_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reverse_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.reverse %a, dims = [0] : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// compare, select, clamp: baseline types must agree.

func.func @compare_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8:f16, 0.5>>) {
  // expected-error @+1 {{compare_c1: operand element types '!quant.uniform<i8:f32, 5.000000e-01>' and '!quant.uniform<i8:f16, 5.000000e-01>' differ}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f16, 0.5>>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_c3(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{compare_c3: compare_type SIGNED is not allowed for element type '!quant.uniform<i8:f32, 5.000000e-01>' (expected FLOAT)}}
  %0 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xi1>
  return
}

// -----

func.func @select_c2(%p: tensor<2xi1>, %a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5>>) {
  // expected-error @+1 {{select_c2: on_true type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>' and on_false type 'tensor<2x!quant.uniform<i8<-100:100>:f32, 5.000000e-01>>' are not compatible}}
  %0 = stablehlo.select %p, %a, %b : (tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @clamp_c3(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %lo: tensor<!quant.uniform<u8:f32, 0.5>>) {
  // expected-error @+1 {{clamp_c3: min element type '!quant.uniform<u8:f32, 5.000000e-01>' does not match operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.clamp %lo, %a, %lo : (tensor<!quant.uniform<u8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<u8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @clamp_c4(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{clamp_c4: result type}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>>
  return
}

// -----

// Control flow compares types exactly: other scales are another type.

func.func @while_c2(%q: tensor<2x!quant.uniform<i8:f32, 0.5>>, %p: tensor<i1>) {
  // expected-error @+1 {{while_c2: body yields ('tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>') but the operands have types ('tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>')}}
  %0 = "stablehlo.while"(%q) ({
  ^bb0(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>):
    %c = stablehlo.uniform_quantize %x : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %c : tensor<2x!quant.uniform<i8:f32, 0.25>>
  }) : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @optimization_barrier_per_axis(%q: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op operand #0 must be variadic of}}
  %0 = stablehlo.optimization_barrier %q : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  return
}

// -----

func.func @gather_c23(%q: tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<2x1xi32>) {
  // expected-error @+1 {{gather_c23: element_type(result) = '!quant.uniform<i8:f32, 5.000000e-01>' but element_type(operand) = '!quant.uniform<i8:f32, 5.000000e-01:3>'}}
  %0 = "stablehlo.gather"(%q, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @gather_per_axis(%q: tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>, %i: tensor<2x1xi32>) {
  // expected-error @+1 {{'stablehlo.gather' op operand #0 must be ranked tensor of}}
  %0 = "stablehlo.gather"(%q, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>, tensor<2x1xi32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return
}

// -----

// Quantized add still needs one shape for operands and result.

func.func @add_operand_shapes(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<3x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{add: operand shapes [2] and [3] differ}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @add_result_shape(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{add: result shape [3] differs from the operand shape [2]}}
  %0 = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// dynamic_slice, dynamic_update_slice and sort keep quantized element types
// exactly, quantization parameters included.

func.func @dynamic_slice_c1(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<i64>) {
  // expected-error @+1 {{dynamic_slice_c1}}
  %0 = stablehlo.dynamic_slice %q, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
  return
}

// -----

func.func @dynamic_slice_per_axis(%q: tensor<4x!quant.uniform<i8:f32:0, {0.5, 0.5, 0.5, 0.5}>>, %i: tensor<i64>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.dynamic_slice %q, %i, sizes = [4] : (tensor<4x!quant.uniform<i8:f32:0, {0.5, 0.5, 0.5, 0.5}>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32:0, {0.5, 0.5, 0.5, 0.5}>>
  return
}

// -----

func.func @dynamic_update_slice_c1(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %u: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %i: tensor<i64>) {
  // expected-error @+1 {{dynamic_update_slice_c1}}
  %0 = stablehlo.dynamic_update_slice %q, %u, %i : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  return
}

// -----

func.func @dynamic_update_slice_c2(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %u: tensor<2x!quant.uniform<i8:f32, 0.5:2>>, %i: tensor<i64>) {
  // expected-error @+1 {{dynamic_update_slice_c2}}
  %0 = stablehlo.dynamic_update_slice %q, %u, %i : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:2>>, tensor<i64>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return
}

// -----

func.func @sort_c2(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{sort_c2}}
  %0 = "stablehlo.sort"(%q) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:3>>
  return
}

// -----

func.func @sort_c5(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{sort_c5}}
  %0 = "stablehlo.sort"(%q) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:3>>, %b: tensor<!quant.uniform<i8:f32, 0.25:3>>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<!quant.uniform<i8:f32, 0.25:3>>, tensor<!quant.uniform<i8:f32, 0.25:3>>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return
}

// -----

// convolution with quantized tensors.

func.func @convolution_c28(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c28: with quantized tensors, rhs must be quantized and lhs quantized exactly when the result is}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2xf32>
  return
}

// -----

func.func @convolution_c28_rhs(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2xf32>) {
  // expected-error @+1 {{convolution_c28}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:3>>
  return
}

// -----

func.func @convolution_c29(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) {
  // expected-error @+1 {{convolution_c29: quantization_dimension 0 of rhs must be kernel_output_feature_dimension 3}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 1.0}>>
  return
}

// -----

func.func @convolution_c30(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.25}>>) {
  // expected-error @+1 {{convolution_c30: quantization_dimension 2 of the result must be output_feature_dimension 3}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.25}>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:2, {1.0, 1.0}>>
  return
}

// -----

func.func @convolution_c31(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i16:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c31: storage types differ: si8 and si16}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i16:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  return
}

// -----

func.func @convolution_c32(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c32: expressed types differ: 'f32', 'f32' and 'f16'}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i32:f16, 1.0>>
  return
}

// -----

func.func @convolution_c33(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c33: rhs is per-tensor quantized, so the result must be too}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 1.0}>>
  return
}

// -----

func.func @convolution_c34(%l: tensor<1x4x4x1xf16>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c34: lhs element type 'f16', rhs expressed type 'f32' and result element type 'f32' must be equal}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf16>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2xf32>
  return
}

// -----

func.func @convolution_quantized_shape(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{convolution_c25}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x2x!quant.uniform<i32:f32, 1.0>>
  return
}

// -----

func.func @convolution_per_axis_lhs(%l: tensor<1x4x4x1x!quant.uniform<i8:f32:3, {0.5}>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32:3, {0.5}>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  return
}

// -----

// batch_norm_*: quantized types must have one baseline_element_type, and a
// float tensor does not mix with quantized ones.

func.func @batch_norm_inference_c2(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>, %g: tensor<2x!quant.uniform<i16:f32, 0.25:1>>) {
  // expected-error @+1 {{batch_norm_inference_c2: mean has element type '!quant.uniform<i16:f32, 2.500000e-01:1>' but the operand has '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %f, %f, %g, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i16:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @batch_norm_inference_c2_result(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) {
  // expected-error @+1 {{batch_norm_inference_c2: result element type 'f32' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %f, %f, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x2xf32>
  return
}

// -----

func.func @batch_norm_inference_c7(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) {
  // expected-error @+1 {{batch_norm_inference_c7}}
  %0 = "stablehlo.batch_norm_inference"(%x, %f, %f, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @batch_norm_training_c2(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2xf32>) {
  // expected-error @+1 {{batch_norm_training_c2: scale has element type 'f32' but the operand has '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @batch_norm_training_c2_result(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) {
  // expected-error @+1 {{batch_norm_training_c2: result element type '!quant.uniform<i8:f16, 1.000000e+00>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f16, 1.0>>, tensor<2x!quant.uniform<i8:f32, 1.0>>)
  return
}

// -----

func.func @batch_norm_grad_c2(%x: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x!quant.uniform<i8:f32, 0.25:1>>, %g: tensor<2x2x!quant.uniform<u8:f32, 0.5>>) {
  // expected-error @+1 {{batch_norm_grad_c2: grad_output has element type '!quant.uniform<u8:f32, 5.000000e-01>' but the operand has '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %f, %f, %f, %g) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x2x!quant.uniform<u8:f32, 0.5>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>)
  return
}

// -----

func.func @batch_norm_per_axis(%x: tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>, %f: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = "stablehlo.batch_norm_inference"(%x, %f, %f, %f, %f) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
