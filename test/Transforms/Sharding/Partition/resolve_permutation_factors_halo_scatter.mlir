// RUN: hlokit-opt %s -sdy-resolve-permutation-factors | FileCheck %s
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='enable-halo-exchange=false' | FileCheck %s --check-prefix=REPL
// RUN: hlokit-opt %s -sdy-resolve-permutation-factors='replica-count=2' | FileCheck %s --check-prefix=REPLICA

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4a = <["a"=4]>

// Windows of 3 every 2 padded by 1 before over 8 elements on 2 devices, the
// source (4 windows) whole. Device 0's block overlaps windows 0 to 2, which
// read elements [-1, 6); device 1's windows 2 and 3, [3, 8). Each gathers
// 7 elements from its first window's on (a halo of one element from device
// 0, two from device 1), takes its 3 windows of the source (padded so that
// device 1's lie inside), and a case by device id runs the op of its
// padding: device 0 cuts the element before the operand off and pads by
// one instead, device 1 runs its 2 windows over its first 5 elements; each
// pads the result back to 7 with the init value and keeps its block, from
// element 1 on.
// CHECK-LABEL: func @scatter
// CHECK:      sdy.manual_computation(%arg0, %arg1, %[[CST:.*]]) in_shardings=[<@mesh2, [{"x"}]>, <@mesh2, [{}]>, <@mesh2, []>] out_shardings=[<@mesh2, [{"x"}]>] manual_axes={"x"} (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<f32>) {
// CHECK-NEXT:   %[[H0:.*]] = stablehlo.slice %[[X]] [3:4] : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT:   %[[P0:.*]] = "stablehlo.collective_permute"(%[[H0]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1]]>
// CHECK-NEXT:   %[[H1:.*]] = stablehlo.slice %[[X]] [0:2] : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT:   %[[P1:.*]] = "stablehlo.collective_permute"(%[[H1]]) {{.*}}source_target_pairs = dense<{{\[\[}}1, 0]]>
// CHECK-NEXT:   stablehlo.concatenate %[[P0]], %[[X]], %[[P1]], dim = 0 : (tensor<1xf32>, tensor<4xf32>, tensor<2xf32>) -> tensor<7xf32>
// CHECK:        stablehlo.constant dense<[-1, 3]> : tensor<2xi64>
// CHECK:        %[[IN:.*]] = stablehlo.select {{.*}} : tensor<7xi1>, tensor<7xf32>
// CHECK-NEXT:   %[[SP:.*]] = stablehlo.pad %[[S]], %[[V]], low = [0], high = [3], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<7xf32>
// CHECK:        stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK:        %[[W:.*]] = stablehlo.dynamic_slice %[[SP]], %{{.*}}, sizes = [3] : (tensor<7xf32>, tensor<i64>) -> tensor<3xf32>
// CHECK:        stablehlo.constant dense<[0, 1]> : tensor<2xi64>
// CHECK:        %[[I64:.*]] = stablehlo.reshape
// CHECK-NEXT:   %[[I:.*]] = stablehlo.convert %[[I64]] : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT:   %[[R:.*]] = "stablehlo.case"(%[[I]]) ({
// CHECK-NEXT:     %[[IN0:.*]] = stablehlo.slice %[[IN]] [1:7] : (tensor<7xf32>) -> tensor<6xf32>
// CHECK-NEXT:     %[[L0:.*]] = "stablehlo.select_and_scatter"(%[[IN0]], %[[W]], %[[V]]) <{padding = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}>
// CHECK:          stablehlo.compare GE
// CHECK:          stablehlo.add
// CHECK:        }) : (tensor<6xf32>, tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT:     %[[B0:.*]] = stablehlo.pad %[[L0]], %[[V]], low = [1], high = [0], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<7xf32>
// CHECK-NEXT:     stablehlo.return %[[B0]] : tensor<7xf32>
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %[[W1:.*]] = stablehlo.slice %[[W]] [0:2] : (tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:     %[[IN1:.*]] = stablehlo.slice %[[IN]] [0:5] : (tensor<7xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %[[L1:.*]] = "stablehlo.select_and_scatter"(%[[IN1]], %[[W1]], %[[V]]) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}>
// CHECK:        }) : (tensor<5xf32>, tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT:     %[[B1:.*]] = stablehlo.pad %[[L1]], %[[V]], low = [0], high = [2], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<7xf32>
// CHECK-NEXT:     stablehlo.return %[[B1]] : tensor<7xf32>
// CHECK-NEXT:   }) : (tensor<i32>) -> tensor<7xf32>
// CHECK-NEXT:   %[[OUT:.*]] = stablehlo.slice %[[R]] [1:5] : (tensor<7xf32>) -> tensor<4xf32>
// CHECK-NEXT:   sdy.return %[[OUT]] : tensor<4xf32>
// CHECK-NEXT: } : (tensor<8xf32>, tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
// REPL-LABEL: func @scatter
// REPL: sdy.reshard %arg0 <@mesh2, [{}]>
// REPL-NOT: sdy.manual_computation
// REPLICA-LABEL: func @scatter
// REPLICA-NOT: stablehlo.partition_id
// REPLICA: stablehlo.replica_id
// REPLICA-NOT: stablehlo.partition_id
// REPLICA: sdy.return
func.func @scatter(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}, %arg1: tensor<4xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}) {
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

// No halo form: a source split along the windowed dimension (each device
// needs every window overlapping its block), windows of 7 over blocks of 2
// (beyond Shardy's halo limit); these run replicated.
// CHECK-LABEL: func @scatter_replicated
// CHECK-NOT:  sdy.manual_computation
// CHECK:      sdy.reshard %arg0 <@mesh2, [{}]>
// CHECK:      sdy.reshard %arg2 <@mesh4a, [{}]>
// CHECK-NOT:  sdy.manual_computation
// CHECK:      return
func.func @scatter_replicated(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}, %arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}]>}, %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh4a, [{"a"}]>}, %arg3: tensor<5xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
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
  %1 = "stablehlo.select_and_scatter"(%arg2, %arg3, %z) <{window_dimensions = array<i64: 7>, window_strides = array<i64: 1>, padding = dense<[[1, 2]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh4a, [{"a"}]>]>} : (tensor<8xf32>, tensor<5xf32>, tensor<f32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
