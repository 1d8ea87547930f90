// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f -verify-diagnostics

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.all_reduce' whose computation is not an add}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.reduce_scatter' whose computation is not an add}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
