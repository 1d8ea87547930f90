// RUN: hlokit-opt %s --hlokit-jvp=func=f -verify-diagnostics

// Complex values are refused, not dropped. The forward pass meets `complex`
// first.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: complex values are not supported ('stablehlo.complex')}}
  %0 = stablehlo.complex %x, %x : tensor<2xcomplex<f32>>
  %1 = stablehlo.real %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
