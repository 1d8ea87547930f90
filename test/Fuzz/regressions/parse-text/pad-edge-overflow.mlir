func.func @pad_edge_overflow(%arg0: tensor<4xf32>, %pad: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.pad %arg0, %pad, low = [0], high = [9223372036854775807], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
