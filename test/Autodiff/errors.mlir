// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f -verify-diagnostics

func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{P rule for 'stablehlo.custom_call'}}
  %0 = stablehlo.custom_call @foo(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{: no function named 'f'}}
module {
  func.func @g(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
}

// -----

// The rules build zeros and index arithmetic from static shapes.
// expected-error @+1 {{autodiff: dynamic shapes are not supported in the signature}}
func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
