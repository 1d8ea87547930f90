// fft, cholesky, triangular_solve and the batch_norm ops, every attribute
// combination, checked against values worked by hand (or with NumPy).
// RUN: hlokit-run %s

func.func @fft_complex() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  %f = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (-2.0, -2.0)]> : tensor<4xcomplex<f32>>
  %i = stablehlo.fft %f, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %i, dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// Lengths that are not powers of two go through Bluestein's algorithm.
func.func @fft_odd_length() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]> : tensor<3xcomplex<f64>>
  %f = stablehlo.fft %x, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %f, dense<[(6.0, 0.0), (-1.5, 0.8660254037844386), (-1.5, -0.8660254037844386)]> : tensor<3xcomplex<f64>>
  func.return
}

func.func @fft_two_dims() {
  %x = stablehlo.constant dense<[[(1.0, 0.0), (2.0, 0.0)], [(3.0, 0.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %f = stablehlo.fft %x, type = FFT, length = [2, 2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  // A batch of 1-D transforms over the last dimension only.
  %b = stablehlo.fft %x, type = FFT, length = [2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %b, dense<[[(3.0, 0.0), (-1.0, 0.0)], [(7.0, 0.0), (-1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

func.func @fft_real() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>
  %i = stablehlo.fft %f, type = IRFFT, length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
  check.expect_almost_eq_const %i, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  // An odd length keeps (5 / 2 + 1) = 3 entries and round-trips.
  %y = stablehlo.constant dense<[1.0, 0.0, -1.0, 2.0, 5.0]> : tensor<5xf64>
  %g = stablehlo.fft %y, type = RFFT, length = [5] : (tensor<5xf64>) -> tensor<3xcomplex<f64>>
  %j = stablehlo.fft %g, type = IRFFT, length = [5] : (tensor<3xcomplex<f64>>) -> tensor<5xf64>
  check.expect_almost_eq_const %j, dense<[1.0, 0.0, -1.0, 2.0, 5.0]> : tensor<5xf64>
  func.return
}

func.func @fft_real_three_dims() {
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [2, 2, 2] : (tensor<2x2x2xf32>) -> tensor<2x2x2xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[[[(36.0, 0.0), (-4.0, 0.0)], [(-8.0, 0.0), (0.0, 0.0)]], [[(-16.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0)]]]> : tensor<2x2x2xcomplex<f32>>
  %i = stablehlo.fft %f, type = IRFFT, length = [2, 2, 2] : (tensor<2x2x2xcomplex<f32>>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const %i, dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  func.return
}

// a = L * L^T with L = [[2, 0], [1, 3]].
func.func @cholesky() {
  %a = stablehlo.constant dense<[[4.0, 2.0], [2.0, 10.0]]> : tensor<2x2xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2xf32>
  check.expect_almost_eq_const %l, dense<[[2.0, 0.0], [1.0, 3.0]]> : tensor<2x2xf32>
  %u = stablehlo.cholesky %a : tensor<2x2xf32>
  check.expect_almost_eq_const %u, dense<[[2.0, 1.0], [0.0, 3.0]]> : tensor<2x2xf32>
  // Only the chosen triangle is read.
  %lo = stablehlo.constant dense<[[4.0, 99.0], [2.0, 10.0]]> : tensor<2x2xf32>
  %l2 = stablehlo.cholesky %lo, lower = true : tensor<2x2xf32>
  check.expect_almost_eq_const %l2, dense<[[2.0, 0.0], [1.0, 3.0]]> : tensor<2x2xf32>
  func.return
}

// A Hermitian matrix, batched, and a matrix that is not positive definite.
func.func @cholesky_complex_and_batched() {
  // a = L * L^H with L = [[1, 0], [i, 1]].
  %a = stablehlo.constant dense<[[[(1.0, 0.0), (0.0, -1.0)], [(0.0, 1.0), (2.0, 0.0)]], [[(4.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (9.0, 0.0)]]]> : tensor<2x2x2xcomplex<f64>>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2x2xcomplex<f64>>
  check.expect_almost_eq_const %l, dense<[[[(1.0, 0.0), (0.0, 0.0)], [(0.0, 1.0), (1.0, 0.0)]], [[(2.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (3.0, 0.0)]]]> : tensor<2x2x2xcomplex<f64>>
  %u = stablehlo.cholesky %a : tensor<2x2x2xcomplex<f64>>
  check.expect_almost_eq_const %u, dense<[[[(1.0, 0.0), (0.0, -1.0)], [(0.0, 0.0), (1.0, 0.0)]], [[(2.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (3.0, 0.0)]]]> : tensor<2x2x2xcomplex<f64>>
  %bad = stablehlo.constant dense<[[-1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %n = stablehlo.cholesky %bad, lower = true : tensor<2x2xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %first = stablehlo.slice %n [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
  %is_nan = stablehlo.compare NE, %first, %first : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
  check.expect_eq_const %is_nan, dense<true> : tensor<1x1xi1>
  func.return
}

// a = [[2, 0], [1, 4]] (lower) and b chosen so that x is simple.
func.func @triangular_solve_left() {
  %a = stablehlo.constant dense<[[2.0, 7.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0, 4.0], [9.0, 2.0]]> : tensor<2x2xf32>
  // [[2, 0], [1, 4]] x = b.
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %x, dense<[[1.0, 2.0], [2.0, 0.0]]> : tensor<2x2xf32>
  // [[2, 0], [1, 4]]^T x = b, i.e. [[2, 1], [0, 4]] x = b.
  %t = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %t, dense<[[-0.125, 1.75], [2.25, 0.5]]> : tensor<2x2xf32>
  // Upper triangle [[2, 7], [0, 4]] with a unit diagonal: [[1, 7], [0, 1]].
  %u = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %u, dense<[[-61.0, -10.0], [9.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

func.func @triangular_solve_right() {
  %a = stablehlo.constant dense<[[2.0, 0.0], [1.0, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[4.0, 8.0]]> : tensor<1x2xf64>
  // x [[2, 0], [1, 4]] = [4, 8]: x1 = 2, x0 = (4 - 2) / 2 = 1.
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf64>, tensor<1x2xf64>) -> tensor<1x2xf64>
  check.expect_almost_eq_const %x, dense<[[1.0, 2.0]]> : tensor<1x2xf64>
  // x [[2, 1], [0, 4]] = [4, 8]: x0 = 2, x1 = (8 - 2) / 4 = 1.5.
  %t = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf64>, tensor<1x2xf64>) -> tensor<1x2xf64>
  check.expect_almost_eq_const %t, dense<[[2.0, 1.5]]> : tensor<1x2xf64>
  func.return
}

// ADJOINT conjugates; a zero pivot gives infinities, not a crash.
func.func @triangular_solve_adjoint_and_singular() {
  %a = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 0.0)], [(0.0, 1.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(1.0, 0.0)], [(1.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  // [[1, -i], [0, 1]] x = [1, 1]: x1 = 1, x0 = 1 + i.
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_almost_eq_const %x, dense<[[(1.0, 1.0)], [(1.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  %s = stablehlo.constant dense<[[0.0, 0.0], [1.0, 1.0]]> : tensor<2x2xf32>
  %c = stablehlo.constant dense<[[1.0], [1.0]]> : tensor<2x1xf32>
  %y = "stablehlo.triangular_solve"(%s, %c) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %finite = stablehlo.is_finite %y : (tensor<2x1xf32>) -> tensor<2x1xi1>
  check.expect_eq_const %finite, dense<false> : tensor<2x1xi1>
  func.return
}

// Features along dimension 1: feature 0 holds {1, 3}, feature 1 {2, 6}.
func.func @batch_norm() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %var = stablehlo.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %i = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %i, dense<[[-1.0, -1.0], [1.0, 3.0]]> : tensor<2x2xf32>
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %o, dense<[[-1.0, -1.0], [1.0, 3.0]]> : tensor<2x2xf32>
  check.expect_almost_eq_const %m, dense<[2.0, 4.0]> : tensor<2xf32>
  check.expect_almost_eq_const %v, dense<[1.0, 4.0]> : tensor<2xf32>
  // Along dimension 0 with epsilon: feature 0 holds {1, 2}, feature 1 {3, 6}.
  %o0, %m0, %v0 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 1.0 : f32, feature_index = 0 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %m0, dense<[1.5, 4.5]> : tensor<2xf32>
  check.expect_almost_eq_const %v0, dense<[0.25, 2.25]> : tensor<2xf32>
  check.expect_almost_eq_const %o0, dense<[[-0.4472136, 0.4472136], [-0.6641006, 2.6641006]]> : tensor<2x2xf32>
  func.return
}

// Worked from the spec's formula: with grad_output = [[1, 0], [0, 1]],
// scale 1, mean [2, 4], variance [1, 4], epsilon 0 and N = 2 per feature.
func.func @batch_norm_grad() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %var = stablehlo.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %g = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %gb, dense<[1.0, 1.0]> : tensor<2xf32>
  check.expect_almost_eq_const %gs, dense<[-1.0, 1.0]> : tensor<2xf32>
  check.expect_almost_eq_const %go, dense<[[0.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>
  func.return
}
