// JAX's GPU kernels of closed-form functions run as those functions:
// `custom_call @cu_threefry2x32_ffi(%k0, %k1, %x0, %x1)` (also
// `@cu_threefry2x32`, `@hip_threefry2x32[_ffi]`, `@oneapi_threefry2x32_ffi`)
// is Threefry-2x32 with 20 rounds, element by element: Random123's known
// answers for counters (0, 0), (2^32-1, 2^32-1) and the digits of pi.
// RUN: hlokit-run %s --entry main
// RUN: not hlokit-run %s --entry signed 2>&1 | FileCheck %s --check-prefix=SIGNED

func.func public @main() {
  %k0 = stablehlo.constant dense<[0, 4294967295, 320440878]> : tensor<3xui32>
  %k1 = stablehlo.constant dense<[0, 4294967295, 57701188]> : tensor<3xui32>
  %x0 = stablehlo.constant dense<[0, 4294967295, 608135816]> : tensor<3xui32>
  %x1 = stablehlo.constant dense<[0, 4294967295, 2242054355]> : tensor<3xui32>
  %y:2 = stablehlo.custom_call @cu_threefry2x32_ffi(%k0, %k1, %x0, %x1) {mhlo.backend_config = {}} : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
  check.expect_eq_const %y#0, dense<[1797259609, 481924860, 3297917596]> : tensor<3xui32>
  check.expect_eq_const %y#1, dense<[2579123966, 3137350631, 1212020640]> : tensor<3xui32>
  %h:2 = stablehlo.custom_call @hip_threefry2x32_ffi(%k0, %k1, %x0, %x1) : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
  check.expect_eq %h#0, %y#0 : tensor<3xui32>
  check.expect_eq %h#1, %y#1 : tensor<3xui32>
  return
}

// Not JAX's signature (u32 operands): the call stays unsupported.
// SIGNED: custom_call @oneapi_threefry2x32_ffi is not supported by the interpreter
func.func public @signed() {
  %k = stablehlo.constant dense<[1]> : tensor<1xi32>
  %y:2 = stablehlo.custom_call @oneapi_threefry2x32_ffi(%k, %k, %k, %k) : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
  return
}
