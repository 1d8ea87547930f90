// RUN: hlokit-opt %s -split-input-file -hlokit-outline-manual-regions \
// RUN:   | FileCheck %s

// The region between the custom calls, with the constant only it uses,
// becomes @shmap_body; the custom calls stay around the call.
// CHECK-LABEL: func.func private @shmap_body(
// CHECK-SAME:      %[[A:.*]]: tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<2.000000e+00>
// CHECK-NEXT:    %[[M:.*]] = stablehlo.multiply %[[A]], %[[C]]
// CHECK-NEXT:    %[[P:.*]] = "stablehlo.collective_permute"(%[[M]])
// CHECK-NEXT:    return %[[P]]
// CHECK-LABEL: func.func @inline
// CHECK:         %[[S:.*]] = stablehlo.custom_call @Sharding(%arg0)
// CHECK-NEXT:    %[[L:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%[[S]])
// CHECK-NEXT:    %[[R:.*]] = call @shmap_body(%[[L]])
// CHECK-NEXT:    %[[E:.*]] = stablehlo.custom_call @Sharding(%[[R]])
// CHECK-NEXT:    %[[G:.*]] = stablehlo.custom_call @SPMDShardToFullShape(%[[E]])
// CHECK-NEXT:    return %[[G]]
func.func @inline(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<1x4xf32>
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  %2 = stablehlo.multiply %1, %c : tensor<1x4xf32>
  %3 = "stablehlo.collective_permute"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %4 = stablehlo.custom_call @Sharding(%3) {mhlo.sharding = "{manual}"} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<1x4xf32>) -> tensor<2x4xf32>
  return %5 : tensor<2x4xf32>
}

// -----

// Two entries that meet are one region with two arguments; its two exits
// are its two results, even when an exit comes before the second entry. A
// constant also used outside is copied into the body.
// CHECK-LABEL: func.func private @shmap_body(
// CHECK-SAME:      %[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<1.000000e+00>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.add %[[A]], %[[C]]
// CHECK-NEXT:    %[[M:.*]] = stablehlo.add %[[N]], %[[B]]
// CHECK-NEXT:    return %[[N]], %[[M]]
// CHECK-LABEL: func.func @two_entries
// CHECK:         %[[L0:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%arg0)
// CHECK:         %[[L1:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%arg1)
// CHECK-NEXT:    %[[R:.*]]:2 = call @shmap_body(%[[L0]], %[[L1]])
// CHECK-DAG:     stablehlo.custom_call @Sharding(%[[R]]#0)
// CHECK-DAG:     stablehlo.custom_call @Sharding(%[[R]]#1)
func.func @two_entries(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %c : tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDFullToShardShape(%arg1) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %5 = stablehlo.add %1, %4 : tensor<2xf32>
  %6 = stablehlo.custom_call @Sharding(%5) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %7 = stablehlo.custom_call @SPMDShardToFullShape(%6) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %3, %7, %c : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}

// -----

// Two regions that share nothing are two bodies.
// CHECK-LABEL: func.func private @shmap_body(
// CHECK:         stablehlo.negate
// CHECK-LABEL: func.func private @shmap_body_0(
// CHECK:         stablehlo.abs
// CHECK-LABEL: func.func @two_regions
// CHECK:         call @shmap_body(
// CHECK:         call @shmap_body_0(
func.func @two_regions(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %2 = stablehlo.negate %0 : tensor<2xf32>
  %3 = stablehlo.abs %1 : tensor<2xf32>
  %4 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  %6 = stablehlo.custom_call @Sharding(%3) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %7 = stablehlo.custom_call @SPMDShardToFullShape(%6) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %5, %7 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A shard_map already outlined is left as it is.
// CHECK-LABEL: func.func @outlined
// CHECK-NEXT:    stablehlo.custom_call @SPMDFullToShardShape
// CHECK-NEXT:    call @shmap_body(
// CHECK-LABEL: func.func private @shmap_body(
// CHECK-NEXT:    stablehlo.negate
// CHECK-NOT:   func.func
func.func @outlined(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %1 = call @shmap_body(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
