// Convolutions whose kernel is split along a spatial dimension, partitioned
// (--hlokit-partition) and run by hlokit-run on 2 and 4 devices from the
// global input: every run prints the one-process run's values. In @rev2 and
// @dilated4 the window's taps stay split (each device sums its taps from a
// shifted lhs, an all_reduce adds them up); in @taps2 and @dil4 no factor
// of the rule maps the kernel's spatial dimension (the lhs is covered by
// the windows' count), so sdy-insert-explicit-reshards gathers the kernel.
// RUN: hlokit-run %s --entry rev2 --args=@%S/Inputs/conv_kernel_args.txt | FileCheck %s --check-prefix=REV2
// RUN: hlokit-run %s --entry rev2 --args=@%S/Inputs/conv_kernel_args.txt --partitions 2 | FileCheck %s --check-prefix=REV2
// RUN: hlokit-run %s --entry dilated4 --args=@%S/Inputs/conv_kernel_args.txt | FileCheck %s --check-prefix=DILATED4
// RUN: hlokit-run %s --entry dilated4 --args=@%S/Inputs/conv_kernel_args.txt --partitions 4 | FileCheck %s --check-prefix=DILATED4
// RUN: hlokit-run %s --entry taps2 --args=@%S/Inputs/conv_kernel_args.txt | FileCheck %s --check-prefix=TAPS
// RUN: hlokit-run %s --entry taps2 --args=@%S/Inputs/conv_kernel_args.txt --partitions 2 | FileCheck %s --check-prefix=TAPS
// RUN: hlokit-run %s --entry dil4 --args=@%S/Inputs/conv_kernel_args.txt | FileCheck %s --check-prefix=TAPS
// RUN: hlokit-run %s --entry dil4 --args=@%S/Inputs/conv_kernel_args.txt --partitions 4 | FileCheck %s --check-prefix=TAPS
// RUN: hlokit-run %s --entry window2 "--args=[dense<[[[3.0],[-2.0]]]> : tensor<1x2x1xf32>, dense<[[[5.0]],[[7.0]]]> : tensor<2x1x1xf32>]" --partitions 2 | FileCheck %s --check-prefix=WINDOW2
// RUN: hlokit-run %s --entry window4 "--args=[dense<[[[3.0],[-2.0],[1.0],[4.0]]]> : tensor<1x4x1xf32>, dense<[[[5.0]],[[7.0]],[[-1.0]],[[2.0]]]> : tensor<4x1x1xf32>]" --partitions 4 | FileCheck %s --check-prefix=WINDOW4
// RUN: hlokit-run %s --entry dilated_window "--args=[dense<[[[3.0],[-2.0]]]> : tensor<1x2x1xf32>, dense<[[[5.0]],[[7.0]],[[-1.0]]]> : tensor<3x1x1xf32>]" | FileCheck %s --check-prefix=DWINDOW
// RUN: hlokit-run %s --entry dilated_window "--args=[dense<[[[3.0],[-2.0]]]> : tensor<1x2x1xf32>, dense<[[[5.0]],[[7.0]],[[-1.0]]]> : tensor<3x1x1xf32>]" --partitions 2 | FileCheck %s --check-prefix=DWINDOW
// RUN: hlokit-run %s --entry one_window4 "--args=[dense<[[[3.0],[-2.0]]]> : tensor<1x2x1xf32>, dense<[[[5.0]]]> : tensor<1x1x1xf32>]" --partitions 4 | FileCheck %s --check-prefix=ONE
// RUN: hlokit-run %s --entry spread_taps "--args=[dense<[[[3.0],[-2.0],[4.0]]]> : tensor<1x3x1xf32>, dense<[[[5.0]],[[7.0]]]> : tensor<2x1x1xf32>]" --partitions 2 | FileCheck %s --check-prefix=SPREAD
// RUN: sed 's/@window4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-WINDOW
// RUN: sed 's/@rev2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-SPLIT
// RUN: sed 's/@dilated4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-SPLIT
// RUN: sed 's/@taps2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-GATHER

// PART-SPLIT-LABEL: func.func @main
// PART-SPLIT: stablehlo.dynamic_slice {{.*}} -> tensor<1x{{[0-9]+}}x1xf32>
// PART-SPLIT: %[[CONV:.*]] = stablehlo.convolution({{.*}}) {{.*}}tensor<2x1x1xf32>)
// PART-SPLIT-NEXT: "stablehlo.all_reduce"(%[[CONV]])
// PART-WINDOW-LABEL: func.func @main
// PART-WINDOW-SAME: (%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf32>)
// PART-WINDOW-NEXT: %[[CONV:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}} : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
// PART-WINDOW-NEXT: "stablehlo.all_reduce"(%[[CONV]])
// PART-GATHER-LABEL: func.func @main
// PART-GATHER: %[[K:.*]] = "stablehlo.all_gather"(%arg1) {{.*}} -> tensor<4x1x1xf32>
// PART-GATHER-NEXT: %[[CONV:.*]] = stablehlo.convolution(%arg0, %[[K]])
// PART-GATHER-NEXT: return %[[CONV]]

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=4]>
sdy.mesh @mesh22 = <["x"=2, "y"=2]>

// One window over the whole lhs, split alike with the kernel: each device
// sums its block's products (3*5 - 2*7; 15 - 14 - 1 + 8), an all_reduce the
// blocks'.
// WINDOW2: [1.000000e+00]
// WINDOW4: [8.000000e+00]
func.func @window2(%arg0: tensor<1x2x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<2x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

func.func @window4(%arg0: tensor<1x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {}]>}, %arg1: tensor<4x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

// The lhs dilated to 3 places, the kernel of 3 taps padded to 4 for 2
// devices (sdy-pad-for-divisibility grows the lhs's high padding by the
// tap added): each device's 2 taps read its element and a hole
// (3*5 + 2*1).
// DWINDOW: [1.700000e+01]
func.func @dilated_window(%arg0: tensor<1x2x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<3x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<3x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

// One window whose result is asked split over 4 devices: no factor of the
// rule maps it (a factor of size 1 only the result has), so it is computed
// whole and sliced.
// ONE: [1.500000e+01]
func.func @one_window4(%arg0: tensor<1x2x1xf32>, %arg1: tensor<1x1x1xf32>) -> (tensor<1x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

// REV2:      tensor<1x3x1xf32> {
// REV2-NEXT:   [
// REV2-NEXT:     [
// REV2-NEXT:       [-7.000000e+00],
// REV2-NEXT:       [1.000000e+01],
// REV2-NEXT:       [-4.000000e+00]
// REV2-NEXT:     ]
// REV2-NEXT:   ]
// REV2-NEXT: }
func.func @rev2(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x3x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 1]], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// DILATED4:      tensor<1x2x1xf32> {
// DILATED4-NEXT:   [
// DILATED4-NEXT:     [
// DILATED4-NEXT:       [2.100000e+01],
// DILATED4-NEXT:       [-2.000000e+01]
// DILATED4-NEXT:     ]
// DILATED4-NEXT:   ]
// DILATED4-NEXT: }
func.func @dilated4(%arg0: tensor<1x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {}]>}, %arg1: tensor<4x1x1xf32>) -> tensor<1x2x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x2x1xf32>
  return %0 : tensor<1x2x1xf32>
}

// The same sums (of lhs elements o-1 to o+2) for both, @dil4's only to 5.
// TAPS:      tensor<1x{{[68]}}x1xf32> {
// TAPS-NEXT:   [
// TAPS-NEXT:     [
// TAPS-NEXT:       [7.000000e+00],
// TAPS-NEXT:       [1.400000e+01],
// TAPS-NEXT:       [2.000000e+00],
// TAPS-NEXT:       [4.000000e+00],
// TAPS-NEXT:       [1.300000e+01],
// TAPS-NEXT:       [1.000000e+00]
func.func @taps2(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}, {}]>}) -> tensor<1x8x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x8x1xf32>
  return %0 : tensor<1x8x1xf32>
}

func.func @dil4(%arg0: tensor<1x8x1xf32>, %arg1: tensor<4x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh22, [{"x", "y"}, {}, {}]>}) -> tensor<1x6x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[2, 1]], lhs_dilate = [2], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<4x1x1xf32>) -> tensor<1x6x1xf32>
  return %0 : tensor<1x6x1xf32>
}

// Taps 2 places apart over an lhs of 3 (padded to 4, blocks of 2) split
// alike with the kernel: device 1's tap reads element 2, in its block, but
// padded the lhs would give 2 windows; sdy-resolve-permutation-factors
// gathers the lhs, each device sums its tap (3*5 + 4*7).
// SPREAD: [4.300000e+01]
func.func @spread_taps(%arg0: tensor<1x3x1xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<2x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}
