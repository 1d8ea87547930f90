// RUN: hlokit-opt --strict-spec %s -split-input-file -verify-diagnostics

func.func @compare_c1(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c1: operand element types 'f32' and 'f64' differ}}
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c2_operands(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c2: operand shapes [2] and [3] are not compatible}}
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c2_result(%arg0: tensor<2xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{compare_c2: result shape [3] does not match operand shape [2]}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @compare_c3_signed(%arg0: tensor<2xi32>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type FLOAT is not allowed for element type 'i32' (expected SIGNED)}}
  %0 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_unsigned(%arg0: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type SIGNED is not allowed for element type 'ui32' (expected UNSIGNED)}}
  %0 = stablehlo.compare LT, %arg0, %arg0, SIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_boolean(%arg0: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type SIGNED is not allowed for element type 'i1' (expected UNSIGNED)}}
  %0 = stablehlo.compare EQ, %arg0, %arg0, SIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_float(%arg0: tensor<2xf16>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type UNSIGNED is not allowed for element type 'f16' (expected FLOAT or TOTALORDER or WEAKORDER)}}
  %0 = stablehlo.compare LT, %arg0, %arg0, UNSIGNED : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_weakorder_complex(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type WEAKORDER is not allowed for element type 'complex<f32>' (expected FLOAT)}}
  %0 = stablehlo.compare EQ, %arg0, %arg0, WEAKORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_weakorder_integer(%arg0: tensor<2xi32>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type WEAKORDER is not allowed for element type 'i32' (expected SIGNED)}}
  %0 = stablehlo.compare LT, %arg0, %arg0, WEAKORDER : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_c3_complex(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xi1> {
  // expected-error @+1 {{compare_c3: compare_type TOTALORDER is not allowed for element type 'complex<f32>' (expected FLOAT)}}
  %0 = stablehlo.compare EQ, %arg0, %arg0, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @compare_result_element_type(%arg0: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.compare' op result #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @compare_direction(%arg0: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+2 {{expected ::hlokit::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse StableHLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = stablehlo.compare LESS, %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @select_c1(%arg0: tensor<3xi1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{select_c1: pred shape [3] must be a scalar or match on_true shape [2]}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_c2_operands(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{select_c2: on_true type 'tensor<2xf32>' and on_false type 'tensor<2xi32>' are not compatible}}
  %0 = stablehlo.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_c2_result(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{select_c2: result type 'tensor<3xf32>' is not compatible with the inferred type 'tensor<2xf32>'}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @select_pred_element_type(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op operand #0 must be ranked tensor of pred (i1) values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @select_type_list(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a functional type or the pred type and the result type}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<i1>, tensor<2xf32>, tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @clamp_c1(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{clamp_c1: min shape [2] must be a scalar or match operand shape [3]}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @clamp_c2(%arg0: tensor<f32>, %arg1: tensor<3xf32>, %arg2: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{clamp_c2: max shape [1] must be a scalar or match operand shape [3]}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @clamp_c3_min(%arg0: tensor<i32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{clamp_c3: min element type 'i32' does not match operand element type 'f32'}}
  %0 = stablehlo.clamp %arg0, %arg1, %arg1 : (tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @clamp_c3_max(%arg0: tensor<3xf32>, %arg1: tensor<f64>) -> tensor<3xf32> {
  // expected-error @+1 {{clamp_c3: max element type 'f64' does not match operand element type 'f32'}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>, tensor<f64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @clamp_c4(%arg0: tensor<3xf32>) -> tensor<3xf64> {
  // expected-error @+1 {{clamp_c4: result type 'tensor<3xf64>' is not compatible with the inferred type 'tensor<3xf32>'}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

func.func @select_functional_type_arity(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a function type with 3 inputs and one result}}
  %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @compare_operand_element_type(%arg0: tensor<2xi3>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.compare' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.compare EQ, %arg0, %arg0 : (tensor<2xi3>, tensor<2xi3>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @clamp_element_type(%arg0: tensor<2xi3>) -> tensor<2xi3> {
  // expected-error-re @+1 {{'stablehlo.clamp' op operand #0 must be ranked tensor of {{.*}} values, but got 'tensor<2xi3>'}}
  %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2xi3>
  return %0 : tensor<2xi3>
}
