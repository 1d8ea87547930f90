// rng draws are constants of a and b (zero derivatives, as in JAX); map
// computations that capture float values and composites without a body are
// refused.
// RUN: hlokit-opt %s --split-input-file --hlokit-vjp=func=rng | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s --split-input-file --hlokit-jvp=func=rng | FileCheck %s --check-prefix=JVP
// RUN: not hlokit-opt %s --split-input-file --hlokit-vjp=func=map_capture 2>&1 | FileCheck %s --check-prefix=CAPTURE
// RUN: not hlokit-opt %s --split-input-file --hlokit-jvp=func=map_capture 2>&1 | FileCheck %s --check-prefix=CAPTURE

// VJP-LABEL: func.func @rng_vjp
// VJP: %[[ZA:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// VJP: %[[ZB:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// VJP: return %{{.*}}, %[[ZA]], %[[ZB]] : tensor<3xf32>, tensor<f32>, tensor<f32>
// JVP-LABEL: func.func @rng_jvp
// JVP: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
// JVP: return %{{.*}}, %[[ZERO]] : tensor<3xf32>, tensor<3xf32>
func.func @rng(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3xf32> {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// CAPTURE: autodiff: map computations that capture float values are not supported
func.func @map_capture(%x: tensor<2xf32>, %w: tensor<f32>) -> tensor<2xf32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %m = stablehlo.multiply %a, %w : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
