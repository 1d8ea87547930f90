// A scatter into an operand split along a dimension no index moves its
// windows along (they start at 0), whose updates hold the windows whole
// there and shorter than it (1 of 2): each device scatters the part of the
// windows that lands in its block (the updates, padded to the operand's
// size, cut to the block) and keeps its input where they do not reach.
// Run on 4 devices (interpreter.run_parallel) against the program without
// shardings. (Shardy's convert_global_to_local/stablehlo_scatter.mlir
// scatters the whole windows on every device, into the second block too.)
// RUN: split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local | sed '/^}$/d' > %t/all.mlir
// RUN: cat %t/part2.mlir >> %t/all.mlir
// RUN: echo '}' >> %t/all.mlir
// RUN: hlokit-run %t/all.mlir --entry main | FileCheck %s --allow-empty --check-prefix=NONE
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local | FileCheck %s

// NONE-NOT: error

// CHECK-LABEL: func.func @parallel
// CHECK: %[[REACHED:.*]] = stablehlo.compare LT, {{.*}} : (tensor<3x4x1xi64>, tensor<3x4x1xi64>) -> tensor<3x4x1xi1>
// CHECK: %[[PAD:.*]] = stablehlo.pad %arg2, {{.*}} high = [0, 0, 1]{{.*}} -> tensor<1x3x2xf32>
// CHECK: %[[UPD:.*]] = stablehlo.dynamic_slice %[[PAD]], {{.*}} sizes = [1, 3, 1]
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[IN:.*]], %arg1, %[[UPD]])
// CHECK: stablehlo.select %[[REACHED]], %[[S]], %[[IN]]

//--- part1.mlir
sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @sequential(%arg0: tensor<3x4x2xf32>, %arg1: tensor<2x3x2xi64>, %arg2: tensor<2x3x1xf32>) -> tensor<3x4x2xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4x2xf32>, tensor<2x3x2xi64>, tensor<2x3x1xf32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

func.func @parallel(%arg0: tensor<3x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}, %arg1: tensor<2x3x2xi64> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}, %arg2: tensor<2x3x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<3x4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"y"}]>]>} : (tensor<3x4x2xf32>, tensor<2x3x2xi64>, tensor<2x3x1xf32>) -> tensor<3x4x2xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}, {"y"}]> : tensor<3x4x2xf32>
  return %1 : tensor<3x4x2xf32>
}

//--- part2.mlir
func.func @main() {
  %iota = stablehlo.iota dim = 0 : tensor<24xf32>
  %input = stablehlo.reshape %iota : (tensor<24xf32>) -> tensor<3x4x2xf32>
  %indices = stablehlo.constant dense<[[[0, 1], [2, 3], [1, 1]], [[0, 1], [2, 0], [1, 2]]]> : tensor<2x3x2xi64>
  %updates = stablehlo.constant dense<[[[100.0], [200.0], [300.0]], [[1000.0], [2000.0], [3000.0]]]> : tensor<2x3x1xf32>
  %seq = func.call @sequential(%input, %indices, %updates) : (tensor<3x4x2xf32>, tensor<2x3x2xi64>, tensor<2x3x1xf32>) -> tensor<3x4x2xf32>
  %in0 = stablehlo.slice %input [0:3, 0:4, 0:1] : (tensor<3x4x2xf32>) -> tensor<3x4x1xf32>
  %in1 = stablehlo.slice %input [0:3, 0:4, 1:2] : (tensor<3x4x2xf32>) -> tensor<3x4x1xf32>
  %idx0 = stablehlo.slice %indices [0:1, 0:3, 0:2] : (tensor<2x3x2xi64>) -> tensor<1x3x2xi64>
  %idx1 = stablehlo.slice %indices [1:2, 0:3, 0:2] : (tensor<2x3x2xi64>) -> tensor<1x3x2xi64>
  %upd0 = stablehlo.slice %updates [0:1, 0:3, 0:1] : (tensor<2x3x1xf32>) -> tensor<1x3x1xf32>
  %upd1 = stablehlo.slice %updates [1:2, 0:3, 0:1] : (tensor<2x3x1xf32>) -> tensor<1x3x1xf32>
  // Devices (x, y): 0 = (0, 0), 1 = (0, 1), 2 = (1, 0), 3 = (1, 1).
  %par:4 = "interpreter.run_parallel"(%in0, %idx0, %upd0, %in1, %idx0, %upd0, %in0, %idx1, %upd1, %in1, %idx1, %upd1) {
    programs = [[@parallel, @parallel, @parallel, @parallel]]
  } : (tensor<3x4x1xf32>, tensor<1x3x2xi64>, tensor<1x3x1xf32>, tensor<3x4x1xf32>, tensor<1x3x2xi64>, tensor<1x3x1xf32>, tensor<3x4x1xf32>, tensor<1x3x2xi64>, tensor<1x3x1xf32>, tensor<3x4x1xf32>, tensor<1x3x2xi64>, tensor<1x3x1xf32>) -> (tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>)
  %seq0 = stablehlo.slice %seq [0:3, 0:4, 0:1] : (tensor<3x4x2xf32>) -> tensor<3x4x1xf32>
  %seq1 = stablehlo.slice %seq [0:3, 0:4, 1:2] : (tensor<3x4x2xf32>) -> tensor<3x4x1xf32>
  "check.expect_eq"(%par#0, %seq0) : (tensor<3x4x1xf32>, tensor<3x4x1xf32>) -> ()
  "check.expect_eq"(%par#1, %seq1) : (tensor<3x4x1xf32>, tensor<3x4x1xf32>) -> ()
  "check.expect_eq"(%par#2, %seq0) : (tensor<3x4x1xf32>, tensor<3x4x1xf32>) -> ()
  "check.expect_eq"(%par#3, %seq1) : (tensor<3x4x1xf32>, tensor<3x4x1xf32>) -> ()
  return
}
