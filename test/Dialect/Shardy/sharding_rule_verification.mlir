// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// `sdy.sharding_rule` checked against the op it annotates.

func.func @not_a_rule(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{should have a sharding rule attribute of type OpShardingRuleAttr for attr named 'sdy.sharding_rule'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = "i->i"} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @operand_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of operands and mappings must match: 2 != 1}}
  %0 = stablehlo.add %a, %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @result_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of results and mappings must match: 1 != 2}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i], [i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_operand(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{operand - expected a ranked tensor with a static shape. type: 'tensor<?xf32>'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2}>} : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @tuple_result(%a: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  // expected-error @+1 {{result - expected a ranked tensor with a static shape. type: 'tuple<tensor<2xf32>>'}}
  %0 = "stablehlo.tuple"(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2}>} : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  return %0 : tuple<tensor<2xf32>>
}

// -----

// With several operands, the message names the operand's index.
func.func @rank(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand 1 - mapping rank must match: 1 != 2}}
  %0 = stablehlo.add %a, %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i])->([i, j]) {i=2, j=4}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @unmapped_dim(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{result - dim mapping must have at least one factor}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, ]) {i=2, j=4}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @unknown_factor(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand - expecting factor indices to be within 0<=...<num_factors; received: 2, num_factors: 2}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k])->([i, j]) {i=2, j=4}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @factor_twice(%a: tensor<2x2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand - cannot reuse factors for the same tensor value}}
  %0 = stablehlo.reshape %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, i])->([ij]) {i=2, j=2}>} : (tensor<2x2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @size_one_among_many(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result - dim mapping can't have a factor of size 1 if there are multiple factors}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([ij]) {i=2, j=1}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @unused_factor(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{has factor j=3 that isn't used in operand and result mappings}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2, j=3}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @unsorted_set(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{indices of special factors must be sorted}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} permutation={j, i}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @repeated_in_set(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{indices of special factors must be unique}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} blocked_propagation={j, j}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @set_names_unknown_factor(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{index must be less than 2, got: 18}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} reduction={z_1}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @factor_in_two_sets(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{a factor can only be in one of the reduction, need replication, or permutation factor sets}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} need_replication={j} permutation={j}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A blocked factor may also be in a set of the other kind.
func.func @blocked_and_reduced(%a: tensor<2x4xf32>) -> tensor<2xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=2, j=4} reduction={j} blocked_propagation={j}>} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduced_factor_in_result(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{reduction factor cannot be in result mappings}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} reduction={j}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Factor sizes need not multiply to their dimension: Shardy accepts such
// rules (its insert_explicit_reshards tests reshape 1x1x1 with factors 3
// and 2), and so does hlokit.
func.func @factors_past_their_dimension(%a: tensor<1x1x1xf32>) -> tensor<f32> {
  %0 = stablehlo.reshape %a {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k, l])->([]) {i=3, j=2, k=1, l=1}>} : (tensor<1x1x1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @negative_factor_size(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op has factor i=-1, expected a non-negative factor size}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=-1}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An empty dimension has a factor of size 0.
func.func @empty_dim(%a: tensor<8x0xf32>) -> tensor<8x0xf32> {
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=0}>} : tensor<8x0xf32>
  return %0 : tensor<8x0xf32>
}
