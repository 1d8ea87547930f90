// dynamic_conv for every target: dynamic_conv_v1 up to 0.19.0 (with a
// `padding` attribute of zeros), dynamic_conv_v2 from 0.20.0.
func.func @dynamic_conv(%lhs: tensor<1x8x8x2xf32>, %rhs: tensor<3x3x2x4xf32>, %padding: tensor<2x2xi32>) -> (tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>) {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  %1 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  return %0, %1 : tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>
}
