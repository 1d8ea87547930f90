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

// CHECK: 'stablehlo.rng_bit_generator': rng_bit_generator: f6E2M3FN outputs are not supported (XLA has no 6-bit unsigned type to draw them through)
func.func @six_bits() {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf6E2M3FN>)
  func.return
}

// -----

// A dynamic dimension hides the mismatch from the verifier; the run-time
// shape check reports it with the same label.
// CHECK: 'stablehlo.fft': operands' runtime shapes are invalid: fft_i3: dimension 0 of the operand is 4 but fft_length requires 3
func.func @fft_length() {
  %x = stablehlo.constant dense<(1.0, 0.0)> : tensor<4xcomplex<f32>>
  %shape = stablehlo.constant dense<4> : tensor<1xi64>
  %d = stablehlo.dynamic_reshape %x, %shape : (tensor<4xcomplex<f32>>, tensor<1xi64>) -> tensor<?xcomplex<f32>>
  %0 = stablehlo.fft %d, type = FFT, length = [3] : (tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>>
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
