// RUN: hlokit-opt %s -sdy-resolve-permutation-factors | FileCheck %s
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='enable-halo-exchange=false' | FileCheck %s --check-prefix=REPL
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='replica-count=2' | FileCheck %s --check-prefix=REPLICA

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// Interior padding along the split dimension: 8 elements one apart, padded
// by 1 and 2, on 2 devices. Device 0's 9 results read places [-1, 8) of
// the dilated operand (elements 0 to 3), device 1's [8, 17) (elements 4 to
// 8, the last outside the operand): each gathers 5 elements (a halo of one
// from device 1), masks those outside the operand, spreads them out with
// the padding value between them, padded by the largest phase (1: device
// 0's window starts one place before its first element) and takes its
// window at its phase (a table by device id). Without halo exchange the
// pad runs replicated.
// CHECK-LABEL: func @interior
// CHECK:      sdy.manual_computation(%arg0, %{{.*}}) in_shardings=[<@mesh2, [{"x"}]>, <@mesh2, []>] out_shardings=[<@mesh2, [{"x"}]>] manual_axes={"x"} (%[[X:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<f32>) {
// CHECK-NEXT:   %[[HALO:.*]] = stablehlo.slice %[[X]] [0:1] : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT:   %[[NEXT:.*]] = "stablehlo.collective_permute"(%[[HALO]]) {{.*}}source_target_pairs = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>}>
// CHECK-NEXT:   stablehlo.concatenate %[[X]], %[[NEXT]], dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
// CHECK:        stablehlo.constant dense<[0, 4]> : tensor<2xi64>
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<5xi1>, tensor<5xf32>
// CHECK-NEXT:   %[[SPREAD:.*]] = stablehlo.pad %[[IN]], %[[V]], low = [1], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
// CHECK-NEXT:   stablehlo.partition_id
// CHECK-NEXT:   stablehlo.convert
// CHECK-NEXT:   stablehlo.constant dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:   stablehlo.dynamic_slice
// CHECK-NEXT:   %[[PHASE:.*]] = stablehlo.reshape
// CHECK-NEXT:   %[[OUT:.*]] = stablehlo.dynamic_slice %[[SPREAD]], %[[PHASE]], sizes = [9] : (tensor<10xf32>, tensor<i64>) -> tensor<9xf32>
// CHECK-NEXT:   sdy.return %[[OUT]] : tensor<9xf32>
// CHECK-NEXT: } : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
// REPL-LABEL: func @interior
// REPL: sdy.reshard %arg0 <@mesh2, [{}]>
// REPL-NOT: sdy.manual_computation
// With replicas the phase is read by replica id.
// REPLICA-LABEL: func @interior
// REPLICA-NOT: stablehlo.partition_id
// REPLICA: stablehlo.replica_id
// REPLICA-NOT: stablehlo.partition_id
// REPLICA: sdy.return
func.func @interior(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<18xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [1], high = [2], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
  return %0 : tensor<18xf32>
}

// A window of 3 dilated by 2 spans 5 places: padded by 2, each device's 4
// windows read 8 elements, a halo of 2 from each neighbour, and keep their
// dilation locally.
// CHECK-LABEL: func @window_dilation
// CHECK:      sdy.manual_computation
// CHECK:        stablehlo.slice %{{.*}} [2:4] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT:   "stablehlo.collective_permute"{{.*}}source_target_pairs = dense<{{\[\[}}0, 1]]>
// CHECK-NEXT:   stablehlo.slice %{{.*}} [0:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT:   "stablehlo.collective_permute"{{.*}}source_target_pairs = dense<{{\[\[}}1, 0]]>
// CHECK-NEXT:   stablehlo.concatenate {{.*}} -> tensor<8xf32>
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<8xi1>, tensor<8xf32>
// CHECK-NEXT:   "stablehlo.reduce_window"(%[[IN]], %{{.*}}) <{padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 2>, window_dimensions = array<i64: 3>}>
// CHECK:        }) : (tensor<8xf32>, tensor<f32>) -> tensor<4xf32>
// REPL-LABEL: func @window_dilation
// REPL: sdy.reshard %arg0 <@mesh2, [{}]>
func.func @window_dilation(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, window_dilations = array<i64: 2>, padding = dense<[[2, 2]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Base dilation 2 on 4 devices: device s's 4 windows read places
// [4s - 1, 4s + 5), elements 2s to 2s + 2 (a halo of one from the next
// device), every window starting one place before its first element:
// one phase, so a pad spreads them out and no table is read; the local
// windows have no base dilation.
// CHECK-LABEL: func @base_dilation
// CHECK:      sdy.manual_computation
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<3xi1>, tensor<3xf32>
// CHECK-NEXT:   %[[SPREAD:.*]] = stablehlo.pad %[[IN]], %{{.*}}, low = [1], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT:   "stablehlo.reduce_window"(%[[SPREAD]], %{{.*}}) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 3>}>
// CHECK:        }) : (tensor<6xf32>, tensor<f32>) -> tensor<4xf32>
// REPL-LABEL: func @base_dilation
// REPL: sdy.reshard %arg0 <@mesh4a, [{}]>
func.func @base_dilation(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %z = stablehlo.constant dense<100.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 3>, base_dilations = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}

// One-element windows over a base dilation: the rule (as Shardy's) calls
// the dimension pass-through, but the elements spread out across devices;
// device 1's 9 results start with element 3, in device 0's block.
// CHECK-LABEL: func @one_element_windows
// CHECK:      sdy.manual_computation
// CHECK:        "stablehlo.collective_permute"{{.*}}source_target_pairs = dense<{{\[\[}}0, 1]]>
// CHECK:        stablehlo.pad %{{.*}}, low = [{{[0-9]+}}], high = [{{[0-9]+}}], interior = [1]
// CHECK:        "stablehlo.reduce_window"{{.*}}base_dilations = array<i64: 1>
// CHECK:      } : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
// REPL-LABEL: func @one_element_windows
// REPL: sdy.reshard %arg0 <@mesh2, [{}]>
func.func @one_element_windows(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) -> (tensor<18xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %z) <{window_dimensions = array<i64: 1>, base_dilations = array<i64: 2>, padding = dense<[[3, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"x"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<18xf32>
  return %0 : tensor<18xf32>
}

// Input dilation 2 (a transposed convolution), 17 outputs padded to 18 on
// 2 devices: device 0's 9 outputs read places [-2, 9), device 1's [7, 18),
// which starts between elements 3 and 4; each gathers 6 elements (zeros
// outside the input), spreads them out with zeros and takes its window at
// its phase, then convolves without input dilation.
// CHECK-LABEL: func @input_dilation
// CHECK:      sdy.manual_computation(%arg0, %arg1)
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<1x6x2xi1>, tensor<1x6x2xf32>
// CHECK-NEXT:   %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %[[SPREAD:.*]] = stablehlo.pad %[[IN]], %[[ZERO]], low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<1x6x2xf32>, tensor<f32>) -> tensor<1x12x2xf32>
// CHECK:        stablehlo.constant dense<[1, 0]> : tensor<2xi64>
// CHECK:        %[[WIN:.*]] = stablehlo.dynamic_slice %[[SPREAD]], {{.*}} sizes = [1, 11, 2] : (tensor<1x12x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x11x2xf32>
// CHECK-NEXT:   stablehlo.convolution(%[[WIN]], %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}0, 0]], lhs_dilate = [1]} {{.*}} : (tensor<1x11x2xf32>, tensor<3x2x2xf32>) -> tensor<1x9x2xf32>
// CHECK:      } : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x18x2xf32>
// REPL-LABEL: func @input_dilation
// REPL: sdy.reshard %arg0 <@mesh2, [{}, {}, {}]>
func.func @input_dilation(%arg0: tensor<1x8x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}, %arg1: tensor<3x2x2xf32>) -> (tensor<1x17x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {"x"}, {}]>}) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{}, {"x"}, {}]>]>} : (tensor<1x8x2xf32>, tensor<3x2x2xf32>) -> tensor<1x17x2xf32>
  return %0 : tensor<1x17x2xf32>
}

// A slice of every second element from 1 on 4 devices, 6 results padded to
// 8: device s's 2 results stride over elements [4s + 1, 4s + 4), in its
// own block of 3 and the next device's; it gathers them and strides
// locally.
// CHECK-LABEL: func @strided_slice
// CHECK:      sdy.manual_computation(%arg0) {{.*}} (%[[X:.*]]: tensor<3xf32>) {
// CHECK-NEXT:   %[[OWN:.*]] = stablehlo.slice %[[X]] [1:3] : (tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:   %[[NEXT:.*]] = "stablehlo.collective_permute"(%[[X]]) {{.*}}source_target_pairs = dense<{{\[\[}}1, 0], [2, 1], [3, 2]]>
// CHECK-NEXT:   stablehlo.concatenate %[[OWN]], %[[NEXT]], dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<3xi1>, tensor<3xf32>
// CHECK-NEXT:   %[[OUT:.*]] = stablehlo.slice %[[IN]] [0:3:2] : (tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:   sdy.return %[[OUT]] : tensor<2xf32>
// REPL-LABEL: func @strided_slice
// REPL: sdy.reshard %arg0 <@mesh4a, [{}]>
func.func @strided_slice(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %0 = stablehlo.slice %arg0 [1:12:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<12xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// Shardy's halo limit holds for dilated operands too: device 0's results
// read elements 6 and 7, of the block 3 places on (of 4), so the pad runs
// replicated.
// CHECK-LABEL: func @dilated_beyond_halo_limit
// CHECK-NOT:  sdy.manual_computation
// CHECK:      %[[IN:.*]] = sdy.reshard %arg0 <@mesh4a, [{}]> : tensor<8xf32>
// CHECK-NEXT: stablehlo.pad %[[IN]], %{{.*}}, low = [-12], high = [12], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{}]>]>}
// CHECK-NOT:  sdy.manual_computation
// CHECK:      return
func.func @dilated_beyond_halo_limit(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) -> (tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}) {
  %c = stablehlo.constant dense<-1.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [-12], high = [12], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  return %0 : tensor<15xf32>
}
