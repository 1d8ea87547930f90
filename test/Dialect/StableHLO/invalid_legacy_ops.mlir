// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// The legacy ops' checks, with upstream's messages.

func.func @dot_rank(%a: tensor<1x2x3xf32>, %b: tensor<3xf32>) -> tensor<1x2xf32> {
  // expected-error @+1 {{expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = stablehlo.dot %a, %b : (tensor<1x2x3xf32>, tensor<3xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

// -----

func.func @dot_contracting_size(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @dot_precision(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<f32> {
  // expected-error @+1 {{expects precision config to be empty or have <= 2 elements, got 3}}
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT, HIGH] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @dot_result(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{inferred shape '[2, 4]' is incompatible with return type of operation 'tensor<2x5xf32>'}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @dot_unknown_precision(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<f32> {
  // expected-error @+1 {{unknown precision 'FAST'}}
  %0 = stablehlo.dot %a, %b, precision = [FAST] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @broadcast_negative(%a: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Broadcast with negative dimension size -1}}
  %0 = stablehlo.broadcast %a, sizes = [-1] : (tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @broadcast_result(%a: tensor<3xi32>) -> tensor<2x4xi32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'stablehlo.broadcast' op inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<2x4xi32>'}}
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<3xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

func.func @broadcast_element_type(%a: tensor<3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.broadcast' op requires the same element type for all operands and results}}
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @cross_replica_sum_types(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'stablehlo.cross-replica-sum' op requires compatible types for all operands and results}}
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @einsum_config_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.einsum' op attribute 'einsum_config' failed to satisfy constraint: string attribute}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
