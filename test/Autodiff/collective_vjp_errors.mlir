// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f -verify-diagnostics

// Without replica groups the group size, and so the transposed result's
// type, is unknown.
func.func @f(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.all_gather' with empty replica_groups}}
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{autodiff: no rule for 'stablehlo.reduce_scatter' with empty replica_groups}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
