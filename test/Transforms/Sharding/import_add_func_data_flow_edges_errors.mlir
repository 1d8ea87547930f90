// RUN: hlokit-opt %s -sdy-add-func-data-flow-edges -verify-diagnostics

// expected-error @+1 {{Failed to lookup function: main}}
module {
  func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @g(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
