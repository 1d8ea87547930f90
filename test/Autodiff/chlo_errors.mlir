// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f -verify-diagnostics

// Functions without a derivative rule are reported as such.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{P rule for 'chlo.zeta'}}
  %0 = chlo.zeta %x, %x : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
