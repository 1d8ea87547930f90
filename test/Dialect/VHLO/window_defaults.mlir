// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK

// Absent window attributes are written as upstream writes them (strides and
// dilations of 1, zero padding, no reversal, DEFAULT precisions) and dropped
// again when reading.

// CHECK: "vhlo.convolution_v1"
// CHECK-SAME: input_batch_dimension = #vhlo.integer_v1<0 : i64>
// CHECK-SAME: input_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>
// CHECK-SAME: lhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// CHECK-SAME: padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>
// CHECK-SAME: precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>
// CHECK-SAME: rhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// CHECK-SAME: window_reversal = #vhlo.tensor_v1<dense<false> : tensor<2xi1>>
// CHECK-SAME: window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// BACK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} :
func.func @convolution(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// CHECK: "vhlo.reduce_window_v1"
// CHECK-SAME: base_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// CHECK-SAME: padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>
// CHECK-SAME: window_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// CHECK-SAME: window_dimensions = #vhlo.tensor_v1<dense<2> : tensor<2xi64>>
// CHECK-SAME: window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>
// CHECK: "vhlo.select_and_scatter_v1"
// CHECK-SAME: <{padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>, window_dimensions = #vhlo.tensor_v1<dense<[2, 1]> : tensor<2xi64>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}>
// BACK: "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 2>}>
// BACK: "stablehlo.select_and_scatter"(%arg0, %arg2, %arg1) <{window_dimensions = array<i64: 2, 1>}>
func.func @windows(%a: tensor<4x6xf32>, %init: tensor<f32>, %src: tensor<3x6xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  %1 = "stablehlo.select_and_scatter"(%a, %src, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<4x6xf32>, tensor<3x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// cholesky's `lower` is written when absent (false), as upstream does.
// CHECK-LABEL: sym_name = #vhlo.string_v1<"cholesky_default">
// CHECK: "vhlo.cholesky_v1"(%{{.*}}) <{lower = #vhlo.bool_v1<false>}>
func.func @cholesky_default(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %a : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
