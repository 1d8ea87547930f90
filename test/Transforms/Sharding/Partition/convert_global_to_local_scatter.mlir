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

// Updates split along their batch dimension: as Shardy, the first device
// of the group (its leader) keeps the operand, the other adds into zeros.
// CHECK-LABEL: func @scatter_split_updates
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: stablehlo.partition_id
// CHECK-NEXT: %[[ID:.*]] = stablehlo.convert
// CHECK-NEXT: %[[TABLE:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: %[[LEADER:.*]] = stablehlo.dynamic_slice %[[TABLE]], %[[ID]], sizes = [1] : (tensor<2xi1>, tensor<i64>) -> tensor<1xi1>
// CHECK-NEXT: %[[MASK:.*]] = stablehlo.broadcast_in_dim %[[LEADER]], dims = [0] : (tensor<1xi1>) -> tensor<4x2xi1>
// CHECK-NEXT: %[[ZEROS:.*]] = stablehlo.broadcast_in_dim %[[ZERO]], dims = [] : (tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT: %[[INIT:.*]] = stablehlo.select %[[MASK]], %arg0, %[[ZEROS]] : tensor<4x2xi1>, tensor<4x2xf32>
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

// A scatter taking the maximum starts the other devices from -inf (an
// integer minimum from the largest integer); every input of a variadic
// scatter is masked alike.
// CHECK-LABEL: func @scatter_split_updates_max_min
// CHECK-DAG: %[[NEG:.*]] = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-DAG: %[[BIG:.*]] = stablehlo.constant dense<2147483647> : tensor<i32>
// CHECK: %[[MASK:.*]] = stablehlo.broadcast_in_dim {{.*}}, dims = [0] : (tensor<1xi1>) -> tensor<4x2xi1>
// CHECK: %[[NEGS:.*]] = stablehlo.broadcast_in_dim %[[NEG]], dims = [] : (tensor<f32>) -> tensor<4x2xf32>
// CHECK: %[[A:.*]] = stablehlo.select %[[MASK]], %arg0, %[[NEGS]]
// CHECK: %[[BIGS:.*]] = stablehlo.broadcast_in_dim %[[BIG]], dims = [] : (tensor<i32>) -> tensor<4x2xi32>
// CHECK: %[[B:.*]] = stablehlo.select %[[MASK]], %arg1, %[[BIGS]]
// CHECK: "stablehlo.scatter"(%[[A]], %[[B]], %arg2, %arg3, %arg4)
func.func @scatter_split_updates_max_min(%arg0: tensor<4x2xf32>, %arg1: tensor<4x2xi32>, %arg2: tensor<2x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg3: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg4: tensor<2x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    %n = stablehlo.minimum %b, %d : tensor<i32>
    stablehlo.return %m, %n : tensor<f32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// Windows of one element along a split indexed dimension land in one
// block: the indices move into the device's block along it.
// CHECK-LABEL: func @scatter_window_of_one
// CHECK-SAME: (%arg0: tensor<4x2xf32> {{.*}}, %arg1: tensor<3x2xi32>, %arg2: tensor<3x1xf32>)
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-DAG: stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK: %[[OFF:.*]] = stablehlo.convert {{.*}} : (tensor<i64>) -> tensor<i32>
// CHECK: %[[Z1:.*]] = stablehlo.reshape %[[Z]] : (tensor<i32>) -> tensor<1xi32>
// CHECK: %[[O1:.*]] = stablehlo.reshape %[[OFF]] : (tensor<i32>) -> tensor<1xi32>
// CHECK: %[[V:.*]] = stablehlo.concatenate %[[Z1]], %[[O1]], dim = 0
// CHECK: %[[S:.*]] = stablehlo.broadcast_in_dim %[[V]], dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
// CHECK: %[[IDX:.*]] = stablehlo.subtract %arg1, %[[S]] : tensor<3x2xi32>
// CHECK: "stablehlo.scatter"(%arg0, %[[IDX]], %arg2)
func.func @scatter_window_of_one(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<3x2xi32>, %arg2: tensor<3x1xf32>) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<4x4xf32>, tensor<3x2xi32>, tensor<3x1xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
