// Run-time errors of the fft, linear algebra and random ops: clear
// messages, never crashes.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: 'stablehlo.rng_bit_generator': result of {{.*}} bytes is too large to allocate
func.func @too_large() {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1000000000x1000000000xui32>)
  func.return
}

// -----

// CHECK: 'stablehlo.rng_bit_generator': rng_bit_generator: ui4 outputs are not supported (XLA defines 8 to 64-bit outputs)
func.func @sub_byte() {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui4>)
  func.return
}

// -----

// CHECK: 'stablehlo.fft': fft_length[0] = 3 does not match dimension 0 of the operand (4)
func.func @fft_length() {
  %x = stablehlo.constant dense<(1.0, 0.0)> : tensor<4xcomplex<f32>>
  %0 = stablehlo.fft %x, type = FFT, length = [3] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return
}

// -----

// CHECK: 'stablehlo.triangular_solve': transpose_a = TRANSPOSE_INVALID has no meaning
func.func @transpose_invalid() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %0 = "stablehlo.triangular_solve"(%a, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// CHECK: 'stablehlo.rng': rng: a uniform range needs a < b, got a = 5, b = 2
func.func @integer_range() {
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %a = stablehlo.constant dense<5> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<2xi32>
  func.return
}

// -----

// CHECK: 'stablehlo.rng': shape has a negative size
func.func @negative_shape() {
  %shape = stablehlo.constant dense<[-2]> : tensor<1xi64>
  %a = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}
