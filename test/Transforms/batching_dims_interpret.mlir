// The batching-dims RFC's gather and scatter examples, run by the
// interpreter as they are, expanded to the legacy form, and expanded then
// raised back: every run must give the results the RFC lists (a failed
// check makes hlokit-run fail). Also a legacy gather written the old way
// (iota first, broadcast and converted, clamped), run before and after
// raising.
// RUN: hlokit-run %s | FileCheck %s --allow-empty
// RUN: hlokit-opt %s --hlokit-expand-batching-dims | hlokit-run - | FileCheck %s --allow-empty
// RUN: hlokit-opt %s --hlokit-expand-batching-dims --hlokit-raise-batching-dims | hlokit-run - | FileCheck %s --allow-empty
// RUN: hlokit-opt %s --hlokit-raise-batching-dims | hlokit-run - | FileCheck %s --allow-empty
// RUN: hlokit-opt %s --hlokit-expand-batching-dims | FileCheck %s --check-prefix=EXPANDED
// RUN: hlokit-opt %s --hlokit-raise-batching-dims | FileCheck %s --check-prefix=RAISED
// CHECK-NOT: failed

// EXPANDED-NOT: batching_dims

func.func @gather() {
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
  check.expect_eq_const %result, dense<[[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]],
                                         [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]],
                                        [[[[1, 2], [3, 4]], [[13, 14], [15, 16]], [[21, 22], [23, 24]]],
                                         [[[43, 44], [45, 46]], [[33, 34], [35, 36]], [[27, 28], [29, 30]]]]]> : tensor<2x2x3x2x2xi32>
  func.return
}

func.func @scatter() {
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
  check.expect_eq_const %result, dense<[[[[3, 4], [6, 7], [6, 7], [7, 8]],
                                         [[9, 10], [11, 12], [15, 16], [17, 18]],
                                         [[17, 18], [19, 20], [22, 23], [24, 25]]],
                                        [[[25, 26], [28, 29], [30, 31], [31, 32]],
                                         [[35, 36], [38, 39], [38, 39], [39, 40]],
                                         [[41, 42], [44, 45], [46, 47], [47, 48]]]]> : tensor<2x3x4x2xi64>
  func.return
}

// Rows 0..2 of a 3x4 operand, each indexed by its own column (clamped to
// [0, 3] both by the clamp and by gather): result[b][j] = operand[b][idx].
// RAISED-LABEL: func.func @legacy_gather
// RAISED-NOT: stablehlo.iota
// RAISED: operand_batching_dims = [0], start_indices_batching_dims = [0]
func.func @legacy_gather() {
  %operand = stablehlo.constant dense<[[10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]> : tensor<3x4xi32>
  %indices = stablehlo.constant dense<[[[3], [0]], [[1], [9]], [[-2], [2]]]> : tensor<3x2x1xi32>
  %lo = stablehlo.constant dense<0> : tensor<i32>
  %hi = stablehlo.constant dense<3> : tensor<i32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi8>
  %batch = stablehlo.broadcast_in_dim %iota, dims = [0] : (tensor<3xi8>) -> tensor<3x2x1xi8>
  %wide = stablehlo.convert %batch : (tensor<3x2x1xi8>) -> tensor<3x2x1xi32>
  %concat = stablehlo.concatenate %wide, %indices, dim = 2 : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x2xi32>
  %clamped = stablehlo.clamp %lo, %concat, %hi : (tensor<i32>, tensor<3x2x2xi32>, tensor<i32>) -> tensor<3x2x2xi32>
  %result = "stablehlo.gather"(%operand, %clamped) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<3x2x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[13, 10], [21, 23], [30, 32]]> : tensor<3x2xi32>
  func.return
}
