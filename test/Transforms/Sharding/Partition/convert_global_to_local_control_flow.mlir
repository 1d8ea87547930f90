// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

sdy.mesh @mesh = <["x"=2]>

// The loop carries local types: its regions' arguments and results have
// the while's shardings.
// CHECK-LABEL: func @while_loop
// CHECK-SAME:    (%arg0: tensor<2x2xf32> {{.*}}) -> (tensor<2x2xf32>
// CHECK:         %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[V:.*]] = %arg0) : tensor<i64>, tensor<2x2xf32>
// CHECK:         %[[S:.*]] = stablehlo.add %[[V]], %[[V]] {{.*}} : tensor<2x2xf32>
// CHECK:         stablehlo.return %{{.*}}, %[[S]] : tensor<i64>, tensor<2x2xf32>
// CHECK:         return %[[W]]#1 : tensor<2x2xf32>
func.func @while_loop(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%i = %c0, %v = %arg0) : tensor<i64>, tensor<4x2xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {}]>]>}
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c1 : tensor<i64>
    %w = stablehlo.add %v, %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x2xf32>
    stablehlo.return %n, %w : tensor<i64>, tensor<4x2xf32>
  }
  return %0#1 : tensor<4x2xf32>
}

// Branches compute the device's blocks of the results.
// CHECK-LABEL: func @case_branches
// CHECK:         %[[C:.*]] = "stablehlo.case"(%arg1) ({
// CHECK-NEXT:      stablehlo.negate %arg0 {{.*}} : tensor<2x2xf32>
// CHECK:         }) {{.*}} : (tensor<i32>) -> tensor<2x2xf32>
func.func @case_branches(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<i32>) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = "stablehlo.case"(%arg1) ({
    %n = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x2xf32>
    stablehlo.return %n : tensor<4x2xf32>
  }, {
    stablehlo.return %arg0 : tensor<4x2xf32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<i32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// A call without shardings of its own gets the callee's result shardings.
// CHECK-LABEL: func @calls
// CHECK-NEXT:    %[[R:.*]] = call @callee(%arg0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:    return %[[R]] : tensor<2x2xf32>
func.func @calls(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = func.call @callee(%arg0) : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// CHECK-LABEL: func @callee
// CHECK-SAME:    (%arg0: tensor<2x2xf32> {{.*}}) -> (tensor<2x2xf32>
func.func @callee(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.exponential %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
