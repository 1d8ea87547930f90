// RUN: hlokit-opt %s -sdy-remove-size-one-axes | FileCheck %s
// RUN: hlokit-opt %s -sdy-remove-size-one-axes --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The meshes keep their size one axes.
// CHECK: sdy.mesh @mesh = <["a"=1, "b"=2, "c"=4, "d"=1]>
sdy.mesh @mesh = <["a"=1, "b"=2, "c"=4, "d"=1]>

// CHECK-LABEL: func @shardings(
// CHECK-SAME:    {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {?}], replicated={"c"}>}
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"c"}>})
func.func @shardings(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {"d", ?}], replicated={"c"}>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}p1, {}], unreduced={"c", "d"}>}) {
  // An open dimension keeps its priority, a closed one left empty loses it.
  // CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}p0, {}]>]>}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}p0, {"d"}p2]>]>} : tensor<8x8xf32>
  // CHECK-NEXT: sdy.sharding_constraint %0 <mesh<["x"=1, "y"=2]>, [{"y"}, {}]>
  %1 = sdy.sharding_constraint %0 <mesh<["x"=1, "y"=2]>, [{"x", "y"}, {}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// The manual axes keep their size one axes.
// CHECK-LABEL: func @manual_computation
func.func @manual_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"a", "b"}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"a", "b"}]>] manual_axes={"a", "b"} (%arg1: tensor<4xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
