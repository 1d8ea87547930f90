// RUN: hlokit-translate --serialize --target=1.3.0 %s | hlokit-translate --deserialize | FileCheck %s
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.17.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V117
// RUN: hlokit-opt --hlokit-stablehlo-to-vhlo=target=1.18.0 --mlir-print-op-generic %s | FileCheck %s --check-prefix=V118

// custom_call_v1 accepts a dictionary backend_config and the typed-FFI
// api_version from StableHLO 1.3.0 on; custom_call_v2 (1.18.0) adds
// result_tilings, written empty as upstream does. Before 1.3.0 they are
// errors (custom_call_config_errors.mlir).

// V117: "vhlo.custom_call_v1"
// V117-NOT: result_tilings
// V118: "vhlo.custom_call_v2"
// V118-SAME: result_tilings = #vhlo.array_v1<[]>}>

// A typed-FFI call without a backend_config gets an empty dictionary, as
// upstream writes it; on the way back an empty dictionary or string is
// dropped again.
// V117-LABEL: "typed_ffi_no_config"
// V117: api_version = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>, backend_config = #vhlo.dict_v1<{}>
// V117-LABEL: "original_no_config"
// V117: backend_config = #vhlo.string_v1<"">

// CHECK: stablehlo.custom_call @cusolver_ffi(%arg0) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}}
func.func @typed_ffi(%a: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.custom_call @cusolver_ffi(%a) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// CHECK-LABEL: func.func @typed_ffi_no_config
// CHECK: stablehlo.custom_call @ffi(%arg0) {api_version = 4 : i32} :
func.func @typed_ffi_no_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @ffi(%a) {api_version = 4 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @original_no_config
// CHECK: stablehlo.custom_call @f(%arg0) :
func.func @original_no_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @f(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @typed_ffi_string_config(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @ffi(%a) {api_version = 4 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
