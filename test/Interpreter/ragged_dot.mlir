// chlo.ragged_dot's three modes run directly, against values worked out by
// hand; rows past the last group are 0.
// RUN: hlokit-run %s
// RUN: hlokit-opt --hlokit-legalize-chlo %s | hlokit-run -

// Mode 1, ragged rows: rows 0 | 1-2 | (3: no group) use rhs groups 0 | 1.
func.func @non_contracting() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %rhs = stablehlo.constant dense<[[[1.0], [1.0]], [[1.0], [0.0]]]> : tensor<2x2x1xf32>
  %gs = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xf32>, tensor<2x2x1xf32>, tensor<2xi64>) -> tensor<4x1xf32>
  check.expect_eq_const %0, dense<[[3.0], [3.0], [5.0], [0.0]]> : tensor<4x1xf32>
  func.return
}

// Mode 1 with one row of group sizes per batch.
func.func @non_contracting_per_batch() {
  %lhs = stablehlo.constant dense<1.0> : tensor<2x3x1xf64>
  %rhs = stablehlo.constant dense<[[[[10.0]], [[20.0]]], [[[30.0]], [[40.0]]]]> : tensor<2x2x1x1xf64>
  %gs = stablehlo.constant dense<[[1, 2], [3, 0]]> : tensor<2x2xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x3x1xf64>, tensor<2x2x1x1xf64>, tensor<2x2xi32>) -> tensor<2x3x1xf64>
  check.expect_eq_const %0, dense<[[[10.0], [30.0], [30.0]], [[20.0], [20.0], [20.0]]]> : tensor<2x3x1xf64>
  func.return
}

// Mode 2, ragged contraction: one sum per group, a leading group dimension.
func.func @contracting() {
  %lhs = stablehlo.constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>
  %rhs = stablehlo.constant dense<[[10], [20], [30], [40]]> : tensor<4x1xi32>
  %gs = stablehlo.constant dense<[1, 2, 1]> : tensor<3xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1]>
  } : (tensor<1x4xi32>, tensor<4x1xi32>, tensor<3xi64>) -> tensor<3x1x1xi32>
  check.expect_eq_const %0, dense<[[[10]], [[130]], [[160]]]> : tensor<3x1x1xi32>
  func.return
}

// Mode 3, ragged batch: batches past the groups' total are 0.
func.func @batch() {
  %lhs = stablehlo.constant dense<[[[1.0, 1.0]], [[2.0, 2.0]], [[3.0, 3.0]]]> : tensor<3x1x2xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x2x1xf32>
  %gs = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0]>
  } : (tensor<3x1x2xf32>, tensor<3x2x1xf32>, tensor<2xi64>) -> tensor<3x1x1xf32>
  check.expect_eq_const %0, dense<[[[2.0]], [[4.0]], [[0.0]]]> : tensor<3x1x1xf32>
  func.return
}

// `?` (bounded) rows: the first 3 of @non_contracting's 4 rows. The
// legalization masks with dynamic_iota.
func.func @non_contracting_dynamic_rows() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %d = stablehlo.set_dimension_size %lhs, %n, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %rhs = stablehlo.constant dense<[[[1.0], [1.0]], [[1.0], [0.0]]]> : tensor<2x2x1xf32>
  %gs = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%d, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<2x2x1xf32>, tensor<2xi64>) -> tensor<?x1xf32, #stablehlo.bounds<4, ?>>
  %rows = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x1xf32, #stablehlo.bounds<4, ?>>) -> tensor<i32>
  check.expect_eq_const %rows, dense<3> : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %first = stablehlo.dynamic_slice %0, %c, %c, sizes = [3, 1] : (tensor<?x1xf32, #stablehlo.bounds<4, ?>>, tensor<i32>, tensor<i32>) -> tensor<3x1xf32>
  check.expect_eq_const %first, dense<[[3.0], [3.0], [5.0]]> : tensor<3x1xf32>
  func.return
}

// A `?` contracting dimension on both sides: the rhs groups are taken with
// real_dynamic_slice and dynamic_reshape.
func.func @non_contracting_dynamic_contraction() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %rhs = stablehlo.constant dense<[[[1.0], [1.0]], [[1.0], [0.0]]]> : tensor<2x2x1xf32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %dl = stablehlo.set_dimension_size %lhs, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  %dr = stablehlo.set_dimension_size %rhs, %n, dim = 1 : (tensor<2x2x1xf32>, tensor<i32>) -> tensor<2x?x1xf32, #stablehlo.bounds<?, 2, ?>>
  %gs = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%dl, %dr, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x?xf32, #stablehlo.bounds<?, 2>>, tensor<2x?x1xf32, #stablehlo.bounds<?, 2, ?>>, tensor<2xi64>) -> tensor<4x1xf32>
  check.expect_eq_const %0, dense<[[3.0], [3.0], [5.0], [0.0]]> : tensor<4x1xf32>
  func.return
}

// A `?` ragged contraction (3 of 4 columns): the last group is empty.
func.func @contracting_dynamic() {
  %lhs = stablehlo.constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>
  %rhs = stablehlo.constant dense<[[10], [20], [30], [40]]> : tensor<4x1xi32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %dl = stablehlo.set_dimension_size %lhs, %n, dim = 1 : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x?xi32, #stablehlo.bounds<?, 4>>
  %dr = stablehlo.set_dimension_size %rhs, %n, dim = 0 : (tensor<4x1xi32>, tensor<i32>) -> tensor<?x1xi32, #stablehlo.bounds<4, ?>>
  %gs = stablehlo.constant dense<[1, 2, 1]> : tensor<3xi64>
  %0 = "chlo.ragged_dot"(%dl, %dr, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1]>
  } : (tensor<1x?xi32, #stablehlo.bounds<?, 4>>, tensor<?x1xi32, #stablehlo.bounds<4, ?>>, tensor<3xi64>) -> tensor<3x1x1xi32>
  check.expect_eq_const %0, dense<[[[10]], [[130]], [[0]]]> : tensor<3x1x1xi32>
  func.return
}

// A bounded `?` number of groups (2 of at most 3): the legalization
// unrolls to the bound, the padded groups empty.
func.func @non_contracting_dynamic_groups() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %rhs = stablehlo.constant dense<[[[1.0], [1.0]], [[1.0], [0.0]], [[9.0], [9.0]]]> : tensor<3x2x1xf32>
  %gs = stablehlo.constant dense<[1, 2, 5]> : tensor<3xi64>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %dgs = stablehlo.set_dimension_size %gs, %n, dim = 0 : (tensor<3xi64>, tensor<i32>) -> tensor<?xi64, #stablehlo.bounds<3>>
  %drhs = stablehlo.set_dimension_size %rhs, %n, dim = 0 : (tensor<3x2x1xf32>, tensor<i32>) -> tensor<?x2x1xf32, #stablehlo.bounds<3, ?, ?>>
  %0 = "chlo.ragged_dot"(%lhs, %drhs, %dgs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xf32>, tensor<?x2x1xf32, #stablehlo.bounds<3, ?, ?>>, tensor<?xi64, #stablehlo.bounds<3>>) -> tensor<4x1xf32>
  check.expect_eq_const %0, dense<[[3.0], [3.0], [5.0], [0.0]]> : tensor<4x1xf32>
  func.return
}

// A bounded `?` number of groups in a ragged contraction: the leading group
// dimension of the result is `?` too (3 of at most 4).
func.func @contracting_dynamic_groups() {
  %lhs = stablehlo.constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>
  %rhs = stablehlo.constant dense<[[10], [20], [30], [40]]> : tensor<4x1xi32>
  %gs = stablehlo.constant dense<[1, 2, 1, 9]> : tensor<4xi64>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %dgs = stablehlo.set_dimension_size %gs, %n, dim = 0 : (tensor<4xi64>, tensor<i32>) -> tensor<?xi64, #stablehlo.bounds<4>>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %dgs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1]>
  } : (tensor<1x4xi32>, tensor<4x1xi32>, tensor<?xi64, #stablehlo.bounds<4>>) -> tensor<?x1x1xi32, #stablehlo.bounds<4, ?, ?>>
  %groups = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x1x1xi32, #stablehlo.bounds<4, ?, ?>>) -> tensor<i32>
  check.expect_eq_const %groups, dense<3> : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %all = stablehlo.dynamic_slice %0, %c, %c, %c, sizes = [3, 1, 1] : (tensor<?x1x1xi32, #stablehlo.bounds<4, ?, ?>>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x1xi32>
  check.expect_eq_const %all, dense<[[[10]], [[130]], [[160]]]> : tensor<3x1x1xi32>
  func.return
}
