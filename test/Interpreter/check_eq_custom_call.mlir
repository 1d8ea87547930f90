// `%ok = stablehlo.custom_call @check.eq(%actual, %expected) -> tensor<i1>`,
// the check of older JAX-exported tests: integers and booleans compare
// exactly, floats and complex within 1e-4; the result says whether the
// check passed and a failure is reported like any other check.
// RUN: not hlokit-run --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: tensor<i1> {true}
// CHECK: tensor<i1> {true}
func.func public @passing() -> (tensor<i1>, tensor<i1>) {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[1.00001, 2.0]> : tensor<2xf32>
  %floats = stablehlo.custom_call @check.eq(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %bools = stablehlo.custom_call @check.eq(%b, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<i1>
  return %floats, %bools : tensor<i1>, tensor<i1>
}

// -----

// CHECK: tensor<i1> {false}
// CHECK: tensor<i1> {false}
// ERR: check_eq_custom_call.mlir:[[@LINE+5]]:13: stablehlo.custom_call failed: at index [1]: expected 2.001000e+00, got 2.000000e+00 (tolerance 0.0001)
// ERR: check_eq_custom_call.mlir:[[@LINE+7]]:11: stablehlo.custom_call failed: at index []: expected 3, got 4
func.func public @failing() -> (tensor<i1>, tensor<i1>) {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[1.0, 2.001]> : tensor<2xf32>
  %floats = stablehlo.custom_call @check.eq(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  %i = stablehlo.constant dense<4> : tensor<ui8>
  %j = stablehlo.constant dense<3> : tensor<ui8>
  %ints = stablehlo.custom_call @check.eq(%i, %j) : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
  return %floats, %ints : tensor<i1>, tensor<i1>
}
// ERR: hlokit-run: error: 2 check(s) failed

// -----

// Any other signature is not the check and stays unsupported.
// ERR: hlokit-run: error: custom_call @check.eq is not supported by the interpreter
func.func public @no_flag() -> tensor<2xi1> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = stablehlo.custom_call @check.eq(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %r : tensor<2xi1>
}
