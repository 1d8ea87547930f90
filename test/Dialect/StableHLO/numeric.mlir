// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Upstream prints the enum keywords of fft with two spaces after `=`.
// CHECK-LABEL: func.func @fft
func.func @fft(%c: tensor<2x4xcomplex<f32>>, %r: tensor<2x8xf32>, %h: tensor<2x5xcomplex<f64>>, %r3: tensor<2x3x4x6xf64>) {
  // CHECK-NEXT: %0 = stablehlo.fft %arg0, type =  FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.fft %arg0, type =  IFFT, length = [2, 4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  // CHECK-NEXT: %2 = stablehlo.fft %arg1, type =  RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  // CHECK-NEXT: %3 = stablehlo.fft %arg2, type =  IRFFT, length = [8] : (tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64>
  // CHECK-NEXT: %4 = stablehlo.fft %arg2, type =  IRFFT, length = [9] : (tensor<2x5xcomplex<f64>>) -> tensor<2x9xf64>
  // CHECK-NEXT: %5 = stablehlo.fft %arg3, type =  RFFT, length = [3, 4, 6] : (tensor<2x3x4x6xf64>) -> tensor<2x3x4x4xcomplex<f64>>
  %0 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  %1 = stablehlo.fft %c, type = IFFT, length = [2, 4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  %3 = stablehlo.fft %h, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64>
  %4 = stablehlo.fft %h, type = IRFFT, length = [9] : (tensor<2x5xcomplex<f64>>) -> tensor<2x9xf64>
  %5 = stablehlo.fft %r3, type = RFFT, length = [3, 4, 6] : (tensor<2x3x4x6xf64>) -> tensor<2x3x4x4xcomplex<f64>>
  func.return
}

// Generic input with upstream's spelling prints in pretty form.
// CHECK-LABEL: func.func @fft_generic
func.func @fft_generic(%c: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK-NEXT: %0 = stablehlo.fft %arg0, type =  FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %0 = "stablehlo.fft"(%c) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// Dynamic and bounded dimensions: the declared type may refine them.
// CHECK-LABEL: func.func @fft_dynamic
func.func @fft_dynamic(%r: tensor<?x8xf32>, %b: tensor<?x8xf32, #stablehlo.bounds<3, ?>>) {
  // CHECK-NEXT: %0 = stablehlo.fft %arg0, type =  RFFT, length = [8] : (tensor<?x8xf32>) -> tensor<?x5xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.fft %arg1, type =  RFFT, length = [8] : (tensor<?x8xf32, #stablehlo.bounds<3, ?>>) -> tensor<2x5xcomplex<f32>>
  %0 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<?x8xf32>) -> tensor<?x5xcomplex<f32>>
  %1 = stablehlo.fft %b, type = RFFT, length = [8] : (tensor<?x8xf32, #stablehlo.bounds<3, ?>>) -> tensor<2x5xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @linear_algebra
func.func @linear_algebra(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>, %bt: tensor<2x4x3xf32>, %z: tensor<3x3xcomplex<f64>>) {
  // CHECK-NEXT: %0 = stablehlo.cholesky %arg0, lower = true : tensor<2x3x3xf32>
  // CHECK-NEXT: %1 = stablehlo.cholesky %arg0 : tensor<2x3x3xf32>
  // CHECK-NEXT: %2 = stablehlo.cholesky %arg3 : tensor<3x3xcomplex<f64>>
  // CHECK-NEXT: %3 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK-NEXT: %4 = "stablehlo.triangular_solve"(%arg0, %arg2) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  // CHECK-NEXT: %5 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf32>
  %1 = "stablehlo.cholesky"(%a) <{lower = false}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %2 = "stablehlo.cholesky"(%z) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
  %3 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %4 = "stablehlo.triangular_solve"(%a, %bt) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %5 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return
}

// CHECK-LABEL: func.func @batch_norm
func.func @batch_norm(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %d: tensor<?x3x4xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  // CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  // CHECK-NEXT: %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  // CHECK-NEXT: %1 = "stablehlo.batch_norm_inference"(%arg2, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<?x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %1:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  %3 = "stablehlo.batch_norm_inference"(%d, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<?x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return
}
