// RUN: hlokit-opt %s -split-input-file -sdy-import-func-calls -verify-diagnostics

// The warning that a body is cloned comes once per process.
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  // expected-warning @+1 {{function @foo has multiple call ops, we need to clone the function body for each call}}
  %1 = call @foo(%0) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = call @foo(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func private @foo(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

func.func @external(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot import the call of @ext: the function has no body}}
  %0 = call @ext(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @ext(%arg0: tensor<8xf32>) -> tensor<8xf32>
