// A convolution whose result is asked split 4 ways along its batch of 2
// (padded to 4) from an input split 2 ways along its rows: the all_to_all
// moving the split from the rows to the batch would move padded rows
// across devices, so sdy-pad-for-divisibility makes it an all_gather and
// an all_slice. Partitioned on 4 devices, it prints what the one-process
// run prints.
// RUN: hlokit-run %s --args=@%S/Inputs/conv_all_to_all_args.txt > %t.seq
// RUN: hlokit-run %s --args=@%S/Inputs/conv_all_to_all_args.txt --partitions 4 > %t.par
// RUN: diff %t.seq %t.par
// RUN: hlokit-opt %s --hlokit-partition | FileCheck %s
// The same for an all_to_all of a value padded already (the result's 5
// columns split 4 ways, padded to 6 for 2 blocks, then moved to the 2
// features split 4 ways): the gather of its padded operand is cut back
// before the features are padded.
// RUN: hlokit-run %s --entry padded --args=@%S/Inputs/conv_all_to_all_padded_args.txt > %t.pseq
// RUN: hlokit-run %s --entry padded --args=@%S/Inputs/conv_all_to_all_padded_args.txt --partitions 4 > %t.ppar
// RUN: diff %t.pseq %t.ppar
// An all_to_all from a dimension of 3 (padded to 4 for 4 blocks) that the
// result still splits 2 ways keeps that padding (cut back to 3 it would be
// split unevenly, and be padded again).
// RUN: hlokit-run %s --entry source_split --args=@%S/Inputs/conv_all_to_all_source_args.txt > %t.sseq
// RUN: hlokit-run %s --entry source_split --args=@%S/Inputs/conv_all_to_all_source_args.txt --partitions 4 > %t.spar
// RUN: diff %t.sseq %t.spar
// One from a dimension of 2 padded to 4 for 4 blocks that the result
// splits 2 ways (padded to 2, blocks of 1: cut back, the second element
// would move): it gathers and slices instead.
// RUN: hlokit-run %s --entry source_cut --args=@%S/Inputs/conv_all_to_all_cut_args.txt > %t.cseq
// RUN: hlokit-run %s --entry source_cut --args=@%S/Inputs/conv_all_to_all_cut_args.txt --partitions 4 > %t.cpar
// RUN: diff %t.cseq %t.cpar

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.all_to_all
// CHECK: "stablehlo.all_gather"
// CHECK: return

sdy.mesh @m = <["x"=2, "y"=2]>
func.func @main(%a: tensor<2x4x3x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}, {}, {}]>}, %k: tensor<2x2x2x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {}]>}) -> (tensor<2x2x4x2xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y"}, {}, {}, {}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 0], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x3x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x4x2xf32>
  return %0 : tensor<2x2x4x2xf32>
}

func.func @padded(%a: tensor<2x5x4x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"x"}, {}]>}, %k: tensor<3x1x2x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"y"}]>}) -> (tensor<2x3x5x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"x", "y"}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [1, 0]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x4x2xf32>, tensor<3x1x2x2xf32>) -> tensor<2x3x5x2xf32>
  return %0 : tensor<2x3x5x2xf32>
}

func.func @source_split(%arg0: tensor<4x3x4x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"x", "y"}, {}]>}, %arg1: tensor<2x2x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}, {}, {"y"}]>}) -> (tensor<2x2x3x4xf32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 1]], rhs_dilate = [1, 2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x4x2xf32>, tensor<2x2x2x4xf32>) -> tensor<2x2x3x4xf32>
  return %0 : tensor<2x2x3x4xf32>
}

func.func @source_cut(%arg0: tensor<2x3x4x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"x", "y"}, {}]>}, %arg1: tensor<2x1x2x2xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}, {}, {}]>}) -> (tensor<2x2x2x2xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}, {}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x4x2xf32>, tensor<2x1x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
