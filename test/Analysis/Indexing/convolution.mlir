// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// convolution: range variables are the kernel's spatial positions and input
// feature (result to operands), and constraints keep only lhs elements, not
// padding or holes of lhs dilation, so the kernel's map is exact too.
// Feature groups pick the lhs features of the output feature's group; a
// reversed window flips the kernel position. (Checked against the
// interpreter in unittests/Analysis/InterpreterGroundTruthTest.cpp.)

// CHECK-LABEL: func @convolution
// CHECK-NEXT: op 0 stablehlo.convolution
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2, d3)[s0, s1, s2] -> (0, d1 * 2 + s0 - 1, d2 * 2 + s1 - 1, s2), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 2], d3 in [0, 3], s0 in [0, 2], s1 in [0, 2], s2 in [0, 1], d1 * 2 + s0 in [1, 5], d2 * 2 + s1 in [1, 5]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2, d3)[s0, s1, s2] -> (s0, s1, s2, d3), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 2], d3 in [0, 3], s0 in [0, 2], s1 in [0, 2], s2 in [0, 1], d1 * 2 + s0 in [1, 5], d2 * 2 + s1 in [1, 5]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2, d3)[s0, s1, s2] -> (0, (d1 - s0 + 1) floordiv 2, (d2 - s1 + 1) floordiv 2, s2), domain: d0 in [0, 0], d1 in [0, 4], d2 in [0, 4], d3 in [0, 1], s0 in [0, 2], s1 in [0, 2], s2 in [0, 3], (d1 - s0 + 1) mod 2 in [0, 0], (d2 - s1 + 1) mod 2 in [0, 0], d1 - s0 in [-1, 3], d2 - s1 in [-1, 3]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2, d3)[s0, s1] -> (0, s0, s1, d3), domain: d0 in [0, 2], d1 in [0, 2], d2 in [0, 1], d3 in [0, 3], s0 in [0, 2], s1 in [0, 2], d0 + s0 * 2 in [1, 5], d1 + s1 * 2 in [1, 5]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2, d3)[s0, s1, s2] -> (0, d1 * 2 + s0 - 1, d2 * 2 + s1 - 1, s2), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 2], d3 in [0, 3], s0 in [0, 2], s1 in [0, 2], s2 in [0, 1], d1 * 2 + s0 in [1, 5], d2 * 2 + s1 in [1, 5]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2, d3)[s0, s1, s2] -> (s0, s1, s2, d3), domain: d0 in [0, 0], d1 in [0, 2], d2 in [0, 2], d3 in [0, 3], s0 in [0, 2], s1 in [0, 2], s2 in [0, 1], d1 * 2 + s0 in [1, 5], d2 * 2 + s1 in [1, 5]
func.func @convolution(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// CHECK-LABEL: func @depthwise_dilated
// CHECK-NEXT: op 0 stablehlo.convolution
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2)[s0] -> (0, (d1 - s0 + 1) floordiv 2, d2 floordiv 2), domain: d0 in [0, 0], d1 in [0, 5], d2 in [0, 5], s0 in [0, 1], (d1 - s0 + 1) mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2)[s0] -> (s0, 0, d2), domain: d0 in [0, 0], d1 in [0, 5], d2 in [0, 5], s0 in [0, 1], (d1 - s0 + 1) mod 2 in [0, 0]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2)[s0, s1] -> (0, d1 * 2 + s0 - 1, d2 * 2 + s1), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 2], s0 in [0, 1], s1 in [0, 1], d1 * 2 + s0 in [1, 6]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2)[s0] -> (0, s0, d2), domain: d0 in [0, 1], d1 in [0, 0], d2 in [0, 5], s0 in [0, 5], (-d0 + s0 + 1) mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2)[s0] -> (0, (d1 - s0 + 1) floordiv 2, d2 floordiv 2), domain: d0 in [0, 0], d1 in [0, 5], d2 in [0, 5], s0 in [0, 1], (d1 - s0 + 1) mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2)[s0] -> (s0, 0, d2), domain: d0 in [0, 0], d1 in [0, 5], d2 in [0, 5], s0 in [0, 1], (d1 - s0 + 1) mod 2 in [0, 0]
func.func @depthwise_dilated(%x: tensor<1x4x3xf32>, %w: tensor<2x1x6xf32>) -> tensor<1x6x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x4x3xf32>, tensor<2x1x6xf32>) -> tensor<1x6x6xf32>
  return %0 : tensor<1x6x6xf32>
}

// dynamic_conv has the same maps when its padding is a constant (read whole,
// like a scalar); with a padding known only at run time, UNDEFINED.
// CHECK-LABEL: func @dynamic_conv_constant_padding
// CHECK-NEXT: op 0 stablehlo.constant
// CHECK-NEXT: op 1 stablehlo.dynamic_conv
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2)[s0] -> (0, d1 + s0 - 1, 0), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 1], s0 in [0, 1], d1 + s0 in [1, 4]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2)[s0] -> (s0, 0, d2), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 1], s0 in [0, 1], d1 + s0 in [1, 4]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 1]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2)[s0, s1] -> (0, d1 - s0 + 1, s1), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 0], s0 in [0, 1], s1 in [0, 1], d1 - s0 in [-1, 2]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2)[s0] -> (0, s0, d2), domain: d0 in [0, 1], d1 in [0, 0], d2 in [0, 1], s0 in [0, 3], d0 + s0 in [1, 4]
// CHECK-NEXT: operand 2 -> result 0: ()[s0, s1, s2] -> (s0, s1, s2), domain: s0 in [0, 0], s1 in [0, 3], s2 in [0, 1]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2)[s0] -> (0, d1 + s0 - 1, 0), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 1], s0 in [0, 1], d1 + s0 in [1, 4]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2)[s0] -> (s0, 0, d2), domain: d0 in [0, 0], d1 in [0, 3], d2 in [0, 1], s0 in [0, 1], d1 + s0 in [1, 4]
func.func @dynamic_conv_constant_padding(%x: tensor<1x4x1xf32>, %w: tensor<2x1x2xf32>) -> tensor<1x4x2xf32> {
  %pad = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
  %0 = stablehlo.dynamic_conv(%x, %w, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x2xf32>, tensor<1x2xi64>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// CHECK-LABEL: func @dynamic_conv_runtime_padding
// CHECK-NEXT: op 0 stablehlo.dynamic_conv
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: result 0 -> operand 1: UNDEFINED
// CHECK-NEXT: result 0 -> operand 2: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: operand 1 -> result 0: UNDEFINED
// CHECK-NEXT: operand 2 -> result 0: UNDEFINED
// CHECK-NEXT: result 0 -> argument 0: UNDEFINED
// CHECK-NEXT: result 0 -> argument 1: UNDEFINED
// CHECK-NEXT: result 0 -> argument 2: UNDEFINED
func.func @dynamic_conv_runtime_padding(%x: tensor<1x4x1xf32>, %w: tensor<2x1x2xf32>, %pad: tensor<1x2xi64>) -> tensor<1x4x2xf32> {
  %0 = stablehlo.dynamic_conv(%x, %w, %pad) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x2xf32>, tensor<1x2xi64>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}
