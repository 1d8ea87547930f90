// Inline shard_map regions that can't be one shard_map body.
// RUN: hlokit-opt %s -split-input-file -hlokit-outline-manual-regions \
// RUN:   -verify-diagnostics

func.func @uses_outside_value(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the inline shard_map region starting here uses a value computed outside it}}
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

func.func @value_escapes(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.negate %0 : tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  // expected-error @+1 {{uses a value of the inline shard_map region starting at}}
  return %3, %1 : tensor<4xf32>, tensor<2xf32>
}

// -----

func.func @no_exit(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{an inline shard_map region needs both an SPMDFullToShardShape and a @Sharding fed to SPMDShardToFullShape; this one has no exit}}
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.negate %0 : tensor<2xf32>
  return %arg0 : tensor<4xf32>
}

// -----

func.func @no_entry(%arg0: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{this one has no entry}}
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @SPMDShardToFullShape(%0) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @feeds_own_entry(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the inline shard_map region starting here feeds its own entries}}
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.negate %0 : tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDFullToShardShape(%3) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %5 = stablehlo.add %1, %4 : tensor<2xf32>
  %6 = stablehlo.custom_call @Sharding(%5) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %7 = stablehlo.custom_call @SPMDShardToFullShape(%6) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %7 : tensor<4xf32>
}
