// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline | FileCheck %s

sdy.mesh @mesh = <["a"=2]>

// The motivating case: a batched gather whose operand's batch dimension is
// sharded on "a" ends with operand, indices and result all sharded on "a"
// along the batch (batching dims are one factor in the gather's rule).
// CHECK-LABEL: func @batched_gather
// CHECK-SAME:    %arg0: tensor<4x10x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}
// CHECK-SAME:    %arg1: tensor<4x6x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}, {?}]>}
// CHECK-SAME:    -> (tensor<4x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}, {?}]>})
func.func @batched_gather(%operand: tensor<4x10x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>},
                          %indices: tensor<4x6x1xi32>) -> tensor<4x6x8xf32> {
  // CHECK: "stablehlo.gather"(%arg0, %arg1)
  // CHECK-SAME: {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}, {?}]>]>}
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
// p1's "b" takes part.
// CHECK-LABEL: func @import_then_propagate
func.func @import_then_propagate(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0, {?}]>},
                                 %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p1, {?}]>})
    -> tensor<8x8xf32> {
  // CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  // CHECK: %[[W:.*]] = stablehlo.while
  %1 = stablehlo.while(%iterArg = %0) : tensor<8x8xf32>
    cond {
    // CHECK: sdy.constant dense<true>
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    // CHECK: stablehlo.negate %iterArg {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
    %2 = stablehlo.negate %iterArg : tensor<8x8xf32>
    stablehlo.return %2 : tensor<8x8xf32>
  }
  // CHECK: sdy.data_flow_edge %[[W]] sharding=<@mesh, [{"a", ?}, {?}]>
  return %1 : tensor<8x8xf32>
}
