// Data movement ops through hlokit-run.
// RUN: hlokit-run %s

func.func @iota_broadcast() {
  %i = stablehlo.iota dim = 1 : tensor<2x3xi32>
  check.expect_eq_const %i, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  %f = stablehlo.iota dim = 0 : tensor<3xf32>
  check.expect_eq_const %f, dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  // Runs of equal values: a leading, a middle and an empty dimension, and
  // the element kinds converted apart (bf16 through f32, complex).
  %lead = stablehlo.iota dim = 0 : tensor<2x3xbf16>
  check.expect_eq_const %lead, dense<[[0.0, 0.0, 0.0], [1.0, 1.0, 1.0]]> : tensor<2x3xbf16>
  %mid = stablehlo.iota dim = 1 : tensor<2x2x2xui8>
  check.expect_eq_const %mid, dense<[[[0, 0], [1, 1]], [[0, 0], [1, 1]]]> : tensor<2x2x2xui8>
  %c = stablehlo.iota dim = 0 : tensor<2xcomplex<f32>>
  check.expect_eq_const %c, dense<[(0.0, 0.0), (1.0, 0.0)]> : tensor<2xcomplex<f32>>
  %empty = stablehlo.iota dim = 0 : tensor<3x0xi32>
  check.expect_eq_const %empty, dense<> : tensor<3x0xi32>
  %x = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %b = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x1xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %b, dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>
  %s = stablehlo.constant dense<7> : tensor<i8>
  %bs = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i8>) -> tensor<2x2xi8>
  check.expect_eq_const %bs, dense<7> : tensor<2x2xi8>
  func.return
}

func.func @transpose_reshape_reverse() {
  %x = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]]]> : tensor<1x2x3xi32>
  %t = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>
  check.expect_eq_const %t, dense<[[[1], [4]], [[2], [5]], [[3], [6]]]> : tensor<3x2x1xi32>
  %r = stablehlo.reshape %x : (tensor<1x2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %v = stablehlo.reverse %r, dims = [1, 0] : tensor<3x2xi32>
  check.expect_eq_const %v, dense<[[6, 5], [4, 3], [2, 1]]> : tensor<3x2xi32>
  func.return
}

func.func @slice_concatenate_pad() {
  %x = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [10, 11, 12, 13, 14, 15, 16, 17], [20, 21, 22, 23, 24, 25, 26, 27]]> : tensor<3x8xi64>
  %s = stablehlo.slice %x [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %s, dense<[[14, 16], [24, 26]]> : tensor<2x2xi64>
  %e = stablehlo.slice %x [2:2, 0:8:2] : (tensor<3x8xi64>) -> tensor<0x4xi64>
  %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  %c = stablehlo.concatenate %s, %a, dim = 0 : (tensor<2x2xi64>, tensor<1x2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %c, dense<[[14, 16], [24, 26], [1, 2]]> : tensor<3x2xi64>
  %c2 = stablehlo.concatenate %s, %s, dim = 1 : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x4xi64>
  check.expect_eq_const %c2, dense<[[14, 16, 14, 16], [24, 26, 24, 26]]> : tensor<2x4xi64>
  %p = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %padded = stablehlo.pad %p, %zero, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  check.expect_eq_const %padded, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi32>
  %cut = stablehlo.pad %p, %zero, low = [-1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
  check.expect_eq_const %cut, dense<[[5]]> : tensor<1x1xi32>
  func.return
}

func.func @dynamic_slices() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %big = stablehlo.constant dense<5> : tensor<i64>
  %ds = stablehlo.dynamic_slice %x, %one, %big, sizes = [2, 2] : (tensor<3x3xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %ds, dense<[[5, 6], [8, 9]]> : tensor<2x2xi32>
  %u = stablehlo.constant dense<[[0, 0]]> : tensor<1x2xi32>
  %neg = stablehlo.constant dense<-4> : tensor<i64>
  %dus = stablehlo.dynamic_update_slice %x, %u, %big, %neg : (tensor<3x3xi32>, tensor<1x2xi32>, tensor<i64>, tensor<i64>) -> tensor<3x3xi32>
  check.expect_eq_const %dus, dense<[[1, 2, 3], [4, 5, 6], [0, 0, 9]]> : tensor<3x3xi32>
  %d = stablehlo.get_dimension_size %x, dim = 1 : (tensor<3x3xi32>) -> tensor<i32>
  check.expect_eq_const %d, dense<3> : tensor<i32>
  func.return
}
