// RUN: hlokit-opt %s --hlokit-jvp=func=f -split-input-file -verify-diagnostics

// Complex values reach only the rules written for them; elsewhere they are
// refused, not dropped. `complex` takes them, `power` does not.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.complex %x, %x : tensor<2xcomplex<f32>>
  // expected-error @+1 {{autodiff: complex values are not supported ('stablehlo.power')}}
  %1 = stablehlo.power %0, %0 : tensor<2xcomplex<f32>>
  %2 = stablehlo.real %1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %2 : tensor<2xf32>
}

// -----

// Dynamic shapes are refused; the forward pass meets the dynamic_slice
// first.
func.func @f(%x: tensor<2xf32>, %n: tensor<i32>) -> tensor<f32> {
  // expected-error @+1 {{autodiff: dynamic shapes are not supported ('stablehlo.dynamic_slice')}}
  %1 = stablehlo.dynamic_slice %x, %n, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<?xf32>
  %2 = stablehlo.reshape %1 : (tensor<?xf32>) -> tensor<f32>
  return %2 : tensor<f32>
}
