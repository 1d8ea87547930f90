// JAX's shard_map custom calls to sdy.manual_computation and back.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -xla-sdy-shard-map-import | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -xla-sdy-shard-map-import -hlokit-sdy-shard-map-export \
// RUN:   -xla-sdy-stablehlo-export-shardings | FileCheck %s --check-prefix=BACK

// CHECK: sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=2]>
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[MC:.*]]:2 = sdy.manual_computation(%arg0, %arg1)
// CHECK-SAME: in_shardings=[<@mesh, [{"_axis_0"}, {}], replicated={"_axis_1"}>, <@mesh, [{"_axis_0", "_axis_1"}]>]
// CHECK-SAME: out_shardings=[<@mesh, [{"_axis_0"}, {"_axis_1"}]>, <@mesh, [{}], replicated={"_axis_0", "_axis_1"}>]
// CHECK-SAME: manual_axes={"_axis_0", "_axis_1"}
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<2xf32>) {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[A]] : tensor<4x8xf32>
// CHECK-NEXT: sdy.return %[[N]], %[[B]] : tensor<4x8xf32>, tensor<2xf32>
// CHECK-NEXT: } : (tensor<8x8xf32>, tensor<8xf32>) -> (tensor<8x16xf32>, tensor<2xf32>)
// CHECK-NEXT: return %[[MC]]#0, %[[MC]]#1
// CHECK-NOT: shmap_body
// BACK-LABEL: func.func @main(
// BACK-NEXT: %[[S0:.*]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// BACK-NEXT: %[[L0:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%[[S0]]) {mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
// BACK-NEXT: %[[S1:.*]] = stablehlo.custom_call @Sharding(%arg1) {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xf32>) -> tensor<8xf32>
// BACK-NEXT: %[[L1:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%[[S1]]) {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<2xf32>
// BACK-NEXT: %[[R:.*]]:2 = call @shmap_body(%[[L0]], %[[L1]]) : (tensor<4x8xf32>, tensor<2xf32>) -> (tensor<4x8xf32>, tensor<2xf32>)
// BACK-NEXT: %[[M0:.*]] = stablehlo.custom_call @Sharding(%[[R]]#0) {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
// BACK-NEXT: %[[G0:.*]] = stablehlo.custom_call @SPMDShardToFullShape(%[[M0]]) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x8xf32>) -> tensor<8x16xf32>
// BACK-NEXT: %[[M1:.*]] = stablehlo.custom_call @Sharding(%[[R]]#1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
// BACK-NEXT: %[[G1:.*]] = stablehlo.custom_call @SPMDShardToFullShape(%[[M1]]) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
// BACK-NEXT: return %[[G0]], %[[G1]]
// BACK: func.func private @shmap_body(%arg0: tensor<4x8xf32>, %arg1: tensor<2xf32>) -> (tensor<4x8xf32>, tensor<2xf32>) {
// BACK-NEXT: stablehlo.negate %arg0
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>) -> (tensor<8x16xf32>, tensor<2xf32>) {
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.custom_call @Sharding(%arg1) {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xf32>) -> tensor<8xf32>
  %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<2xf32>
  %4:2 = call @shmap_body(%1, %3) : (tensor<4x8xf32>, tensor<2xf32>) -> (tensor<4x8xf32>, tensor<2xf32>)
  %5 = stablehlo.custom_call @Sharding(%4#0) {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x8xf32>) -> tensor<8x16xf32>
  %7 = stablehlo.custom_call @Sharding(%4#1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  return %6, %8 : tensor<8x16xf32>, tensor<2xf32>
}
func.func private @shmap_body(%arg0: tensor<4x8xf32>, %arg1: tensor<2xf32>) -> (tensor<4x8xf32>, tensor<2xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<4x8xf32>
  return %0, %arg1 : tensor<4x8xf32>, tensor<2xf32>
}

// -----

// An unused result is dropped; two calls of one body each get a copy.
// CHECK-LABEL: func.func @twice(
// CHECK: sdy.manual_computation(%arg0)
// CHECK: sdy.return %{{.*}} : tensor<4xf32>
// CHECK-NEXT: } : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: sdy.manual_computation(%arg0)
// CHECK-NOT: func.func private @shmap_body
func.func @twice(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<4xf32>
  %2:2 = call @shmap_body_1(%1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %3 = stablehlo.custom_call @Sharding(%2#0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<8xf32>
  %5:2 = call @shmap_body_1(%1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %6 = stablehlo.custom_call @Sharding(%5#1) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  %7 = stablehlo.custom_call @SPMDShardToFullShape(%6) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<8xf32>
  return %4, %7 : tensor<8xf32>, tensor<8xf32>
}
func.func private @shmap_body_1(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0, %arg0 : tensor<4xf32>, tensor<4xf32>
}
