// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @value_type_mismatch() -> tensor<2xi32> {
  // expected-error @+1 {{constant_c1: value type 'tensor<2xi64>' does not match result type 'tensor<2xi32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi64>}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
