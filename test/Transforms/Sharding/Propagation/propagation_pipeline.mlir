// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline='keep-sharding-rules=true' | FileCheck %s --check-prefix=RULES
// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline='avoid-export-for-partitioning=true' | FileCheck %s --check-prefix=AVOID
// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline='enable-insert-explicit-collectives=true' | FileCheck %s --check-prefix=COLL
// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline='update-non-divisible-input-output-shardings=false conservative-propagation=true dump-directory=/nonexistent debug-sharding-origins=true debug-propagation-edge-sharding=true' | FileCheck %s --check-prefix=NODIV

sdy.mesh @mesh = <["a"=2]>

// The motivating case: a batched gather whose operand's batch dimension is
// sharded on "a" ends with operand, indices and result all sharded on "a"
// along the batch (batching dims are one factor in the gather's rule).
// The export closes every sharding and drops the rules propagation used.
// CHECK-LABEL: func @batched_gather
// CHECK-SAME:    %arg0: tensor<4x10x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}
// CHECK-SAME:    %arg1: tensor<4x6x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}
// CHECK-SAME:    -> (tensor<4x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>})
// RULES-LABEL: func @batched_gather
// RULES:         "stablehlo.gather"{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule
func.func @batched_gather(%operand: tensor<4x10x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>},
                          %indices: tensor<4x6x1xi32>) -> tensor<4x6x8xf32> {
  // CHECK: "stablehlo.gather"(%arg0, %arg1)
  // CHECK-SAME: {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}, {}]>]>}
  // CHECK-NOT: sdy.sharding_rule
  %0 = "stablehlo.gather"(%operand, %indices) <{
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1],
      operand_batching_dims = [0], start_indices_batching_dims = [0],
      start_index_map = [1], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1, 8>}> : (tensor<4x10x8xf32>, tensor<4x6x1xi32>) -> tensor<4x6x8xf32>
  return %0 : tensor<4x6x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The import runs first (constants become sdy.constant, the while gets a
// data flow edge), then user priorities apply: p0's "a" wins the add before
// p1's "b" takes part. The export gives the edge's sharding back to the
// while and closes the shardings.
// CHECK-LABEL: func @import_then_propagate
// AVOID-LABEL: func @import_then_propagate
func.func @import_then_propagate(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0, {?}]>},
                                 %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p1, {?}]>})
    -> tensor<8x8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  // CHECK: %[[W:.*]] = stablehlo.while{{.*}}attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
  %1 = stablehlo.while(%iterArg = %0) : tensor<8x8xf32>
    cond {
    // CHECK: sdy.constant dense<true>
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    // CHECK: stablehlo.negate %iterArg {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
    %2 = stablehlo.negate %iterArg : tensor<8x8xf32>
    stablehlo.return %2 : tensor<8x8xf32>
  }
  // CHECK-NOT: sdy.data_flow_edge
  // CHECK: return %[[W]]
  return %1 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A constraint becomes a reshard and a group goes, unless the module is
// kept for another round of propagation; with explicit collectives the
// reshard becomes the collectives it stands for.
// CHECK-LABEL: func @constraint_and_group
// AVOID-LABEL: func @constraint_and_group
// COLL-LABEL:  func @constraint_and_group
func.func @constraint_and_group(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{"b"}, {}]>
  // CHECK-NEXT: stablehlo.abs %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}
  // AVOID-NEXT: %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"b"}, {}]>
  // AVOID-NEXT: sdy.sharding_group %[[C]] group_id=0
  // COLL-NEXT:  %[[P:.*]] = sdy.collective_permute %arg0 out_sharding=<@mesh, [{"b"}, {}]>
  // COLL-NEXT:  stablehlo.abs %[[P]]
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"b"}, {}]> : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 7 : tensor<8x8xf32>
  %1 = stablehlo.abs %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=4, "b"=2]>

// The main function's inputs and outputs end evenly sharded, along whole
// axes ("a" doesn't divide 6; its sub-axis of size 2 would, but sub-axes
// are removed too); inside, the add keeps what propagation gave it.
// CHECK-LABEL: func @main(
// CHECK-SAME:    %arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}
// CHECK-SAME:    -> (tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>})
// NODIV-LABEL: func @main(
// NODIV-SAME:    %arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}
func.func @main(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>}) -> tensor<6x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// Copies of the same constant sharded alike are one constant again.
// CHECK-LABEL: func @merged_constants
func.func @merged_constants(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<1.000000e+00>
  // CHECK-NEXT: stablehlo.add %arg0, %[[C]]
  // CHECK-NEXT: stablehlo.multiply %arg0, %[[C]]
  %c = stablehlo.constant dense<1.0> : tensor<8xf32>
  %0 = stablehlo.add %arg0, %c : tensor<8xf32>
  %1 = stablehlo.multiply %arg0, %c : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
