// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

// A gather from rows split over devices: indices clamped as the global
// gather clamps them, less the device's first row; rows the device does
// not hold become zeros for the all_reduce.
// CHECK-LABEL: func @gather_rows
// CHECK-SAME: (%arg0: tensor<2x2xf32> {{.*}}, %arg1: tensor<3x1xi32>) -> tensor<3x2xf32>
// CHECK: %[[MAX:.*]] = stablehlo.constant dense<3> : tensor<i64>
// CHECK: %[[OFF:.*]] = stablehlo.reshape {{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<3x1xi32>
// CHECK: %[[MAXI:.*]] = stablehlo.broadcast_in_dim {{.*}}, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
// CHECK: %[[CL:.*]] = stablehlo.clamp %[[ZERO]], %arg1, %[[MAXI]] : tensor<3x1xi32>
// CHECK: %[[OFFI:.*]] = stablehlo.broadcast_in_dim {{.*}}, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
// CHECK: %[[IDX:.*]] = stablehlo.subtract %[[CL]], %[[OFFI]] : tensor<3x1xi32>
// CHECK: %[[G:.*]] = "stablehlo.gather"(%arg0, %[[IDX]]) {{.*}} slice_sizes = array<i64: 1, 2>}> : (tensor<2x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
// CHECK: %[[LT:.*]] = stablehlo.compare LT
// CHECK: %[[GE:.*]] = stablehlo.compare GE
// CHECK: %[[IN:.*]] = stablehlo.and %[[GE]], %[[LT]] : tensor<3xi1>
// CHECK: %[[MASK:.*]] = stablehlo.broadcast_in_dim %[[IN]], dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
// CHECK: %[[KEPT:.*]] = stablehlo.select %[[MASK]], %[[G]], {{.*}} : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK: "stablehlo.all_reduce"(%[[KEPT]])

sdy.mesh @mesh = <["x"=2]>
func.func @gather_rows(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<3x1xi32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<4x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}]> : tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// Split columns the gather takes whole stay split.
// CHECK-LABEL: func @gather_whole_columns
// CHECK: "stablehlo.gather"(%arg0, %arg1) {{.*}} slice_sizes = array<i64: 1, 2>}> {{.*}} : (tensor<4x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
func.func @gather_whole_columns(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<3x1xi32>) -> (tensor<3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<4x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
