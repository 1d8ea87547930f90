// RUN: hlokit-opt %s --hlokit-vjp=func=f -verify-diagnostics

// Complex values would need conjugation conventions; they are refused, not
// dropped. The reverse pass meets `real` first.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.complex %x, %x : tensor<2xcomplex<f32>>
  // expected-error @+1 {{autodiff: complex values are not supported ('stablehlo.real')}}
  %1 = stablehlo.real %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
