// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @c1(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{dot_general_c1: lhs_batching_dimensions [0] and rhs_batching_dimensions [] differ in size}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0]>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @c2(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c2: lhs_contracting_dimensions [1] and rhs_contracting_dimensions [] differ in size}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c3(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{dot_general_c3: lhs_batching_dimensions [0] and lhs_contracting_dimensions [0] are not unique together}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @c4(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{dot_general_c4: rhs_batching_dimensions [1] and rhs_contracting_dimensions [1] are not unique together}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [1], contracting_dims = [1] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @c5(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{dot_general_c5: lhs_batching_dimensions [2] are not all in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [2] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @c6(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c6: lhs_contracting_dimensions [-1] are not all in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [-1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c7(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{dot_general_c7: rhs_batching_dimensions [5] are not all in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [5], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @c8(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c8: rhs_contracting_dimensions [2] are not all in [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c9(%a: tensor<2x3x4xf32>, %b: tensor<5x4x6xf32>) -> tensor<2x3x6xf32> {
  // expected-error @+1 {{dot_general_c9: batching dimension 0 of lhs ('tensor<2x3x4xf32>') is not compatible with dimension 0 of rhs ('tensor<5x4x6xf32>')}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<5x4x6xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

func.func @c10(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{dot_general_c10: contracting dimension 1 of lhs ('tensor<2x3xf32>') is not compatible with dimension 0 of rhs ('tensor<4x5xf32>')}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @c11(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c11: precision_config has 3 entries, expected at most 2}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c12(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{dot_general_c12: result type 'tensor<4x2xf32>' is not compatible with the inferred shape [2, 4]}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @c12_rank(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4x1xf32> {
  // expected-error @+1 {{dot_general_c12: result type 'tensor<2x4x1xf32>' is not compatible with the inferred shape [2, 4]}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4x1xf32>
  return %0 : tensor<2x4x1xf32>
}

// -----

func.func @c13(%a: tensor<2x3xf32>, %b: tensor<3x4xf16>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c13: lhs element type 'f32' differs from rhs element type 'f16'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c21(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c21: precision_config must be DEFAULT when an algorithm is given}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c22(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c22: lhs_component_count must be positive, got 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c23(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c23: rhs_component_count must be positive, got -1}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @c24(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_c24: num_primitive_operations must be positive, got 0}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Element types outside the spec's are refused by the operand constraint.
func.func @unsupported_element_type(%a: tensor<2x3xindex>, %b: tensor<3x4xindex>) -> tensor<2x4xindex> {
  // expected-error @+1 {{operand #0 must be ranked tensor}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xindex>, tensor<3x4xindex>) -> tensor<2x4xindex>
  return %0 : tensor<2x4xindex>
}

// -----

func.func @unknown_dot_field(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{unknown field 'lhs_batch' in #stablehlo.dot}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batch = [0]>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @duplicate_dot_field(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{field 'lhs_contracting_dimensions' appears more than once in #stablehlo.dot}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], lhs_contracting_dimensions = [1]>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @unknown_precision(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{unknown precision 'LOW'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [LOW] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @i8(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_i8: lhs_precision_type must be a float type, got 'i8'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = i8, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @i9(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_i9: rhs_precision_type must be a float type, got 'i32'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = i32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @i10(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{dot_general_i10: accumulation_type must be a float type, got 'index'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = index, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A static result size must fit the bound it comes from (bounded-dynamism RFC).
func.func @c12_bound(%a: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %b: tensor<3x5xf32>) -> tensor<6x5xf32> {
  // expected-error @+1 {{dot_general_c12: result type 'tensor<6x5xf32>' is not compatible with the inferred shape [?, 5]}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<3x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

func.func @c10_bound(%a: tensor<2x?xf32, #stablehlo.bounds<?, 3>>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{dot_general_c10: contracting dimension 1 of lhs ('tensor<2x?xf32, #stablehlo.bounds<?, 3>>') is not compatible with dimension 0 of rhs ('tensor<4x5xf32>')}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
