// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @fft_c3_empty(%c: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{fft_c3: fft_length must have 1 to 3 entries, got 0}}
  %0 = stablehlo.fft %c, type = FFT, length = [] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c3_four(%c: tensor<1x1x1x1xcomplex<f32>>) {
  // expected-error @+1 {{fft_c3: fft_length must have 1 to 3 entries, got 4}}
  %0 = stablehlo.fft %c, type = FFT, length = [1, 1, 1, 1] : (tensor<1x1x1x1xcomplex<f32>>) -> tensor<1x1x1x1xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c1(%c: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{fft_c1: fft_length has 2 entries but the operand has rank 1}}
  %0 = stablehlo.fft %c, type = FFT, length = [1, 4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return
}
// -----
func.func @fft_i3(%c: tensor<4xf32>) {
  // expected-error @+1 {{fft_i3: fft_length must be >= 0, got [-4]}}
  %0 = stablehlo.fft %c, type = RFFT, length = [-4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c2_fft_real(%r: tensor<4xf32>) {
  // expected-error @+1 {{fft_c2: FFT needs a complex operand, got 'f32'}}
  %0 = stablehlo.fft %r, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @fft_c2_rfft_complex(%c: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{fft_c2: RFFT needs an f32 or f64 operand, got 'complex<f32>'}}
  %0 = stablehlo.fft %c, type = RFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c2_rfft_f16(%r: tensor<4xf16>) {
  // expected-error @+1 {{fft_c2: RFFT needs an f32 or f64 operand, got 'f16'}}
  %0 = stablehlo.fft %r, type = RFFT, length = [4] : (tensor<4xf16>) -> tensor<3xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c2_irfft_real(%r: tensor<3xf32>) {
  // expected-error @+1 {{fft_c2: IRFFT needs a complex operand, got 'f32'}}
  %0 = stablehlo.fft %r, type = IRFFT, length = [4] : (tensor<3xf32>) -> tensor<4xf32>
  func.return
}
// -----
func.func @fft_c2_result(%c: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{fft_c2: result element type 'complex<f64>' differs from the inferred 'complex<f32>'}}
  %0 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  func.return
}
// -----
func.func @fft_i3_fft_length(%c: tensor<2x4xcomplex<f32>>) {
  // expected-error @+1 {{fft_i3: dimension 1 of the operand is 4 but fft_length requires 3}}
  %0 = stablehlo.fft %c, type = FFT, length = [3] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  func.return
}
// -----
func.func @fft_i3_ifft_inner(%c: tensor<3x4xcomplex<f64>>) {
  // expected-error @+1 {{fft_i3: dimension 0 of the operand is 3 but fft_length requires 2}}
  %0 = stablehlo.fft %c, type = IFFT, length = [2, 4] : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
  func.return
}
// -----
func.func @fft_c4_rfft(%r: tensor<2x8xf32>) {
  // expected-error @+1 {{fft_c4: dimension 1 of the operand is 8 but fft_length requires 6}}
  %0 = stablehlo.fft %r, type = RFFT, length = [6] : (tensor<2x8xf32>) -> tensor<2x4xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c4_rfft_bound(%r: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+1 {{fft_c4: dimension 0 of the operand is ? but fft_length requires 6}}
  %0 = stablehlo.fft %r, type = RFFT, length = [6] : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<4xcomplex<f32>>
  func.return
}
// -----
func.func @fft_c5_irfft_last(%c: tensor<2x4xcomplex<f32>>) {
  // expected-error @+1 {{fft_c5: dimension 1 of the operand is 4 but fft_length requires 5}}
  %0 = stablehlo.fft %c, type = IRFFT, length = [8] : (tensor<2x4xcomplex<f32>>) -> tensor<2x8xf32>
  func.return
}
// -----
func.func @fft_c5_irfft_inner(%c: tensor<3x5xcomplex<f32>>) {
  // expected-error @+1 {{fft_c5: dimension 0 of the operand is 3 but fft_length requires 2}}
  %0 = stablehlo.fft %c, type = IRFFT, length = [2, 8] : (tensor<3x5xcomplex<f32>>) -> tensor<2x8xf32>
  func.return
}
// -----
func.func @fft_c5_result(%r: tensor<8xf32>) {
  // expected-error @+1 {{fft_c5: result type 'tensor<8xcomplex<f32>>' is incompatible with the inferred 'tensor<5xcomplex<f32>>'}}
  %0 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  func.return
}
// -----
func.func @cholesky_c2(%a: tensor<3xf32>) {
  // expected-error @+1 {{cholesky_c2: a must have rank >= 2, got 1}}
  %0 = stablehlo.cholesky %a : tensor<3xf32>
  func.return
}
// -----
func.func @cholesky_c3(%a: tensor<3x4xf32>) {
  // expected-error @+1 {{cholesky_c3: a must hold square matrices, got 3x4}}
  %0 = stablehlo.cholesky %a : tensor<3x4xf32>
  func.return
}
// -----
func.func @cholesky_c1(%a: tensor<3x3xf32>) {
  // expected-error @+1 {{cholesky_c1: result element type 'f64' differs from the inferred 'f32'}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3x3xf32>) -> tensor<3x3xf64>
  func.return
}
// -----
func.func @cholesky_c1_shape(%a: tensor<3x3xf32>) {
  // expected-error @+1 {{cholesky_c1: result type 'tensor<2x2xf32>' is incompatible with the inferred 'tensor<3x3xf32>'}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3x3xf32>) -> tensor<2x2xf32>
  func.return
}
// -----
func.func @triangular_solve_i6(%a: tensor<3x3xf32>) {
  // expected-error @+1 {{triangular_solve_i6: transpose_a must be NO_TRANSPOSE, TRANSPOSE or ADJOINT, got TRANSPOSE_INVALID}}
  %0 = "stablehlo.triangular_solve"(%a, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return
}
// -----
func.func @triangular_solve_c1(%a: tensor<3x3xf32>, %b: tensor<3x3xf64>) {
  // expected-error @+1 {{triangular_solve_c1: a and b must have the same baseline element type, got 'f32' and 'f64'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf64>) -> tensor<3x3xf64>
  func.return
}
// -----
func.func @triangular_solve_c2_rank1(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{triangular_solve_c2: a and b must have the same rank >= 2, got 1 and 1}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return
}
// -----
func.func @triangular_solve_c2_ranks(%a: tensor<3x3xf32>, %b: tensor<1x3x3xf32>) {
  // expected-error @+1 {{triangular_solve_c2: a and b must have the same rank >= 2, got 2 and 3}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
  func.return
}
// -----
func.func @triangular_solve_c3_batch(%a: tensor<2x3x3xf32>, %b: tensor<4x3x3xf32>) {
  // expected-error @+1 {{triangular_solve_c3: batch dimension 0 of a (2) differs from b's (4)}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
  func.return
}
// -----
func.func @triangular_solve_c3_square(%a: tensor<3x4xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{triangular_solve_c3: a must hold square matrices, got 3x4}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x4xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return
}
// -----
func.func @triangular_solve_c3_rows(%a: tensor<3x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{triangular_solve_c3: a is 3x3 but b has 4 rows}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return
}
// -----
func.func @triangular_solve_c3_columns(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{triangular_solve_c3: a is 3x3 but b has 4 columns}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return
}
// -----
func.func @triangular_solve_c4(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{triangular_solve_c4: result type 'tensor<3x3xf32>' is incompatible with the inferred 'tensor<3x4xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_inference_c1: feature_index 2 is out of range for rank 2}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c1_negative(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_inference_c1: feature_index -1 is out of range for rank 2}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = -1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c2(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %d: tensor<3xf64>) {
  // expected-error @+1 {{batch_norm_inference_c2: mean has element type 'f64' but the operand has 'f32'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %d, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf64>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<2xf32>) {
  // expected-error @+1 {{batch_norm_inference_c3: scale has size 2 but the operand has 3 features (dimension 1)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %w, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<2xf32>) {
  // expected-error @+1 {{batch_norm_inference_c4: offset has size 2 but the operand has 3 features (dimension 1)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %w, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c5(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<2xf32>) {
  // expected-error @+1 {{batch_norm_inference_c5: mean has size 2 but the operand has 3 features (dimension 1)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %w, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c6(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<2xf32>) {
  // expected-error @+1 {{batch_norm_inference_c6: variance has size 2 but the operand has 3 features (dimension 1)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %w) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c7(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_inference_c7: result type 'tensor<3x2xf32>' is incompatible with the inferred 'tensor<2x3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x2xf32>
  func.return
}
// -----
func.func @batch_norm_inference_c2_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_inference_c2: result element type 'f16' differs from the inferred 'f32'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf16>
  func.return
}
// -----
func.func @batch_norm_training_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_training_c1: feature_index 3 is out of range for rank 2}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 3 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c2(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %d: tensor<3xf64>) {
  // expected-error @+1 {{batch_norm_training_c2: scale has element type 'f64' but the operand has 'f32'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %d, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{batch_norm_training_c3: scale has size 4 but the operand has 3 features (dimension 1)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %w, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{batch_norm_training_c4: offset has size 4 but the operand has 3 features (dimension 1)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %w) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c5(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_training_c5: result type 'tensor<2xf32>' is incompatible with the inferred 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c6(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_training_c6: result type 'tensor<2xf32>' is incompatible with the inferred 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c7(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_training_c7: result type 'tensor<3x3xf32>' is incompatible with the inferred 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_training_c2_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_training_c2: result element type 'f64' differs from the inferred 'f32'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_grad_c1: feature_index 2 is out of range for rank 2}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c2(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<2x3xf64>) {
  // expected-error @+1 {{batch_norm_grad_c2: grad_output has element type 'f64' but the operand has 'f32'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf64>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<4x3xf32>) {
  // expected-error @+1 {{batch_norm_grad_c3: grad_output 'tensor<4x3xf32>' does not match the operand 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{batch_norm_grad_c4: scale 'tensor<3xf32>', mean 'tensor<4xf32>' and variance 'tensor<3xf32>' must have the same shape}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %w, %s, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c5(%x: tensor<2x3xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{batch_norm_grad_c5: scale has size 4 but the operand has 3 features (dimension 1)}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %w, %w, %w, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<4xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c3_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_grad_c3: result type 'tensor<2x2xf32>' is incompatible with the inferred 'tensor<2x3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}
// -----
func.func @batch_norm_grad_c4_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{batch_norm_grad_c4: result type 'tensor<5xf32>' is incompatible with the inferred 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<5xf32>)
  func.return
}
