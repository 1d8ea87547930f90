// RUN: hlokit-opt %s -sdy-close-shardings | FileCheck %s
// RUN: hlokit-opt %s -sdy-close-shardings --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=4, "y"=2]>

// Function arguments and results, op results and sdy ops: every dimension
// closed, replicated axes dropped, unreduced axes and priorities kept (an
// empty dimension loses its priority).
// CHECK-LABEL: func @close(
// CHECK-SAME:    %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p1, {}]>}
// CHECK-SAME:    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}], unreduced={"y"}>})
func.func @close(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {?}p0], replicated={"y"}>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}], unreduced={"y"}>}) {
  // CHECK-NEXT: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2}, {"y"}]>]>}
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}, {"y", ?}], replicated={"x":(2)2}>]>} : tensor<8x16xf32>
  // CHECK-NEXT: sdy.sharding_constraint %{{.*}} <@mesh, [{}, {"x"}]>
  %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {"x", ?}]> : tensor<8x16xf32>
  // CHECK-NEXT: sdy.manual_computation(%{{.*}}) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>]
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%arg1: tensor<2x16xf32>) {
    sdy.return %arg1 : tensor<2x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
