// RUN: hlokit-opt %s -sdy-resolve-single-device-sharding -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -sdy-resolve-single-device-sharding='replica-count=2' -split-input-file | FileCheck %s --check-prefix=REPLICA
// RUN: hlokit-opt %s -sdy-resolve-single-device-sharding -split-input-file --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @dev3 = <[], device_ids=[3]>

// The op runs on device 3 only; the reshard of its result to replicated is
// the all_reduce over every axis, the reshard of its operand goes.
// CHECK-LABEL: func @on_one_device
// CHECK-SAME:    (%[[ARG0:.*]]: tensor<4xf32>
// CHECK-NEXT:    %[[ID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT:    %[[I:.*]] = stablehlo.convert %[[ID]] : (tensor<ui32>) -> tensor<i64>
// CHECK-NEXT:    %[[C3:.*]] = stablehlo.constant dense<3> : tensor<i64>
// CHECK-NEXT:    %[[ON:.*]] = stablehlo.compare EQ, %[[I]], %[[C3]] : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:    %[[IF:.*]]:2 = "stablehlo.if"(%[[ON]]) ({
// CHECK-NEXT:      %[[OP:.*]]:2 = stablehlo.custom_call @work(%[[ARG0]]) : (tensor<4xf32>) -> (tensor<4xf32>, !stablehlo.token)
// CHECK-NEXT:      stablehlo.return %[[OP]]#0, %[[OP]]#1 : tensor<4xf32>, !stablehlo.token
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT:      %[[T:.*]] = stablehlo.create_token
// CHECK-NEXT:      stablehlo.return %[[Z]], %[[T]] : tensor<4xf32>, !stablehlo.token
// CHECK-NEXT:    }) : (tensor<i1>) -> (tensor<4xf32>, !stablehlo.token)
// CHECK-NEXT:    %[[SUM:.*]] = sdy.all_reduce {"x", "y"} %[[IF]]#0 out_sharding=<@mesh, [{}]> : tensor<4xf32>
// CHECK-NEXT:    return %[[SUM]], %[[IF]]#1
// REPLICA-LABEL: func @on_one_device
// REPLICA-NEXT:  stablehlo.replica_id
func.func @on_one_device(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>})
    -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, !stablehlo.token) {
  %0 = sdy.reshard %arg0 <@dev3, []> : tensor<4xf32>
  %1:2 = stablehlo.custom_call @work(%0) {sdy.sharding = #sdy.sharding_per_value<[<@dev3, []>, <@mesh, []>]>} : (tensor<4xf32>) -> (tensor<4xf32>, !stablehlo.token)
  %2 = sdy.reshard %1#0 <@mesh, [{}]> : tensor<4xf32>
  return %2, %1#1 : tensor<4xf32>, !stablehlo.token
}

// -----

sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>

// A result used other than by a reshard to replicated reads the all_reduce;
// an integer's false branch gives integer zeros.
// CHECK-LABEL: func @other_uses
// CHECK:         %[[IF:.*]] = "stablehlo.if"
// CHECK:           stablehlo.constant dense<0> : tensor<2xi32>
// CHECK:         %[[SUM:.*]] = sdy.all_reduce {"x"} %[[IF]] out_sharding=<@mesh, [{}]> : tensor<2xi32>
// CHECK-NEXT:    %[[R:.*]] = sdy.reshard %[[SUM]] <@mesh, [{"x"}]>
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %[[SUM]], %[[SUM]]
// CHECK-NEXT:    return %[[R]], %[[ADD]]
func.func @other_uses(%arg0: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>} : tensor<2xi32>
  %1 = sdy.reshard %0 <@mesh, [{"x"}]> : tensor<2xi32>
  %2 = stablehlo.add %0, %0 : tensor<2xi32>
  return %1, %2 : tensor<2xi32>, tensor<2xi32>
}

// -----

sdy.mesh @dev0 = <[], device_ids=[0]>

// Without a global mesh nothing changes.
// CHECK-LABEL: func @no_global_mesh
// CHECK-NEXT:    stablehlo.iota dim = 0 {sdy.sharding
func.func @no_global_mesh() -> tensor<2xi32> {
  %0 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>} : tensor<2xi32>
  return %0 : tensor<2xi32>
}
