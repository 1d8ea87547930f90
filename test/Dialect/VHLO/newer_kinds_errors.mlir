// RUN: hlokit-opt --split-input-file --verify-diagnostics --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.3.0 %s

// Types and attributes newer than the target fail the op that carries them,
// as upstream's dialect conversion finds them: a function's signature fails
// the func_v1 before any op in its body is looked at.

// expected-error @+2 {{failed to convert VHLO to v1.3.0}}
// expected-error @+2 {{failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal: 'vhlo.func_v1' with type 'f8E4M3' needs StableHLO 1.7.0 or later; the target is 1.3.0}}
module {
func.func @signature(%x: tensor<2xf8E4M3>) -> tensor<2xf8E4M3> {
  %0 = stablehlo.add %x, %x : tensor<2xf8E4M3>
  return %0 : tensor<2xf8E4M3>
}
}

// -----

// A type inside an attribute.
// expected-error @+2 {{failed to convert VHLO to v1.3.0}}
// expected-error @+2 {{'vhlo.func_v1' with type 'tf32' needs StableHLO 1.6.0 or later; the target is 1.3.0}}
module {
func.func @type_attr() attributes {test.type = tf32} {
  return
}
}

// -----

// An attribute kind newer than the target.
// expected-error @+2 {{failed to convert VHLO to v1.3.0}}
// expected-error @+2 {{'vhlo.func_v1' with attribute '#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>' needs StableHLO 1.9.0 or later; the target is 1.3.0}}
module {
func.func @accuracy_attr() attributes {test.accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} {
  return
}
}

// -----

// An op in a body: the element type of a constant's value.
// expected-error @+1 {{failed to convert VHLO to v1.3.0}}
module {
func.func @body() -> tensor<i32> {
  // expected-error @+1 {{'vhlo.constant_v1' with type 'f8E3M4' needs StableHLO 1.7.0 or later}}
  %0 = stablehlo.constant dense<1.0> : tensor<f8E3M4>
  %1 = stablehlo.constant dense<1> : tensor<i32>
  return %1 : tensor<i32>
}
}

// -----

// An op that steps down to a version the target lacks is reported as it
// was before the step, after upstream's prefix; the reason names the step.
// expected-error @+1 {{failed to convert VHLO to v1.3.0}}
module {
func.func @tan(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: 'vhlo.tan_v1' is not in StableHLO 1.3.0 (it exists from 1.4.0 to 1.9.0)}}
  %0 = stablehlo.tan %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
}

