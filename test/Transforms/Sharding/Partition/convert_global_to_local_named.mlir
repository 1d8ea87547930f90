// RUN: hlokit-opt %s -sdy-convert-global-to-local | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A named computation stays, on local types.
// CHECK-LABEL: func @named
// CHECK-NEXT: %[[N:.*]] = sdy.named_computation<"body">(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%[[A:.*]]: tensor<2x4xf32>) {
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[A]] {{.*}} : tensor<2x4xf32>
// CHECK-NEXT: sdy.return %[[T]] : tensor<2x4xf32>
// CHECK-NEXT: } : (tensor<2x4xf32>) -> tensor<2x4xf32>
func.func @named(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = sdy.named_computation<"body">(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%arg1: tensor<4x4xf32>) {
    %1 = stablehlo.tanh %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<4x4xf32>
    sdy.return %1 : tensor<4x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
