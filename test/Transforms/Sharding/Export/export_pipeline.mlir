// RUN: hlokit-opt %s -sdy-add-data-flow-edges -sdy-export-pipeline | FileCheck %s
// RUN: hlokit-opt %s -sdy-add-data-flow-edges -sdy-export-pipeline='inline-meshes=false' | FileCheck %s --check-prefix=NOINLINE
// RUN: hlokit-opt %s -sdy-add-data-flow-edges -sdy-export-pipeline='avoid-export-for-partitioning=true' | FileCheck %s --check-prefix=AVOID
// RUN: hlokit-opt %s -sdy-add-data-flow-edges -sdy-export-pipeline='keep-sharding-rules=true' | FileCheck %s --check-prefix=RULES
// RUN: hlokit-opt %s -sdy-add-data-flow-edges -sdy-export-pipeline='dump-sharding-origins=true dump-propagation-edges=true' | FileCheck %s --check-prefix=DEBUG

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The constraint becomes a reshard, shardings close, the rule goes, and
// the mesh is written inline. Without the dump options the debug info
// stays, as in Shardy.
// CHECK-NOT: sdy.mesh
// CHECK-LABEL: func @main(
// CHECK-SAME: %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=2]>, [{"a"}, {}]>, sdy.sharding_origins = {a = "self"}}
// CHECK: stablehlo.add %arg0, %arg1 {sdy.propagation_edges = {{.*}}, sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=2, "b"=2]>, [{"a"}, {}]>]>} : tensor<8x8xf32>
// CHECK: sdy.reshard %0 <mesh<["a"=2, "b"=2]>, [{}, {"b"}]>
// NOINLINE: sdy.mesh @mesh = <["a"=2, "b"=2]>
// NOINLINE: sdy.reshard %0 <@mesh, [{}, {"b"}]>
// AVOID: sdy.mesh @mesh
// AVOID-NOT: sdy.reshard
// AVOID: sdy.sharding_constraint {{.*}} <@mesh, [{}, {"b"}]>
// RULES: stablehlo.add {{.*}}sdy.sharding_rule = #sdy.op_sharding_rule
// DEBUG-NOT: sharding_origins
// DEBUG-NOT: propagation_edges
// DEBUG: sdy.sharding_origin_name = "constraint_0"
// DEBUG-NOT: sharding_origins
// DEBUG-NOT: propagation_edges
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>, sdy.sharding_origins = {a = "self"}},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})
    -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"a" = operand-0 -> [result-0]}]}]>,
                                   sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>,
                                   sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"b"}]> {sdy.sharding_origin_name = "constraint_0"} : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
