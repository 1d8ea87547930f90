// RUN: hlokit-opt %s -sdy-resolve-permutation-factors | FileCheck %s
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='enable-halo-exchange=false' | FileCheck %s --check-prefix=REPL
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='replica-count=2' | FileCheck %s --check-prefix=REPLICA

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["a"=4, "b"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// A pad shifting 8 elements on 2 devices by 3: device 1 reads the last
// element of device 0's block, the halo the permute brings; the buffer of
// the halo and the block, padded to hold every window, is cut at the
// device's offset, and what lies outside the operand takes the padding
// value. Without halo exchange the pad runs replicated.
// CHECK-LABEL: func @shift
// CHECK:      %[[CST:.*]] = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0, %[[CST]]) in_shardings=[<@mesh2, [{"x"}]>, <@mesh2, []>] out_shardings=[<@mesh2, [{"x"}]>] manual_axes={"x"} (%[[X:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<f32>) {
// CHECK-NEXT:   %[[HALO:.*]] = stablehlo.slice %[[X]] [3:4] : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT:   %[[LEFT:.*]] = "stablehlo.collective_permute"(%[[HALO]]) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT:   %[[BUF:.*]] = stablehlo.concatenate %[[LEFT]], %[[X]], dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
// CHECK-NEXT:   %[[PADDED:.*]] = stablehlo.pad %[[BUF]], %[[V]], low = [2], high = [1], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT:   stablehlo.partition_id
// CHECK-NEXT:   stablehlo.convert
// CHECK-NEXT:   stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:   stablehlo.dynamic_slice
// CHECK-NEXT:   %[[START:.*]] = stablehlo.reshape
// CHECK-NEXT:   %[[WIN:.*]] = stablehlo.dynamic_slice %[[PADDED]], %[[START]], sizes = [6] : (tensor<8xf32>, tensor<i64>) -> tensor<6xf32>
// CHECK-NEXT:   stablehlo.partition_id
// CHECK-NEXT:   stablehlo.convert
// CHECK-NEXT:   stablehlo.constant dense<[-3, 3]> : tensor<2xi64>
// CHECK-NEXT:   stablehlo.dynamic_slice
// CHECK-NEXT:   %[[FIRST:.*]] = stablehlo.reshape
// CHECK-NEXT:   %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<6xi64>
// CHECK-NEXT:   %[[FIRSTS:.*]] = stablehlo.broadcast_in_dim %[[FIRST]], dims = [] : (tensor<i64>) -> tensor<6xi64>
// CHECK-NEXT:   %[[IDX:.*]] = stablehlo.add %[[IOTA]], %[[FIRSTS]] : tensor<6xi64>
// CHECK-NEXT:   %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<6xi64>
// CHECK-NEXT:   %[[SIZE:.*]] = stablehlo.constant dense<8> : tensor<6xi64>
// CHECK-NEXT:   %[[GE:.*]] = stablehlo.compare GE, %[[IDX]], %[[ZERO]]
// CHECK-NEXT:   %[[LT:.*]] = stablehlo.compare LT, %[[IDX]], %[[SIZE]]
// CHECK-NEXT:   %[[IN:.*]] = stablehlo.and %[[GE]], %[[LT]] : tensor<6xi1>
// CHECK-NEXT:   %[[VS:.*]] = stablehlo.broadcast_in_dim %[[V]], dims = [] : (tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT:   %[[OUT:.*]] = stablehlo.select %[[IN]], %[[WIN]], %[[VS]] : tensor<6xi1>, tensor<6xf32>
// CHECK-NEXT:   sdy.return %[[OUT]] : tensor<6xf32>
// CHECK-NEXT: } : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
// CHECK: return %[[MC]]
// REPL-LABEL: func @shift
// REPL: %[[IN:.*]] = sdy.reshard %arg0 <@mesh2, [{}]> : tensor<8xf32>
// REPL: %[[P:.*]] = stablehlo.pad %[[IN]]
// REPL: sdy.reshard %[[P]] <@mesh2, [{"x"}]> : tensor<12xf32>
// REPL-NOT: sdy.manual_computation
// With replicas the device index is the replica id.
// REPLICA-LABEL: func @shift
// REPLICA-NOT: stablehlo.partition_id
// REPLICA: stablehlo.replica_id
func.func @shift(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [3], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
  %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<12xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// Blocks of 2 padded into blocks of 4, 5 places on: a device reads from
// one device before it (its whole block) to one after it (its first
// element): two permutes, by -1 and +1 along "a", within each group of
// "b"; an unsplit dimension is padded locally first, the split one the pad
// leaves alone needs nothing.
// CHECK-LABEL: func @two_hops
// CHECK: sdy.manual_computation(%arg0, %{{.*}}) in_shardings=[<@mesh4, [{"a"}, {}, {"b"}]>, <@mesh4, []>] out_shardings=[<@mesh4, [{"a"}, {}, {"b"}]>] manual_axes={"a", "b"} (%[[X:.*]]: tensor<2x3x2xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: %[[L:.*]] = stablehlo.pad %[[X]], %[[V]], low = [0, 1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2x4x2xf32>
// CHECK-NEXT: %[[P0:.*]] = "stablehlo.collective_permute"(%[[L]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 2], [2, 4], [4, 6], [1, 3], [3, 5], [5, 7]]>
// CHECK-NEXT: %[[FIRST:.*]] = stablehlo.slice %[[L]] [0:1, 0:4, 0:2] : (tensor<2x4x2xf32>) -> tensor<1x4x2xf32>
// CHECK-NEXT: %[[P1:.*]] = "stablehlo.collective_permute"(%[[FIRST]]) {{.*}}source_target_pairs = dense<{{\[\[}}2, 0], [4, 2], [6, 4], [3, 1], [5, 3], [7, 5]]>
// CHECK-NEXT: stablehlo.concatenate %[[P0]], %[[L]], %[[P1]], dim = 0 : (tensor<2x4x2xf32>, tensor<2x4x2xf32>, tensor<1x4x2xf32>) -> tensor<5x4x2xf32>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [4, 4, 2] : (tensor<8x4x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x4x2xf32>
// CHECK: sdy.return {{.*}} : tensor<4x4x2xf32>
func.func @two_hops(%arg0: tensor<8x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a"}, {}, {"b"}]>}) -> (tensor<16x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a"}, {}, {"b"}]>}) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [5, 1, 0], high = [3, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"a"}, {}, {"b"}]>]>} : (tensor<8x3x4xf32>, tensor<f32>) -> tensor<16x4x4xf32>
  return %0 : tensor<16x4x4xf32>
}

// A slice is a pad by minus its start and its limit less the size: blocks
// of 3 cut to blocks of 2 from element 3 on, each device reads its own
// block and the first 2 elements of the next device's; no window leaves
// the operand, so nothing is padded or masked.
// CHECK-LABEL: func @slice
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh4a, [{"a"}]>] out_shardings=[<@mesh4a, [{"a"}]>] manual_axes={"a"} (%[[X:.*]]: tensor<3xf32>) {
// CHECK-NEXT:   %[[HALO:.*]] = stablehlo.slice %[[X]] [0:2] : (tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:   %[[NEXT:.*]] = "stablehlo.collective_permute"(%[[HALO]]) <{channel_handle = #stablehlo.channel_handle<handle = {{[0-9]+}}, type = 1>, source_target_pairs = dense<{{\[\[}}1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}>
// CHECK-NEXT:   %[[BUF:.*]] = stablehlo.concatenate %[[X]], %[[NEXT]], dim = 0 : (tensor<3xf32>, tensor<2xf32>) -> tensor<5xf32>
// CHECK-NEXT:   stablehlo.partition_id
// CHECK-NEXT:   stablehlo.convert
// CHECK-NEXT:   stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xi64>
// CHECK-NEXT:   stablehlo.dynamic_slice
// CHECK-NEXT:   %[[START:.*]] = stablehlo.reshape
// CHECK-NEXT:   %[[WIN:.*]] = stablehlo.dynamic_slice %[[BUF]], %[[START]], sizes = [2] : (tensor<5xf32>, tensor<i64>) -> tensor<2xf32>
// CHECK-NEXT:   sdy.return %[[WIN]] : tensor<2xf32>
// CHECK-NEXT: } : (tensor<12xf32>) -> tensor<8xf32>
// REPL-LABEL: func @slice
// REPL: sdy.reshard %arg0 <@mesh4a, [{}]>
func.func @slice(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %0 = stablehlo.slice %arg0 [3:11] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A split dimension the slice keeps whole stays the device's block; an
// unsplit one is sliced locally first.
// CHECK-LABEL: func @slice_rows
// CHECK: sdy.manual_computation(%arg0) {{.*}} manual_axes={"a", "b"} (%[[X:.*]]: tensor<2x3x4xf32>) {
// CHECK-NEXT: %[[L:.*]] = stablehlo.slice %[[X]] [0:2, 0:3, 1:3] : (tensor<2x3x4xf32>) -> tensor<2x3x2xf32>
// CHECK-NEXT: %[[LAST:.*]] = stablehlo.slice %[[L]] [1:2, 0:3, 0:2]
// CHECK-NEXT: "stablehlo.collective_permute"(%[[LAST]])
// CHECK-NEXT: %[[FIRST:.*]] = stablehlo.slice %[[L]] [0:1, 0:3, 0:2]
// CHECK-NEXT: "stablehlo.collective_permute"(%[[FIRST]])
// CHECK-NEXT: stablehlo.concatenate {{.*}} dim = 0 : (tensor<1x3x2xf32>, tensor<2x3x2xf32>, tensor<1x3x2xf32>) -> tensor<4x3x2xf32>
// CHECK: stablehlo.constant dense<[3, 3, 2, 2, 1, 1, 0, 0]> : tensor<8xi64>
// CHECK: sdy.return {{.*}} : tensor<1x3x2xf32>
func.func @slice_rows(%arg0: tensor<8x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a"}, {"b"}, {}]>}) -> (tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a"}, {"b"}, {}]>}) {
  %0 = stablehlo.slice %arg0 [2:6, 0:6, 1:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"a"}, {"b"}, {}]>]>} : (tensor<8x6x4xf32>) -> tensor<4x6x2xf32>
  return %0 : tensor<4x6x2xf32>
}

// A reduce_window of windows of 3 padded by 1 on each side: each device
// gathers the elements its 4 windows read (6, from one before its block:
// a halo of one element from each neighbour), the init value outside the
// operand, and reduces them without padding.
// CHECK-LABEL: func @window
// CHECK: sdy.manual_computation(%arg0, %[[INIT:.*]]) in_shardings=[<@mesh2, [{"x"}]>, <@mesh2, []>] out_shardings=[<@mesh2, [{"x"}]>] manual_axes={"x"} (%[[X:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<f32>) {
// CHECK-NEXT: %[[H0:.*]] = stablehlo.slice %[[X]] [3:4] : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT: "stablehlo.collective_permute"(%[[H0]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1]]>
// CHECK-NEXT: %[[H1:.*]] = stablehlo.slice %[[X]] [0:1] : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT: "stablehlo.collective_permute"(%[[H1]]) {{.*}}source_target_pairs = dense<{{\[\[}}1, 0]]>
// CHECK-NEXT: %[[BUF:.*]] = stablehlo.concatenate {{.*}} -> tensor<6xf32>
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK: stablehlo.constant dense<[-1, 3]> : tensor<2xi64>
// CHECK: %[[IN:.*]] = stablehlo.select {{.*}}, %[[BUF]], {{.*}} : tensor<6xi1>, tensor<6xf32>
// CHECK-NEXT: %[[R:.*]] = "stablehlo.reduce_window"(%[[IN]], %[[V]]) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}>
// CHECK: stablehlo.add
// CHECK: }) : (tensor<6xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: sdy.return %[[R]] : tensor<4xf32>
func.func @window(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A convolution along its split spatial dimension: the kernel enters the
// manual computation whole, each device gathers a halo of one element
// from each neighbour (zeros outside the input) and convolves without
// padding there.
// CHECK-LABEL: func @conv
// CHECK: sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh2, [{}, {"x"}, {}]>, <@mesh2, [{}, {}, {}]>] out_shardings=[<@mesh2, [{}, {"x"}, {}]>] manual_axes={"x"} (%[[X:.*]]: tensor<1x4x2xf32>, %[[K:.*]]: tensor<3x2x2xf32>) {
// CHECK: %[[BUF:.*]] = stablehlo.concatenate {{.*}} dim = 1 : (tensor<1x1x2xf32>, tensor<1x4x2xf32>, tensor<1x1x2xf32>) -> tensor<1x6x2xf32>
// CHECK: %[[IN:.*]] = stablehlo.select {{.*}} : tensor<1x6x2xi1>, tensor<1x6x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[IN]], %[[K]]) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x2xf32>, tensor<3x2x2xf32>) -> tensor<1x4x2xf32>
// CHECK-NEXT: sdy.return %[[C]] : tensor<1x4x2xf32>
func.func @conv(%arg0: tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<3x2x2xf32>) -> (tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{}, {"x"}, {}]>]>} : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x8x2xf32>
  return %0 : tensor<1x8x2xf32>
}

// A pad that shifts without resizing: its rule (as Shardy's) types the
// dimension pass-through, but the elements still move between devices.
// CHECK-LABEL: func @shift_same_size
// CHECK: sdy.manual_computation
// CHECK: "stablehlo.collective_permute"
// REPL-LABEL: func @shift_same_size
// REPL: sdy.reshard %arg0 <@mesh2, [{}]>
func.func @shift_same_size(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [2], high = [-2], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// No halo form: a reverse of unequal blocks, a convolution of another
// layout on each side; these run replicated as without halo exchange.
// CHECK-LABEL: func @replicated
// CHECK-NOT: sdy.manual_computation
// CHECK: sdy.reshard %arg0 <@mesh4a, [{}]>
// CHECK: sdy.reshard %arg1 <@mesh2, [{}, {}, {}]>
// CHECK-NOT: sdy.manual_computation
// CHECK: return
func.func @replicated(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}, %arg1: tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg2: tensor<3x2x2xf32>) -> (tensor<6xf32>, tensor<1x2x8xf32>) {
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : tensor<6xf32>
  %1 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, f, 0], window = {stride = [1], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{}, {}, {"x"}]>]>} : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x2x8xf32>
  return %0, %1 : tensor<6xf32>, tensor<1x2x8xf32>
}

// A sub-axis: the manual computation is over its whole axis "a"; the
// devices differing in "a":(2)2 hold one block and exchange alike, the
// permutes running within the groups of "a":(1)2.
// CHECK-LABEL: func @sub_axis
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant
// CHECK-NEXT: sdy.manual_computation(%arg0, %[[C]]) in_shardings=[<@mesh4, [{"a":(1)2}]>, <@mesh4, []>] out_shardings=[<@mesh4, [{"a":(1)2}]>] manual_axes={"a"} (%[[X:.*]]: tensor<4xf32>, %{{.*}}: tensor<f32>) {
// CHECK-NEXT: %[[H:.*]] = stablehlo.slice %[[X]] [3:4]
// CHECK-NEXT: "stablehlo.collective_permute"(%[[H]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]>
func.func @sub_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a":(1)2}]>}) -> (tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"a":(1)2}]>}) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [2], high = [0], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"a":(1)2}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// Sizes the shards do not divide: 7 elements on 4 devices are padded at
// their end with the padding value to 8 (sharded as the operand), the
// manual computation makes 12 of the 11 elements, and a slice, sharded as
// the result, cuts them back.
// CHECK-LABEL: func @non_divisible
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<-1.000000e+00>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %[[C]], low = [0], high = [1], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<7xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%[[P]], %[[C]]) {{.*}} (%{{.*}}: tensor<2xf32>, %{{.*}}: tensor<f32>) {
// CHECK:      sdy.return %{{.*}} : tensor<3xf32>
// CHECK-NEXT: } : (tensor<8xf32>, tensor<f32>) -> tensor<12xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[MC]] [0:11] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>) -> tensor<11xf32>
// CHECK-NEXT: return %[[R]]
func.func @non_divisible(%arg0: tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<11xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [2], high = [2], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<7xf32>, tensor<f32>) -> tensor<11xf32>
  return %0 : tensor<11xf32>
}

// Shardy's halo limit: a device reading blocks more than one place away,
// from as many places as there are blocks (here device 0 reads the block 3
// places on, of 4), runs replicated; one place fewer exchanges.
// CHECK-LABEL: func @beyond_halo_limit
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant
// CHECK-NEXT: %[[IN:.*]] = sdy.reshard %arg0 <@mesh4a, [{}]> : tensor<8xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %[[IN]], %[[C]], low = [-6], high = [6], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{}]>]>}
// CHECK-NEXT: %[[OUT:.*]] = sdy.reshard %[[P]] <@mesh4a, [{"a"}]> : tensor<8xf32>
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0, %[[C]])
// CHECK: return %[[OUT]], %[[MC]]
func.func @beyond_halo_limit(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [-6], high = [6], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.pad %arg0, %c, low = [-4], high = [4], interior = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
