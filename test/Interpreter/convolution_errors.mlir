// Runtime shapes that break a convolution constraint the verifier could not
// check on `?` dimensions are errors naming the op and the constraint.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: hlokit-run: error: {{.*}}convolution_errors.mlir:[[@LINE+2]]:8: 'stablehlo.convolution': operands' runtime shapes are invalid: convolution_c10: input batch size 3 must be a multiple of batch_group_count 2
func.func private @conv(%lhs: tensor<?x4x1xf32>, %rhs: tensor<2x1x2xf32>) -> tensor<?x3x2xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<?x4x1xf32>, tensor<2x1x2xf32>) -> tensor<?x3x2xf32>
  func.return %0 : tensor<?x3x2xf32>
}

func.func @batch_not_divisible() {
  %lhs = stablehlo.constant dense<1.0> : tensor<3x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x2xf32>
  %d = stablehlo.convert %lhs : (tensor<3x4x1xf32>) -> tensor<?x4x1xf32>
  %0 = func.call @conv(%d, %rhs) : (tensor<?x4x1xf32>, tensor<2x1x2xf32>) -> tensor<?x3x2xf32>
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}convolution_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_conv': operands' runtime shapes are invalid: dynamic_conv_c14: kernel input feature size 1 must equal input feature size 2 / feature_group_count 1
func.func private @conv(%lhs: tensor<1x4x?xf32>, %rhs: tensor<2x1x1xf32>, %pad: tensor<1x2xi64>) -> tensor<1x?x1xf32> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x?xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x?x1xf32>
  func.return %0 : tensor<1x?x1xf32>
}

func.func @dynamic_conv_features_mismatch() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x2xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %pad = stablehlo.constant dense<0> : tensor<1x2xi64>
  %d = stablehlo.convert %lhs : (tensor<1x4x2xf32>) -> tensor<1x4x?xf32>
  %0 = func.call @conv(%d, %rhs, %pad) : (tensor<1x4x?xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x?x1xf32>
  func.return
}

// -----

// A runtime padding that gives more windows than the result type allows.
// CHECK: hlokit-run: error: {{.*}}convolution_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_conv': result 0: dimension 1 has runtime size 5 which exceeds its bound 3 in tensor<1x?x1xf32, #stablehlo.bounds<?, 3, ?>>
func.func private @conv(%lhs: tensor<1x4x1xf32>, %rhs: tensor<2x1x1xf32>, %pad: tensor<1x2xi64>) -> tensor<1x?x1xf32, #stablehlo.bounds<?, 3, ?>> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x?x1xf32, #stablehlo.bounds<?, 3, ?>>
  func.return %0 : tensor<1x?x1xf32, #stablehlo.bounds<?, 3, ?>>
}

func.func @dynamic_conv_above_bound() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %pad = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi64>
  %0 = func.call @conv(%lhs, %rhs, %pad) : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x?x1xf32, #stablehlo.bounds<?, 3, ?>>
  func.return
}

// -----

// A `?` padding dimension that is wrong at run time.
// CHECK: hlokit-run: error: {{.*}}convolution_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_conv': dynamic_conv_c4: padding has the runtime shape [2, 2], expected [1, 2]
func.func private @conv(%lhs: tensor<1x4x1xf32>, %rhs: tensor<2x1x1xf32>, %pad: tensor<?x2xi64>) -> tensor<1x?x1xf32> {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<?x2xi64>) -> tensor<1x?x1xf32>
  func.return %0 : tensor<1x?x1xf32>
}

func.func @dynamic_conv_padding_shape() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %pad = stablehlo.constant dense<0> : tensor<2x2xi64>
  %d = stablehlo.convert %pad : (tensor<2x2xi64>) -> tensor<?x2xi64>
  %0 = func.call @conv(%lhs, %rhs, %d) : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<?x2xi64>) -> tensor<1x?x1xf32>
  func.return
}
