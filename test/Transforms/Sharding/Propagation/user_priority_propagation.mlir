// RUN: hlokit-opt %s -split-input-file -sdy-user-priority-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// p0 (or no priority) propagates before p1: "a" wins the add and its
// result; %arg1 keeps its "b" once p1 comes, without the priority.
// CHECK-LABEL: func @p0_before_p1
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}
// CHECK-SAME:    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
func.func @p0_before_p1(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0]>},
                        %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p1]>})
    -> tensor<8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Swapping the priorities swaps the winner.
// CHECK-LABEL: func @p1_after_p0
// CHECK-SAME:    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>})
func.func @p1_after_p0(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p3]>},
                       %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p2]>})
    -> tensor<8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Priorities are per dimension: dimension 0 at p0 and dimension 1 at p1
// don't conflict, both reach the result.
// CHECK-LABEL: func @per_dimension
func.func @per_dimension(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}p1]>})
    -> tensor<8x8xf32> {
  // CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
