// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f -verify-diagnostics

// zeta differentiates in q only: a varying exponent is refused rather
// than given a wrong zero gradient.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{derivative of 'chlo.zeta' with respect to its exponent is not supported; make it a constant}}
  %0 = chlo.zeta %x, %x : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// broadcast_zeta differentiates through zeta's rule, with the same refusal.
func.func @f(%x: tensor<2xf32>, %q: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{derivative of 'chlo.zeta' with respect to its exponent is not supported; make it a constant}}
  %0 = chlo.broadcast_zeta %x, %q : (tensor<2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
