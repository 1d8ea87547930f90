// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate -verify-diagnostics | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Members of a group share one sharding: the one a member has at the start,
// and what propagation later gives any of them.
// CHECK-LABEL: func @group_members_alike
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}
// CHECK-SAME:    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}
// CHECK-SAME:    %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}
func.func @group_members_alike(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                               %arg1: tensor<8xf32>, %arg2: tensor<8xf32>)
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) {
  sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8xf32>
  // CHECK: %[[N:.*]] = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %0 = stablehlo.negate %arg2 : tensor<8xf32>
  // %1 is grouped with %0, which gets "b" from the func result.
  // CHECK: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %1 = stablehlo.abs %arg0 : tensor<8xf32>
  sdy.sharding_group %0 group_id=1 : tensor<8xf32>
  sdy.sharding_group %1 group_id=1 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Members that start with different shardings: a warning, and an open
// sharding constraint on each member stands for it in the group; the
// constraints then end up alike.
// CHECK-LABEL: func @group_conflict
// expected-warning @+1 {{The initial operand shardings on the sharding groups of groupID: 0 do not match. Inserting an open sharding constraint to all constrained values.}}
func.func @group_conflict(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                          %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) -> tensor<8xf32> {
  // CHECK: %[[C1:.*]] = sdy.sharding_constraint %arg1 <@mesh, [{"b", ?}]>
  // CHECK: %[[C0:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"b", ?}]>
  // CHECK: sdy.sharding_group %[[C0]] group_id=0
  // CHECK: sdy.sharding_group %[[C1]] group_id=0
  // CHECK: return %[[C0]]
  sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8xf32>
  return %arg0 : tensor<8xf32>
}
