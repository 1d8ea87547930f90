// RUN: hlokit-opt --split-input-file --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.2.0 %s

// custom_call_v1 takes a dictionary backend_config and the typed-FFI
// api_version only from StableHLO 1.3.0 on.

// expected-error @+1 {{failed to convert VHLO to v1.2.0}}
module {
func.func @typed_ffi(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error @+1 {{'vhlo.custom_call_v1' with a dictionary backend_config needs StableHLO 1.3.0 or later; the target is 1.2.0}}
  %0 = stablehlo.custom_call @cusolver_ffi(%a) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
}

// -----

// expected-error @+1 {{failed to convert VHLO to v1.2.0}}
module {
func.func @typed_ffi_string_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'vhlo.custom_call_v1' with api_version API_VERSION_TYPED_FFI needs StableHLO 1.3.0 or later; the target is 1.2.0}}
  %0 = stablehlo.custom_call @ffi(%a) {api_version = 4 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
}
