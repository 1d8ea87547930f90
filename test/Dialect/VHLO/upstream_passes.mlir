// Upstream's two passes of writing an artifact, under upstream's names and
// with upstream's messages.
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=CURRENT
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.9.0' --mlir-print-op-generic %s | FileCheck %s --check-prefix=V190
// RUN: hlokit-opt --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.9.0' --vhlo-legalize-to-stablehlo %s | FileCheck %s --check-prefix=BACK
// RUN: not hlokit-opt --vhlo-to-version %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not hlokit-opt --vhlo-to-version='target=x.y.z' %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not hlokit-opt --vhlo-to-version='target=0.8.0' %s 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not hlokit-opt --vhlo-to-version='target=100.10.10' %s 2>&1 | FileCheck %s --check-prefix=NEW
// RUN: not hlokit-opt --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.3.0' %s 2>&1 | FileCheck %s --check-prefix=LACKS
// Upstream's reading pipeline, stablehlo-deserialize, on an artifact of
// 1.9.0 (cosine_v1 and tan_v2 there, upgraded on reading).
// RUN: hlokit-translate --serialize --target=1.9.0 %s | hlokit-opt --pass-pipeline='builtin.module(stablehlo-deserialize)' | FileCheck %s --check-prefix=BACK

// CURRENT: "vhlo.cosine_v2"
// V190: "vhlo.cosine_v1"
// BACK: stablehlo.cosine %arg0 : tensor<4xf32>
// EMPTY: No target version specified.
// EMPTY-NEXT: Target version must be of the form `#.#.#`.
// MALFORMED: Invalid target version argument 'x.y.z'
// MALFORMED-NEXT: Target version must be of the form `#.#.#`.
// OLD: target version 0.8.0 is less than minimum supported 0.9.0
// NEW: target version 100.10.10 is greater than current version
// LACKS: error: {{.*}}tan{{.*}}1.4.0
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %x : tensor<4xf32>
  %1 = stablehlo.tan %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
