// RUN: hlokit-opt %s -split-input-file -sdy-constant-or-scalar-merger | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-constant-or-scalar-merger --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Copies with the same value and sharding merge; a copy sharded otherwise,
// or with another value, stays.
// CHECK-LABEL: func @constants
func.func @constants() -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[A:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<1.000000e+00>
  // CHECK-NEXT: %[[B:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} dense<1.000000e+00>
  // CHECK-NEXT: %[[TWO:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<2.000000e+00>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[A]], %[[TWO]]
  %0 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<1.0> : tensor<8xf32>
  %1 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} dense<1.0> : tensor<8xf32>
  %2 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<1.0> : tensor<8xf32>
  %3 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<2.0> : tensor<8xf32>
  return %0, %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Scalar expansions of one operand with the same sharding merge (after
// their operand constants did); an expansion of a non-scalar never does.
// CHECK-LABEL: func @scalar_expansions
func.func @scalar_expansions(%arg0: tensor<f32>, %arg1: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  // CHECK-NEXT: %[[E0:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: %[[E1:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: %[[E2:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>}
  // CHECK-NEXT: %[[V0:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0]
  // CHECK-NEXT: %[[V1:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0]
  // CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[E0]], %[[E0]]
  // CHECK-NEXT: return %[[ADD]], %[[E1]], %[[E2]], %[[V0]], %[[V1]]
  %c0 = stablehlo.constant dense<1.0> : tensor<f32>
  %c1 = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %c0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %c1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<f32>) -> tensor<8xf32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} : (tensor<f32>) -> tensor<8xf32>
  %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
  %5 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
  %6 = stablehlo.add %0, %1 : tensor<8xf32>
  return %6, %2, %3, %4, %5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// Constants in different regions stay apart: merging would move a value
// across the region's boundary.
// CHECK-LABEL: func @regions
func.func @regions(%arg0: tensor<i1>) -> tensor<f32> {
  // CHECK: %[[OUTER:.*]] = sdy.constant dense<1.000000e+00>
  // CHECK: stablehlo.case
  // CHECK: %[[INNER:.*]] = sdy.constant dense<1.000000e+00>
  // CHECK: stablehlo.return %[[INNER]]
  // CHECK: stablehlo.return %[[OUTER]]
  %0 = sdy.constant dense<1.0> : tensor<f32>
  %i = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
  %1 = "stablehlo.case"(%i) ({
    %2 = sdy.constant dense<1.0> : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }, {
    stablehlo.return %0 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %1 : tensor<f32>
}
