// RUN: hlokit-opt %s -sdy-propagate-to-func-results -verify-diagnostics

// Several functions and none named main: which results are the user's?
// expected-error @+1 {{Failed to lookup function: main}}
module {
  func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
  func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
