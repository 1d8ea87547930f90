// RUN: hlokit-opt %s -split-input-file -sdy-sharding-group-import -verify-diagnostics

sdy.mesh @mesh = <["a"=2]>

func.func @crosses_manual_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  sdy.sharding_group %arg0 group_id=3 : tensor<8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"a"} (%arg1: tensor<8xf32>) {
    // expected-error @+1 {{ShardingGroupOps values cannot cross ManualComputationOp boundaries for groupId: 3}}
    sdy.sharding_group %arg1 group_id=3 : tensor<8xf32>
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @different_shapes(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) {
  sdy.sharding_group %arg0 group_id=23 : tensor<8xf32>
  // expected-error @+1 {{ShardingGroupOps values must have the same shape for groupId: 23}}
  sdy.sharding_group %arg1 group_id=23 : tensor<4xf32>
  return
}
