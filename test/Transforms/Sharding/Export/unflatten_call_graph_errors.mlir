// RUN: hlokit-opt %s -sdy-unflatten-call-graph -verify-diagnostics

func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{Failed to lookup function: missing}}
  %0 = call @missing(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
