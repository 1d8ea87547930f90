// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @expect_eq_const_shape(%arg0: tensor<3xi64>) {
  // expected-error @+1 {{constant type 'tensor<2xi64>' is not compatible with operand type 'tensor<3xi64>'}}
  "check.expect_eq_const"(%arg0) <{value = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3xi64>) -> ()
  return
}

// -----

func.func @expect_eq_const_element_type(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{constant type 'tensor<2xi64>' is not compatible with operand type 'tensor<2xi32>'}}
  "check.expect_eq_const"(%arg0) <{value = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2xi32>) -> ()
  return
}

// -----

func.func @expect_eq_const_pretty_type_mismatch(%arg0: tensor<2xi32>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: 'tensor<2xi64>' vs 'tensor<2xi32>'}}
  check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi64>
  return
}

// -----

func.func @expect_almost_eq_const_integer(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{operand #0 must be tensor of floating-point or complex-type values}}
  check.expect_almost_eq_const %arg0, dense<[1, 2]> : tensor<2xi32>
  return
}

// -----

func.func @expect_almost_eq_const_tolerance(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{tolerance must be non-negative, got -1.0}}
  check.expect_almost_eq_const %arg0, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = -1.0
  return
}

// -----

func.func @expect_almost_eq_const_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{constant type 'tensor<3xf32>' is not compatible with operand type 'tensor<2xf32>'}}
  "check.expect_almost_eq_const"(%arg0) <{value = dense<1.0> : tensor<3xf32>}> : (tensor<2xf32>) -> ()
  return
}

// -----

func.func @expect_eq_types(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>) {
  // expected-error @+1 {{operand types 'tensor<2xi32>' and 'tensor<2xi64>' are not compatible}}
  "check.expect_eq"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi64>) -> ()
  return
}

// -----

func.func @expect_almost_eq_tolerance(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{tolerance must be non-negative, got -5.0}}
  check.expect_almost_eq %arg0, %arg0, tolerance = -5.0 : tensor<2xf32>
  return
}

// -----

func.func @expect_almost_eq_integer(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{operand #0 must be tensor of floating-point or complex-type values}}
  check.expect_almost_eq %arg0, %arg0 : tensor<2xi32>
  return
}

// -----

func.func @expect_close_types(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) {
  // expected-error @+1 {{all of {actual, expected} have same type}}
  check.expect_close %arg0, %arg1, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf64>
  return
}

// -----

func.func @expect_close_min_above_max(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{min_ulp_difference 4 exceeds max_ulp_difference 3}}
  check.expect_close %arg0, %arg0, max_ulp_difference = 3, min_ulp_difference = 4 : tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @expect_serialized_eq_probe_id(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{requires attribute 'probe_id'}}
  "check.expect_serialized_eq"(%arg0) : (tensor<2xf32>) -> ()
  return
}

// -----

// A quantized operand's constant is in its storage type.
func.func @expect_eq_const_quantized(%arg0: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
  // expected-error @+1 {{constant type 'tensor<2xf32>' is not compatible with operand type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  "check.expect_eq_const"(%arg0) <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> ()
  return
}

// -----

func.func @expect_eq_quantized_types(%arg0: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, %arg1: tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>) {
  // expected-error @+1 {{operand types 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>' and 'tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>' are not compatible}}
  "check.expect_eq"(%arg0, %arg1) : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>) -> ()
  return
}

// -----

func.func @expect_eq_incompatible_shapes(%arg0: tensor<?x4xi64>, %arg1: tensor<3x5xi64>) {
  // expected-error @+1 {{operand types 'tensor<?x4xi64>' and 'tensor<3x5xi64>' are not compatible}}
  check.expect_eq %arg0, %arg1 : tensor<?x4xi64>, tensor<3x5xi64>
  return
}

// -----

func.func @expect_almost_eq_incompatible_element_types(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>) {
  // expected-error @+1 {{operand types 'tensor<2xf32>' and 'tensor<2xf64>' are not compatible}}
  "check.expect_almost_eq"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf64>) -> ()
  return
}
