// RUN: hlokit-opt --split-input-file --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.21.0 %s

// WEAKORDER arrived in StableHLO 1.22.0, on compare and, as upstream
// checks, in any attribute.
// expected-error @+1 {{failed to convert VHLO to v1.21.0}}
module {
func.func @compare(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  // expected-error @+1 {{'vhlo.compare_v1' with compare_type WEAKORDER needs StableHLO 1.22.0 or later; the target is 1.21.0}}
  %0 = stablehlo.compare LT, %a, %b, WEAKORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
}

// -----

// expected-error @+1 {{failed to convert VHLO to v1.21.0}}
module {
func.func @discardable(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'vhlo.add_v1' with some_attr WEAKORDER needs StableHLO 1.22.0 or later; the target is 1.21.0}}
  %0 = stablehlo.add %a, %b {some_attr = [#stablehlo<comparison_type WEAKORDER>]} : tensor<f32>
  return %0 : tensor<f32>
}
}
