// reduce, reduce_window, select_and_scatter, sort and dot_general through
// hlokit-run, with one-op regions (fast path) and general regions.
// RUN: hlokit-run %s

func.func @reduce_add() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %rows = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %rows, dense<[6, 15]> : tensor<2xi32>
  %all = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.maximum %b, %a : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %all, dense<6> : tensor<i32>
  func.return
}

// A two-op body goes through the general region evaluator: sum of squares.
func.func @reduce_general_body() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
    %sq = stablehlo.multiply %v, %v : tensor<f32>
    %s = stablehlo.add %acc, %sq : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %r, dense<14.0> : tensor<f32>
  func.return
}

// Variadic reduce: argmax with its index.
func.func @reduce_argmax() {
  %x = stablehlo.constant dense<[3.0, 9.0, 1.0, 9.0]> : tensor<4xf32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%x, %i, %ninf, %zero) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
    %k = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %v, %k : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  check.expect_eq_const %r#0, dense<9.0> : tensor<f32>
  check.expect_eq_const %r#1, dense<1> : tensor<i32>
  func.return
}

func.func @reduce_window() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}
     : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  check.expect_eq_const %r, dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %m = "stablehlo.reduce_window"(%x, %one) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.multiply %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x1xi64>
  check.expect_eq_const %m, dense<[[24], [360]]> : tensor<2x1xi64>
  func.return
}

func.func @select_and_scatter() {
  %operand = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %source = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>,
      padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>}
     : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  check.expect_eq_const %r, dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  func.return
}

func.func @sort() {
  %x = stablehlo.constant dense<[[3, 1, 2], [6, 5, 4]]> : tensor<2x3xi32>
  %asc = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %asc, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %down = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %down, dense<[[6, 5, 4], [3, 1, 2]]> : tensor<2x3xi32>
  // Two inputs, ordered by the second one descending (general comparator).
  %keys = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %vals = stablehlo.constant dense<[2.0, 7.0, 2.0, 5.0]> : tensor<4xf32>
  %s:2 = "stablehlo.sort"(%keys, %vals) ({
  ^bb0(%ka: tensor<i32>, %kb: tensor<i32>, %va: tensor<f32>, %vb: tensor<f32>):
    %gt = stablehlo.compare GT, %va, %vb : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  check.expect_eq_const %s#0, dense<[20, 40, 10, 30]> : tensor<4xi32>
  check.expect_eq_const %s#1, dense<[7.0, 5.0, 2.0, 2.0]> : tensor<4xf32>
  func.return
}

func.func @dot_general() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %b = stablehlo.constant dense<[[[1, 0], [0, 1]], [[1, 0], [0, 1]]]> : tensor<2x2x2xi64>
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %r, dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %n = stablehlo.constant dense<[[1.0, 0.5], [2.0, 0.0], [0.0, 1.0]]> : tensor<3x2xf32>
  %mn = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %mn, dense<[[5.0, 3.5], [14.0, 8.0]]> : tensor<2x2xf32>
  %outer = stablehlo.dot_general %m, %m, contracting_dims = [0] x [0] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  check.expect_eq_const %outer, dense<[[17.0, 22.0, 27.0], [22.0, 29.0, 36.0], [27.0, 36.0, 45.0]]> : tensor<3x3xf32>
  func.return
}
