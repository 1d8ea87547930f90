// RUN: hlokit-opt --verify-diagnostics --hlokit-stablehlo-to-vhlo=target=1.20.0 %s
// RUN: hlokit-translate --serialize --target=1.21.0 %s | hlokit-translate --deserialize | FileCheck %s

// dot_general algorithms on f8E4M3FN need StableHLO 1.21.0, as upstream's
// validateConstraint checks.

// CHECK: algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
// expected-error @+1 {{failed to convert VHLO to v1.20.0}}
module {
func.func @dot(%a: tensor<8x16xbf16>, %b: tensor<16x8xbf16>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'vhlo.dot_general_v2' with an f8E4M3FN precision type needs StableHLO 1.21.0 or later; the target is 1.20.0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<8x16xbf16>, tensor<16x8xbf16>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
}
