// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// convolution: upstream's pretty and generic forms, every window attribute,
// layouts, groups, and result types inferred with `?` and bounds.

// CHECK-LABEL: func.func @pretty_form
func.func @pretty_form(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  // GENERIC: "stablehlo.convolution"(%{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  %0 = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {
      stride = [4, 4],
      pad = [[0, 0], [0, 0]],
      lhs_dilate = [2, 2],
      rhs_dilate = [1, 1],
      reverse = [false, false]
    } {
      batch_group_count = 1 : i64,
      feature_group_count = 1 : i64,
      precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
    }
  : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  return %0 : tensor<1x2x2x1xi64>
}

// The spec's example in upstream's generic form.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  return %result : tensor<1x2x2x1xi64>
}

// Window entries in any order, all absent, negative padding, HIGHEST
// precision; `reverse` spelled with 0/1 as older printers did.
// CHECK-LABEL: func.func @window_variants
func.func @window_variants(%lhs: tensor<1x8x8x2xf32>, %rhs: tensor<3x3x2x4xf32>)
    -> (tensor<1x6x6x4xf32>, tensor<1x2x3x4xf32>, tensor<1x13x5x4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  // CHECK-NEXT: %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [3, 1], pad = {{\[\[}}-1, 0], [0, -1]], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>]} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x3x4xf32>
  %1 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [1, 0], rhs_dilate = [1, 2], pad = [[-1, 0], [0, -1]], stride = [3, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGH>]} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x3x4xf32>
  // Dilated input (8-1)*2+1 = 15 fits 13 windows; 8-1 = 7 after padding fits 5.
  // CHECK-NEXT: %2 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = {{\[\[}}0, 0], [0, -1]], lhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x13x5x4xf32>
  %2 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0], [0, -1]], lhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x13x5x4xf32>
  return %0, %1, %2 : tensor<1x6x6x4xf32>, tensor<1x2x3x4xf32>, tensor<1x13x5x4xf32>
}

// NCHW/OIHW layouts, a 1-D and a 3-D convolution, feature groups (depthwise)
// and batch groups.
// CHECK-LABEL: func.func @layouts_and_groups
func.func @layouts_and_groups(%lhs: tensor<2x4x5x5xf32>, %rhs: tensor<2x2x3x3xf32>,
                              %lhs1: tensor<3x12x16xf32>, %rhs1: tensor<4x16x8xf32>,
                              %lhs3: tensor<1x2x5x6x7xf32>, %rhs3: tensor<3x2x1x2x3xf32>,
                              %lhsb: tensor<4x5x3xf32>, %rhsb: tensor<2x3x6xf32>)
    -> (tensor<2x2x3x3xf32>, tensor<3x9x8xf32>, tensor<1x5x5x5x3xf32>, tensor<2x4x6xf32>) {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 1, 0]x[o, i, 1, 0]->[b, f, 1, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 1, 0]x[o, i, 1, 0]->[b, f, 1, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
  // CHECK-NEXT: %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x12x16xf32>, tensor<4x16x8xf32>) -> tensor<3x9x8xf32>
  %1 = stablehlo.convolution(%lhs1, %rhs1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x12x16xf32>, tensor<4x16x8xf32>) -> tensor<3x9x8xf32>
  // CHECK-NEXT: %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, f, 0, 1, 2]x[2, i, 0, 1, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x6x7xf32>, tensor<3x2x1x2x3xf32>) -> tensor<1x5x5x5x3xf32>
  %2 = stablehlo.convolution(%lhs3, %rhs3) dim_numbers = [b, f, 0, 1, 2]x[2, i, 0, 1, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x6x7xf32>, tensor<3x2x1x2x3xf32>) -> tensor<1x5x5x5x3xf32>
  // CHECK-NEXT: %3 = stablehlo.convolution(%arg6, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x3xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
  %3 = stablehlo.convolution(%lhsb, %rhsb) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x3xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
  return %0, %1, %2, %3 : tensor<2x2x3x3xf32>, tensor<3x9x8xf32>, tensor<1x5x5x5x3xf32>, tensor<2x4x6xf32>
}

// No spatial dimensions: a matrix product.
// CHECK-LABEL: func.func @no_spatial_dims
func.func @no_spatial_dims(%lhs: tensor<3x2xf32>, %rhs: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f]x[i, o]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f]x[i, o]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// `?` dimensions stay `?`; the declared type may refine them or carry the
// bounds inference derives from bounded operands (checked by the verifier).
// CHECK-LABEL: func.func @dynamic_and_bounded
func.func @dynamic_and_bounded(%lhs: tensor<?x12x16xf32>, %rhs: tensor<4x16x16xf32>,
                               %blhs: tensor<?x?x16xf32, #stablehlo.bounds<8, 12, ?>>)
    -> (tensor<?x24x16xf32>, tensor<?x?x16xf32, #stablehlo.bounds<8, 9, ?>>, tensor<4x9x16xf32>) {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = {{\[\[}}2, 2]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x12x16xf32>, tensor<4x16x16xf32>) -> tensor<?x24x16xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[2, 2]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x12x16xf32>, tensor<4x16x16xf32>) -> tensor<?x24x16xf32>
  // CHECK-NEXT: %1 = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x?x16xf32, #stablehlo.bounds<8, 12, ?>>, tensor<4x16x16xf32>) -> tensor<?x?x16xf32, #stablehlo.bounds<8, 9, ?>>
  %1 = stablehlo.convolution(%blhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x?x16xf32, #stablehlo.bounds<8, 12, ?>>, tensor<4x16x16xf32>) -> tensor<?x?x16xf32, #stablehlo.bounds<8, 9, ?>>
  // CHECK-NEXT: %2 = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x?x16xf32, #stablehlo.bounds<8, 12, ?>>, tensor<4x16x16xf32>) -> tensor<4x9x16xf32>
  %2 = stablehlo.convolution(%blhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x?x16xf32, #stablehlo.bounds<8, 12, ?>>, tensor<4x16x16xf32>) -> tensor<4x9x16xf32>
  return %0, %1, %2 : tensor<?x24x16xf32>, tensor<?x?x16xf32, #stablehlo.bounds<8, 9, ?>>, tensor<4x9x16xf32>
}

// The result's element type may differ from the operands' (JAX's
// preferred_element_type); upstream's verifier accepts it, as for
// dot_general.
// CHECK-LABEL: func.func @preferred_element_type
func.func @preferred_element_type(%lhs: tensor<1x4x4x2xbf16>, %rhs: tensor<3x3x2x4xbf16>) -> tensor<1x2x2x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xbf16>, tensor<3x3x2x4xbf16>) -> tensor<1x2x2x4xf32>
  // GENERIC: "stablehlo.convolution"(%{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x2xbf16>, tensor<3x3x2x4xbf16>) -> tensor<1x2x2x4xf32>
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xbf16>, tensor<3x3x2x4xbf16>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}
