// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt --mlir-print-op-generic %s | hlokit-opt | FileCheck %s
// RUN: hlokit-translate --serialize --target=1.17.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-opt --verify-diagnostics --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.16.0 %s

// custom_call takes and returns futures, as upstream's does; a future
// operand needs StableHLO 1.17.0 (upstream's validateConstraint), although
// future types arrived in 1.15.0.

// CHECK-LABEL: func.func @main
// CHECK: stablehlo.custom_call @foo(%arg0) : (!stablehlo.future<tensor<f32>>) -> !stablehlo.future<tensor<f32>>
// expected-error @+1 {{failed to convert VHLO to v1.16.0}}
module {
func.func @main(%x: !stablehlo.future<tensor<f32>>) -> !stablehlo.future<tensor<f32>> {
  // expected-error @+1 {{failed to legalize operation 'vhlo.custom_call_v2' that was explicitly marked illegal: 'vhlo.custom_call_v1' with a future operand needs StableHLO 1.17.0 or later; the target is 1.16.0}}
  %0 = stablehlo.custom_call @foo(%x) : (!stablehlo.future<tensor<f32>>) -> !stablehlo.future<tensor<f32>>
  return %0 : !stablehlo.future<tensor<f32>>
}
}
