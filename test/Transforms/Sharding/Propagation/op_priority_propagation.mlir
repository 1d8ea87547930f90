// RUN: hlokit-opt %s -split-input-file -sdy-op-priority-propagate | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-op-priority-propagate=run-op-priority-propagation=false | FileCheck %s --check-prefix=NOOP

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The add passes "b" from %arg1 to %0 in the first step; the broadcast
// would pass "a" forward only in the last one, by when %0 conflicts with it.
// In one aggressive propagation the broadcast, visited first, wins.
// CHECK-LABEL: func @broadcast_forward_last
// NOOP-LABEL: func @broadcast_forward_last
func.func @broadcast_forward_last(
    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>},
    %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>})
    -> tensor<8x4xf32> {
  // CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
  // NOOP: stablehlo.broadcast_in_dim %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
  // CHECK: stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
  %1 = stablehlo.add %0, %arg1 : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// An operand with two uses doesn't pass shardings in the first step: the
// single-use chain does, so %1 gets "b" from its user before "a" from %arg0.
// CHECK-LABEL: func @multi_use_later
// NOOP-LABEL: func @multi_use_later
func.func @multi_use_later(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
    -> (tensor<8xf32>, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}) {
  // CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  // CHECK: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  // NOOP: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = stablehlo.abs %arg0 : tensor<8xf32>
  // CHECK: stablehlo.exponential %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %2 = stablehlo.exponential %1 : tensor<8xf32>
  return %0, %2 : tensor<8xf32>, tensor<8xf32>
}
