// The loss of a 16-32-4 tanh MLP on a batch of 8: the mean over the batch
// of the squared error against targets. The hidden layer has no bias:
// sdy-convert-global-to-local refuses a broadcast_in_dim of a split bias
// (a tensor parallel step would split it). build_step.py adds its VJP with
// respect to the parameters (--hlokit-vjp) and an SGD step around it
// (mlp_step.mlir).
func.func @loss(%w1: tensor<16x32xf32>,
                %w2: tensor<32x4xf32>, %b2: tensor<4xf32>,
                %x: tensor<8x16xf32>, %y: tensor<8x4xf32>) -> tensor<f32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %t = stablehlo.tanh %h : tensor<8x32xf32>
  %o = stablehlo.dot_general %t, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
  %b2b = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %out = stablehlo.add %o, %b2b : tensor<8x4xf32>
  %d = stablehlo.subtract %out, %y : tensor<8x4xf32>
  %sq = stablehlo.multiply %d, %d : tensor<8x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
  %scale = stablehlo.constant dense<0.125> : tensor<f32>
  %loss = stablehlo.multiply %sum, %scale : tensor<f32>
  return %loss : tensor<f32>
}
