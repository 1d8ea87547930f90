// RUN: hlokit-opt --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=0.16.0 %s
// RUN: hlokit-translate --serialize --target=0.17.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-run %s | FileCheck %s --check-prefix=RESULT
// RUN: hlokit-translate --serialize --target=0.17.0 %s | hlokit-run - | FileCheck %s --check-prefix=RESULT

// Reductions whose results are wider than their operands (promotion) need
// StableHLO 0.17.0, as upstream's validateConstraint checks.

// CHECK-LABEL: func.func @main
// CHECK: }) : (tensor<4xf16>) -> tensor<4xf32>
// RESULT: tensor<4xf32> {
// RESULT-NEXT: [1.000000e+00, 2.500000e+00, 3.000000e+00, 4.000000e+00]
// expected-error @+1 {{failed to convert VHLO to v0.16.0}}
module {
func.func @main() -> tensor<4xf32> {
  %x = stablehlo.constant dense<[1.0, 2.5, 3.0, 4.0]> : tensor<4xf16>
  // expected-error @+1 {{'vhlo.all_reduce_v1' with result element types other than its operands' needs StableHLO 0.17.0 or later; the target is 0.16.0}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
}
