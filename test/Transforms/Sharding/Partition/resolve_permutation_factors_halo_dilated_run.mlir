// Halo exchange (--hlokit-partition: sdy-resolve-permutation-factors'
// default) along split dimensions of dilated operands (interior padding,
// base and input dilation), dilated windows and strided slices, run by
// hlokit-run on 2 and 4 devices from the global input: every run prints
// the one-process run's values. The partitioned programs exchange halos
// (collective_permute) and gather no operand (only results their shards do
// not divide are gathered at the end); a pad beyond Shardy's halo limit
// gathers its operand and runs replicated, with the same values.
// RUN: hlokit-run %s --entry wdil2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=WDIL2
// RUN: hlokit-run %s --entry wdil2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=WDIL2
// RUN: hlokit-run %s --entry wdil4 --args=@%S/Inputs/halo_slice_args.txt | FileCheck %s --check-prefix=WDIL4
// RUN: hlokit-run %s --entry wdil4 --args=@%S/Inputs/halo_slice_args.txt --partitions 4 | FileCheck %s --check-prefix=WDIL4
// RUN: hlokit-run %s --entry bdil2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=BDIL2
// RUN: hlokit-run %s --entry bdil2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=BDIL2
// RUN: hlokit-run %s --entry bdil4 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=BDIL4
// RUN: hlokit-run %s --entry bdil4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=BDIL4
// RUN: hlokit-run %s --entry bdilgrid --args=@%S/Inputs/halo_grid_args.txt | FileCheck %s --check-prefix=BDILGRID
// RUN: hlokit-run %s --entry bdilgrid --args=@%S/Inputs/halo_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=BDILGRID
// RUN: hlokit-run %s --entry bdilone2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=BDILONE2
// RUN: hlokit-run %s --entry bdilone2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=BDILONE2
// RUN: hlokit-run %s --entry interior2 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=INTERIOR2
// RUN: hlokit-run %s --entry interior2 --args=@%S/Inputs/halo_row_args.txt --partitions 2 | FileCheck %s --check-prefix=INTERIOR2
// RUN: hlokit-run %s --entry interior4 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=INTERIOR4
// RUN: hlokit-run %s --entry interior4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=INTERIOR4
// RUN: hlokit-run %s --entry interiorsub4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=INTERIOR4
// RUN: hlokit-run %s --entry interiorgrid --args=@%S/Inputs/halo_grid_args.txt | FileCheck %s --check-prefix=INTERIORGRID
// RUN: hlokit-run %s --entry interiorgrid --args=@%S/Inputs/halo_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=INTERIORGRID
// RUN: hlokit-run %s --entry lhsdil2 --args=@%S/Inputs/halo_conv_row_args.txt | FileCheck %s --check-prefix=LHSDIL2
// RUN: hlokit-run %s --entry lhsdil2 --args=@%S/Inputs/halo_conv_row_args.txt --partitions 2 | FileCheck %s --check-prefix=LHSDIL2
// RUN: hlokit-run %s --entry lhsdil4 --args=@%S/Inputs/halo_conv_grid_args.txt | FileCheck %s --check-prefix=LHSDIL4
// RUN: hlokit-run %s --entry lhsdil4 --args=@%S/Inputs/halo_conv_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=LHSDIL4
// RUN: hlokit-run %s --entry strided4 --args=@%S/Inputs/halo_slice_args.txt | FileCheck %s --check-prefix=STRIDED4
// RUN: hlokit-run %s --entry strided4 --args=@%S/Inputs/halo_slice_args.txt --partitions 4 | FileCheck %s --check-prefix=STRIDED4
// RUN: hlokit-run %s --entry beyond4 --args=@%S/Inputs/halo_row_args.txt | FileCheck %s --check-prefix=BEYOND4
// RUN: hlokit-run %s --entry beyond4 --args=@%S/Inputs/halo_row_args.txt --partitions 4 | FileCheck %s --check-prefix=BEYOND4
// RUN: sed 's/@wdil2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@wdil4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@bdil2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@bdil4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@bdilgrid(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@bdilone2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@interior2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@interior4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@interiorsub4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@interiorgrid(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@lhsdil2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@lhsdil4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@strided4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@beyond4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-REPL

// PART-LABEL: func.func @main
// PART-NOT: "stablehlo.all_gather"(%arg
// PART: "stablehlo.collective_permute"
// PART-NOT: "stablehlo.all_gather"(%arg
// PART: return
// PART-REPL-LABEL: func.func @main
// PART-REPL-NOT: "stablehlo.collective_permute"
// PART-REPL: "stablehlo.all_gather"(%arg0)
// PART-REPL-NOT: "stablehlo.collective_permute"
// PART-REPL: return

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// Windows of 3 dilated by 2 (spanning 5) padded by 2 on 2 devices: a halo
// of 2 elements from each neighbour.
// WDIL2:      tensor<8xf32> {
// WDIL2-NEXT:   [4.000000e+00, 6.000000e+00, 9.000000e+00, 1.200000e+01, 1.500000e+01, 1.800000e+01, 1.200000e+01, 1.400000e+01]
// WDIL2-NEXT: }
func.func @wdil2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, window_dilations = array<i64: 2>, padding = dense<[[2, 2]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Windows of 2 dilated by 3 every 2 over 12 elements on 4 devices, 5
// results: 2 per device, the last device's beyond the result.
// WDIL4:      tensor<5xf32> {
// WDIL4-NEXT:   [2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01]
// WDIL4-NEXT: }
func.func @wdil4(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<5xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<-100.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, window_dilations = array<i64: 3>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// Sums of 3 over 8 elements dilated by 2 (the init value, 100, between
// them and in the padding) on 2 and 4 devices: each device gathers the
// elements whose places its windows read and spreads them out itself.
// BDIL2:      tensor<15xf32> {
// BDIL2-NEXT:   [3.010000e+02, 2.030000e+02, 3.020000e+02, 2.050000e+02, 3.030000e+02, 2.070000e+02, 3.040000e+02, 2.090000e+02, 3.050000e+02, 2.110000e+02, 3.060000e+02, 2.130000e+02, 3.070000e+02, 2.150000e+02, 3.080000e+02]
// BDIL2-NEXT: }
func.func @bdil2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<100.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, base_dilations = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}

// BDIL4:      tensor<15xf32> {
// BDIL4-NEXT:   [3.010000e+02, 2.030000e+02, 3.020000e+02, 2.050000e+02, 3.030000e+02, 2.070000e+02, 3.040000e+02, 2.090000e+02, 3.050000e+02, 2.110000e+02, 3.060000e+02, 2.130000e+02, 3.070000e+02, 2.150000e+02, 3.080000e+02]
// BDIL4-NEXT: }
func.func @bdil4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<100.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, base_dilations = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}

// Maxima over 4 x 8 elements dilated by 2 x 3 on a 2 x 2 grid: along the
// rows the two devices' windows start at different phases (between
// elements and on one), 6 results on 2 devices.
// BDILGRID:      tensor<6x11xf32> {
// BDILGRID-NEXT:   [
// BDILGRID-NEXT:     [0.000000e+00, -1.000000e+00, 1.000000e+00, 2.000000e+00, -1.000000e+00, 3.000000e+00, 4.000000e+00, -1.000000e+00, 5.000000e+00, 6.000000e+00, -1.000000e+00],
// BDILGRID-NEXT:     [1.000000e+01, -1.000000e+00, 1.100000e+01, 1.200000e+01, -1.000000e+00, 1.300000e+01, 1.400000e+01, -1.000000e+00, 1.500000e+01, 1.600000e+01, -1.000000e+00],
// BDILGRID-NEXT:     [1.000000e+01, -1.000000e+00, 1.100000e+01, 1.200000e+01, -1.000000e+00, 1.300000e+01, 1.400000e+01, -1.000000e+00, 1.500000e+01, 1.600000e+01, -1.000000e+00],
// BDILGRID-NEXT:     [2.000000e+01, -1.000000e+00, 2.100000e+01, 2.200000e+01, -1.000000e+00, 2.300000e+01, 2.400000e+01, -1.000000e+00, 2.500000e+01, 2.600000e+01, -1.000000e+00],
// BDILGRID-NEXT:     [2.000000e+01, -1.000000e+00, 2.100000e+01, 2.200000e+01, -1.000000e+00, 2.300000e+01, 2.400000e+01, -1.000000e+00, 2.500000e+01, 2.600000e+01, -1.000000e+00],
// BDILGRID-NEXT:     [3.000000e+01, -1.000000e+00, 3.100000e+01, 3.200000e+01, -1.000000e+00, 3.300000e+01, 3.400000e+01, -1.000000e+00, 3.500000e+01, 3.600000e+01, -1.000000e+00]
// BDILGRID-NEXT:   ]
// BDILGRID-NEXT: }
func.func @bdilgrid(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) -> (tensor<6x11xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) {
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 2>, base_dilations = array<i64: 2, 3>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<6x11xf32>
  return %0 : tensor<6x11xf32>
}

// One-element windows over 8 elements dilated by 2, padded by 3 (the
// rule, as Shardy's, calls the dimension pass-through; the elements move
// all the same): device 1's 9 results start with element 3, device 0's.
// BDILONE2:      tensor<18xf32> {
// BDILONE2-NEXT:   [-1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, 2.000000e+00, -1.000000e+00, 3.000000e+00, -1.000000e+00, 4.000000e+00, -1.000000e+00, 5.000000e+00, -1.000000e+00, 6.000000e+00, -1.000000e+00, 7.000000e+00, -1.000000e+00, 8.000000e+00]
// BDILONE2-NEXT: }
func.func @bdilone2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<18xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 1>, base_dilations = array<i64: 2>, padding = dense<[[3, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
  return %0 : tensor<18xf32>
}

// Interior padding along the split dimension: 8 elements, one apart, on 2
// devices; 2 apart, cut by 2 at the start, on 4 devices (23 results) and on
// a sub-axis (2 blocks, each held by 2 of the 4 devices).
// INTERIOR2:      tensor<18xf32> {
// INTERIOR2-NEXT:   [-1.000000e+00, 1.000000e+00, -1.000000e+00, 2.000000e+00, -1.000000e+00, 3.000000e+00, -1.000000e+00, 4.000000e+00, -1.000000e+00, 5.000000e+00, -1.000000e+00, 6.000000e+00, -1.000000e+00, 7.000000e+00, -1.000000e+00, 8.000000e+00, -1.000000e+00, -1.000000e+00]
// INTERIOR2-NEXT: }
func.func @interior2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<18xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [1], high = [2], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
  return %0 : tensor<18xf32>
}

// INTERIOR4:      tensor<23xf32> {
// INTERIOR4-NEXT:   [-1.000000e+00, 2.000000e+00, -1.000000e+00, -1.000000e+00, 3.000000e+00, -1.000000e+00, -1.000000e+00, 4.000000e+00, -1.000000e+00, -1.000000e+00, 5.000000e+00, -1.000000e+00, -1.000000e+00, 6.000000e+00, -1.000000e+00, -1.000000e+00, 7.000000e+00, -1.000000e+00, -1.000000e+00, 8.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00]
// INTERIOR4-NEXT: }
func.func @interior4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<23xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [-2], high = [3], interior = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<23xf32>
  return %0 : tensor<23xf32>
}

func.func @interiorsub4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) -> (tensor<23xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [-2], high = [3], interior = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a":(1)2}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<23xf32>
  return %0 : tensor<23xf32>
}

// Interior padding along both split dimensions of a 2 x 2 grid.
// INTERIORGRID:      tensor<8x23xf32> {
// INTERIORGRID-NEXT:   [
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, -1.000000e+00, 2.000000e+00, -1.000000e+00, -1.000000e+00, 3.000000e+00, -1.000000e+00, -1.000000e+00, 4.000000e+00, -1.000000e+00, -1.000000e+00, 5.000000e+00, -1.000000e+00, -1.000000e+00, 6.000000e+00, -1.000000e+00, -1.000000e+00, 7.000000e+00, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, 1.100000e+01, -1.000000e+00, -1.000000e+00, 1.200000e+01, -1.000000e+00, -1.000000e+00, 1.300000e+01, -1.000000e+00, -1.000000e+00, 1.400000e+01, -1.000000e+00, -1.000000e+00, 1.500000e+01, -1.000000e+00, -1.000000e+00, 1.600000e+01, -1.000000e+00, -1.000000e+00, 1.700000e+01, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, 2.100000e+01, -1.000000e+00, -1.000000e+00, 2.200000e+01, -1.000000e+00, -1.000000e+00, 2.300000e+01, -1.000000e+00, -1.000000e+00, 2.400000e+01, -1.000000e+00, -1.000000e+00, 2.500000e+01, -1.000000e+00, -1.000000e+00, 2.600000e+01, -1.000000e+00, -1.000000e+00, 2.700000e+01, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00],
// INTERIORGRID-NEXT:     [-1.000000e+00, -1.000000e+00, 3.100000e+01, -1.000000e+00, -1.000000e+00, 3.200000e+01, -1.000000e+00, -1.000000e+00, 3.300000e+01, -1.000000e+00, -1.000000e+00, 3.400000e+01, -1.000000e+00, -1.000000e+00, 3.500000e+01, -1.000000e+00, -1.000000e+00, 3.600000e+01, -1.000000e+00, -1.000000e+00, 3.700000e+01, -1.000000e+00, -1.000000e+00]
// INTERIORGRID-NEXT:   ]
// INTERIORGRID-NEXT: }
func.func @interiorgrid(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) -> (tensor<8x23xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [1, -1], high = [0, 2], interior = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<8x23xf32>
  return %0 : tensor<8x23xf32>
}

// Convolutions of input dilated by 2 (transposed convolutions): a 3-wide
// kernel over 8 elements on 2 devices (17 results, device 1's window
// starting between elements), and on a 2 x 2 grid with strides 3 x 2 and
// a kernel dilated by 2 along the columns.
// LHSDIL2:      tensor<1x17x2xf32> {
// LHSDIL2-NEXT:   [
// LHSDIL2-NEXT:     [
// LHSDIL2-NEXT:       [1.000000e+00, -4.000000e+00],
// LHSDIL2-NEXT:       [-4.000000e+00, 6.000000e+00],
// LHSDIL2-NEXT:       [5.000000e+00, -1.000000e+00],
// LHSDIL2-NEXT:       [-2.000000e+00, 2.000000e+00],
// LHSDIL2-NEXT:       [-1.000000e+00, 1.000000e+00],
// LHSDIL2-NEXT:       [0.000000e+00, -2.000000e+00],
// LHSDIL2-NEXT:       [7.000000e+00, 1.000000e+01],
// LHSDIL2-NEXT:       [9.000000e+00, -6.000000e+00],
// LHSDIL2-NEXT:       [-6.000000e+00, -9.000000e+00],
// LHSDIL2-NEXT:       [-3.000000e+00, 4.000000e+00],
// LHSDIL2-NEXT:       [2.000000e+00, 0.000000e+00],
// LHSDIL2-NEXT:       [-1.000000e+00, 0.000000e+00],
// LHSDIL2-NEXT:       [-4.000000e+00, 2.000000e+00],
// LHSDIL2-NEXT:       [1.000000e+00, -4.000000e+00],
// LHSDIL2-NEXT:       [-3.000000e+00, -3.000000e+00],
// LHSDIL2-NEXT:       [-4.000000e+00, 6.000000e+00],
// LHSDIL2-NEXT:       [6.000000e+00, 1.000000e+00]
// LHSDIL2-NEXT:     ]
// LHSDIL2-NEXT:   ]
// LHSDIL2-NEXT: }
func.func @lhsdil2(%arg0: tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<3x2x2xf32>) -> (tensor<1x17x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{}, {"x"}, {}]>]>} : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x17x2xf32>
  return %0 : tensor<1x17x2xf32>
}

// LHSDIL4:      tensor<2x5x7x2xf32> {
// LHSDIL4-NEXT:   [
// LHSDIL4-NEXT:     [
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [2.000000e+00, -5.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -4.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -3.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, -2.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [-3.000000e+00, 0.000000e+00],
// LHSDIL4-NEXT:         [-5.000000e+00, 1.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [-6.000000e+00, 6.000000e+00],
// LHSDIL4-NEXT:         [-2.000000e+00, -7.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, 1.700000e+01],
// LHSDIL4-NEXT:         [0.000000e+00, 5.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [2.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -4.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [-4.000000e+00, 1.000000e+00],
// LHSDIL4-NEXT:         [-7.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [9.000000e+00, 1.200000e+01],
// LHSDIL4-NEXT:         [-2.000000e+00, -5.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -4.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -3.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, -2.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [3.000000e+00, -3.000000e+00],
// LHSDIL4-NEXT:         [4.000000e+00, -7.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -1.000000e+01],
// LHSDIL4-NEXT:         [-1.200000e+01, 5.000000e+00],
// LHSDIL4-NEXT:         [-2.000000e+00, -7.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, 1.700000e+01],
// LHSDIL4-NEXT:         [0.000000e+00, 5.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [-1.000000e+00, -2.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [-3.000000e+00, 0.000000e+00],
// LHSDIL4-NEXT:         [-5.000000e+00, 1.000000e+00],
// LHSDIL4-NEXT:         [-7.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [9.000000e+00, 1.200000e+01],
// LHSDIL4-NEXT:         [-2.000000e+00, -5.000000e+00]
// LHSDIL4-NEXT:       ]
// LHSDIL4-NEXT:     ],
// LHSDIL4-NEXT:     [
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [1.000000e+00, -4.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -3.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, -2.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [-3.000000e+00, 0.000000e+00],
// LHSDIL4-NEXT:         [-5.000000e+00, 1.000000e+00],
// LHSDIL4-NEXT:         [-7.000000e+00, 2.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [6.000000e+00, -6.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, 1.700000e+01],
// LHSDIL4-NEXT:         [0.000000e+00, 5.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [2.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -4.000000e+00],
// LHSDIL4-NEXT:         [4.000000e+00, -7.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [-5.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [9.000000e+00, 1.200000e+01],
// LHSDIL4-NEXT:         [-2.000000e+00, -5.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -4.000000e+00],
// LHSDIL4-NEXT:         [3.000000e+00, -3.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, -2.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, -1.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [6.000000e+00, -6.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -1.000000e+01],
// LHSDIL4-NEXT:         [-1.200000e+01, 5.000000e+00],
// LHSDIL4-NEXT:         [-2.000000e+00, -7.000000e+00],
// LHSDIL4-NEXT:         [-1.000000e+00, 1.700000e+01],
// LHSDIL4-NEXT:         [0.000000e+00, 5.000000e+00],
// LHSDIL4-NEXT:         [1.000000e+00, 2.000000e+00]
// LHSDIL4-NEXT:       ],
// LHSDIL4-NEXT:       [
// LHSDIL4-NEXT:         [-2.000000e+00, -1.000000e+00],
// LHSDIL4-NEXT:         [-3.000000e+00, 0.000000e+00],
// LHSDIL4-NEXT:         [-5.000000e+00, 1.000000e+00],
// LHSDIL4-NEXT:         [-7.000000e+00, 2.000000e+00],
// LHSDIL4-NEXT:         [9.000000e+00, 1.200000e+01],
// LHSDIL4-NEXT:         [-2.000000e+00, -5.000000e+00],
// LHSDIL4-NEXT:         [5.000000e+00, -4.000000e+00]
// LHSDIL4-NEXT:       ]
// LHSDIL4-NEXT:     ]
// LHSDIL4-NEXT:   ]
// LHSDIL4-NEXT: }
func.func @lhsdil4(%arg0: tensor<2x8x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}, {}]>}, %arg1: tensor<3x3x1x2xf32>) -> (tensor<2x5x7x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [3, 2], pad = [[1, 1], [2, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{}, {"x"}, {"y"}, {}]>]>} : (tensor<2x8x8x1xf32>, tensor<3x3x1x2xf32>) -> tensor<2x5x7x2xf32>
  return %0 : tensor<2x5x7x2xf32>
}

// A slice of every second element from 1 on 4 devices: each gathers the
// run its results stride over, then strides locally.
// STRIDED4:      tensor<6xf32> {
// STRIDED4-NEXT:   [1.000000e+00, 3.000000e+00, 5.000000e+00, 7.000000e+00, 9.000000e+00, 1.100000e+01]
// STRIDED4-NEXT: }
func.func @strided4(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %0 = stablehlo.slice %arg0 [1:12:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// Beyond Shardy's halo limit (device 0 reads the block 3 places on, of 4):
// the interior pad runs replicated, with the same values.
// BEYOND4:      tensor<15xf32> {
// BEYOND4-NEXT:   [7.000000e+00, -1.000000e+00, 8.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00]
// BEYOND4-NEXT: }
func.func @beyond4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [-12], high = [12], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}
