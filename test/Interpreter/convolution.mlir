// convolution through hlokit-run: each window attribute, layouts, feature
// and batch groups, element types, and dynamic_conv. Expected values come
// from a literal implementation of the spec's formula (the one of
// unittests/Interpreter/ConvolutionTest.cpp).
// RUN: hlokit-run %s | FileCheck %s --allow-empty
// CHECK-NOT: failed

// The spec's example.
func.func @spec_example() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<1> : tensor<3x3x1x1xi64>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %0, dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// No window attributes: every window of a 4x5 image.
func.func @plain() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0], [4.0, -3.0], [1.0, 0.0], [-2.0, 1.0], [-3.0, -2.0]], [[-1.0, 3.0], [3.0, 1.0], [2.0, -3.0], [1.0, -4.0], [-4.0, -4.0]], [[-4.0, 1.0], [4.0, -1.0], [4.0, 1.0], [3.0, -3.0], [1.0, -4.0]], [[-3.0, 4.0], [-4.0, -1.0], [4.0, -2.0], [2.0, -4.0], [3.0, -3.0]]]]> : tensor<1x4x5x2xf32>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0, -3.0], [1.0, 1.0, 2.0]], [[-2.0, 0.0, 2.0], [3.0, 0.0, 3.0]], [[3.0, -2.0, -2.0], [0.0, -4.0, 2.0]]], [[[-2.0, -2.0, 1.0], [4.0, -3.0, 0.0]], [[0.0, 2.0, 0.0], [3.0, 3.0, -1.0]], [[4.0, 3.0, 4.0], [-1.0, -2.0, 0.0]]]]> : tensor<2x3x2x3xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x5x2xf32>, tensor<2x3x2x3xf32>) -> tensor<1x3x3x3xf32>
  check.expect_eq_const %0, dense<[[[[26.0, 4.0, -17.0], [2.0, -10.0, 0.0], [-38.0, 4.0, -12.0]], [[26.0, 32.0, 21.0], [9.0, 33.0, -7.0], [-26.0, 16.0, -11.0]], [[23.0, -8.0, 27.0], [29.0, 28.0, -9.0], [-8.0, 16.0, -3.0]]]]> : tensor<1x3x3x3xf32>
  func.return
}

// Strides with positive padding.
func.func @stride_and_padding() {
  %lhs = stablehlo.constant dense<[[[[4.0], [-4.0], [4.0], [-3.0], [1.0]], [[0.0], [-2.0], [1.0], [-3.0], [-2.0]], [[-1.0], [3.0], [3.0], [1.0], [2.0]], [[-3.0], [1.0], [-4.0], [-4.0], [-4.0]], [[-4.0], [1.0], [4.0], [-1.0], [4.0]]], [[[1.0], [3.0], [-3.0], [1.0], [-4.0]], [[-3.0], [4.0], [-4.0], [-1.0], [4.0]], [[-2.0], [2.0], [-4.0], [3.0], [-3.0]], [[0.0], [-1.0], [1.0], [-2.0], [-1.0]], [[2.0], [1.0], [-4.0], [-1.0], [2.0]]]]> : tensor<2x5x5x1xf32>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0]], [[-3.0, 1.0]], [[1.0, 2.0]]], [[[-2.0, 0.0]], [[2.0, 3.0]], [[0.0, 3.0]]], [[[3.0, -2.0]], [[-2.0, 0.0]], [[-4.0, 2.0]]]]> : tensor<3x3x1x2xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 3], pad = [[1, 1], [2, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x1xf32>, tensor<3x3x1x2xf32>) -> tensor<2x3x2x2xf32>
  check.expect_eq_const %0, dense<[[[[0.0, 12.0], [20.0, 1.0]], [[12.0, -9.0], [13.0, -1.0]], [[-3.0, -18.0], [18.0, -4.0]]], [[[12.0, -3.0], [12.0, -16.0]], [[-3.0, -12.0], [18.0, -15.0]], [[0.0, 6.0], [-19.0, -17.0]]]]> : tensor<2x3x2x2xf32>
  func.return
}

// Negative padding removes input rows and columns.
func.func @negative_padding() {
  %lhs = stablehlo.constant dense<[[[[4, -4], [4, -3], [1, 0], [-2, 1], [-3, -2]], [[-1, 3], [3, 1], [2, -3], [1, -4], [-4, -4]], [[-4, 1], [4, -1], [4, 1], [3, -3], [1, -4]], [[-3, 4], [-4, -1], [4, -2], [2, -4], [3, -3]], [[0, -1], [1, -2], [-1, 2], [1, -4], [-1, 2]], [[-1, -4], [-2, 4], [-1, -3], [-3, 3], [4, -1]]]]> : tensor<1x6x5x2xi32>
  %rhs = stablehlo.constant dense<[[[[4], [-1]], [[-3], [1]]], [[[1], [2]], [[-2], [0]]]]> : tensor<2x2x2x1xi32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[-1, -2], [0, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x5x2xi32>, tensor<2x2x2x1xi32>) -> tensor<1x2x3x1xi32>
  check.expect_eq_const %0, dense<[[[[-25], [-4], [4]], [[-17], [-8], [-1]]]]> : tensor<1x2x3x1xi32>
  func.return
}

// Base (lhs) dilation inserts holes between input elements.
func.func @lhs_dilation() {
  %lhs = stablehlo.constant dense<[[[[4.0], [-4.0], [4.0], [-3.0]], [[1.0], [0.0], [-2.0], [1.0]], [[-3.0], [-2.0], [-1.0], [3.0]]]]> : tensor<1x3x4x1xf32>
  %rhs = stablehlo.constant dense<[[[[4.0]], [[-1.0]]], [[[-3.0]], [[1.0]]]]> : tensor<2x2x1x1xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 0], [0, 1]], lhs_dilate = [2, 3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x5x10x1xf32>
  check.expect_eq_const %0, dense<[[[[-12.0], [0.0], [-4.0], [12.0], [0.0], [4.0], [-12.0], [0.0], [-3.0], [9.0]], [[16.0], [0.0], [4.0], [-16.0], [0.0], [-4.0], [16.0], [0.0], [3.0], [-12.0]], [[-3.0], [0.0], [0.0], [0.0], [0.0], [-2.0], [6.0], [0.0], [1.0], [-3.0]], [[4.0], [0.0], [0.0], [0.0], [0.0], [2.0], [-8.0], [0.0], [-1.0], [4.0]], [[9.0], [0.0], [-2.0], [6.0], [0.0], [-1.0], [3.0], [0.0], [3.0], [-9.0]]]]> : tensor<1x5x10x1xf32>
  func.return
}

// Window (rhs) dilation spreads the kernel.
func.func @rhs_dilation() {
  %lhs = stablehlo.constant dense<[[[[4, -4], [4, -3], [1, 0], [-2, 1], [-3, -2], [-1, 3]], [[3, 1], [2, -3], [1, -4], [-4, -4], [-4, 1], [4, -1]], [[4, 1], [3, -3], [1, -4], [-3, 4], [-4, -1], [4, -2]], [[2, -4], [3, -3], [0, -1], [1, -2], [-1, 2], [1, -4]], [[-1, 2], [-1, -4], [-2, 4], [-1, -3], [-3, 3], [4, -1]], [[-3, 1], [4, -2], [-1, 3], [4, -3], [-3, -2], [1, -2]]]]> : tensor<1x6x6x2xi64>
  %rhs = stablehlo.constant dense<[[[[4, -1], [-3, 1]], [[1, 2], [-2, 0]], [[2, 3], [0, 3]]], [[[3, -2], [-2, 0]], [[-4, 2], [-2, -2]], [[1, 4], [-3, 0]]]]> : tensor<2x3x2x2xi64>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [3, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xi64>, tensor<2x3x2x2xi64>) -> tensor<1x3x2x2xi64>
  check.expect_eq_const %0, dense<[[[[32, -27], [47, -1]], [[-9, -31], [51, 18]], [[4, -30], [31, 4]]]]> : tensor<1x3x2x2xi64>
  func.return
}

// Reversal of one spatial dimension flips the window against the kernel.
func.func @window_reversal() {
  %lhs = stablehlo.constant dense<[[[[4], [-4], [4], [-3]], [[1], [0], [-2], [1]], [[-3], [-2], [-1], [3]], [[3], [1], [2], [-3]]]]> : tensor<1x4x4x1xi32>
  %rhs = stablehlo.constant dense<[[[[4]], [[-1]]], [[[-3]], [[1]]], [[[1]], [[2]]]]> : tensor<3x2x1x1xi32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [0, 0]], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi32>, tensor<3x2x1x1xi32>) -> tensor<1x4x3x1xi32>
  check.expect_eq_const %0, dense<[[[[-12], [18], [-24]], [[-17], [-5], [-2]], [[19], [3], [17]], [[-15], [-5], [-4]]]]> : tensor<1x4x3x1xi32>
  func.return
}

// Feature groups (NCHW/OIHW): 4 input features in 2 groups, 4 outputs.
func.func @feature_groups() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0, 4.0], [-3.0, 1.0, 0.0], [-2.0, 1.0, -3.0]], [[-2.0, -1.0, 3.0], [3.0, 1.0, 2.0], [-3.0, 1.0, -4.0]], [[-4.0, -4.0, -4.0], [1.0, 4.0, -1.0], [4.0, 1.0, 3.0]], [[-3.0, 1.0, -4.0], [-3.0, 4.0, -4.0], [-1.0, 4.0, -2.0]]], [[[2.0, -4.0, 3.0], [-3.0, 0.0, -1.0], [1.0, -2.0, -1.0]], [[2.0, 1.0, -4.0], [-1.0, 2.0, -1.0], [-4.0, -2.0, 4.0]], [[-1.0, -3.0, -3.0], [3.0, 4.0, -1.0], [-3.0, 1.0, 4.0]], [[-2.0, -1.0, 3.0], [4.0, -3.0, -3.0], [-2.0, 1.0, -2.0]]]]> : tensor<2x4x3x3xf32>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0], [-3.0, 1.0]], [[1.0, 2.0], [-2.0, 0.0]]], [[[2.0, 3.0], [0.0, 3.0]], [[3.0, -2.0], [-2.0, 0.0]]], [[[-4.0, 2.0], [-2.0, -2.0]], [[1.0, 4.0], [-3.0, 0.0]]], [[[0.0, 2.0], [0.0, 3.0]], [[3.0, -1.0], [4.0, 3.0]]]]> : tensor<4x2x2x2xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x3x3xf32>, tensor<4x2x2x2xf32>) -> tensor<2x4x2x2xf32>
  check.expect_eq_const %0, dense<[[[[20.0, -20.0], [5.0, 1.0]], [[-11.0, -7.0], [13.0, -10.0]], [[8.0, -25.0], [10.0, -50.0]], [[-6.0, 0.0], [6.0, 33.0]]], [[[27.0, -31.0], [-6.0, 10.0]], [[-2.0, 5.0], [-11.0, 6.0]], [[-34.0, 20.0], [-2.0, -46.0]], [[8.0, -36.0], [21.0, 2.0]]]]> : tensor<2x4x2x2xf32>
  func.return
}

// Depthwise: one group per input feature, two outputs each.
func.func @depthwise() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0, 4.0], [-3.0, 1.0, 0.0], [-2.0, 1.0, -3.0], [-2.0, -1.0, 3.0]], [[3.0, 1.0, 2.0], [-3.0, 1.0, -4.0], [-4.0, -4.0, -4.0], [1.0, 4.0, -1.0]], [[4.0, 1.0, 3.0], [-3.0, 1.0, -4.0], [-3.0, 4.0, -4.0], [-1.0, 4.0, -2.0]]]]> : tensor<1x3x4x3xf32>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0, -3.0, 1.0, 1.0, 2.0]], [[-2.0, 0.0, 2.0, 3.0, 0.0, 3.0]]], [[[3.0, -2.0, -2.0, 0.0, -4.0, 2.0]], [[-2.0, -2.0, 1.0, 4.0, -3.0, 0.0]]]]> : tensor<2x2x1x6xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x3x4x3xf32>, tensor<2x2x1x6xf32>) -> tensor<1x2x3x6xf32>
  check.expect_eq_const %0, dense<[[[[37.0, -4.0, 13.0, 3.0, 8.0, 12.0], [-9.0, 17.0, -7.0, -12.0, 28.0, -17.0], [-18.0, 8.0, 7.0, 14.0, 16.0, -5.0]], [[36.0, -5.0, -2.0, 8.0, 2.0, -2.0], [-7.0, 15.0, -9.0, 5.0, 24.0, -28.0], [-25.0, 12.0, 16.0, 24.0, 18.0, -19.0]]]]> : tensor<1x2x3x6xf32>
  func.return
}

// Batch groups: batch 4 in 2 groups, output features split with them.
func.func @batch_groups() {
  %lhs = stablehlo.constant dense<[[[4.0, -4.0, 4.0], [-3.0, 1.0, 0.0], [-2.0, 1.0, -3.0], [-2.0, -1.0, 3.0], [3.0, 1.0, 2.0]], [[-3.0, 1.0, -4.0], [-4.0, -4.0, -4.0], [1.0, 4.0, -1.0], [4.0, 1.0, 3.0], [-3.0, 1.0, -4.0]], [[-3.0, 4.0, -4.0], [-1.0, 4.0, -2.0], [2.0, -4.0, 3.0], [-3.0, 0.0, -1.0], [1.0, -2.0, -1.0]], [[2.0, 1.0, -4.0], [-1.0, 2.0, -1.0], [-4.0, -2.0, 4.0], [-1.0, -3.0, -3.0], [3.0, 4.0, -1.0]]]> : tensor<4x5x3xf32>
  %rhs = stablehlo.constant dense<[[[4.0, -1.0, -3.0, 1.0], [1.0, 2.0, -2.0, 0.0], [2.0, 3.0, 0.0, 3.0]], [[3.0, -2.0, -2.0, 0.0], [-4.0, 2.0, -2.0, -2.0], [1.0, 4.0, -3.0, 0.0]]]> : tensor<2x3x4xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  check.expect_eq_const %0, dense<[[[7.0, 8.0, 1.0, -23.0], [-24.0, -1.0, -10.0, 1.0], [-12.0, 9.0, 11.0, 11.0], [4.0, 13.0, 14.0, -2.0]], [[-19.0, -23.0, -7.0, -14.0], [-42.0, -14.0, -1.0, 0.0], [17.0, 10.0, 33.0, 14.0], [6.0, -1.0, -2.0, -18.0]]]> : tensor<2x4x4xf32>
  func.return
}

// Batch groups of one element each (the shape of a weight gradient).
func.func @batch_groups_per_element() {
  %lhs = stablehlo.constant dense<[[[4, -4], [4, -3], [1, 0], [-2, 1]], [[-3, -2], [-1, 3], [3, 1], [2, -3]], [[1, -4], [-4, -4], [-4, 1], [4, -1]]]> : tensor<3x4x2xi32>
  %rhs = stablehlo.constant dense<[[[4, -1, -3], [1, 1, 2]], [[-2, 0, 2], [3, 0, 3]]]> : tensor<2x2x3xi32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 3 : i64, feature_group_count = 1 : i64} : (tensor<3x4x2xi32>, tensor<2x2x3xi32>) -> tensor<1x3x3xi32>
  check.expect_eq_const %0, dense<[[[-5, 1, -31], [11, 4, -1], [11, -2, 19]]]> : tensor<1x3x3xi32>
  func.return
}

// A 3-D convolution with permuted input, kernel and output layouts.
func.func @layouts_3d() {
  %lhs = stablehlo.constant dense<[[[[[4, -4, 4], [-3, 1, 0], [-2, 1, -3]], [[-2, -1, 3], [3, 1, 2], [-3, 1, -4]], [[-4, -4, -4], [1, 4, -1], [4, 1, 3]], [[-3, 1, -4], [-3, 4, -4], [-1, 4, -2]]], [[[2, -4, 3], [-3, 0, -1], [1, -2, -1]], [[2, 1, -4], [-1, 2, -1], [-4, -2, 4]], [[-1, -3, -3], [3, 4, -1], [-3, 1, 4]], [[-2, -1, 3], [4, -3, -3], [-2, 1, -2]]]], [[[[0, -3, 2], [1, 2, 3], [1, 2, -2]], [[3, -4, -1], [3, 1, -1], [-1, 0, 1]], [[-3, 4, 3], [1, 3, -4], [4, -4, -4]], [[3, 0, 3], [-2, 1, -4], [-3, 3, 3]]], [[[-1, 0, -3], [2, 1, -1], [4, -4, 1]], [[1, 4, 2], [-1, 4, 1], [0, 0, -1]], [[-3, -2, 2], [-4, 3, -2], [-4, 0, 3]], [[4, -1, -1], [3, -2, -1], [3, 1, -1]]]]]> : tensor<2x2x4x3x3xi32>
  %rhs = stablehlo.constant dense<[[[[[4, -1, -3], [1, 1, 2]], [[-2, 0, 2], [3, 0, 3]]], [[[3, -2, -2], [0, -4, 2]], [[-2, -2, 1], [4, -3, 0]]], [[[0, 2, 0], [3, 3, -1]], [[4, 3, 4], [-1, -2, 0]]]], [[[[-2, 2, 1], [0, -3, 2]], [[2, 1, 0], [2, 4, -3]]], [[[2, 4, -4], [4, -2, 4]], [[-4, 3, 4], [4, -3, 3]]], [[[3, -4, 2], [2, 0, 2]], [[2, 3, 3], [0, -3, 4]]]]]> : tensor<2x3x2x2x3xi32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [1, b, 2, f, 0]x[0, i, 2, o, 1]->[f, 0, 2, 1, b], window = {stride = [1, 2, 1], pad = [[0, 1], [1, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x4x3x3xi32>, tensor<2x3x2x2x3xi32>) -> tensor<2x3x3x1x2xi32>
  check.expect_eq_const %0, dense<[[[[[-20, 1]], [[-3, -20]], [[38, -5]]], [[[5, 15]], [[10, -60]], [[-45, -23]]], [[[-37, 23]], [[-13, 34]], [[27, 4]]]], [[[[38, 41]], [[-83, -13]], [[27, -16]]], [[[-4, -41]], [[-86, -18]], [[-30, 26]]], [[[6, -4]], [[-16, 20]], [[36, 20]]]]]> : tensor<2x3x3x1x2xi32>
  func.return
}

// No spatial dimensions: a matrix product.
func.func @no_spatial_dims() {
  %lhs = stablehlo.constant dense<[[4.0, -4.0], [4.0, -3.0], [1.0, 0.0]]> : tensor<3x2xf64>
  %rhs = stablehlo.constant dense<[[4.0, -1.0, -3.0, 1.0], [1.0, 2.0, -2.0, 0.0]]> : tensor<2x4xf64>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf64>, tensor<2x4xf64>) -> tensor<3x4xf64>
  check.expect_eq_const %0, dense<[[12.0, -12.0, -4.0, 4.0], [13.0, -10.0, -6.0, 4.0], [4.0, -1.0, -3.0, 1.0]]> : tensor<3x4xf64>
  func.return
}

// Every window attribute at once, with feature groups.
func.func @all_attributes() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0, 4.0, -3.0], [1.0, 0.0, -2.0, 1.0], [-3.0, -2.0, -1.0, 3.0], [3.0, 1.0, 2.0, -3.0]], [[1.0, -4.0, -4.0, -4.0], [-4.0, 1.0, 4.0, -1.0], [4.0, 1.0, 3.0, -3.0], [1.0, -4.0, -3.0, 4.0]], [[-4.0, -1.0, 4.0, -2.0], [2.0, -4.0, 3.0, -3.0], [0.0, -1.0, 1.0, -2.0], [-1.0, 2.0, 1.0, -4.0]], [[-1.0, 2.0, -1.0, -4.0], [-2.0, 4.0, -1.0, -3.0], [-3.0, 3.0, 4.0, -1.0], [-3.0, 1.0, 4.0, -2.0]], [[-1.0, 3.0, 4.0, -3.0], [-3.0, -2.0, 1.0, -2.0], [0.0, -3.0, 2.0, 1.0], [2.0, 3.0, 1.0, 2.0]]]]> : tensor<1x5x4x4xf64>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0, -3.0, 1.0], [1.0, 2.0, -2.0, 0.0]], [[2.0, 3.0, 0.0, 3.0], [3.0, -2.0, -2.0, 0.0]]], [[[-4.0, 2.0, -2.0, -2.0], [1.0, 4.0, -3.0, 0.0]], [[0.0, 2.0, 0.0, 3.0], [3.0, -1.0, 4.0, 3.0]]], [[[4.0, -1.0, -2.0, 0.0], [-2.0, 2.0, 1.0, 0.0]], [[-3.0, 2.0, 2.0, 1.0], [0.0, 2.0, 4.0, -3.0]]]]> : tensor<3x2x2x4xf64>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[2, -1], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x5x4x4xf64>, tensor<3x2x2x4xf64>) -> tensor<1x4x4x4xf64>
  check.expect_eq_const %0, dense<[[[[4.0, -1.0, 4.0, -2.0], [-18.0, 19.0, 3.0, 11.0], [15.0, 2.0, -2.0, -4.0], [-12.0, -5.0, -6.0, -3.0]], [[-11.0, 5.0, -5.0, 4.0], [-13.0, 8.0, 6.0, 4.0], [2.0, -22.0, -4.0, 4.0], [20.0, 0.0, 16.0, -1.0]], [[-14.0, -4.0, -12.0, 3.0], [-1.0, -20.0, -28.0, 21.0], [14.0, 4.0, 25.0, 17.0], [-15.0, 12.0, -2.0, 15.0]], [[12.0, 0.0, 0.0, -1.0], [9.0, -10.0, -6.0, 11.0], [-17.0, -8.0, -14.0, 13.0], [3.0, -17.0, -4.0, 19.0]]]]> : tensor<1x4x4x4xf64>
  func.return
}

// A window wider than the padded input gives no windows.
func.func @empty_windows() {
  %lhs = stablehlo.constant dense<[[[[4.0], [-4.0], [4.0]], [[-3.0], [1.0], [0.0]]]]> : tensor<1x2x3x1xf32>
  %rhs = stablehlo.constant dense<[[[[4.0, -1.0]], [[-3.0, 1.0]]], [[[1.0, 2.0]], [[-2.0, 0.0]]], [[[2.0, 3.0]], [[0.0, 3.0]]]]> : tensor<3x2x1x2xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x1xf32>, tensor<3x2x1x2xf32>) -> tensor<1x0x2x2xf32>
  check.expect_eq_const %0, dense<> : tensor<1x0x2x2xf32>
  func.return
}

// f16 operands (computed in f32, one rounding per result).
func.func @f16() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0], [4.0, -3.0], [1.0, 0.0]], [[-2.0, 1.0], [-3.0, -2.0], [-1.0, 3.0]], [[3.0, 1.0], [2.0, -3.0], [1.0, -4.0]]]]> : tensor<1x3x3x2xf16>
  %rhs = stablehlo.constant dense<[[[[4.0], [-1.0]], [[-3.0], [1.0]]], [[[1.0], [2.0]], [[-2.0], [0.0]]]]> : tensor<2x2x2x1xf16>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xf16>, tensor<2x2x2x1xf16>) -> tensor<1x2x2x1xf16>
  check.expect_eq_const %0, dense<[[[[11.0], [11.0]], [[-1.0], [-10.0]]]]> : tensor<1x2x2x1xf16>
  func.return
}

// bf16 operands.
func.func @bf16() {
  %lhs = stablehlo.constant dense<[[[[4.0, -4.0], [4.0, -3.0], [1.0, 0.0]], [[-2.0, 1.0], [-3.0, -2.0], [-1.0, 3.0]], [[3.0, 1.0], [2.0, -3.0], [1.0, -4.0]]]]> : tensor<1x3x3x2xbf16>
  %rhs = stablehlo.constant dense<[[[[4.0], [-1.0]], [[-3.0], [1.0]]], [[[1.0], [2.0]], [[-2.0], [0.0]]]]> : tensor<2x2x2x1xbf16>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xbf16>, tensor<2x2x2x1xbf16>) -> tensor<1x2x1x1xbf16>
  check.expect_eq_const %0, dense<[[[[11.0]], [[-1.0]]]]> : tensor<1x2x1x1xbf16>
  func.return
}

// i8 sums wrap around.
func.func @i8_wraps() {
  %lhs = stablehlo.constant dense<[[[[119, 105, 86, 115], [80, 97, 65, 107], [64, 116, 69, 109]], [[103, 107, 105, 109], [104, 90, 102, 102], [72, 113, 101, 81]], [[83, 71, 67, 82], [65, 78, 103, 116], [105, 96, 107, 77]]]]> : tensor<1x3x3x4xi8>
  %rhs = stablehlo.constant dense<[[[[116], [96], [118], [98]], [[110], [105], [104], [85]]], [[[90], [79], [76], [67]], [[106], [80], [83], [88]]]]> : tensor<2x2x4x1xi8>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x4xi8>, tensor<2x2x4x1xi8>) -> tensor<1x2x2x1xi8>
  check.expect_eq_const %0, dense<[[[[78], [-32]], [[-44], [-91]]]]> : tensor<1x2x2x1xi8>
  func.return
}


// i1 (or of ands, as dot_general), complex and ui8 (wrapping) elements.
func.func @i1_complex_ui8() {
  %l = stablehlo.constant dense<[[[true], [false], [true]]]> : tensor<1x3x1xi1>
  %r = stablehlo.constant dense<[[[true]], [[true]]]> : tensor<2x1x1xi1>
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi1>, tensor<2x1x1xi1>) -> tensor<1x2x1xi1>
  check.expect_eq_const %0, dense<[[[true], [true]]]> : tensor<1x2x1xi1>
  %lc = stablehlo.constant dense<[[[(1.0, 2.0)], [(0.0, 1.0)], [(3.0, 0.0)]]]> : tensor<1x3x1xcomplex<f32>>
  %rc = stablehlo.constant dense<[[[(1.0, 0.0)]], [[(0.0, 1.0)]]]> : tensor<2x1x1xcomplex<f32>>
  %1 = stablehlo.convolution(%lc, %rc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x2x1xcomplex<f32>>
  check.expect_eq_const %1, dense<[[[(0.0, 2.0)], [(0.0, 4.0)]]]> : tensor<1x2x1xcomplex<f32>>
  %lu = stablehlo.constant dense<[[[200], [100], [3]]]> : tensor<1x3x1xui8>
  %ru = stablehlo.constant dense<[[[2]], [[1]]]> : tensor<2x1x1xui8>
  %2 = stablehlo.convolution(%lu, %ru) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xui8>, tensor<2x1x1xui8>) -> tensor<1x2x1xui8>
  check.expect_eq_const %2, dense<[[[244], [203]]]> : tensor<1x2x1xui8>
  func.return
}

// dynamic_conv runs the same kernel with its padding read at run time; the
// function parameter hides the padding values from the verifier.
func.func private @dynamic_conv(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x1xi64> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x?x?x1xi64>
  func.return %0 : tensor<1x?x?x1xi64>
}

func.func @dynamic_conv_padding() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<1> : tensor<3x3x1x1xi64>
  %zero = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = func.call @dynamic_conv(%lhs, %rhs, %zero) : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x?x?x1xi64>
  %1 = stablehlo.convert %0 : (tensor<1x?x?x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %1, dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi64>
  // Padding [[1, 0], [0, 3]]: the dilated 7x7 input becomes 8x10, fitting
  // 2x2 windows at stride 4; the first row of windows now starts one row up.
  %pad = stablehlo.constant dense<[[1, 0], [0, 3]]> : tensor<2x2xi64>
  %2 = func.call @dynamic_conv(%lhs, %rhs, %pad) : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x?x?x1xi64>
  %3 = stablehlo.convert %2 : (tensor<1x?x?x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %3, dense<[[[[3], [11]], [[21], [29]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// `?` operand dimensions: the result shape comes from inference on the
// runtime shapes.
func.func private @dynamic_batch(%lhs: tensor<?x4x1xf32>, %rhs: tensor<2x1x1xf32>) -> tensor<?x?x1xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x4x1xf32>, tensor<2x1x1xf32>) -> tensor<?x?x1xf32>
  func.return %0 : tensor<?x?x1xf32>
}

func.func @dynamic_shapes() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]], [[5.0], [6.0], [7.0], [8.0]]]> : tensor<2x4x1xf32>
  %rhs = stablehlo.constant dense<[[[10.0]], [[1.0]]]> : tensor<2x1x1xf32>
  %d = stablehlo.convert %lhs : (tensor<2x4x1xf32>) -> tensor<?x4x1xf32>
  %0 = func.call @dynamic_batch(%d, %rhs) : (tensor<?x4x1xf32>, tensor<2x1x1xf32>) -> tensor<?x?x1xf32>
  %1 = stablehlo.convert %0 : (tensor<?x?x1xf32>) -> tensor<2x4x1xf32>
  check.expect_eq_const %1, dense<[[[1.0], [12.0], [23.0], [34.0]], [[5.0], [56.0], [67.0], [78.0]]]> : tensor<2x4x1xf32>
  func.return
}

// A wider result type than the operands' (JAX's preferred_element_type):
// the sums run in the result type, so i8 products add up past 127 without
// wrapping, as upstream's interpreter computes them.
func.func @wider_result() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi8>
  %rhs = stablehlo.constant dense<10> : tensor<3x3x1x1xi8>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi8>, tensor<3x3x1x1xi8>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %0, dense<[[[[100], [260]], [[460], [620]]]]> : tensor<1x2x2x1xi32>
  %f = stablehlo.constant dense<[[[[1.0, 2.0]]]]> : tensor<1x1x1x2xbf16>
  %k = stablehlo.constant dense<[[[[3.0], [4.0]]]]> : tensor<1x1x2x1xbf16>
  %1 = stablehlo.convolution(%f, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x2xbf16>, tensor<1x1x2x1xbf16>) -> tensor<1x1x1x1xf32>
  check.expect_eq_const %1, dense<11.0> : tensor<1x1x1x1xf32>
  func.return
}

// dynamic_conv with a wider result type sums in it too, as convolution does:
// the sums (100 to 620) pass i8's 127 without wrapping.
func.func private @dynamic_conv_wide(%lhs: tensor<1x4x4x1xi8>, %rhs: tensor<3x3x1x1xi8>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x1xi32> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi8>, tensor<3x3x1x1xi8>, tensor<2x2xi64>) -> tensor<1x?x?x1xi32>
  func.return %0 : tensor<1x?x?x1xi32>
}

func.func @dynamic_conv_wider_result() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi8>
  %rhs = stablehlo.constant dense<10> : tensor<3x3x1x1xi8>
  %zero = stablehlo.constant dense<0> : tensor<2x2xi64>
  %0 = func.call @dynamic_conv_wide(%lhs, %rhs, %zero) : (tensor<1x4x4x1xi8>, tensor<3x3x1x1xi8>, tensor<2x2xi64>) -> tensor<1x?x?x1xi32>
  %1 = stablehlo.convert %0 : (tensor<1x?x?x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %1, dense<[[[[100], [260]], [[460], [620]]]]> : tensor<1x2x2x1xi32>
  func.return
}
