// RUN: hlokit-opt %s -sdy-remove-sub-axes-in-input-output-shardings -verify-diagnostics

// Several functions and none named main: there are no inputs and outputs
// to fix.
// expected-error @+1 {{Failed to lookup function: main}}
module {
  func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
  func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
