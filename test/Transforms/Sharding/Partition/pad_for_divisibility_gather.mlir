// RUN: hlokit-opt %s -sdy-pad-for-divisibility | FileCheck %s
// A gather whose operand is padded along a dimension its slices take whole
// (and no index moves) takes the padded slice: the result's offset
// dimension is padded with it. Its values: differential_partition.py
// (gather_offset_padded, gather_batched).

sdy.mesh @mesh = <["x"=4]>

// CHECK-LABEL: func @gather_whole_padded_rows
// CHECK: %[[ROWS:.*]] = sdy.all_slice [{}, {"x"}] {{.*}} : tensor<7x8xf32>
// CHECK: "stablehlo.gather"(%[[ROWS]], %arg1) {{.*}} slice_sizes = array<i64: 1, 8>{{.*}} : (tensor<7x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
func.func @gather_whole_padded_rows(%arg0: tensor<7x5xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x5xf32> {
  %rows = sdy.all_slice [{}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<7x5xf32>
  %0 = "stablehlo.gather"(%rows, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<7x5xf32>, tensor<4x1xi32>) -> tensor<4x5xf32>
  %1 = sdy.all_gather [{}, {"x"}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<4x5xf32>
  return %1 : tensor<4x5xf32>
}
