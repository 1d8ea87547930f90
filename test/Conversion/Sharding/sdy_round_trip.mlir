// Shardy's attributes through their xla.sdy.* string form and back.
// RUN: hlokit-opt %s -xla-sdy-round-trip-export-shardy-attrs \
// RUN:   | FileCheck %s --check-prefix=EXPORT
// RUN: hlokit-opt %s -xla-sdy-round-trip-export-shardy-attrs \
// RUN:   -xla-sdy-stablehlo-export-shardings \
// RUN:   | hlokit-opt -xla-sdy-round-trip-import-shardy-attrs | FileCheck %s

// EXPORT: module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2, \22b\22=4]>}"}}
// EXPORT: sdy.mesh @mesh
// EXPORT-LABEL: func.func @main(
// EXPORT-SAME: %arg0: tensor<8x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}, {\22b\22}p1]>"}, sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}p1]>}
// EXPORT-NEXT: %[[S:.*]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"}, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// EXPORT-NEXT: %[[A:.*]] = stablehlo.add %[[S]], %[[S]] {mhlo.frontend_attributes = {xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>"}}
// EXPORT-NEXT: %[[R:.*]] = stablehlo.custom_call @xla.sdy.FuncResultSharding(%[[A]]) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}, {\22b\22, ?}]>]>"}}
// EXPORT-NEXT: return %[[R]], %arg1

// CHECK: sdy.mesh @mesh = <["a"=2, "b"=4]>
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}p1]>}, %arg1: tensor<8xf32>)
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b", ?}]>}, tensor<8xf32>)
// CHECK-NEXT: %[[S:.*]] = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[S]], %[[S]] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>}
// CHECK-NEXT: return %[[A]], %arg1
sdy.mesh @mesh = <["a"=2, "b"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}p1]>}, %arg1: tensor<8xf32>)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b", ?}]>}, tensor<8xf32>) {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
  return %1, %arg1 : tensor<8x8xf32>, tensor<8xf32>
}
