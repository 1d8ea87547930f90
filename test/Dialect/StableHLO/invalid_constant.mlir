// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @value_type_mismatch() -> tensor<2xi32> {
  // expected-error @+1 {{constant_c1: value type 'tensor<2xi64>' does not match result type 'tensor<2xi32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi64>}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// A quantized constant's value holds the storage integers.
func.func @quantized_value_type() {
  // expected-error @+1 {{constant_c1: value type 'tensor<2xi16>' does not match result type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi16>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}

// -----

func.func @quantized_value_shape() {
  // expected-error @+1 {{constant_c1: value type 'tensor<3xi8>' does not match result type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}

// -----

func.func @quantized_float_value() {
  // expected-error @+1 {{constant_c1: value type 'tensor<2xf32>' does not match result type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}
