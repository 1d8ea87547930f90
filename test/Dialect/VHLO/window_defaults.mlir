// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK

// Absent window attributes are written as upstream writes them (strides and
// dilations of 1, zero padding, no reversal, DEFAULT precisions) and dropped
// again when reading.

// CHECK: "vhlo.convolution_v1"
// CHECK-SAME: input_batch_dimension = #vhlo.integer_v1<0; !vhlo.i64_v1>
// CHECK-SAME: input_spatial_dimensions = #vhlo.tensor_v1<!vhlo.tensor_v1<2x!vhlo.i64_v1>; "\01\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00">
// CHECK-SAME: lhs_dilation = #vhlo.tensor_v1<!vhlo.tensor_v1<2x!vhlo.i64_v1>; "\01\00\00\00\00\00\00\00">
// CHECK-SAME: padding = #vhlo.tensor_v1<!vhlo.tensor_v1<2x2x!vhlo.i64_v1>; "\00\00\00\00\00\00\00\00">
// CHECK-SAME: precision_config = #vhlo.array_v1<#vhlo.precision_v1<DEFAULT>, #vhlo.precision_v1<DEFAULT>>
// CHECK-SAME: rhs_dilation = #vhlo.tensor_v1<!vhlo.tensor_v1<2x!vhlo.i64_v1>; "\01\00\00\00\00\00\00\00">
// CHECK-SAME: window_reversal = #vhlo.tensor_v1<!vhlo.tensor_v1<2x!vhlo.bool_v1>; "\00">
// CHECK-SAME: window_strides = #vhlo.tensor_v1<!vhlo.tensor_v1<2x!vhlo.i64_v1>; "\01\00\00\00\00\00\00\00">
// BACK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} :
func.func @convolution(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
