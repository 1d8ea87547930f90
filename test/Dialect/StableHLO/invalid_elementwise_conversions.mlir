// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @abs_c1(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{abs_c1: result shape [3] does not match operand shape [2]}}
  %0 = stablehlo.abs %arg0 : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @abs_c2_complex(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xf32> {
  // expected-error @+1 {{abs_c2: result element type 'f32' does not match the expected 'f64' for operand element type 'complex<f64>'}}
  %0 = stablehlo.abs %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @abs_c2_int(%arg0: tensor<2xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{abs_c2: result element type 'i64' does not match the expected 'i32' for operand element type 'i32'}}
  %0 = stablehlo.abs %arg0 : (tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @abs_unsigned_operand(%arg0: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error-re @+1 {{'stablehlo.abs' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xui32>'}}
  %0 = stablehlo.abs %arg0 : tensor<2xui32>
  return %0 : tensor<2xui32>
}

// -----

func.func @abs_complex_result(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.abs' op result #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.abs %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @real_c1(%arg0: tensor<2xcomplex<f32>>) -> tensor<f32> {
  // expected-error @+1 {{real_c1: result shape [] does not match operand shape [2]}}
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @real_c2(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xf64> {
  // expected-error @+1 {{real_c2: result element type 'f64' does not match the expected 'f32' for operand element type 'complex<f32>'}}
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @real_integer_operand(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.real' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.real %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @imag_c1(%arg0: tensor<2xf32>) -> tensor<1x2xf32> {
  // expected-error @+1 {{imag_c1: result shape [1, 2] does not match operand shape [2]}}
  %0 = stablehlo.imag %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

// -----

func.func @imag_c2(%arg0: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{imag_c2: result element type 'f16' does not match the expected 'f32' for operand element type 'f32'}}
  %0 = stablehlo.imag %arg0 : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @imag_complex_result(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.imag' op result #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.imag %arg0 : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @is_finite_c1(%arg0: tensor<2xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{is_finite_c1: result shape [3] does not match operand shape [2]}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @is_finite_integer_operand(%arg0: tensor<2xi32>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.is_finite' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @is_finite_result_element_type(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.is_finite' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @complex_c1(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{complex_c1: lhs type 'tensor<2xf32>' and rhs type 'tensor<2xf64>' are not compatible}}
  %0 = stablehlo.complex %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @complex_c2(%arg0: tensor<2xf32>) -> tensor<3xcomplex<f32>> {
  // expected-error @+1 {{complex_c2: result shape [3] does not match operand shape [2]}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

func.func @complex_c3(%arg0: tensor<2xf32>) -> tensor<2xcomplex<f64>> {
  // expected-error @+1 {{complex_c3: result element type 'complex<f64>' must be 'complex<f32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}

// -----

func.func @complex_f16_operands(%arg0: tensor<2xf16>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.complex' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf16>'}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @complex_real_result(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{'stablehlo.complex' op result #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @complex_pretty_type_not_complex(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a tensor of complex elements, got 'tensor<2xf32>'}}
  %0 = stablehlo.complex %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @convert_c1(%arg0: tensor<2xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{convert_c1: result shape [3] does not match operand shape [2]}}
  %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @convert_element_type(%arg0: tensor<2xf32>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.convert' op result #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.convert %arg0 : (tensor<2xf32>) -> tensor<2xi3>
  return %0 : tensor<2xi3>
}

// -----

func.func @bitcast_convert_c1_same_width(%arg0: tensor<2xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{bitcast_convert_c1: result shape [3] must match operand shape [2] for elements of equal width}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @bitcast_convert_c1_width_not_a_multiple(%arg0: tensor<1xf6E2M3FN>) -> tensor<i8> {
  // expected-error @+1 {{bitcast_convert_c1: 6-bit 'f6E2M3FN' elements cannot make up one 8-bit 'i8'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<1xf6E2M3FN>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

func.func @bitcast_convert_c1_narrower_rank(%arg0: tensor<2xf32>) -> tensor<8xi8> {
  // expected-error @+1 {{bitcast_convert_c1: result rank 1 must be the operand rank 1 plus 1 for the narrower 'i8' elements}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// -----

func.func @bitcast_convert_c1_narrower_dims(%arg0: tensor<2xf32>) -> tensor<3x4xi8> {
  // expected-error @+1 {{bitcast_convert_c1: result shape [3, 4] must extend operand shape [2]}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

// -----

func.func @bitcast_convert_c1_narrower_pieces(%arg0: tensor<2xf32>) -> tensor<2x2xi8> {
  // expected-error @+1 {{bitcast_convert_c1: last result dimension 2 must be 4 to hold one 'f32' in 'i8' pieces}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}

// -----

func.func @bitcast_convert_c1_wider_rank(%arg0: tensor<f16>) -> tensor<f32> {
  // expected-error @+1 {{bitcast_convert_c1: result rank 0 must be the operand rank 0 minus 1 for the wider 'f32' elements}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<f16>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bitcast_convert_c1_wider_dims(%arg0: tensor<3x2xi16>) -> tensor<2xi32> {
  // expected-error @+1 {{bitcast_convert_c1: result shape [2] must be operand shape [3, 2] without its last dimension}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x2xi16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @bitcast_convert_c1_wider_pieces(%arg0: tensor<3x4xi16>) -> tensor<3xi32> {
  // expected-error @+1 {{bitcast_convert_c1: last operand dimension 4 must be 2 to fill one 'i32' with 'i16' pieces}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x4xi16>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @bitcast_convert_c2(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xf64> {
  // expected-error @+1 {{bitcast_convert_c2: cannot bitcast 'complex<f32>' to 'f64'; complex converts only to and from complex}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @reduce_precision_c1(%arg0: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{reduce_precision_c1: result type 'tensor<2xf64>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : (tensor<2xf32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @reduce_precision_c2(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_precision_c2: exponent_bits must be at least 1, got 0}}
  %0 = stablehlo.reduce_precision %arg0, format = e0m10 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_precision_c3(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{reduce_precision_c3: mantissa_bits must be non-negative, got -1}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = -1 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_precision_integer_operand(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.reduce_precision' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @reduce_precision_format(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected exponent and mantissa bits as e<exponent>m<mantissa>, got e5x10}}
  %0 = stablehlo.reduce_precision %arg0, format = e5x10 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @complex_functional_type_arity(%arg0: tensor<2xf32>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{expected a function type with 2 inputs and one result}}
  %0 = stablehlo.complex %arg0, %arg0 : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @bitcast_convert_element_type(%arg0: tensor<2xf32>) -> tensor<2x16xi3> {
  // expected-error-re @+1 {{'stablehlo.bitcast_convert' op result #0 must be ranked tensor of {{.*}} values, but got 'tensor<2x16xi3>'}}
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x16xi3>
  return %0 : tensor<2x16xi3>
}
