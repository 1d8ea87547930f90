// JAX's GPU kernels of closed-form functions run as those functions:
// `custom_call @cu_threefry2x32_ffi(%k0, %k1, %x0, %x1)` (also
// `@cu_threefry2x32`, `@hip_threefry2x32[_ffi]`, `@oneapi_threefry2x32_ffi`)
// is Threefry-2x32 with 20 rounds, element by element: Random123's known
// answers for counters (0, 0), (2^32-1, 2^32-1) and the digits of pi.
// RUN: hlokit-run %s --entry main
// RUN: not hlokit-run %s --entry signed 2>&1 | FileCheck %s --check-prefix=SIGNED
// RUN: not hlokit-run %s --entry tuple3 2>&1 | FileCheck %s --check-prefix=TUPLE
// RUN: hlokit-run %s --entry pivots
// RUN: not hlokit-run %s --entry pivots_batch 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: hlokit-run %s --entry allocate

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
  // Before the typed-FFI kernels, the results came as one tuple.
  %t = stablehlo.custom_call @cu_threefry2x32(%k0, %k1, %x0, %x1) {api_version = 2 : i32} : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> tuple<tensor<3xui32>, tensor<3xui32>>
  %t0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3xui32>, tensor<3xui32>>) -> tensor<3xui32>
  %t1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xui32>, tensor<3xui32>>) -> tensor<3xui32>
  check.expect_eq %t0, %y#0 : tensor<3xui32>
  check.expect_eq %t1, %y#1 : tensor<3xui32>
  return
}

// Not JAX's signature (u32 operands): the call stays unsupported.
// SIGNED: custom_call @oneapi_threefry2x32_ffi is not supported by the interpreter
func.func public @signed() {
  %k = stablehlo.constant dense<[1]> : tensor<1xi32>
  %y:2 = stablehlo.custom_call @oneapi_threefry2x32_ffi(%k, %k, %k, %k) : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
  return
}

// A tuple of other than two u32 tensors of the operands' type is not JAX's
// signature either.
// TUPLE: custom_call @cu_threefry2x32 is not supported by the interpreter
func.func public @tuple3() {
  %k = stablehlo.constant dense<[1]> : tensor<1xui32>
  %y = stablehlo.custom_call @cu_threefry2x32(%k, %k, %k, %k) : (tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>) -> tuple<tensor<1xui32>, tensor<1xui32>, tensor<1xui32>>
  return
}

// `custom_call @cu_lu_pivots_to_permutation(%pivots)` (also `@hip_` and
// `@oneapi_`) applies the row swaps i <-> pivots[i] in order to the identity
// of the result's last dimension, batch by batch; swaps with a row outside
// [0, 4) (-1, 7) are skipped.
func.func public @pivots() {
  %p = stablehlo.constant dense<[[[2, 2, 3], [-1, 7, 1]], [[1, 0, 2], [3, 3, 3]]]> : tensor<2x2x3xi32>
  %r = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) {mhlo.backend_config = {permutation_size = 4 : i32}} : (tensor<2x2x3xi32>) -> tensor<2x2x4xi32>
  check.expect_eq_const %r, dense<[[[2, 0, 3, 1], [0, 2, 1, 3]], [[0, 1, 2, 3], [3, 0, 1, 2]]]> : tensor<2x2x4xi32>
  %h = stablehlo.custom_call @hip_lu_pivots_to_permutation(%p) : (tensor<2x2x3xi32>) -> tensor<2x2x4xi32>
  check.expect_eq %h, %r : tensor<2x2x4xi32>
  %o = stablehlo.custom_call @oneapi_lu_pivots_to_permutation(%p) : (tensor<2x2x3xi32>) -> tensor<2x2x4xi32>
  check.expect_eq %o, %r : tensor<2x2x4xi32>
  return
}

// Batch dimensions that differ from the result's: not JAX's signature.
// BATCH: custom_call @cu_lu_pivots_to_permutation is not supported by the interpreter
func.func public @pivots_batch() {
  %p = stablehlo.constant dense<0> : tensor<2x3xi32>
  %r = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) : (tensor<2x3xi32>) -> tensor<3x4xi32>
  return
}

// `custom_call @AllocateBuffer()` (JAX's `empty`) has unspecified contents;
// the interpreter gives zeros.
func.func public @allocate() {
  %b = stablehlo.custom_call @AllocateBuffer() : () -> tensor<2x3xf32>
  check.expect_eq_const %b, dense<0.0> : tensor<2x3xf32>
  %i = stablehlo.custom_call @AllocateBuffer() : () -> tensor<2xi8>
  check.expect_eq_const %i, dense<0> : tensor<2xi8>
  return
}
