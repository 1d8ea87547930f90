// RUN: hlokit-opt %s -sdy-drop-sharding-and-mesh | FileCheck %s
// RUN: hlokit-opt %s -sdy-drop-sharding-and-mesh -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-NOT: sdy.mesh
// GENERIC-NOT: sdy.mesh
sdy.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func @drop
// CHECK-SAME: (%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %arg0, %arg1 : tensor<2x4xf32>
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %[[ADD]] {other = 1 : i32} : tensor<2x4xf32>
// CHECK-NEXT: return %[[NEG]]
// GENERIC-NOT: sdy.sharding
func.func @drop(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %arg1: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>})
    -> (tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<2x4xf32>
  %1 = stablehlo.negate %0 {other = 1 : i32, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
