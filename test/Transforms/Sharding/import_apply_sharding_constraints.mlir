// RUN: hlokit-opt %s -sdy-apply-sharding-constraints | FileCheck %s
// RUN: hlokit-opt %s -sdy-apply-sharding-constraints --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A fully closed constraint on an input without a sharding is copied.
// CHECK-LABEL: func @applied(
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}
func.func @applied(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT: sdy.sharding_constraint %arg0
  // CHECK-NEXT: stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %1 = stablehlo.abs %0 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// Not copied: an open dimension, an existing sharding, or another
// constraint with a different sharding.
// CHECK-LABEL: func @not_applied(
// CHECK-SAME:    %arg0: tensor<8x8xf32>,
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>},
// CHECK-SAME:    %arg2: tensor<8x8xf32>)
func.func @not_applied(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}, %arg2: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %arg1 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %arg2 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %arg2 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  return %0, %1, %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// An edge target gets the constraint in all its uses instead, and keeps
// only the unreduced axes.
// CHECK-LABEL: func @edge_target
func.func @edge_target(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %arg0
  // CHECK-NEXT: %[[E:.*]] = sdy.data_flow_edge %[[B]] sharding=<@mesh, [{?}, {?}], unreduced={"b"}>
  // CHECK-NEXT: %[[C:.*]] = sdy.sharding_constraint %[[E]] <@mesh, [{"a"}, {}], unreduced={"b"}>
  // CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[C]]
  // CHECK-NEXT: return %[[C]], %[[N]]
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %1 <@mesh, [{"a"}, {}], unreduced={"b"}> : tensor<8x8xf32>
  return %3, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// A chain of constraints dictates the sharding of the uses after it.
// CHECK-LABEL: func @chain
func.func @chain(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %[[C0:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]>
  // CHECK-NEXT: %[[C1:.*]] = sdy.sharding_constraint %[[C0]] <@mesh, [{"a"}, {"b"}]>
  // CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[C1]]
  // CHECK-NEXT: return %arg0, %[[N]]
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
  %2 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %arg0, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// A manual computation's in sharding is a constraint on its operand.
// CHECK-LABEL: func @manual_computation
func.func @manual_computation(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<4x8xf32>) {
    sdy.return %arg1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
