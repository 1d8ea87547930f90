// The chlo ops JAX exports: gelu's erf, an implicitly broadcasting multiply,
// and top_k. hlokit-run runs them directly; after --hlokit-legalize-chlo
// the same checks pass on plain StableHLO (docs/chlo.md).
func.func @main() {
  %x = stablehlo.constant dense<[[-1.0, 0.0, 1.0, 2.0]]> : tensor<1x4xf32>
  %inv_sqrt2 = stablehlo.constant dense<0.707106769> : tensor<f32>
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  // gelu(x) = x/2 (1 + erf(x / sqrt 2)), scalars broadcast by chlo.
  %scaled = chlo.broadcast_multiply %x, %inv_sqrt2 : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
  %erf = chlo.erf %scaled : tensor<1x4xf32> -> tensor<1x4xf32>
  %shifted = chlo.broadcast_add %erf, %one : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
  %halved = chlo.broadcast_multiply %x, %half : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
  %gelu = stablehlo.multiply %halved, %shifted : tensor<1x4xf32>
  check.expect_almost_eq_const %gelu, dense<[[-0.158655254, 0.0, 0.841344746, 1.95449974]]> : tensor<1x4xf32>, tolerance = 1.000000e-06
  // The 3 largest logits; the tie keeps the lower index first.
  %logits = stablehlo.constant dense<[[0.1, 2.0, -1.0, 2.0, 0.5]]> : tensor<1x5xf32>
  %values, %indices = chlo.top_k(%logits, k = 3) : tensor<1x5xf32> -> (tensor<1x3xf32>, tensor<1x3xi32>)
  check.expect_eq_const %values, dense<[[2.0, 2.0, 0.5]]> : tensor<1x3xf32>
  check.expect_eq_const %indices, dense<[[1, 3, 4]]> : tensor<1x3xi32>
  func.return
}
