// result_accuracy in portable artifacts: the _v2 ops carry it (1.9.0 for
// exponential, 1.10.0 for the others); a target before that takes only the
// default.
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=VHLO
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-translate --serialize --target=1.10.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: not hlokit-translate --serialize --target=1.9.0 %s 2>&1 | FileCheck %s --check-prefix=OLD

// VHLO: "vhlo.cosine_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 HIGHEST>>}>
// VHLO: "vhlo.tanh_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>}>
// CHECK: stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
// CHECK: stablehlo.tanh %{{.*}} {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
// OLD: error: {{.*}}cosine
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<4xf32>
  %1 = stablehlo.tanh %0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %1 : tensor<4xf32>
}
