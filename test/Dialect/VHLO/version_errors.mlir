// RUN: hlokit-opt --split-input-file --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.5.0 %s

// A dot_general with an algorithm needs dot_general_v2 (1.6.0).
// expected-error @+1 {{failed to convert VHLO to v1.5.0}}
module {
func.func @dot_algorithm(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<f32> {
  // expected-error @+1 {{'vhlo.dot_general_v2' with a non-default 'lhs_precision_type' needs StableHLO 1.6.0 or later; the target is 1.5.0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
}

// -----

// Ops outside hlokit's vhlo op table cannot be written.
func.func @check_op(%x: tensor<2xf32>) {
  // expected-error @+1 {{op 'check.expect_eq_const' cannot be written to a portable artifact}}
  check.expect_eq_const %x, dense<1.0> : tensor<2xf32>
  return
}

// -----

// Attributes without a vhlo form.
// expected-error @+1 {{attribute 'test.unit' (unit) has no vhlo form}}
func.func @unit_attr() attributes {test.unit} {
  return
}

// -----

// Types without a vhlo form.
// expected-error @+1 {{type 'si32' has no vhlo form}}
func.func @signed(%a: si32) {
  return
}

// -----

// Upstream requires select_and_scatter's window_dimensions in artifacts.
func.func @select_and_scatter(%a: tensor<f32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.select_and_scatter' without window_dimensions cannot be written to a portable artifact}}
  %0 = "stablehlo.select_and_scatter"(%a, %a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// string_v1 has no type: a typed string cannot be written.
func.func @typed_string(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal: attribute 'call_target_name' ("foo" : tensor<3xf32>) has no vhlo form}}
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "foo" : tensor<3xf32>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
