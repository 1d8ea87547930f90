// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The device's block goes at its offset along "y" among zeros.
// CHECK-LABEL: func @sharded_to_unreduced
// CHECK-SAME:    (%arg0: tensor<1x2xf32>
// CHECK:         %[[TABLE:.*]] = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xi64>
// CHECK:         %[[IDX:.*]] = stablehlo.reshape %{{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT:    %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:    %[[U:.*]] = stablehlo.dynamic_update_slice %[[Z]], %arg0, %[[IDX]], %[[ZERO]] : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
// CHECK-NEXT:    return %[[U]] : tensor<2x2xf32>
func.func @sharded_to_unreduced(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) {
  %0 = sdy.sharded_to_unreduced [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// The first device along "y" of each group keeps the value.
// CHECK-LABEL: func @replicated_to_unreduced
// CHECK-SAME:    (%arg0: tensor<2x2xf32>
// CHECK:         %[[TABLE:.*]] = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xi64>
// CHECK:         %[[IDX:.*]] = stablehlo.reshape %{{.*}} : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT:    %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT:    %[[FIRST:.*]] = stablehlo.compare EQ, %[[IDX]], %[[ZERO]]
// CHECK-NEXT:    %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:    %[[S:.*]] = stablehlo.select %[[FIRST]], %arg0, %[[Z]] : tensor<i1>, tensor<2x2xf32>
// CHECK-NEXT:    return %[[S]] : tensor<2x2xf32>
func.func @replicated_to_unreduced(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) {
  %0 = sdy.replicated_to_unreduced {"y"} %arg0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
