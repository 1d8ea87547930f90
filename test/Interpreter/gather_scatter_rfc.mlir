// The gather and scatter examples of the batching-dims RFC; the
// printed results are exactly the ones the RFC lists.
// RUN: hlokit-run %s | FileCheck %s

// CHECK-LABEL: tensor<2x2x3x2x2xi32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [
// CHECK-NEXT:       [
// CHECK-NEXT:         [
// CHECK-NEXT:           [1, 2],
// CHECK-NEXT:           [3, 4]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [3, 4],
// CHECK-NEXT:           [5, 6]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [13, 14],
// CHECK-NEXT:           [15, 16]
// CHECK-NEXT:         ]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [
// CHECK-NEXT:           [33, 34],
// CHECK-NEXT:           [35, 36]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [35, 36],
// CHECK-NEXT:           [37, 38]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [41, 42],
// CHECK-NEXT:           [43, 44]
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       [
// CHECK-NEXT:         [
// CHECK-NEXT:           [1, 2],
// CHECK-NEXT:           [3, 4]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [13, 14],
// CHECK-NEXT:           [15, 16]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [21, 22],
// CHECK-NEXT:           [23, 24]
// CHECK-NEXT:         ]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [
// CHECK-NEXT:           [43, 44],
// CHECK-NEXT:           [45, 46]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [33, 34],
// CHECK-NEXT:           [35, 36]
// CHECK-NEXT:         ],
// CHECK-NEXT:         [
// CHECK-NEXT:           [27, 28],
// CHECK-NEXT:           [29, 30]
// CHECK-NEXT:         ]
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
func.func @gather() -> tensor<2x2x3x2x2xi32> {
  %operand = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]],
                                        [[9, 10], [11, 12], [13, 14], [15, 16]],
                                        [[17, 18], [19, 20], [21, 22], [23, 24]]],
                                       [[[25, 26], [27, 28], [29, 30], [31, 32]],
                                        [[33, 34], [35, 36], [37, 38], [39, 40]],
                                        [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi32>
  %start_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]],
                                              [[0, 1], [1, 1], [0, 9]]],
                                             [[[0, 0], [2, 1], [2, 2]],
                                              [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [3, 4],
      collapsed_slice_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [1],
      start_index_map = [2, 1],
      index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>,
    indices_are_sorted = false
  } : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %result : tensor<2x2x3x2x2xi32>
}

// CHECK-LABEL: tensor<2x3x4x2xi64> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [
// CHECK-NEXT:       [
// CHECK-NEXT:         [3, 4],
// CHECK-NEXT:         [6, 7],
// CHECK-NEXT:         [6, 7],
// CHECK-NEXT:         [7, 8]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [9, 10],
// CHECK-NEXT:         [11, 12],
// CHECK-NEXT:         [15, 16],
// CHECK-NEXT:         [17, 18]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [17, 18],
// CHECK-NEXT:         [19, 20],
// CHECK-NEXT:         [22, 23],
// CHECK-NEXT:         [24, 25]
// CHECK-NEXT:       ]
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       [
// CHECK-NEXT:         [25, 26],
// CHECK-NEXT:         [28, 29],
// CHECK-NEXT:         [30, 31],
// CHECK-NEXT:         [31, 32]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [35, 36],
// CHECK-NEXT:         [38, 39],
// CHECK-NEXT:         [38, 39],
// CHECK-NEXT:         [39, 40]
// CHECK-NEXT:       ],
// CHECK-NEXT:       [
// CHECK-NEXT:         [41, 42],
// CHECK-NEXT:         [44, 45],
// CHECK-NEXT:         [46, 47],
// CHECK-NEXT:         [47, 48]
// CHECK-NEXT:       ]
// CHECK-NEXT:     ]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
func.func @scatter() -> tensor<2x3x4x2xi64> {
  %input = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]],
                                      [[9, 10], [11, 12], [13, 14], [15, 16]],
                                      [[17, 18], [19, 20], [21, 22], [23, 24]]],
                                     [[[25, 26], [27, 28], [29, 30], [31, 32]],
                                      [[33, 34], [35, 36], [37, 38], [39, 40]],
                                      [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi64>
  %scatter_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]],
                                                [[0, 1], [1, 1], [0, 9]]],
                                               [[[0, 0], [2, 1], [2, 2]],
                                                [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %update = stablehlo.constant dense<1> : tensor<2x2x3x2x2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return %result : tensor<2x3x4x2xi64>
}
