// Sharding rules of gather and scatter. Per dimension of the slices (the
// gather's result, the scatter's updates): an offset dimension whole in the
// operand is a pass-through factor; a sliced one is replicated, or, for a
// gather of size-1 slices, a reduction of the operand. A batch dimension is
// the indices'; a batching dimension is one factor of operand, indices and
// slices. Then the collapsed dimensions (a gather's reductions), then the
// index vector dimension (replicated). A scatter's batch dimension the input
// lacks is a reduction when the update computation is add, multiply, max or
// min of the two values, else replicated.
// RUN: hlokit-opt %s --sdy-populate-op-sharding-rules | FileCheck %s

// CHECK-LABEL: func @gather_rows(
// CHECK: stablehlo.gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, j], [i, l])->([i, j]) {i=4, j=16, k=8, l=1} reduction={k} need_replication={l}>
func.func @gather_rows(%operand: tensor<8x16xf32>, %indices: tensor<4x1xi32>) -> tensor<4x16xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>} : (tensor<8x16xf32>, tensor<4x1xi32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func @gather_sliced_offset(
// CHECK: stablehlo.gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, k], [i, l])->([i, j, k]) {i=4, j=8, k=16, l=2} need_replication={j, k, l} blocked_propagation={j, k}>
func.func @gather_sliced_offset(%operand: tensor<8x16xf32>, %indices: tensor<4x2xi32>) -> tensor<4x2x8xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 8>} : (tensor<8x16xf32>, tensor<4x2xi32>) -> tensor<4x2x8xf32>
  return %0 : tensor<4x2x8xf32>
}

// CHECK-LABEL: func @gather_offset_size_one(
// CHECK: stablehlo.gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, l], [i, m])->([i, k, l]) {i=4, j=8, k=1, l=16, m=1} reduction={j} need_replication={k, m}>
func.func @gather_offset_size_one(%operand: tensor<8x16xf32>, %indices: tensor<4x1xi32>) -> tensor<4x1x16xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>} : (tensor<8x16xf32>, tensor<4x1xi32>) -> tensor<4x1x16xf32>
  return %0 : tensor<4x1x16xf32>
}

// CHECK-LABEL: func @gather_batching_dims(
// CHECK: stablehlo.gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([j, l, k], [i, j, m])->([i, j, k]) {i=5, j=3, k=16, l=8, m=1} reduction={l} need_replication={m}>
func.func @gather_batching_dims(%operand: tensor<3x8x16xf32>, %indices: tensor<5x3x1xi32>) -> tensor<5x3x16xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 16>} : (tensor<3x8x16xf32>, tensor<5x3x1xi32>) -> tensor<5x3x16xf32>
  return %0 : tensor<5x3x16xf32>
}

// CHECK-LABEL: func @gather_implicit_index_vector_dim(
// CHECK: stablehlo.gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, j], [i])->([i, j]) {i=4, j=16, k=8} reduction={k}>
func.func @gather_implicit_index_vector_dim(%operand: tensor<8x16xf32>, %indices: tensor<4xi32>) -> tensor<4x16xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>} : (tensor<8x16xf32>, tensor<4xi32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func @scatter_add(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, j], [i, l], [i, j])->([k, j]) {i=4, j=16, k=8, l=1} reduction={i} need_replication={l}>
func.func @scatter_add(%input: tensor<8x16xf32>, %indices: tensor<4x1xi32>, %updates: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @scatter_overwrite(
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, j], [i, l], [i, j])->([k, j]) {i=4, j=16, k=8, l=1} need_replication={i, l}>
func.func @scatter_overwrite(%input: tensor<8x16xf32>, %indices: tensor<4x1xi32>, %updates: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @scatter_sliced_window(
// CHECK: stablehlo.maximum{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([l, j], [i, m], [i, k])->([l, j]) {i=4, j=16, k=8, l=8, m=1} reduction={i} need_replication={j, k, m}>
func.func @scatter_sliced_window(%input: tensor<8x16xf32>, %indices: tensor<4x1xi32>, %updates: tensor<4x8xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func @scatter_batching_dims_variadic(
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: stablehlo.add{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>
// CHECK: }){{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, k], [i, l, k], [i, j, m], [i, j, k], [i, j, k])->([i, l, k], [i, l, k]) {i=3, j=5, k=16, l=8, m=1} reduction={j} need_replication={m}>
func.func @scatter_batching_dims_variadic(%in0: tensor<3x8x16xf32>, %in1: tensor<3x8x16xi32>, %indices: tensor<3x5x1xi32>, %up0: tensor<3x5x16xf32>, %up1: tensor<3x5x16xi32>) -> (tensor<3x8x16xf32>, tensor<3x8x16xi32>) {
  %0:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %1 = stablehlo.add %a, %c : tensor<f32>
    %2 = stablehlo.add %b, %d : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<3x8x16xf32>, tensor<3x8x16xi32>, tensor<3x5x1xi32>, tensor<3x5x16xf32>, tensor<3x5x16xi32>) -> (tensor<3x8x16xf32>, tensor<3x8x16xi32>)
  return %0#0, %0#1 : tensor<3x8x16xf32>, tensor<3x8x16xi32>
}

// CHECK-LABEL: func @dynamic_gather(
// CHECK: stablehlo.dynamic_gather{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([k, j], [i, l], [m])->([i, j]) {i=4, j=16, k=8, l=1, m=1} reduction={k} need_replication={l}>
func.func @dynamic_gather(%operand: tensor<8x16xf32>, %indices: tensor<4x1xi32>, %sizes: tensor<2xi32>) -> tensor<4x16xf32> {
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<2xi32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
