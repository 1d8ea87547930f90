// Grouped convolutions whose groups go one per device and whose inputs
// within a group are split too: with feature groups, the lhs input features
// split along the groups' axes then the kernel input features' (partial
// sums, all-reduced); with batch groups, the lhs batch along the groups'
// axes then the result batch's. Partitioned on 4 devices, each prints what
// the one-process run prints.
// RUN: hlokit-run %s --entry feature_groups --args=@%S/Inputs/conv_feature_groups_args.txt > %t.fseq
// RUN: hlokit-run %s --entry feature_groups --args=@%S/Inputs/conv_feature_groups_args.txt --partitions 4 > %t.fpar
// RUN: diff %t.fseq %t.fpar
// RUN: hlokit-run %s --entry batch_groups --args=@%S/Inputs/conv_batch_groups_args.txt > %t.bseq
// RUN: hlokit-run %s --entry batch_groups --args=@%S/Inputs/conv_batch_groups_args.txt --partitions 4 > %t.bpar
// RUN: diff %t.bseq %t.bpar
// With each group's outputs split too (the result features split along
// the groups' axes, then others):
// RUN: hlokit-run %s --entry batch_group_outputs --args=@%S/Inputs/conv_batch_groups_outputs_args.txt > %t.boseq
// RUN: hlokit-run %s --entry batch_group_outputs --args=@%S/Inputs/conv_batch_groups_outputs_args.txt --partitions 4 > %t.bopar
// RUN: diff %t.boseq %t.bopar
// RUN: hlokit-run %s --entry feature_group_outputs --args=@%S/Inputs/conv_feature_groups_outputs_args.txt > %t.foseq
// RUN: hlokit-run %s --entry feature_group_outputs --args=@%S/Inputs/conv_feature_groups_outputs_args.txt --partitions 4 > %t.fopar
// RUN: diff %t.foseq %t.fopar
// On 4 devices of one axis, the groups one per pair (x:(1)2), the lhs
// input features split along all of x (x:(1)2 then x:(2)2, merged):
// RUN: hlokit-run %s --entry feature_groups_subaxes --args=@%S/Inputs/conv_feature_groups_subaxes_args.txt > %t.sseq
// RUN: hlokit-run %s --entry feature_groups_subaxes --args=@%S/Inputs/conv_feature_groups_subaxes_args.txt --partitions 4 > %t.spar
// RUN: diff %t.sseq %t.spar
// RUN: sed 's/@feature_groups(/@main(/' %s | hlokit-opt --hlokit-partition | FileCheck %s --check-prefix=FEATURE

// FEATURE-LABEL: func.func @main
// FEATURE: %[[CONV:.*]] = stablehlo.convolution({{.*}}) {{.*}} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x2x1xf32>, tensor<2x1x1x2xf32>) -> tensor<2x2x2x2xf32>
// FEATURE-NEXT: "stablehlo.all_reduce"(%[[CONV]])

sdy.mesh @m = <["x"=2, "y"=2]>

func.func @feature_groups(%a: tensor<2x4x2x4xf32>, %k: tensor<2x1x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"x"}, {"y"}]>}) -> tensor<2x2x2x4xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [1, 0]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x2x2x4xf32>
  return %0 : tensor<2x2x2x4xf32>
}

func.func @batch_groups(%a: tensor<4x5x3x2xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}, {}, {}]>}, %k: tensor<1x2x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"x"}, {}]>}) -> (tensor<2x11x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y"}, {}, {}, {}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x3x2xf32>, tensor<1x2x2x4xf32>) -> tensor<2x11x2x4xf32>
  return %0 : tensor<2x11x2x4xf32>
}

func.func @batch_group_outputs(%a: tensor<4x4x2x2xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {}]>}, %k: tensor<1x1x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"x", "y"}]>}) -> (tensor<2x3x2x4xf32>) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [1, 1]]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x4x2x2xf32>, tensor<1x1x2x4xf32>) -> tensor<2x3x2x4xf32>
  return %0 : tensor<2x3x2x4xf32>
}

func.func @feature_group_outputs(%a: tensor<2x5x4x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"x", "y"}, {}, {}]>}, %k: tensor<1x2x2x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {}]>}) -> (tensor<2x6x3x4xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"x", "y"}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x5x4x4xf32>, tensor<1x2x2x4xf32>) -> tensor<2x6x3x4xf32>
  return %0 : tensor<2x6x3x4xf32>
}

sdy.mesh @m4 = <["x"=4]>

func.func @feature_groups_subaxes(%a: tensor<2x6x4x4xf32> {sdy.sharding = #sdy.sharding<@m4, [{}, {}, {}, {"x"}]>}, %k: tensor<2x1x2x4xf32>) -> (tensor<2x6x3x4xf32> {sdy.sharding = #sdy.sharding<@m4, [{"x"}, {}, {}, {}]>}) {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 0], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x6x4x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x6x3x4xf32>
  return %0 : tensor<2x6x3x4xf32>
}
