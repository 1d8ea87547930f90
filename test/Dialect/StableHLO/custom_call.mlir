// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// The target prints as a symbol; attributes at their default values
// (has_side_effect = false, api_version = 1, called_computations = [],
// output_operand_aliases = []) are elided, as upstream.

// CHECK-LABEL: func.func @custom_call_pretty_forms
func.func @custom_call_pretty_forms(%a: tensor<3x4xf32>, %t: !stablehlo.token) -> tensor<3x4xf32> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %1 = stablehlo.custom_call @foo(%arg0, %arg0) {backend_config = "bar", has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3xf32>
  // CHECK-NEXT: %2 = stablehlo.custom_call @"foo-not-id"(%arg0) {api_version = 2 : i32, backend_config = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %3:2 = stablehlo.custom_call @tokens(%arg1) {has_side_effect = true} : (!stablehlo.token) -> (!stablehlo.token, tensor<*xf32>)
  // CHECK-NEXT: stablehlo.custom_call @no_results() {has_side_effect = true} : () -> ()
  // CHECK-NEXT: %4 = stablehlo.custom_call @foo(%arg0) : (tensor<3x4xf32>) -> tuple<tensor<3x4xf32>, !stablehlo.token>
  %0 = stablehlo.custom_call @foo(%a) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.custom_call @foo(%a, %a) {backend_config = "bar", has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3xf32>
  %2 = stablehlo.custom_call @"foo-not-id"(%a) {backend_config = "", api_version = 2 : i32} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %3:2 = stablehlo.custom_call @tokens(%t) {has_side_effect = true} : (!stablehlo.token) -> (!stablehlo.token, tensor<*xf32>)
  stablehlo.custom_call @no_results() {has_side_effect = true} : () -> ()
  %4 = stablehlo.custom_call @foo(%a) : (tensor<3x4xf32>) -> tuple<tensor<3x4xf32>, !stablehlo.token>
  func.return %0 : tensor<3x4xf32>
}

// Default-valued attributes given explicitly are elided too.
// CHECK-LABEL: func.func @custom_call_defaults_elided
func.func @custom_call_defaults_elided(%a: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) : (tensor<f32>) -> tensor<f32>
  %0 = stablehlo.custom_call @foo(%a) {api_version = 1 : i32, called_computations = [], has_side_effect = false, output_operand_aliases = []} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// Generic input as upstream writes it.
// CHECK-LABEL: func.func @custom_call_from_generic_form
func.func @custom_call_from_generic_form(%a: tensor<3x4xf32>) -> tensor<1x2x3xf32> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0, %arg0) {backend_config = "bar", has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3xf32>
  %0 = "stablehlo.custom_call"(%a, %a) {backend_config = "bar", call_target_name = "foo", has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3xf32>
  func.return %0 : tensor<1x2x3xf32>
}

// Typed FFI with a dictionary backend_config, called computations, layouts
// and aliasing, in the spelling JAX writes.
// CHECK-LABEL: func.func @custom_call_typed_ffi
func.func @custom_call_typed_ffi(%a: tensor<2x4x4xf32>, %n: tensor<i32>) -> tensor<2x4x4xf32> {
  // CHECK-NEXT: %0:2 = stablehlo.custom_call @cusolver_ffi(%arg0, %arg1) {api_version = 4 : i32, backend_config = {lower = true, mode = 1 : i64}, called_computations = [@helper], operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4x4xf32>, tensor<i32>) -> (tensor<2x4x4xf32>, tensor<2xi32>)
  %0:2 = stablehlo.custom_call @cusolver_ffi(%a, %n) {
    api_version = 4 : i32,
    backend_config = {lower = true, mode = 1 : i64},
    called_computations = [@helper],
    operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>],
    result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>],
    output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]
  } : (tensor<2x4x4xf32>, tensor<i32>) -> (tensor<2x4x4xf32>, tensor<2xi32>)
  func.return %0#0 : tensor<2x4x4xf32>
}
func.func private @helper(%a: tensor<f32>) -> tensor<f32>

// Aliases address parts of tuple operands and of a single tuple result; the
// alias fields may be written in any order. JAX's `mhlo.backend_config`
// is a discardable attribute and is kept as is.
// CHECK-LABEL: func.func @custom_call_tuple_aliases
func.func @custom_call_tuple_aliases(%t: tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<i32>, tensor<2xf32>> {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) {mhlo.backend_config = {}, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [0]>]} : (tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<i32>, tensor<2xf32>>
  %0 = stablehlo.custom_call @foo(%t) {
    mhlo.backend_config = {},
    output_operand_aliases = [#stablehlo.output_operand_alias<operand_index = 0, operand_tuple_indices = [0], output_tuple_indices = [1]>]
  } : (tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<i32>, tensor<2xf32>>
  func.return %0 : tuple<tensor<i32>, tensor<2xf32>>
}

// Single tuple result: one layout per element.
// CHECK-LABEL: func.func @custom_call_tuple_result_layouts
func.func @custom_call_tuple_result_layouts(%a: tensor<2x3xf32>) {
  // CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, !stablehlo.token>
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, !stablehlo.token>
  func.return
}

// A call without has_side_effect is pure: unused, it is dead code; a call
// with side effects stays.
// CANON-LABEL: func.func @custom_call_side_effects
// CANON-NEXT:    stablehlo.custom_call @kept(%arg0) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
// CANON-NEXT:    return
func.func @custom_call_side_effects(%a: tensor<f32>) {
  %0 = stablehlo.custom_call @dropped(%a) : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.custom_call @kept(%a) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
  func.return
}
