// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// set_dimension_size

func.func @set_dimension_size_c1(%x: tensor<4xi32>, %s: tensor<i32>) -> tensor<?xi32> {
  // expected-error @+1 {{set_dimension_size_c1: dimension 1 is out of range [0, 1)}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 1 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @set_dimension_size_c1_negative(%x: tensor<4xi32>, %s: tensor<i32>) -> tensor<?xi32> {
  // expected-error @+1 {{set_dimension_size_c1: dimension -1 is out of range [0, 1)}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = -1 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @set_dimension_size_c2(%x: tensor<4xi32>, %s: tensor<1xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{set_dimension_size_c2: size must be a 0-dimensional tensor, got 'tensor<1xi32>'}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @set_dimension_size_c2_element_type(%x: tensor<4xi32>, %s: tensor<i64>) -> tensor<?xi32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<i64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @set_dimension_size_c4(%x: tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32> {
  %s = stablehlo.constant dense<5> : tensor<i32>
  // expected-error @+1 {{set_dimension_size_c4: size 5 must be in [0, 4], the static size or bound of dimension 0}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @set_dimension_size_c4_negative(%x: tensor<4xi32>) -> tensor<?xi32> {
  %s = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{set_dimension_size_c4: size -1 must be in [0, 4], the static size or bound of dimension 0}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// The result is bounded by 4, so it cannot be 5.
func.func @set_dimension_size_result_exceeds_bound(%x: tensor<4xi32>, %s: tensor<i32>) -> tensor<5xi32> {
  // expected-error @+1 {{set_dimension_size_c5: result type 'tensor<5xi32>' is incompatible with the inferred 'tensor<?xi32, #stablehlo.bounds<4>>'}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @set_dimension_size_result_element_type(%x: tensor<4xi32>, %s: tensor<i32>) -> tensor<?xf32> {
  // expected-error @+1 {{set_dimension_size_c5: result element type 'f32' differs from the inferred 'i32'}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @set_dimension_size_c5_rank(%x: tensor<4xi32>, %s: tensor<i32>) -> tensor<?x?xi32> {
  // expected-error @+1 {{set_dimension_size_c5: result rank 2 differs from the inferred 1}}
  %0 = stablehlo.set_dimension_size %x, %s, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// real_dynamic_slice

func.func @real_dynamic_slice_c1(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?xf64> {
  // expected-error @+1 {{real_dynamic_slice_c1: result element type 'f64' differs from the inferred 'f32'}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// -----

func.func @real_dynamic_slice_c2(%x: tensor<7xf32>, %i: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{real_dynamic_slice_c2: start_indices size (2) must equal operand rank (1)}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<7xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c2_same_types(%x: tensor<7xf32>, %i: tensor<1xi32>, %j: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{failed to verify that all of {start_indices, limit_indices, strides} have same type}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %j, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi64>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c3_negative_start(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<-1> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c3: start index -1 of dimension 0 is negative}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %i, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c3_start_exceeds_limit(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<3> : tensor<1xi32>
  %l = stablehlo.constant dense<2> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c3: start index 3 of dimension 0 exceeds its limit index 2}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %l, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c3_start_exceeds_bound(%x: tensor<?xf32, #stablehlo.bounds<7>>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<8> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c3: start index 8 of dimension 0 exceeds the operand's size or bound 7}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %i, %i : (tensor<?xf32, #stablehlo.bounds<7>>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c3_limit_exceeds_size(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %l = stablehlo.constant dense<8> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c3: limit index 8 of dimension 0 exceeds the operand's size or bound 7}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %l, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c4(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %st = stablehlo.constant dense<0> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c4: stride 0 of dimension 0 must be positive}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %st : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @real_dynamic_slice_c5(%x: tensor<7xf32>) -> tensor<4xf32> {
  %s = stablehlo.constant dense<1> : tensor<1xi32>
  %l = stablehlo.constant dense<7> : tensor<1xi32>
  %st = stablehlo.constant dense<2> : tensor<1xi32>
  // expected-error @+1 {{real_dynamic_slice_c5: result type 'tensor<4xf32>' is incompatible with the inferred 'tensor<3xf32>'}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %l, %st : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @real_dynamic_slice_c5_rank(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{real_dynamic_slice_c5: result rank 2 differs from the inferred 1}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The slice of a 7-element tensor cannot have 8 elements.
func.func @real_dynamic_slice_result_exceeds_bound(%x: tensor<7xf32>, %i: tensor<1xi32>) -> tensor<8xf32> {
  // expected-error @+1 {{real_dynamic_slice_c5: result type 'tensor<8xf32>' is incompatible with the inferred 'tensor<?xf32, #stablehlo.bounds<7>>'}}
  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// dynamic_pad

func.func @dynamic_pad_c1(%x: tensor<?xf32>, %v: tensor<f64>, %p: tensor<1xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_pad_c1: padding_value element type 'f64' differs from the operand element type 'f32'}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?xf32>, tensor<f64>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c1_result(%x: tensor<?xf32>, %v: tensor<f32>, %p: tensor<1xindex>) -> tensor<?xf64> {
  // expected-error @+1 {{dynamic_pad_c1: result element type 'f64' differs from the inferred 'f32'}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// -----

func.func @dynamic_pad_i2(%x: tensor<?xf32>, %v: tensor<1xf32>, %p: tensor<1xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #1 must be 0D tensor of}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?xf32>, tensor<1xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c2(%x: tensor<?xf32>, %v: tensor<f32>, %p: tensor<2xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_pad_c2: edge_padding_low size (2) must equal operand rank (1)}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c2_same_types(%x: tensor<?xf32>, %v: tensor<f32>, %p: tensor<1xindex>, %q: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same type}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %q, %p : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xi64>, tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c3(%x: tensor<?xf32>, %v: tensor<f32>, %p: tensor<1xi64>) -> tensor<?xf32> {
  %i = stablehlo.constant dense<-1> : tensor<1xi64>
  // expected-error @+1 {{dynamic_pad_c3: interior_padding -1 of dimension 0 must be non-negative}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %i : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c4_negative(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  %low = stablehlo.constant dense<-4> : tensor<1xi64>
  %zero = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error @+1 {{dynamic_pad_c4: padding dimension 0 gives a negative size (-1)}}
  %0 = stablehlo.dynamic_pad %x, %v, %low, %zero, %zero : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c4(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<6xf32> {
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  // expected-error @+1 {{dynamic_pad_c4: result type 'tensor<6xf32>' is incompatible with the inferred 'tensor<7xf32>'}}
  %0 = stablehlo.dynamic_pad %x, %v, %one, %one, %one : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @dynamic_pad_c4_rank(%x: tensor<?xf32>, %v: tensor<f32>, %p: tensor<1xindex>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_pad_c4: result rank 2 differs from the inferred 1}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// dynamic_broadcast_in_dim

func.func @dynamic_broadcast_in_dim_c1(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c1: result element type 'i32' differs from the inferred 'f32'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

func.func @dynamic_broadcast_in_dim_c2(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c2: broadcast_dimensions [0, 1] must have one entry per operand dimension (1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c3(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c3: broadcast_dimensions [2] must be in [0, 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c4(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c4: broadcast_dimensions [1, 1] must not repeat a dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 1] : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c5(%x: tensor<3xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{dynamic_broadcast_in_dim_c5: size 3 of operand dimension 0 is neither 1 nor the size 4 of result dimension 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A static operand size other than 1 is the result size (C5).
func.func @dynamic_broadcast_in_dim_c5_result(%x: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<?x4xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c5: result type 'tensor<?x4xf32>' is incompatible with the inferred 'tensor<?x3xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c7(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c7: result rank 3 differs from the inferred 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_negative_size(%x: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[2, -1]> : tensor<2xi64>
  // expected-error @+1 {{dynamic_broadcast_in_dim: output_dimensions [2, -1] has a negative size}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c8(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c8: known_expanding_dimensions [0] and known_nonexpanding_dimensions [0] must not repeat a dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c9(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c9: known_expanding_dimensions [2] must be in [0, 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] {known_expanding_dimensions = array<i64: 2>} : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c10(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c10: known_nonexpanding_dimensions [-1] must be in [0, 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] {known_nonexpanding_dimensions = array<i64: -1>} : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A known non-expanding dimension keeps the operand's bound.
func.func @dynamic_broadcast_in_dim_nonexpanding_bound(%x: tensor<?xf32, #stablehlo.bounds<3>>, %s: tensor<2xi64>) -> tensor<?x4xf32> {
  // expected-error @+1 {{dynamic_broadcast_in_dim_c5: result type 'tensor<?x4xf32>' is incompatible with the inferred 'tensor<?x?xf32, #stablehlo.bounds<?, 3>>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<2xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// dynamic_iota

func.func @dynamic_iota_c1(%s: tensor<1xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_iota_c1: iota_dimension 1 must be in [0, 1), the size of output_shape}}
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_iota_c1_negative(%s: tensor<1xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_iota_c1: iota_dimension -1 must be in [0, 1), the size of output_shape}}
  %0 = stablehlo.dynamic_iota %s, dim = -1 : (tensor<1xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_iota_c2(%s: tensor<1xindex>) -> tensor<?x?xf32> {
  // expected-error @+1 {{dynamic_iota_c2: result rank 2 differs from the inferred 1}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_iota_shape_value() -> tensor<4xi32> {
  %s = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error @+1 {{dynamic_iota_c2: result type 'tensor<4xi32>' is incompatible with the inferred 'tensor<1xi32>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @dynamic_iota_negative_size() -> tensor<?xi32> {
  %s = stablehlo.constant dense<[-2]> : tensor<1xi64>
  // expected-error @+1 {{dynamic_iota: output_shape [-2] has a negative size}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @dynamic_iota_result_element_type(%s: tensor<1xindex>) -> tensor<?xi1> {
  // expected-error-re @+1 {{result #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or {{.*}} or complex type with 32-bit float or 64-bit float elements or per-tensor quantized values, but got 'tensor<?xi1>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xindex>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// dynamic_reshape

func.func @dynamic_reshape_c1(%x: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xi32> {
  // expected-error @+1 {{dynamic_reshape_c1: result element type 'i32' differs from the inferred 'f32'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

func.func @dynamic_reshape_c2(%x: tensor<6xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  // expected-error @+1 {{dynamic_reshape_c2: the operand has 6 elements but the result shape [4, 2] has 8}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_reshape_c2_result(%x: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<4x2xf32> {
  // expected-error @+1 {{dynamic_reshape_c2: the operand has 6 elements but the result shape [4, 2] has 8}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @dynamic_reshape_c4(%x: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic_reshape_c4: result rank 1 differs from the inferred 2}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The result shape is the value of a constant output_shape.
func.func @dynamic_reshape_c4_shape(%x: tensor<6xf32>) -> tensor<3x2xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+1 {{dynamic_reshape_c4: result type 'tensor<3x2xf32>' is incompatible with the inferred 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @dynamic_reshape_negative_size(%x: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  // expected-error @+1 {{dynamic_reshape: output_shape [-1, 2] has a negative size}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Shape operands need a static length: it is the result rank.
func.func @dynamic_reshape_shape_length(%x: tensor<?xf32>, %s: tensor<?xindex>) -> tensor<?x?xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<?xindex>'}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
