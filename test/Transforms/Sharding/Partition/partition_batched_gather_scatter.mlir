// A batched gather and a batched scatter whose arguments are split only
// along the batching dimension: --hlokit-partition gives each device its
// batches and no collective at all, and hlokit-run on 4 devices from the
// global inputs prints the one-process run's values.
// RUN: hlokit-opt --hlokit-partition %s | FileCheck %s
// RUN: hlokit-opt --hlokit-partition %s | FileCheck %s --check-prefix=NONE
// RUN: hlokit-run %s --args=@%S/Inputs/batched_gather_scatter_args.txt | FileCheck %s --check-prefix=EXEC
// RUN: hlokit-run %s --args=@%S/Inputs/batched_gather_scatter_args.txt --partitions 4 | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%arg0: tensor<1x6x3xf32>, %arg1: tensor<1x2x1xi32>, %arg2: tensor<1x2x3xf32>) -> (tensor<1x2x3xf32>, tensor<1x6x3xf32>)
// CHECK:         "stablehlo.gather"{{.*}} -> tensor<1x2x3xf32>
// CHECK:         "stablehlo.scatter"
// CHECK:         -> tensor<1x6x3xf32>
// NONE-NOT:      "stablehlo.{{all_reduce|all_gather|all_to_all|collective_permute|collective_broadcast|reduce_scatter}}"
// NONE-NOT:      stablehlo.partition_id

// EXEC-NOT:   process
// EXEC:       tensor<4x2x3xf32> {
// EXEC-NEXT:    [
// EXEC-NEXT:      [
// EXEC-NEXT:        [3.000000e+00, 4.000000e+00, 5.000000e+00],
// EXEC-NEXT:        [1.500000e+01, 1.600000e+01, 1.700000e+01]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [1.800000e+01, 1.900000e+01, 2.000000e+01],
// EXEC-NEXT:        [3.300000e+01, 3.400000e+01, 3.500000e+01]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [4.200000e+01, 4.300000e+01, 4.400000e+01],
// EXEC-NEXT:        [4.500000e+01, 4.600000e+01, 4.700000e+01]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [6.600000e+01, 6.700000e+01, 6.800000e+01],
// EXEC-NEXT:        [6.600000e+01, 6.700000e+01, 6.800000e+01]
// EXEC-NEXT:      ]
// EXEC-NEXT:    ]
// EXEC-NEXT:  }
// EXEC-NEXT:  tensor<4x6x3xf32> {
// EXEC-NEXT:    [
// EXEC-NEXT:      [
// EXEC-NEXT:        [0.000000e+00, 1.000000e+00, 2.000000e+00],
// EXEC-NEXT:        [1.010000e+02, 1.010000e+02, 1.010000e+02],
// EXEC-NEXT:        [6.000000e+00, 7.000000e+00, 8.000000e+00],
// EXEC-NEXT:        [9.000000e+00, 1.000000e+01, 1.100000e+01],
// EXEC-NEXT:        [1.200000e+01, 1.300000e+01, 1.400000e+01],
// EXEC-NEXT:        [1.010000e+02, 1.010000e+02, 1.010000e+02]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [1.020000e+02, 1.020000e+02, 1.020000e+02],
// EXEC-NEXT:        [2.100000e+01, 2.200000e+01, 2.300000e+01],
// EXEC-NEXT:        [2.400000e+01, 2.500000e+01, 2.600000e+01],
// EXEC-NEXT:        [2.700000e+01, 2.800000e+01, 2.900000e+01],
// EXEC-NEXT:        [3.000000e+01, 3.100000e+01, 3.200000e+01],
// EXEC-NEXT:        [1.020000e+02, 1.020000e+02, 1.020000e+02]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [3.600000e+01, 3.700000e+01, 3.800000e+01],
// EXEC-NEXT:        [3.900000e+01, 4.000000e+01, 4.100000e+01],
// EXEC-NEXT:        [1.030000e+02, 1.030000e+02, 1.030000e+02],
// EXEC-NEXT:        [1.030000e+02, 1.030000e+02, 1.030000e+02],
// EXEC-NEXT:        [4.800000e+01, 4.900000e+01, 5.000000e+01],
// EXEC-NEXT:        [5.100000e+01, 5.200000e+01, 5.300000e+01]
// EXEC-NEXT:      ],
// EXEC-NEXT:      [
// EXEC-NEXT:        [5.400000e+01, 5.500000e+01, 5.600000e+01],
// EXEC-NEXT:        [5.700000e+01, 5.800000e+01, 5.900000e+01],
// EXEC-NEXT:        [6.000000e+01, 6.100000e+01, 6.200000e+01],
// EXEC-NEXT:        [6.300000e+01, 6.400000e+01, 6.500000e+01],
// EXEC-NEXT:        [1.040000e+02, 1.040000e+02, 1.040000e+02],
// EXEC-NEXT:        [6.900000e+01, 7.000000e+01, 7.100000e+01]
// EXEC-NEXT:      ]
// EXEC-NEXT:    ]
// EXEC-NEXT:  }
// EXEC-NOT:   tensor

sdy.mesh @mesh = <["b"=4]>

// Per batch b: rows idx[b] of operand[b] (gather), and operand[b] with
// those rows replaced by the updates (scatter).
func.func @main(%operand: tensor<4x6x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}, {}]>},
                %indices: tensor<4x2x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}, {}]>},
                %updates: tensor<4x2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}, {}]>})
    -> (tensor<4x2x3xf32>, tensor<4x6x3xf32>) {
  %rows = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<4x6x3xf32>, tensor<4x2x1xi32>) -> tensor<4x2x3xf32>
  %set = "stablehlo.scatter"(%operand, %indices, %updates) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<4x6x3xf32>, tensor<4x2x1xi32>, tensor<4x2x3xf32>) -> tensor<4x6x3xf32>
  return %rows, %set : tensor<4x2x3xf32>, tensor<4x6x3xf32>
}
