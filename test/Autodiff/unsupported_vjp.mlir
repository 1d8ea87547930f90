// RUN: hlokit-opt %s --hlokit-vjp=func=f -split-input-file -verify-diagnostics

// Complex values reach only the rules written for them (docs/autodiff.md);
// elsewhere they are refused, not dropped. `real` and `complex` take them.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.complex %x, %x : tensor<2xcomplex<f32>>
  // expected-error @+1 {{autodiff: complex values are not supported ('stablehlo.power')}}
  %1 = stablehlo.power %0, %0 : tensor<2xcomplex<f32>>
  %2 = stablehlo.real %1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %2 : tensor<2xf32>
}

// -----

// A complex maximum orders lexicographically and has no derivative.
func.func @f(%x: tensor<2xcomplex<f32>>) -> tensor<complex<f32>> {
  %init = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  // expected-error @+1 {{autodiff: complex values are not supported by 'stablehlo.reduce' whose body is not add}}
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  return %0 : tensor<complex<f32>>
}

// -----

// Dynamic shapes are refused; the reverse pass meets the reshape first.
func.func @f(%x: tensor<2xf32>, %n: tensor<i32>) -> tensor<f32> {
  %1 = stablehlo.dynamic_slice %x, %n, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<?xf32>
  // expected-error @+1 {{autodiff: dynamic shapes are not supported ('stablehlo.reshape')}}
  %2 = stablehlo.reshape %1 : (tensor<?xf32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// dynamic_conv's VJP needs its padding as a constant (the window positions
// of the gradients depend on it).
func.func @f(%x: tensor<1x4x1xf32>, %w: tensor<2x1x1xf32>, %pad: tensor<1x2xi64>) -> tensor<1x3x1xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.dynamic_conv' whose padding is not a constant}}
  %0 = stablehlo.dynamic_conv(%x, %w, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}
