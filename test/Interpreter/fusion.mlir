// A chain of elementwise ops with converts, broadcasts of a row and of a
// scalar, constants, a compare and a select, large enough (2 tiles of 8192
// elements) to run fused; on 1 and 2 threads and unfused (--profile attaches
// an observer) the checks must hold alike.
// RUN: hlokit-run %s --threads 1
// RUN: hlokit-run %s --threads 2
// RUN: hlokit-run %s --profile > /dev/null

func.func @main() {
  %col = stablehlo.iota dim = 1 : tensor<64x256xi32>
  %f = stablehlo.convert %col : (tensor<64x256xi32>) -> tensor<64x256xf32>
  %ones = stablehlo.constant dense<1.0> : tensor<256xf32>
  %row = stablehlo.broadcast_in_dim %ones, dims = [1] : (tensor<256xf32>) -> tensor<64x256xf32>
  %a = stablehlo.add %f, %row : tensor<64x256xf32>
  %k = stablehlo.constant dense<128.0> : tensor<f32>
  %half = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
  %big = stablehlo.compare GT, %a, %half : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<64x256xf32>
  %s = stablehlo.select %big, %a, %zero : tensor<64x256xi1>, tensor<64x256xf32>
  %i = stablehlo.convert %s : (tensor<64x256xf32>) -> tensor<64x256xi32>
  // Columns 126 to 130 of row 63: a = column + 1 kept when above 128.
  %cols = stablehlo.slice %i [63:64, 126:131] : (tensor<64x256xi32>) -> tensor<1x5xi32>
  check.expect_eq_const %cols, dense<[[0, 0, 129, 130, 131]]> : tensor<1x5xi32>
  // 64 rows of 129 + ... + 256.
  %init = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.reduce(%i init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %sum, dense<1576960> : tensor<i32>
  func.return
}

// A multiply by a splat constant of its shape runs alone as a chain that
// reads the constant's first tile for each of its two tiles, and so does
// the SGD-like chain after it; unfused (--profile) they read it whole.
func.func @splat() {
  %col = stablehlo.iota dim = 1 : tensor<64x256xf32>
  %half = stablehlo.constant dense<0.5> : tensor<64x256xf32>
  %m = stablehlo.multiply %col, %half : tensor<64x256xf32>
  %cols = stablehlo.slice %m [63:64, 253:256] : (tensor<64x256xf32>) -> tensor<1x3xf32>
  check.expect_eq_const %cols, dense<[[126.5, 127.0, 127.5]]> : tensor<1x3xf32>
  %lr = stablehlo.constant dense<2.0> : tensor<64x256xf32>
  %d = stablehlo.multiply %m, %lr : tensor<64x256xf32>
  %n = stablehlo.subtract %col, %d : tensor<64x256xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  // 64 rows of 0.5 * (0 + ... + 255), and col - 2 * col / 2 = 0.
  %sum = stablehlo.reduce(%m init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %sum, dense<1044480.0> : tensor<f32>
  %rest = stablehlo.reduce(%n init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %rest, dense<0.0> : tensor<f32>
  func.return
}
