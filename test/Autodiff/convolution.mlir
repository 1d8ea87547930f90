// RUN: hlokit-opt %s --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// convolution: each operand's VJP is a convolution. The lhs gradient
// convolves the cotangent dilated by the stride with the kernel's features
// swapped and its window reversed; the rhs gradient convolves the lhs (batch
// and feature swapped) with the cotangent dilated by the stride as the
// kernel. The JVP applies the op to each tangent and adds. (The gradients'
// values are checked against finite differences in
// unittests/Autodiff/ConvolutionGradientTest.cpp.)
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<1x5x5x2xf64>, %arg1: tensor<3x3x2x4xf64>, %arg2: tensor<1x3x3x4xf64>) -> (tensor<1x3x3x4xf64>, tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) {
// VJP-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64>
// VJP-NEXT: %1 = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x4xf64>, tensor<3x3x2x4xf64>) -> tensor<1x5x5x2xf64>
// VJP-NEXT: %2 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<1x3x3x4xf64>) -> tensor<3x3x2x4xf64>
// VJP-NEXT: return %0, %1, %2 : tensor<1x3x3x4xf64>, tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<1x5x5x2xf64>, %arg1: tensor<3x3x2x4xf64>, %arg2: tensor<1x5x5x2xf64>, %arg3: tensor<3x3x2x4xf64>) -> (tensor<1x3x3x4xf64>, tensor<1x3x3x4xf64>) {
// JVP-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64>
// JVP-NEXT: %1 = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64>
// JVP-NEXT: %2 = stablehlo.convolution(%arg0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64>
// JVP-NEXT: %3 = stablehlo.add %1, %2 : tensor<1x3x3x4xf64>
// JVP-NEXT: return %0, %3 : tensor<1x3x3x4xf64>, tensor<1x3x3x4xf64>
func.func @f(%x: tensor<1x5x5x2xf64>, %w: tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x3x3x4xf64>
  return %0 : tensor<1x3x3x4xf64>
}
