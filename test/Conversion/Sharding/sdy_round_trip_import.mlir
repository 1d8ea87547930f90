// The xla.sdy.* frontend attributes of a module exported with Shardy.
// RUN: hlokit-opt %s -split-input-file \
// RUN:   -xla-sdy-round-trip-import-shardy-attrs | FileCheck %s

// CHECK-LABEL: module @results
// CHECK-NOT: mhlo.frontend_attributes = {xla.sdy.meshes
// CHECK: sdy.mesh @mesh = <["a"=8, "b"=8]>
// CHECK-NEXT: sdy.mesh @other = <["c"=2]>
// CHECK-LABEL: func.func @func_results(
// CHECK-SAME: %arg0: tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}p2]>}
// CHECK-SAME: %arg1: tensor<32xi32> {mhlo.frontend_attributes = {other = "kept"}, sdy.sharding = #sdy.sharding<@mesh, [{"a"}p1]>}
// CHECK-SAME: -> (tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}p0]>}, tensor<32xi32> {sdy.sharding = #sdy.sharding<@other, [{"c"}]>})
// CHECK-NEXT: return %arg0, %arg1
module @results attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=8, \22b\22=8]>, other = \22#sdy.mesh<[\\\22c\\\22=2]>\22}"}} {
  func.func @func_results(
      %arg0: tensor<32xi32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22b\22}p2]>"}, mhlo.sharding = "{replicated}"},
      %arg1: tensor<32xi32> {mhlo.frontend_attributes = {other = "kept", xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}p1]>"}})
      -> (tensor<32xi32>, tensor<32xi32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%arg0) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}p0]>]>"}} : (tensor<32xi32>) -> tensor<32xi32>
    %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%arg1) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@other, [{\22c\22}]>]>"}} : (tensor<32xi32>) -> tensor<32xi32>
    return %0, %1 : tensor<32xi32>, tensor<32xi32>
  }
}

// -----

// A result sharding whose value is also used elsewhere stays as a
// constraint with open dims; `@Sharding` keeps its sharding, other ops drop
// theirs (XLA may have copied it onto an op of another shape); infeed keeps
// its mhlo.sharding.
// CHECK-LABEL: func.func @ops(
// CHECK-SAME: -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
// CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %arg0, %arg0 : tensor<8xf32>
// CHECK-NEXT: %[[SC:.*]] = stablehlo.custom_call @Sharding(%[[ADD]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}p2]>]>}
// CHECK-NEXT: %[[CONSTRAINT:.*]] = sdy.sharding_constraint %[[SC]] <@mesh, [{"a", ?}]> : tensor<8xf32>
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %[[CONSTRAINT]] : tensor<8xf32>
// CHECK-NEXT: stablehlo.infeed
// CHECK-SAME: mhlo.sharding = "{{[{][{]}}maximal device=0}, {maximal device=0}}"
// CHECK-NEXT: return %[[CONSTRAINT]]
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @ops(%arg0: tensor<8xf32>, %token: !stablehlo.token) -> tensor<8xf32> {
    %0 = stablehlo.add %arg0, %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}p1]>]>"}, mhlo.sharding = "{devices=[2]<=[2]}"} : tensor<8xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}p2]>]>"}} : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%1) {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<8xf32>) -> tensor<8xf32>
    %3 = stablehlo.negate %2 : tensor<8xf32>
    %4:2 = "stablehlo.infeed"(%token) {infeed_config = "", mhlo.sharding = "{{maximal device=0}, {maximal device=0}}"} : (!stablehlo.token) -> (tensor<8xf32>, !stablehlo.token)
    return %2 : tensor<8xf32>
  }
}

// -----

// A sharding rule is Shardy's #sdy.op_sharding_rule.
// CHECK-LABEL: func.func @rule(
// CHECK-NEXT: stablehlo.add %arg0, %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>} : tensor<8xf32>
func.func @rule(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %arg0, %arg0 {mhlo.frontend_attributes = {xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>"}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Without xla.sdy attributes only the mhlo.sharding strings go.
// CHECK-LABEL: func.func @plain(
// CHECK-SAME: %arg0: tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: stablehlo.negate %arg0 : tensor<8xf32>
func.func @plain(%arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {mhlo.sharding = "{replicated}"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
