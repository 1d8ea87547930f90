// RUN: hlokit-opt %s -sdy-drop-sharding-rules | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>

// The rules go, the shardings stay.
// CHECK-LABEL: func @dot_then_negate
func.func @dot_then_negate(%arg0: tensor<8x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<8x16xf32> {
  // CHECK: stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} :
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=32}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  // CHECK: stablehlo.negate %0 : tensor<8x16xf32>
  %1 = stablehlo.negate %0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}>} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
// CHECK-NOT: sdy.sharding_rule
