// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A FORWARD barrier lets %arg0's "a" through to its result, but not the
// func result's "b" back to %arg1.
// CHECK-LABEL: func @barrier_forward
// CHECK-SAME:    %arg1: tensor<8xf32>)
func.func @barrier_forward(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>},
                           %arg1: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) {
  // CHECK: %[[N:.*]] = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  // CHECK: sdy.propagation_barrier %[[N]] allowed_direction=FORWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<8xf32>
  // CHECK: sdy.propagation_barrier %arg1 allowed_direction=FORWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %2 = sdy.propagation_barrier %arg1 allowed_direction=FORWARD : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Backward through a BACKWARD barrier, but not forward through it.
// CHECK-LABEL: func @barrier_backward
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}
// CHECK-SAME:    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}
func.func @barrier_backward(%arg0: tensor<8xf32>, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}]>}, tensor<8xf32>) {
  // CHECK: sdy.propagation_barrier %arg0 allowed_direction=BACKWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
  %0 = sdy.propagation_barrier %arg0 allowed_direction=BACKWARD : tensor<8xf32>
  // CHECK: %[[B:.*]] = sdy.propagation_barrier %arg1 allowed_direction=BACKWARD : tensor<8xf32>
  %1 = sdy.propagation_barrier %arg1 allowed_direction=BACKWARD : tensor<8xf32>
  // CHECK: stablehlo.negate %[[B]] : tensor<8xf32>
  %2 = stablehlo.negate %1 : tensor<8xf32>
  return %0, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// NONE blocks both ways.
// CHECK-LABEL: func @barrier_none
// CHECK-SAME:    (%arg0: tensor<8xf32>)
func.func @barrier_none(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) {
  // CHECK: sdy.propagation_barrier %arg0 allowed_direction=NONE {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A closed sharding constraint propagates both ways (its own sharding
// stays); an open one takes more axes.
// CHECK-LABEL: func @constraints
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}
func.func @constraints(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK: %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]>
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  // CHECK: %[[A:.*]] = stablehlo.abs %[[C]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
  %1 = stablehlo.abs %0 : tensor<8x8xf32>
  // CHECK: sdy.sharding_constraint %[[A]] <@mesh, [{"a", ?}, {"b"}]>
  %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {"b"}]> : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
