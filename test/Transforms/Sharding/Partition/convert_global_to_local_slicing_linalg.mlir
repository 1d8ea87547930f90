// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s
// RUN: hlokit-opt %s -sdy-convert-global-to-local --mlir-print-op-generic | hlokit-opt | FileCheck %s
// Local forms of dynamic slicing, linear algebra and the optimization
// barrier (their values: differential_partition.py).

sdy.mesh @mesh = <["x"=2]>

// A split dimension taken whole: the device slices its block.
// CHECK-LABEL: func @dynamic_slice_whole
// CHECK-SAME: (%arg0: tensor<8x3xf32> {{.*}}, %arg1: tensor<i32>) -> (tensor<2x3xf32>
// CHECK: stablehlo.dynamic_slice %arg0, %arg1, %{{.*}}, sizes = [2, 3] {{.*}} : (tensor<8x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
func.func @dynamic_slice_whole(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %i: tensor<i32>) -> (tensor<2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  %j = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [2, 6] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// Part of a split dimension updated from a replicated update: the update
// padded by the global size, the block lining up with the device's, a mask
// of where the update reaches, the old elements elsewhere.
// CHECK-LABEL: func @dynamic_update_part
// CHECK-SAME: (%arg0: tensor<4x6xf32> {{.*}}, %arg1: tensor<3x6xf32>, %arg2: tensor<i32>) -> (tensor<4x6xf32>
// CHECK: stablehlo.clamp
// CHECK: %[[PAD:.*]] = stablehlo.pad %arg1, %{{.*}}, low = [8, 0], high = [8, 0], interior = [0, 0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<19x6xf32>
// CHECK: %[[BLOCK:.*]] = stablehlo.dynamic_slice %[[PAD]], {{.*}} sizes = [4, 6] : (tensor<19x6xf32>, tensor<i64>, tensor<i64>) -> tensor<4x6xf32>
// CHECK: %[[OLD:.*]] = stablehlo.dynamic_slice %arg0, {{.*}} sizes = [4, 6]
// CHECK: %[[MERGED:.*]] = stablehlo.select %{{.*}}, %[[BLOCK]], %[[OLD]] : tensor<4x6xi1>, tensor<4x6xf32>
// CHECK: stablehlo.dynamic_update_slice %arg0, %[[MERGED]]
func.func @dynamic_update_part(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<3x6xf32>, %i: tensor<i32>) -> (tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %j = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %i, %j {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x6xf32>, tensor<3x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// Batches of matrices split: each device solves its own.
// CHECK-LABEL: func @solve_batches
// CHECK: stablehlo.cholesky %arg0, lower = true {{.*}} : tensor<2x3x3xf32>
// CHECK: "stablehlo.triangular_solve"({{.*}} : (tensor<2x3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
// CHECK: stablehlo.optimization_barrier {{.*}} : tensor<2x3x1xf32>
func.func @solve_batches(%a: tensor<4x3x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}, %b: tensor<4x3x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<4x3x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) {
  %l = "stablehlo.cholesky"(%a) {lower = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>} : (tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
  %x = "stablehlo.triangular_solve"(%l, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>} : (tensor<4x3x3xf32>, tensor<4x3x1xf32>) -> tensor<4x3x1xf32>
  %y = "stablehlo.optimization_barrier"(%x) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>} : (tensor<4x3x1xf32>) -> tensor<4x3x1xf32>
  return %y : tensor<4x3x1xf32>
}
