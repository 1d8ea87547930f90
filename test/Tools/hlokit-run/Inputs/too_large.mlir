func.func @main() -> tensor<4000000000x4000000000xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4000000000x4000000000xf32>
  return %1 : tensor<4000000000x4000000000xf32>
}
