// RUN: hlokit-translate --serialize --target=1.3.0 --verify-diagnostics %s
// RUN: not hlokit-translate --serialize --target=1.4.0 --verify-diagnostics %s 2>&1 | FileCheck %s

// hlokit-translate checks its diagnostics against the input's expected-*
// comments with --verify-diagnostics, as mlir-translate does: tan_v2 has no
// 1.3.0 form, and at 1.4.0 the expected errors are missing.

// CHECK: error: expected error "failed to convert VHLO to v1.3.0" was not produced
// expected-error @+1 {{failed to convert VHLO to v1.3.0}}
module {
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal}}
  %0 = stablehlo.tan %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
}
