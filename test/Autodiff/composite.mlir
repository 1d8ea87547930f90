// A composite whose decomposition has no body cannot be differentiated.
// RUN: not hlokit-opt %s --hlokit-vjp=func=f 2>&1 | FileCheck %s
// RUN: not hlokit-opt %s --hlokit-jvp=func=f 2>&1 | FileCheck %s

// CHECK: autodiff: the decomposition @impl of composite "my.op" has no body to differentiate
func.func private @impl(%x: tensor<f32>) -> tensor<f32>
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
