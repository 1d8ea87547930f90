// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

// Rows split over devices: indices less the device's first row; updates
// of other blocks fall out of bounds, which scatter skips.
// CHECK-LABEL: func @scatter_rows
// CHECK-SAME: (%arg0: tensor<2x2xf32> {{.*}}, %arg1: tensor<3x1xi32>, %arg2: tensor<3x2xf32>) -> (tensor<2x2xf32>
// CHECK: stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK: %[[OFF64:.*]] = stablehlo.reshape {{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %[[OFF32:.*]] = stablehlo.convert %[[OFF64]] : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.broadcast_in_dim %[[OFF32]], dims = [] : (tensor<i32>) -> tensor<3x1xi32>
// CHECK: %[[IDX:.*]] = stablehlo.subtract %arg1, %[[OFF]] : tensor<3x1xi32>
// CHECK: "stablehlo.scatter"(%arg0, %[[IDX]], %arg2)
// CHECK: (tensor<2x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<2x2xf32>

// Updates split along their batch dimension: the first device of the group
// keeps the operand, the other adds into zeros.
// CHECK-LABEL: func @scatter_split_updates
// CHECK: stablehlo.constant dense<[0, 1]> : tensor<2xi64>
// CHECK: %[[IDX:.*]] = stablehlo.reshape {{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK: %[[FIRST:.*]] = stablehlo.compare EQ, %[[IDX]], {{.*}} : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK: %[[MASK:.*]] = stablehlo.broadcast_in_dim %[[FIRST]], dims = [] : (tensor<i1>) -> tensor<4x2xi1>
// CHECK: %[[INIT:.*]] = stablehlo.select %[[MASK]], %arg0, {{.*}} : tensor<4x2xi1>, tensor<4x2xf32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[INIT]], %arg1, %arg2)
// CHECK: (tensor<4x2xf32>, tensor<1x1xi32>, tensor<1x2xf32>) -> tensor<4x2xf32>
// CHECK: "stablehlo.all_reduce"(%[[S]])

sdy.mesh @mesh = <["x"=2]>
func.func @scatter_rows(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<3x1xi32>, %arg2: tensor<3x2xf32>) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<4x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @scatter_split_updates(%arg0: tensor<4x2xf32>, %arg1: tensor<2x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x2xf32> {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}
