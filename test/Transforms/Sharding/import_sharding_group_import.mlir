// RUN: hlokit-opt %s -split-input-file -sdy-sharding-group-import | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-sharding-group-import --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

// Groups sharing a tensor merge; the merged groups are numbered in the
// order they are first met, and each keeps one op per tensor.
// CHECK-LABEL: func @unify
func.func @unify(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) {
  // CHECK-NEXT: sdy.sharding_group %arg0 group_id=0 : tensor<4xf32>
  // CHECK-NEXT: sdy.sharding_group %arg1 group_id=0 : tensor<4xf32>
  // CHECK-NEXT: sdy.sharding_group %arg2 group_id=1 : tensor<4xf32>
  // CHECK-NEXT: sdy.sharding_group %arg3 group_id=0 : tensor<4xf32>
  // CHECK-NEXT: return
  sdy.sharding_group %arg0 group_id=90 : tensor<4xf32>
  sdy.sharding_group %arg0 group_id=12 : tensor<4xf32>
  sdy.sharding_group %arg1 group_id=12 : tensor<4xf32>
  sdy.sharding_group %arg2 group_id=7 : tensor<4xf32>
  sdy.sharding_group %arg3 group_id=90 : tensor<4xf32>
  sdy.sharding_group %arg3 group_id=12 : tensor<4xf32>
  return
}

// -----

sdy.mesh @mesh = <["a"=2]>

// Values of one group in the same manual computation are fine.
// CHECK-LABEL: func @same_manual_computation
func.func @same_manual_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: sdy.sharding_group %arg1 group_id=0
  // CHECK: sdy.sharding_group %{{.*}} group_id=0
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<4xf32>
    sdy.sharding_group %arg1 group_id=5 : tensor<4xf32>
    sdy.sharding_group %1 group_id=5 : tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
