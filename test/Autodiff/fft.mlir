// fft: each type's VJP is its transpose under JAX's pairing of complex
// values (docs/autodiff.md); the JVP is the same fft of the tangent.
// RUN: hlokit-opt %s --hlokit-vjp=func=fft --hlokit-vjp=func=rfft --hlokit-vjp=func=irfft --hlokit-vjp=func=irfft_odd | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s --hlokit-jvp=func=irfft | FileCheck %s --check-prefix=JVP

// VJP-LABEL: func.func @fft_vjp
// VJP-SAME: (%[[X:.*]]: tensor<2x3xcomplex<f32>>, %[[CT:.*]]: tensor<2x3xcomplex<f32>>)
// VJP: %[[G:.*]] = stablehlo.fft %[[CT]], type = IFFT, length = [2, 3]
// VJP: return %{{.*}}, %[[G]]
func.func @fft(%x: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = IFFT, length = [2, 3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// The halved spectrum's cotangent is padded back to n, transformed, and its
// real part kept.
// VJP-LABEL: func.func @rfft_vjp
// VJP-SAME: %[[CT:[^:]*]]: tensor<2x4xcomplex<f32>>
// VJP: %[[PAD:.*]] = stablehlo.pad %[[CT]], %{{.*}}, low = [0, 0], high = [0, 2], interior = [0, 0]
// VJP: %[[F:.*]] = stablehlo.fft %[[PAD]], type = FFT, length = [6]
// VJP: %[[RE:.*]] = stablehlo.real %[[F]]
// VJP: return %{{.*}}, %[[RE]] : tensor<2x4xcomplex<f32>>, tensor<2x6xf32>
func.func @rfft(%x: tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [6] : (tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>>
  return %0 : tensor<2x4xcomplex<f32>>
}

// conj(w * RFFT(ct)) / n with w = 1 at DC and (n even) Nyquist, 2 elsewhere.
// VJP-LABEL: func.func @irfft_vjp
// VJP-SAME: %[[CT:[^:]*]]: tensor<2x6xf32>
// VJP: %[[S:.*]] = stablehlo.fft %[[CT]], type = RFFT, length = [6]
// VJP: %[[RE:.*]] = stablehlo.real %[[S]]
// VJP: %[[IM:.*]] = stablehlo.imag %[[S]]
// VJP: %[[W:.*]] = stablehlo.constant dense<[0.166666672, 0.333333343, 0.333333343, 0.166666672]> : tensor<4xf32>
// VJP: %[[WB:.*]] = stablehlo.broadcast_in_dim %[[W]], dims = [1]
// VJP: %[[WRE:.*]] = stablehlo.multiply %[[RE]], %[[WB]]
// VJP: %[[WIM:.*]] = stablehlo.multiply %[[IM]], %[[WB]]
// VJP: %[[NEG:.*]] = stablehlo.negate %[[WIM]]
// VJP: %[[G:.*]] = stablehlo.complex %[[WRE]], %[[NEG]]
// VJP: return %{{.*}}, %[[G]] : tensor<2x6xf32>, tensor<2x4xcomplex<f32>>
func.func @irfft(%x: tensor<2x4xcomplex<f32>>) -> tensor<2x6xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [6] : (tensor<2x4xcomplex<f32>>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// Odd n has no Nyquist entry: only DC keeps weight 1.
// VJP-LABEL: func.func @irfft_odd_vjp
// VJP: stablehlo.constant dense<[2.000000e-01, 4.000000e-01, 4.000000e-01]> : tensor<3xf32>
func.func @irfft_odd(%x: tensor<3xcomplex<f32>>) -> tensor<5xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [5] : (tensor<3xcomplex<f32>>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// JVP-LABEL: func.func @irfft_jvp
// JVP-SAME: %[[T:[^:]*]]: tensor<2x4xcomplex<f32>>)
// JVP: %[[DT:.*]] = stablehlo.fft %[[T]], type = IRFFT, length = [6]
// JVP: return %{{.*}}, %[[DT]]
