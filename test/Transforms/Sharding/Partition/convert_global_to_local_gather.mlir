// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

// A gather from rows split over devices, as Shardy localizes it: indices
// clamped into the global operand, less the device's first row; an index
// vector outside the device's rows (first to last) gives zeros for the
// all_reduce.
// CHECK-LABEL: func @gather_rows
// CHECK-SAME: (%arg0: tensor<2x2xf32> {{.*}}, %arg1: tensor<3x1xi32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<3x1xi32>
// CHECK-NEXT: %[[MAX:.*]] = stablehlo.constant dense<3> : tensor<3x1xi32>
// CHECK-NEXT: %[[CL:.*]] = stablehlo.clamp %[[ZERO]], %arg1, %[[MAX]] : tensor<3x1xi32>
// CHECK-NEXT: stablehlo.partition_id
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.constant dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT: stablehlo.dynamic_slice
// CHECK-NEXT: %[[OFF64:.*]] = stablehlo.reshape {{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.convert %[[OFF64]] : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[LAST:.*]] = stablehlo.add %[[OFF]], %[[ONE]] : tensor<i32>
// CHECK-NEXT: %[[OFFI:.*]] = stablehlo.broadcast_in_dim %[[OFF]], dims = [] : (tensor<i32>) -> tensor<3x1xi32>
// CHECK-NEXT: %[[LASTI:.*]] = stablehlo.broadcast_in_dim %[[LAST]], dims = [] : (tensor<i32>) -> tensor<3x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.subtract %[[CL]], %[[OFFI]] : tensor<3x1xi32>
// CHECK-NEXT: %[[GE:.*]] = stablehlo.compare GE, %[[CL]], %[[OFFI]]
// CHECK-NEXT: %[[LE:.*]] = stablehlo.compare LE, %[[CL]], %[[LASTI]]
// CHECK-NEXT: %[[IN:.*]] = stablehlo.and %[[GE]], %[[LE]] : tensor<3x1xi1>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%arg0, %[[IDX]]) {{.*}} slice_sizes = array<i64: 1, 2>}> : (tensor<2x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[TRUE:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: %[[ROW:.*]] = stablehlo.reduce(%[[IN]] init: %[[TRUE]]) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[MASK:.*]] = stablehlo.broadcast_in_dim %[[ROW]], dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: %[[KEPT:.*]] = stablehlo.select %[[MASK]], %[[G]], %[[Z]] : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[KEPT]])

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
