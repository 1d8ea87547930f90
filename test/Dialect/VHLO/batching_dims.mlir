// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.1.0 --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-translate --serialize --target=1.1.0 %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK

// gather, dynamic_gather and scatter with batching dims are written as their
// _v2 ops (StableHLO 1.1.0) and read back; batching_dims_errors.mlir: before.

// CHECK: "vhlo.gather_v2"(%{{.*}}, %{{.*}}) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<2 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[1, 1, 8]> : tensor<3xi64>>, start_index_map = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}>
// BACK: "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}>
func.func @gather(%a: tensor<3x5x8xf32>, %i: tensor<3x4x1xi32>) -> tensor<3x4x8xf32> {
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>} : (tensor<3x5x8xf32>, tensor<3x4x1xi32>) -> tensor<3x4x8xf32>
  return %0 : tensor<3x4x8xf32>
}


// CHECK: "vhlo.dynamic_gather_v2"
// BACK: "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}>
func.func @dynamic_gather(%a: tensor<3x5x8xf32>, %i: tensor<3x4x1xi32>, %s: tensor<3xi32>) -> tensor<3x4x8xf32> {
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>} : (tensor<3x5x8xf32>, tensor<3x4x1xi32>, tensor<3xi32>) -> tensor<3x4x8xf32>
  return %0 : tensor<3x4x8xf32>
}


// CHECK: "vhlo.scatter_v2"
// CHECK-SAME: input_batching_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>
// CHECK-SAME: scatter_indices_batching_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>
// CHECK-SAME: unique_indices = #vhlo.bool_v1<false>
// BACK: "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>}>
func.func @scatter(%a: tensor<2x3x4x2xi32>, %i: tensor<2x2x3x2xi64>, %u: tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %y : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}
