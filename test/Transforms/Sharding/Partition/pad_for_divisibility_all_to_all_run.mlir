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
