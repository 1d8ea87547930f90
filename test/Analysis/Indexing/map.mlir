// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// map is elementwise (as XLA's kMap): identity maps both ways.
// CHECK-LABEL: func @map
// CHECK-NEXT: op 0 stablehlo.map
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 2]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 2]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 2]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 2]
func.func @map(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// XLA's indexing analysis has no maps for fft, cholesky, triangular_solve,
// rng_bit_generator (or batch_norm_*, rng): it returns unknown indexing, and
// so does hlokit.
// CHECK-LABEL: func @no_maps
// CHECK-NEXT: op 0 stablehlo.fft
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: op 1 stablehlo.cholesky
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: op 2 stablehlo.triangular_solve
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: result 0 -> operand 1: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: operand 1 -> result 0: UNDEFINED
// CHECK-NEXT: op 3 stablehlo.rng_bit_generator
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: result 1 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 1: UNDEFINED
// CHECK-NEXT: op 4 stablehlo.constant
// CHECK-NEXT: op 5 stablehlo.batch_norm_inference
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK: result 0 -> argument 0: UNDEFINED

func.func @no_maps(%c: tensor<2x4xcomplex<f32>>, %a: tensor<3x3xf32>, %s: tensor<2xui64>) -> (tensor<2x4xcomplex<f32>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<4xui32>) {
  %0 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  %1 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  %2 = "stablehlo.triangular_solve"(%a, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %3:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %m = stablehlo.constant dense<1.0> : tensor<3xf32>
  %4 = "stablehlo.batch_norm_inference"(%a, %m, %m, %m, %m) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return %0, %1, %4, %3#1 : tensor<2x4xcomplex<f32>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<4xui32>
}
