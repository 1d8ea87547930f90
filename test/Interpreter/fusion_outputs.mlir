// A chain of elementwise ops whose intermediate values are used after it:
// by a reduce, by a slice, by a later chain and by the function's return.
// The chain runs fused (2 tiles of 8192 elements) and writes those values
// besides its result; on 1 and 2 threads and unfused (--profile attaches an
// observer) the checks must hold alike.
// RUN: hlokit-run %s --threads 1 | FileCheck %s
// RUN: hlokit-run %s --threads 2 | FileCheck %s
// RUN: hlokit-run %s --profile 2> /dev/null | FileCheck %s

// CHECK: tensor<f32> {1.638400e+04}
// CHECK-NEXT: tensor<f32> {-1.638400e+04}
func.func @main() -> (tensor<f32>, tensor<f32>) {
  %col = stablehlo.iota dim = 1 : tensor<64x256xf32>
  %two = stablehlo.constant dense<2.0> : tensor<64x256xf32>
  // d = 2 * col, e = d + 2, n = -e, r = e * n: d, e and n live on.
  %d = stablehlo.multiply %col, %two : tensor<64x256xf32>
  %e = stablehlo.add %d, %two : tensor<64x256xf32>
  %n = stablehlo.negate %e : tensor<64x256xf32>
  %r = stablehlo.multiply %e, %n : tensor<64x256xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  // Row sums of d: 2 * (0 + ... + 255) = 65280.
  %dsum = stablehlo.reduce(%d init: %init) applies stablehlo.add across dimensions = [1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
  %drow = stablehlo.slice %dsum [5:6] : (tensor<64xf32>) -> tensor<1xf32>
  check.expect_eq_const %drow, dense<65280.0> : tensor<1xf32>
  // Columns 0 to 3 of row 9 of e, n and r.
  %ecols = stablehlo.slice %e [9:10, 0:4] : (tensor<64x256xf32>) -> tensor<1x4xf32>
  check.expect_eq_const %ecols, dense<[[2.0, 4.0, 6.0, 8.0]]> : tensor<1x4xf32>
  %ncols = stablehlo.slice %n [9:10, 0:4] : (tensor<64x256xf32>) -> tensor<1x4xf32>
  check.expect_eq_const %ncols, dense<[[-2.0, -4.0, -6.0, -8.0]]> : tensor<1x4xf32>
  %rcols = stablehlo.slice %r [9:10, 0:4] : (tensor<64x256xf32>) -> tensor<1x4xf32>
  check.expect_eq_const %rcols, dense<[[-4.0, -16.0, -36.0, -64.0]]> : tensor<1x4xf32>
  // A later chain reads e and n: (e + n) + 1 = 1 everywhere; its sum and
  // the sum of n + e - 1 = -1 are returned.
  %one = stablehlo.constant dense<1.0> : tensor<64x256xf32>
  %z = stablehlo.add %e, %n : tensor<64x256xf32>
  %p = stablehlo.add %z, %one : tensor<64x256xf32>
  %m = stablehlo.subtract %z, %one : tensor<64x256xf32>
  %psum = stablehlo.reduce(%p init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
  %msum = stablehlo.reduce(%m init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
  func.return %psum, %msum : tensor<f32>, tensor<f32>
}
