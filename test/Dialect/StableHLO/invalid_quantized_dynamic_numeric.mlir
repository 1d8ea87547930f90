// The dynamic ops, cholesky and triangular_solve on quantized tensors, and
// ops the spec does not define on quantized tensors.
// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// The dynamic data-movement ops take per-tensor quantized tensors: the
// element type, quantization parameters included, is unchanged.
func.func @dynamic_pad_c1_padding_value(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %v: tensor<!quant.uniform<i8:f32, 0.25>>, %p: tensor<1xi64>) {
  // expected-error @+1 {{dynamic_pad_c1: padding_value element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the operand element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @dynamic_pad_c1_result(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %v: tensor<!quant.uniform<i8:f32, 0.5>>, %p: tensor<1xi64>) {
  // expected-error @+1 {{dynamic_pad_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @real_dynamic_slice_c1(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %i: tensor<1xi64>) {
  // expected-error @+1 {{real_dynamic_slice_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c1(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<2xi64>) -> tensor<?x?x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @dynamic_reshape_c1(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>, %s: tensor<1xi64>) {
  // expected-error @+1 {{dynamic_reshape_c1: result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<1xi64>) -> tensor<?x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

// Per-axis dynamic_broadcast_in_dim: dynamic_broadcast_in_dim_c1 (storage,
// expressed type and storage range are kept), dynamic_broadcast_in_dim_c6.
func.func @dynamic_broadcast_in_dim_c1_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c1: result element type '!quant.uniform<u8:f32:1, {5.000000e-01,2.500000e-01}>' differs from the inferred '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<2xi64>) -> tensor<?x2x!quant.uniform<u8:f32:1, {0.5, 0.25}>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c1_per_axis_to_per_tensor(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c1: result element type '!quant.uniform<i8:f32, 5.000000e-01>' differs from the inferred '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<2xi64>) -> tensor<?x2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c1_per_tensor_to_per_axis(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c1: result element type '!quant.uniform<i8:f32:1, {5.000000e-01,5.000000e-01}>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2xi64>) -> tensor<?x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c6_dimension(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c6: quantization_dimension 0 of the result should be 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<2xi64>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c6_size_one(%x: tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>, %s: tensor<1xi64>) {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c6: broadcasting dimension 0 of size 1 must repeat its scale and zero point}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>, tensor<1xi64>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.5:2}>>
  func.return
}

// -----

// Per-axis dynamic_reshape: dynamic_reshape_c1 (only the quantization
// dimension may move), dynamic_reshape_c3.
func.func @dynamic_reshape_c1_per_axis(%x: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, %s: tensor<3xi64>) {
  // expected-error @+1 {{dynamic_reshape_c1: result element type '!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,1.000000e+00}>' must be the operand's '!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,2.000000e+00}>' except for its quantization_dimension}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, tensor<3xi64>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {0.5, 0.25, 1.0}>>
  func.return
}

// -----

func.func @dynamic_reshape_c1_per_axis_storage(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %s: tensor<1xi64>) {
  // expected-error @+1 {{dynamic_reshape_c1: result element type '!quant.uniform<i16:f32:0, {5.000000e-01,2.500000e-01}>' differs from the inferred '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<1xi64>) -> tensor<?x!quant.uniform<i16:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

func.func @dynamic_reshape_c3_before(%x: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{dynamic_reshape_c3: dimensions before the quantization dimension hold 2 elements in the operand but 1 in the result}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 2.0}>>
  func.return
}

// -----

// A dynamic size before the quantization dimension leaves only the
// dimensions after it to compare.
func.func @dynamic_reshape_c3_after(%x: tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 2.0}>>, %s: tensor<3xi64>) {
  // expected-error @+1 {{dynamic_reshape_c3: dimensions after the quantization dimension hold 2 elements in the operand but 1 in the result}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 2.0}>>, tensor<3xi64>) -> tensor<?x3x1x!quant.uniform<i8:f32:1, {0.5, 0.25, 2.0}>>
  func.return
}

// -----

// cholesky and triangular_solve: baseline types agree; scales and zero
// points may differ.
func.func @cholesky_c1(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{cholesky_c1: result element type '!quant.uniform<i16:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.cholesky %a, lower = true : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i16:f32, 0.25>>
  func.return
}

// -----

func.func @triangular_solve_c1(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x1x!quant.uniform<i16:f64, 0.25>>) {
  // expected-error @+1 {{triangular_solve_c1: a and b must have the same baseline element type, got '!quant.uniform<i8:f32, 5.000000e-01>' and '!quant.uniform<i16:f64, 2.500000e-01>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i16:f64, 0.25>>) -> tensor<2x1x!quant.uniform<i16:f64, 0.25>>
  func.return
}

// -----

func.func @triangular_solve_c4(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{triangular_solve_c4: result element type '!quant.uniform<i16:f32, 2.500000e-01>' differs from the inferred '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x1x!quant.uniform<i16:f32, 0.25>>
  func.return
}

// -----

// Ops the spec does not define on quantized tensors reject them by their
// operand types.
func.func @fft_quantized(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @and_quantized(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.and %x, %x : tensor<4x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @rng_bit_generator_quantized(%s: tensor<2xui64>) {
  // expected-error @+1 {{result #1 must be ranked tensor of}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x!quant.uniform<i8:f32, 0.5>>)
  func.return
}

// -----

// dynamic_conv shares convolution's quantization constraints, under its own
// labels (dynamic_conv_c28..c34).
func.func @dynamic_conv_c28(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c28: with quantized tensors, rhs must be quantized and lhs quantized exactly when the result is}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  func.return
}

// -----

func.func @dynamic_conv_c28_rhs(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2xf32>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c28}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @dynamic_conv_c29(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c29: quantization_dimension 0 of rhs must be kernel_output_feature_dimension 3}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 1.0}>>
  func.return
}

// -----

func.func @dynamic_conv_c30(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.25}>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c30: quantization_dimension 2 of the result must be output_feature_dimension 3}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32:3, {0.25, 0.25}>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:2, {1.0, 1.0}>>
  func.return
}

// -----

func.func @dynamic_conv_c31(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i16:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c31: storage types differ: si8 and si16}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i16:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  func.return
}

// -----

func.func @dynamic_conv_c32(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c32: expressed types differ: 'f32', 'f32' and 'f16'}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f16, 1.0>>
  func.return
}

// -----

func.func @dynamic_conv_c33(%l: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c33: rhs is per-tensor quantized, so the result must be too}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32:3, {1.0, 1.0}>>
  func.return
}

// -----

func.func @dynamic_conv_c34(%l: tensor<1x4x4x1xf16>, %r: tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{dynamic_conv_c34: lhs element type 'f16', rhs expressed type 'f32' and result element type 'f32' must be equal}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf16>, tensor<3x3x1x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  func.return
}
// -----

func.func @dynamic_conv_per_axis_lhs(%l: tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>, %r: tensor<3x3x2x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.dynamic_conv(%l, %r, %p) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>, tensor<3x3x2x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2xi64>) -> tensor<1x2x2x2x!quant.uniform<i32:f32, 1.0>>
  func.return
}

// -----

// reduce_precision_c1: baseline_type(operand) = baseline_type(output);
// scales and zero points may differ.
func.func @reduce_precision_c1(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{reduce_precision_c1: result type 'tensor<4x!quant.uniform<i16:f32, 5.000000e-01>>' is not compatible with the inferred type 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = stablehlo.reduce_precision %x, format = e5m10 : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i16:f32, 0.5>>
  func.return
}

// -----

func.func @reduce_precision_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}

// -----

func.func @is_finite_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.is_finite %x : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2xi1>
  func.return
}

// -----

// bitcast_convert_c1 counts the bits of a quantized tensor's storage type.
func.func @bitcast_convert_c1_storage(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{bitcast_convert_c1: result shape [3] must match operand shape [2] for elements of equal width}}
  %0 = stablehlo.bitcast_convert %x : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xui8>
  func.return
}

// -----

func.func @bitcast_convert_c1_narrower(%x: tensor<2x!quant.uniform<i16:f32, 0.5>>) {
  // expected-error @+1 {{bitcast_convert_c1: last result dimension 4 must be 2 to hold one 'i16' in 'i8' pieces}}
  %0 = stablehlo.bitcast_convert %x : (tensor<2x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x4x!quant.uniform<i8:f32:1, {0.5, 0.5, 0.5, 0.5}>>
  func.return
}

// -----

func.func @bitcast_convert_c2_quantized(%x: tensor<2x!quant.uniform<i32:f64, 0.5>>) {
  // expected-error @+1 {{bitcast_convert_c2: cannot bitcast 'i32' to 'complex<f32>'; complex converts only to and from complex}}
  %0 = stablehlo.bitcast_convert %x : (tensor<2x!quant.uniform<i32:f64, 0.5>>) -> tensor<2x4xcomplex<f32>>
  func.return
}
