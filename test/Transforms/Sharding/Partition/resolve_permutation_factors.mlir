// RUN: hlokit-opt %s -sdy-resolve-permutation-factors | FileCheck %s --check-prefixes=CHECK,HALO
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='enable-halo-exchange=false' | FileCheck %s --check-prefixes=CHECK,REPL
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors --mlir-print-op-generic | hlokit-opt | FileCheck %s --check-prefixes=CHECK,HALO

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A reverse along a split dimension runs replicated along it (the other
// split dimension stays) or, with halo exchange, each device reverses its
// block and sends it to the device at the mirrored place along "a".
// CHECK-LABEL: func @reverse_split
// REPL-NEXT:    %[[IN:.*]] = sdy.reshard %arg0 <@mesh, [{}, {"b"}]> : tensor<4x4xf32>
// REPL-NEXT:    %[[REV:.*]] = stablehlo.reverse %[[IN]], dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<4x4xf32>
// REPL-NEXT:    %[[OUT:.*]] = sdy.reshard %[[REV]] <@mesh, [{"a"}, {"b"}]> : tensor<4x4xf32>
// REPL-NEXT:    return %[[OUT]]
// HALO-NEXT:    %[[OUT:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {"b"}]>] manual_axes={"a", "b"} (%[[X:.*]]: tensor<2x2xf32>) {
// HALO-NEXT:      %[[REV:.*]] = stablehlo.reverse %[[X]], dims = [0] : tensor<2x2xf32>
// HALO-NEXT:      %[[MIRROR:.*]] = "stablehlo.collective_permute"(%[[REV]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}2, 0], [0, 2], [3, 1], [1, 3]]> : tensor<4x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
// HALO-NEXT:      sdy.return %[[MIRROR]] : tensor<2x2xf32>
// HALO-NEXT:    } : (tensor<4x4xf32>) -> tensor<4x4xf32>
// HALO-NEXT:    return %[[OUT]]
func.func @reverse_split(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<4x4xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>} : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// A slice from 0 keeping the shard size, and a pad adding whole shards at
// both ends, keep each device's data: nothing changes.
// CHECK-LABEL: func @communication_free
// CHECK-NEXT:    %[[S:.*]] = stablehlo.slice %arg0 [0:7]
// CHECK-NEXT:    %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [4], high = [4]
// CHECK-NEXT:    return %[[S]], %[[P]]
func.func @communication_free(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, %arg1: tensor<f32>) -> (tensor<7xf32>, tensor<16xf32>) {
  %0 = stablehlo.slice %arg0 [0:7] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<7xf32>
  %1 = stablehlo.pad %arg0, %arg1, low = [4], high = [4], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
  return %0, %1 : tensor<7xf32>, tensor<16xf32>
}

// A slice shifting the elements, and a pad with interior padding, move
// data between shards. With halo exchange the slice, of a result its
// shards do not divide, exchanges on the result padded to 8 elements and
// is sliced back; the pad exchanges too, its result padded to 16.
// CHECK-LABEL: func @communicating
// REPL-NEXT:     %[[IN0:.*]] = sdy.reshard %arg0 <@mesh, [{}]> : tensor<8xf32>
// REPL-NEXT:     %[[S:.*]] = stablehlo.slice %[[IN0]] [1:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>}
// REPL-NEXT:     %[[OUT0:.*]] = sdy.reshard %[[S]] <@mesh, [{"a"}]> : tensor<7xf32>
// HALO-NEXT:     %[[MC:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%{{.*}}: tensor<4xf32>) {
// HALO:          } : (tensor<8xf32>) -> tensor<8xf32>
// HALO-NEXT:     %[[OUT0:.*]] = stablehlo.slice %[[MC]] [0:7] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<7xf32>
// REPL-NEXT:     %[[IN1:.*]] = sdy.reshard %arg0 <@mesh, [{}]> : tensor<8xf32>
// REPL-NEXT:     %[[P:.*]] = stablehlo.pad %[[IN1]], %arg1, low = [0], high = [0], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>}
// REPL-NEXT:     %[[OUT1:.*]] = sdy.reshard %[[P]] <@mesh, [{"a"}]> : tensor<15xf32>
// HALO-NEXT:     %[[MC1:.*]] = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"a"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<f32>) {
// HALO:          stablehlo.pad %{{.*}}, %{{.*}}, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
// HALO:          } : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
// HALO-NEXT:     %[[OUT1:.*]] = stablehlo.slice %[[MC1]] [0:15] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<16xf32>) -> tensor<15xf32>
func.func @communicating(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, %arg1: tensor<f32>) -> (tensor<7xf32>, tensor<15xf32>) {
  %0 = stablehlo.slice %arg0 [1:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<7xf32>
  %1 = stablehlo.pad %arg0, %arg1, low = [0], high = [0], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0, %1 : tensor<7xf32>, tensor<15xf32>
}

// A reshape splitting 6 elements on 4 devices would put padding among
// its elements: its group runs replicated; the unrelated dimension stays.
// CHECK-LABEL: func @reshape_moving_padding
// CHECK-NEXT:    %[[IN:.*]] = sdy.reshard %arg0 <@mesh3, [{}, {"c"}]> : tensor<6x2xf32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.reshape %[[IN]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh3, [{}, {}, {"c"}]>]>}
// CHECK-NEXT:    %[[OUT:.*]] = sdy.reshard %[[R]] <@mesh3, [{"a"}, {"b"}, {"c"}]> : tensor<2x3x2xf32>
func.func @reshape_moving_padding(%arg0: tensor<6x2xf32> {sdy.sharding = #sdy.sharding<@mesh3, [{"a", "b"}, {"c"}]>}) -> tensor<2x3x2xf32> {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh3, [{"a"}, {"b"}, {"c"}]>]>} : (tensor<6x2xf32>) -> tensor<2x3x2xf32>
  return %0 : tensor<2x3x2xf32>
}
sdy.mesh @mesh3 = <["a"=2, "b"=2, "c"=2]>

// A reshape merging rows padded from 3 to 4 into 6 elements padded to 8
// keeps the padding at the end: each device's block is its row.
// CHECK-LABEL: func @reshape_keeping_padding
// CHECK-NEXT:    stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}]>]>}
func.func @reshape_keeping_padding(%arg0: tensor<3x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>}) -> tensor<6xf32> {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}]>]>} : (tensor<3x2xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// Rows padded from 3 to 4 on 2 devices add 2 elements where 6 elements on
// 2 devices add none: the blocks differ, and the reshape runs replicated.
// CHECK-LABEL: func @reshape_padding_mismatch
// CHECK-NEXT:    %[[IN:.*]] = sdy.reshard %arg0 <@mesh, [{}, {}]> : tensor<3x2xf32>
// CHECK-NEXT:    stablehlo.reshape %[[IN]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>}
func.func @reshape_padding_mismatch(%arg0: tensor<3x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<6xf32> {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<3x2xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// A convolution's lhs split alike with its kernel along a spatial dimension
// (its rule's window-size factor) whose taps are 2 places apart: device 1's
// tap reads element 2, not its block's; the lhs is gathered there, the
// kernel stays split (each device sums its tap for the all_reduce after).
// CHECK-LABEL: func @conv_taps_read_other_blocks
// CHECK-NEXT: %[[LHS:.*]] = sdy.reshard %arg0 <@mesh, [{}, {}, {}]> : tensor<1x4x1xf32>
// CHECK-NEXT: stablehlo.convolution(%[[LHS]], %arg1)
func.func @conv_taps_read_other_blocks(%arg0: tensor<1x4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}, {}]>}, %arg1: tensor<2x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}) -> tensor<1x2x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>) -> tensor<1x2x1xf32>
  %1 = sdy.all_reduce {"a"} %0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x2x1xf32>
  return %1 : tensor<1x2x1xf32>
}

// One window over the lhs, its taps next to each other: each device's tap
// reads its own block; nothing is gathered.
// CHECK-LABEL: func @conv_taps_read_own_blocks
// CHECK-NEXT: stablehlo.convolution(%arg0, %arg1)
func.func @conv_taps_read_own_blocks(%arg0: tensor<1x2x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}, {}]>}, %arg1: tensor<2x1x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}) -> tensor<1x1x1xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  %1 = sdy.all_reduce {"a"} %0 out_sharding=<@mesh, [{}, {}, {}]> : tensor<1x1x1xf32>
  return %1 : tensor<1x1x1xf32>
}
