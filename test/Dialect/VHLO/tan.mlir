// RUN: hlokit-opt --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.3.0 %s
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.9.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V190
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.10.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V1100
// RUN: hlokit-translate --serialize --target=1.4.0 %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s --check-prefix=BACK

// tan exists from StableHLO 1.4.0 (tan_v1) and gained result_accuracy with
// tan_v2 in 1.10.0.

// V190: "vhlo.tan_v1"(%{{.*}}) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>)
// V1100: "vhlo.tan_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1
// BACK: stablehlo.tan %arg0 : tensor<4xf32>
// expected-error @+1 {{failed to convert VHLO to v1.3.0}}
module {
func.func @tan(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'vhlo.tan_v1' is not in StableHLO 1.3.0 (it exists from 1.4.0 to 1.9.0)}}
  %0 = stablehlo.tan %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
}
