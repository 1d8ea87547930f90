// select_and_scatter along split windowed dimensions partitioned with halo
// exchange (--hlokit-partition: sdy-resolve-permutation-factors' default),
// run by hlokit-run on 2 and 4 devices from the global input: every run
// prints the one-process run's values. The partitioned programs exchange
// halos (collective_permute) and gather no operand; windows beyond Shardy's
// halo limit gather the operand and run replicated, with the same values.
// RUN: hlokit-run %s --entry sas2 --args=@%S/Inputs/halo_scatter_row_args.txt | FileCheck %s --check-prefix=SAS2
// RUN: hlokit-run %s --entry sas2 --args=@%S/Inputs/halo_scatter_row_args.txt --partitions 2 | FileCheck %s --check-prefix=SAS2
// RUN: hlokit-run %s --entry sas4 --args=@%S/Inputs/halo_scatter_odd_args.txt | FileCheck %s --check-prefix=SAS4
// RUN: hlokit-run %s --entry sas4 --args=@%S/Inputs/halo_scatter_odd_args.txt --partitions 4 | FileCheck %s --check-prefix=SAS4
// RUN: hlokit-run %s --entry sassub4 --args=@%S/Inputs/halo_scatter_odd_args.txt --partitions 4 | FileCheck %s --check-prefix=SAS4
// RUN: hlokit-run %s --entry sasmul4 --args=@%S/Inputs/halo_scatter_mul_args.txt | FileCheck %s --check-prefix=SASMUL4
// RUN: hlokit-run %s --entry sasmul4 --args=@%S/Inputs/halo_scatter_mul_args.txt --partitions 4 | FileCheck %s --check-prefix=SASMUL4
// RUN: hlokit-run %s --entry sasgrid --args=@%S/Inputs/halo_scatter_grid_args.txt | FileCheck %s --check-prefix=SASGRID
// RUN: hlokit-run %s --entry sasgrid --args=@%S/Inputs/halo_scatter_grid_args.txt --partitions 4 | FileCheck %s --check-prefix=SASGRID
// RUN: hlokit-run %s --entry sasbatch --args=@%S/Inputs/halo_scatter_batch_args.txt | FileCheck %s --check-prefix=SASBATCH
// RUN: hlokit-run %s --entry sasbatch --args=@%S/Inputs/halo_scatter_batch_args.txt --partitions 4 | FileCheck %s --check-prefix=SASBATCH
// RUN: hlokit-run %s --entry sasfar4 --args=@%S/Inputs/halo_scatter_far_args.txt | FileCheck %s --check-prefix=SASFAR4
// RUN: hlokit-run %s --entry sasfar4 --args=@%S/Inputs/halo_scatter_far_args.txt --partitions 4 | FileCheck %s --check-prefix=SASFAR4
// RUN: sed 's/@sas2(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@sassub4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@sasgrid(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@sasbatch(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART
// RUN: sed 's/@sasfar4(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=PART-REPL

// PART-LABEL: func.func @main
// PART-NOT: "stablehlo.all_gather"
// PART: "stablehlo.collective_permute"
// PART-NOT: "stablehlo.all_gather"
// PART: "stablehlo.case"
// PART-NOT: "stablehlo.all_gather"
// PART: return
// PART-REPL-LABEL: func.func @main
// PART-REPL-NOT: "stablehlo.collective_permute"
// PART-REPL: "stablehlo.all_gather"(%arg0)
// PART-REPL-NOT: "stablehlo.collective_permute"
// PART-REPL: return

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// Windows of 3 every 2, padded by 1 before, over 8 elements on 2 devices,
// selecting the first greatest element (ties: elements 0 and 2, and 3 and
// 5) and adding the source to the init value 0.5. Window 2 overlaps both
// blocks and selects in device 0's: device 1 runs it too and drops what
// lands outside its block.
// SAS2:      tensor<8xf32> {
// SAS2-NEXT:   [1.500000e+00, 5.000000e-01, 5.000000e-01, 1.105000e+02, 5.000000e-01, 1.000500e+03, 5.000000e-01, 5.000000e-01]
// SAS2-NEXT: }
func.func @sas2(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}, %arg1: tensor<4xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// 10 elements on 4 devices (padded to 12 at the end) and on a sub-axis
// (2 blocks, each held by 2 of the 4 devices): the last device's windows
// are fewer than the others'.
// SAS4:      tensor<10xf32> {
// SAS4-NEXT:   [5.000000e-01, 1.500000e+00, 5.000000e-01, 1.105000e+02, 5.000000e-01, 1.000500e+03, 5.000000e-01, 1.000050e+04, 5.000000e-01, 5.000000e-01]
// SAS4-NEXT: }
func.func @sas4(%arg0: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}, %arg1: tensor<5xf32>) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<10xf32>, tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

func.func @sassub4(%arg0: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}, %arg1: tensor<5xf32>) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a":(1)2}]>}) {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a":(1)2}]>]>} : (tensor<10xf32>, tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// Windows of 4 every element, selecting the first smallest, multiplying the
// init value 2 by the source: an element windows overlapping two blocks
// select combines all of them, in window order, on its own device.
// SASMUL4:      tensor<10xf32> {
// SASMUL4-NEXT:   [2.000000e+00, 2.000000e+00, 4.200000e+02, 2.000000e+00, 2.860000e+02, 2.000000e+00, 3.400000e+01, 2.000000e+00, 2.000000e+00, 3.800000e+01]
// SASMUL4-NEXT: }
func.func @sasmul4(%arg0: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}, %arg1: tensor<9xf32>) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<2.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 4>, window_strides = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<10xf32>, tensor<9xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// Windows of 3 x 3 every 2 x 2 along both split dimensions of a 2 x 2
// grid, the batch whole: corner halos come through both exchanges.
// SASGRID:      tensor<2x6x8xf32> {
// SASGRID-NEXT:   [
// SASGRID-NEXT:     [
// SASGRID-NEXT:       [0.000000e+00, 1.100000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+02, 0.000000e+00, 1.000000e+03],
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.010000e+02, 0.000000e+00, 0.000000e+00, 1.001000e+03, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 2.800000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.002000e+03, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.020000e+02, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]
// SASGRID-NEXT:     ],
// SASGRID-NEXT:     [
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.100000e+03, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 1.000000e+00, 1.000000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 1.100000e+01, 0.000000e+00, 0.000000e+00, 1.010000e+02, 0.000000e+00, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [5.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.020000e+02, 0.000000e+00, 0.000000e+00, 2.003000e+03],
// SASGRID-NEXT:       [0.000000e+00, 1.200000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00],
// SASGRID-NEXT:       [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]
// SASGRID-NEXT:     ]
// SASGRID-NEXT:   ]
// SASGRID-NEXT: }
func.func @sasgrid(%arg0: tensor<2x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}]>}, %arg1: tensor<2x3x4xf32>) -> (tensor<2x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {"x"}, {"y"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 1, 3, 3>, window_strides = array<i64: 1, 2, 2>, padding = dense<[[0, 0], [1, 0], [1, 1]]> : tensor<3x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{}, {"x"}, {"y"}]>]>} : (tensor<2x6x8xf32>, tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x6x8xf32>
  return %0 : tensor<2x6x8xf32>
}

// The batch split along "y" (the source split alike, no windows there),
// the windows along "x".
// SASBATCH:      tensor<2x8xf32> {
// SASBATCH-NEXT:   [
// SASBATCH-NEXT:     [0.000000e+00, 1.100000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.100000e+03, 0.000000e+00, 0.000000e+00],
// SASBATCH-NEXT:     [0.000000e+00, 2.200000e+01, 0.000000e+00, 2.000000e+02, 0.000000e+00, 2.000000e+03, 0.000000e+00, 0.000000e+00]
// SASBATCH-NEXT:   ]
// SASBATCH-NEXT: }
func.func @sasbatch(%arg0: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {"x"}]>}, %arg1: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}]>}) -> (tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {"x"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"y"}, {"x"}]>]>} : (tensor<2x8xf32>, tensor<2x4xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// Windows of 7 over blocks of 2: beyond Shardy's halo limit, the op runs
// replicated, with the same values.
// SASFAR4:      tensor<8xf32> {
// SASFAR4-NEXT:   [5.000000e-01, 5.000000e-01, 5.000000e-01, 1.111150e+04, 5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01]
// SASFAR4-NEXT: }
func.func @sasfar4(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}, %arg1: tensor<5xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %z) <{window_dimensions = array<i64: 7>, window_strides = array<i64: 1>, padding = dense<[[1, 2]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<5xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
