// The loss of a ResNet basic block on a 4x32x32x64 NHWC batch: two 3x3
// SAME convolutions (64 -> 64 features), each followed by batch norm
// (training statistics), relu after the first, the residual add of the
// input and a final relu; the loss is half the mean square of the output.
// bench/resnet/build_step.py adds its VJP (--hlokit-vjp=func=loss) and an
// SGD training loop around it (block_train.mlir).
func.func @loss(%w1: tensor<3x3x64x64xf32>, %s1: tensor<64xf32>, %o1: tensor<64xf32>,
                %w2: tensor<3x3x64x64xf32>, %s2: tensor<64xf32>, %o2: tensor<64xf32>,
                %x: tensor<4x32x32x64xf32>) -> tensor<f32> {
  %c1 = stablehlo.convolution(%x, %w1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<4x32x32x64xf32>
  %n1:3 = "stablehlo.batch_norm_training"(%c1, %s1, %o1) {epsilon = 1.0e-05 : f32, feature_index = 3 : i64} : (tensor<4x32x32x64xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<4x32x32x64xf32>, tensor<64xf32>, tensor<64xf32>)
  %zero = stablehlo.constant dense<0.0> : tensor<4x32x32x64xf32>
  %r1 = stablehlo.maximum %n1#0, %zero : tensor<4x32x32x64xf32>
  %c2 = stablehlo.convolution(%r1, %w2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<4x32x32x64xf32>
  %n2:3 = "stablehlo.batch_norm_training"(%c2, %s2, %o2) {epsilon = 1.0e-05 : f32, feature_index = 3 : i64} : (tensor<4x32x32x64xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<4x32x32x64xf32>, tensor<64xf32>, tensor<64xf32>)
  %sum = stablehlo.add %n2#0, %x : tensor<4x32x32x64xf32>
  %y = stablehlo.maximum %sum, %zero : tensor<4x32x32x64xf32>
  %sq = stablehlo.multiply %y, %y : tensor<4x32x32x64xf32>
  %zs = stablehlo.constant dense<0.0> : tensor<f32>
  %total = stablehlo.reduce(%sq init: %zs) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x32x32x64xf32>, tensor<f32>) -> tensor<f32>
  // 0.5 / 262144 elements.
  %scale = stablehlo.constant dense<1.9073486328125e-06> : tensor<f32>
  %loss = stablehlo.multiply %total, %scale : tensor<f32>
  return %loss : tensor<f32>
}
