// RUN: hlokit-opt --split-input-file --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.2.0 %s
// RUN: hlokit-translate --serialize --target=1.3.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.17.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V117
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.18.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V118

// custom_call_v1 accepts a dictionary backend_config and the typed-FFI
// api_version from StableHLO 1.3.0 on; custom_call_v2 (1.18.0) adds
// result_tilings, written empty as upstream does.

// V117: "vhlo.custom_call_v1"
// V117-NOT: result_tilings
// V118: "vhlo.custom_call_v2"
// V118-SAME: result_tilings = #vhlo.array_v1}>

// CHECK: stablehlo.custom_call @cusolver_ffi(%arg0) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}}
func.func @typed_ffi(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error @+1 {{'vhlo.custom_call_v1' with a dictionary backend_config needs StableHLO 1.3.0 or later; the target is 1.2.0}}
  %0 = stablehlo.custom_call @cusolver_ffi(%a) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

func.func @typed_ffi_string_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'vhlo.custom_call_v1' with api_version API_VERSION_TYPED_FFI needs StableHLO 1.3.0 or later; the target is 1.2.0}}
  %0 = stablehlo.custom_call @ffi(%a) {api_version = 4 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
