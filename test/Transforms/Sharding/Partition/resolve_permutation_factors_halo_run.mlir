// Pads, slices, reduce_windows and convolutions whose result blocks read
// other devices' blocks, and reverses, partitioned with
// halo exchange (--hlokit-partition: sdy-resolve-permutation-factors'
// default), run by hlokit-run on 2 and 4 devices from the global input:
// every run prints the one-process run's values. The partitioned programs
// exchange halos (collective_permute) and gather nothing.
// RUN: hlokit-run %s --entry shift2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=SHIFT
// RUN: hlokit-run %s --entry shift2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=SHIFT
// RUN: hlokit-run %s --entry sub4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=SHIFT
// RUN: hlokit-run %s --entry odd4 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=ODD4
// RUN: hlokit-run %s --entry odd4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=ODD4
// RUN: sed 's/@odd4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-ODD
// RUN: hlokit-run %s --entry grid4 --args=@%S/Inputs/halo_grid_args.txt | FileCheck %s --check-prefix=GRID
// RUN: hlokit-run %s --entry grid4 --args=@%S/Inputs/halo_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=GRID
// RUN: hlokit-run %s --entry hops4 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=HOPS
// RUN: hlokit-run %s --entry hops4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=HOPS
// RUN: hlokit-run %s --entry slice4 --args=@%S/Inputs/halo_slice_args.txt | FileCheck %s --check-prefix=SLICE
// RUN: hlokit-run %s --entry slice4 --args=@%S/Inputs/halo_slice_args.txt --partitions 4 | FileCheck %s --check-prefix=SLICE
// RUN: hlokit-run %s --entry rev2 --args=@%S/Inputs/halo_slice_args.txt | FileCheck %s --check-prefix=REV2
// RUN: hlokit-run %s --entry rev2 --args=@%S/Inputs/halo_slice_args.txt --partitions 2 | FileCheck %s --check-prefix=REV2
// RUN: hlokit-run %s --entry revsub4 --args=@%S/Inputs/halo_slice_args.txt --partitions 4 | FileCheck %s --check-prefix=REV2
// RUN: hlokit-run %s --entry rev4 --args=@%S/Inputs/halo_reverse_args.txt | FileCheck %s --check-prefix=REV4
// RUN: hlokit-run %s --entry rev4 --args=@%S/Inputs/halo_reverse_args.txt --partitions 4 | FileCheck %s --check-prefix=REV4
// RUN: hlokit-run %s --entry win2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=WIN2
// RUN: hlokit-run %s --entry win2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=WIN2
// RUN: hlokit-run %s --entry win4 --args=@%S/Inputs/halo_window_args.txt | FileCheck %s --check-prefix=WIN4
// RUN: hlokit-run %s --entry win4 --args=@%S/Inputs/halo_window_args.txt --partitions 4 | FileCheck %s --check-prefix=WIN4
// RUN: hlokit-run %s --entry same2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=SAME2
// RUN: hlokit-run %s --entry same2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=SAME2
// RUN: hlokit-run %s --entry conv2 --args=@%S/Inputs/halo_conv_row_args.txt | FileCheck %s --check-prefix=CONV2
// RUN: hlokit-run %s --entry conv2 --args=@%S/Inputs/halo_conv_row_args.txt --partitions 2 | FileCheck %s --check-prefix=CONV2
// RUN: hlokit-run %s --entry conv4 --args=@%S/Inputs/halo_conv_grid_args.txt | FileCheck %s --check-prefix=CONV4
// RUN: hlokit-run %s --entry conv4 --args=@%S/Inputs/halo_conv_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=CONV4
// RUN: sed 's/@conv4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@win4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@grid4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@rev4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@slice4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-SLICE

// PART-LABEL: func.func @main
// PART-NOT: stablehlo.all_gather
// PART-COUNT-2: stablehlo.collective_permute
// PART-NOT: stablehlo.all_gather
// PART: return
// PART-SLICE-LABEL: func.func @main
// PART-SLICE-NOT: stablehlo.all_gather
// PART-SLICE: stablehlo.collective_permute
// PART-SLICE-NOT: stablehlo.all_gather
// PART-SLICE: return

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// SHIFT:      tensor<12xf32> {
// SHIFT-NEXT:   [-1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, -1.000000e+00]
// SHIFT-NEXT: }
func.func @shift2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [3], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// The shift on a sub-axis: 2 blocks, each held by 2 of the 4 devices.
func.func @sub4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [3], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a":(1)2}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// 7 elements padded to 11 on 4 devices: neither size divides into 4
// blocks; the padding value is not zero, which the permutes would leave
// where the last device has no neighbour.
// The pad exchanges halos; only main's result, of a size its 4 shards do
// not divide, is gathered (sdy-update-non-divisible-input-output-shardings).
// PART-ODD-LABEL: func.func @main
// PART-ODD-NOT: "stablehlo.all_gather"
// PART-ODD: "stablehlo.collective_permute"
// PART-ODD-NOT: "stablehlo.all_gather"
// PART-ODD: "stablehlo.all_gather"{{.*}} -> tensor<12xf32>
// PART-ODD-NEXT: stablehlo.slice {{.*}} [0:11]
// ODD4:      tensor<11xf32> {
// ODD4-NEXT:   [-1.000000e+00, -1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, -1.000000e+00, -1.000000e+00]
// ODD4-NEXT: }
func.func @odd4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<11xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.slice %arg0 [0:7] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<7xf32>
  %1 = stablehlo.pad %0, %c, low = [2], high = [2], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<7xf32>, tensor<f32>) -> tensor<11xf32>
  return %1 : tensor<11xf32>
}

// Both dimensions split: rows shift down by one, columns left by two.
// GRID:      tensor<8x8xf32> {
// GRID-NEXT:   [
// GRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01, 2.600000e+01, 2.700000e+01, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [3.200000e+01, 3.300000e+01, 3.400000e+01, 3.500000e+01, 3.600000e+01, 3.700000e+01, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// GRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00]
// GRID-NEXT:   ]
// GRID-NEXT: }
func.func @grid4(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [1, -2], high = [3, 2], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Blocks of 2 into blocks of 4, 5 places on: three blocks read by some
// device.
// HOPS:      tensor<16xf32> {
// HOPS-NEXT:   [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00]
// HOPS-NEXT: }
func.func @hops4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [5], high = [3], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// A slice from element 3 of 12 on 4 devices: blocks of 3 cut to blocks of
// 2, each reading its own block and the next one's.
// SLICE:      tensor<8xf32> {
// SLICE-NEXT:   [3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01]
// SLICE-NEXT: }
func.func @slice4(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %0 = stablehlo.slice %arg0 [3:11] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Reverses: each device reverses its block and sends it to the mirrored
// device, along each split reversed dimension.
// REV2:      tensor<12xf32> {
// REV2-NEXT:   [1.100000e+01, 1.000000e+01, 9.000000e+00, 8.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00]
// REV2-NEXT: }
func.func @rev2(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : tensor<12xf32>
  return %0 : tensor<12xf32>
}

// The reverse on a sub-axis: 2 blocks, each held by 2 of the 4 devices.
func.func @revsub4(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) {
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a":(1)2}]>]>} : tensor<12xf32>
  return %0 : tensor<12xf32>
}

// REV4:      tensor<6x8xf32> {
// REV4-NEXT:   [
// REV4-NEXT:     [5.700000e+01, 5.600000e+01, 5.500000e+01, 5.400000e+01, 5.300000e+01, 5.200000e+01, 5.100000e+01, 5.000000e+01],
// REV4-NEXT:     [4.700000e+01, 4.600000e+01, 4.500000e+01, 4.400000e+01, 4.300000e+01, 4.200000e+01, 4.100000e+01, 4.000000e+01],
// REV4-NEXT:     [3.700000e+01, 3.600000e+01, 3.500000e+01, 3.400000e+01, 3.300000e+01, 3.200000e+01, 3.100000e+01, 3.000000e+01],
// REV4-NEXT:     [2.700000e+01, 2.600000e+01, 2.500000e+01, 2.400000e+01, 2.300000e+01, 2.200000e+01, 2.100000e+01, 2.000000e+01],
// REV4-NEXT:     [1.700000e+01, 1.600000e+01, 1.500000e+01, 1.400000e+01, 1.300000e+01, 1.200000e+01, 1.100000e+01, 1.000000e+01],
// REV4-NEXT:     [7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00]
// REV4-NEXT:   ]
// REV4-NEXT: }
func.func @rev4(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) -> (tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) {
  %0 = stablehlo.reverse %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// Windows: sums of 3 padded by 1 on 2 devices, and maxima of 3 x 3 windows
// every 2 on a 2 x 2 grid, padded on one side of each dimension.
// WIN2:      tensor<8xf32> {
// WIN2-NEXT:   [3.000000e+00, 6.000000e+00, 9.000000e+00, 1.200000e+01, 1.500000e+01, 1.800000e+01, 2.100000e+01, 1.500000e+01]
// WIN2-NEXT: }
func.func @win2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// WIN4:      tensor<4x4xf32> {
// WIN4-NEXT:   [
// WIN4-NEXT:     [1.200000e+01, 1.400000e+01, 1.600000e+01, 1.700000e+01],
// WIN4-NEXT:     [3.200000e+01, 3.400000e+01, 3.600000e+01, 3.700000e+01],
// WIN4-NEXT:     [5.200000e+01, 5.400000e+01, 5.600000e+01, 5.700000e+01],
// WIN4-NEXT:     [7.200000e+01, 7.400000e+01, 7.600000e+01, 7.700000e+01]
// WIN4-NEXT:   ]
// WIN4-NEXT: }
func.func @win4(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) {
  %z = stablehlo.constant dense<-100.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// Convolutions along split spatial dimensions, the kernel whole on every
// device: a 3-wide kernel over 8 elements padded by 1 on 2 devices, and a
// 3 x 3 kernel every 2 over 8 x 8 on a 2 x 2 grid, padded on one side of
// each dimension.
// CONV2:      tensor<1x8x2xf32> {
// CONV2-NEXT:   [
// CONV2-NEXT:     [
// CONV2-NEXT:       [-5.000000e+00, 4.000000e+00],
// CONV2-NEXT:       [1.000000e+00, 3.000000e+00],
// CONV2-NEXT:       [1.100000e+01, 8.000000e+00],
// CONV2-NEXT:       [7.000000e+00, -8.000000e+00],
// CONV2-NEXT:       [-1.100000e+01, -3.000000e+00],
// CONV2-NEXT:       [-1.000000e+00, 2.000000e+00],
// CONV2-NEXT:       [2.000000e+00, -7.000000e+00],
// CONV2-NEXT:       [-8.000000e+00, 7.000000e+00]
// CONV2-NEXT:     ]
// CONV2-NEXT:   ]
// CONV2-NEXT: }
func.func @conv2(%arg0: tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<3x2x2xf32>) -> (tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{}, {"x"}, {}]>]>} : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x8x2xf32>
  return %0 : tensor<1x8x2xf32>
}

// CONV4:      tensor<2x4x4x2xf32> {
// CONV4-NEXT:   [
// CONV4-NEXT:     [
// CONV4-NEXT:       [
// CONV4-NEXT:         [0.000000e+00, 8.000000e+00],
// CONV4-NEXT:         [-2.000000e+00, -1.000000e+00],
// CONV4-NEXT:         [-4.000000e+00, -1.000000e+00],
// CONV4-NEXT:         [5.000000e+00, 3.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [-3.000000e+00, 6.000000e+00],
// CONV4-NEXT:         [4.000000e+00, 1.100000e+01],
// CONV4-NEXT:         [2.000000e+00, -2.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, 2.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [-1.000000e+00, -8.000000e+00],
// CONV4-NEXT:         [-3.000000e+00, 6.000000e+00],
// CONV4-NEXT:         [4.000000e+00, 1.100000e+01],
// CONV4-NEXT:         [-1.000000e+00, 0.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [1.000000e+00, -4.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, -8.000000e+00],
// CONV4-NEXT:         [-3.000000e+00, 6.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, 7.000000e+00]
// CONV4-NEXT:       ]
// CONV4-NEXT:     ],
// CONV4-NEXT:     [
// CONV4-NEXT:       [
// CONV4-NEXT:         [-1.000000e+00, -1.000000e+00],
// CONV4-NEXT:         [-3.000000e+00, -1.000000e+00],
// CONV4-NEXT:         [-5.000000e+00, -1.000000e+00],
// CONV4-NEXT:         [7.000000e+00, 4.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [1.400000e+01, -5.000000e+00],
// CONV4-NEXT:         [3.000000e+00, 0.000000e+00],
// CONV4-NEXT:         [1.000000e+00, -4.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, 3.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [-2.000000e+01, 8.000000e+00],
// CONV4-NEXT:         [1.400000e+01, -5.000000e+00],
// CONV4-NEXT:         [3.000000e+00, 0.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, 1.000000e+00]
// CONV4-NEXT:       ],
// CONV4-NEXT:       [
// CONV4-NEXT:         [0.000000e+00, -6.000000e+00],
// CONV4-NEXT:         [-2.000000e+01, 8.000000e+00],
// CONV4-NEXT:         [1.400000e+01, -5.000000e+00],
// CONV4-NEXT:         [-1.000000e+00, -1.000000e+00]
// CONV4-NEXT:       ]
// CONV4-NEXT:     ]
// CONV4-NEXT:   ]
// CONV4-NEXT: }
func.func @conv4(%arg0: tensor<2x8x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}, {}]>}, %arg1: tensor<3x3x1x2xf32>) -> (tensor<2x4x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{}, {"x"}, {"y"}, {}]>]>} : (tensor<2x8x8x1xf32>, tensor<3x3x1x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}

// A pad shifting by 2 without resizing (its rule calls the dimension
// pass-through; it moved elements across devices all the same).
// SAME2:      tensor<8xf32> {
// SAME2-NEXT:   [-1.000000e+00, -1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]
// SAME2-NEXT: }
func.func @same2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [2], high = [-2], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
