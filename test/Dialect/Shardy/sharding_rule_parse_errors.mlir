// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Syntax errors in op sharding rules.

func.func @not_a_factor(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+3 {{expecting symbol from 'i' to 'z'. Received: 'b'}}
  // expected-error @+2 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+1 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([b])->([i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @number_missing(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+3 {{expecting integer after 'z_'. Received: 'z_i'}}
  // expected-error @+2 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+1 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([z_i])->([i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @leading_zero(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+3 {{expecting positive integer without leading zeros. Received: '01'}}
  // expected-error @+2 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+1 {{failed to parse Sdy_OpShardingRule parameter 'result_mappings'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([z_01]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A number past int64 is reported, and reading goes on: here the sizes then
// miss the order.
func.func @number_too_large(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{expecting symbol index <=2^63-1. Received: '99999999999999999999'}}
  // expected-error @+1 {{Expecting factor index symbol 'i', received: 'z_9223372036854775790'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {z_99999999999999999999=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @sizes_out_of_order(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor index symbol 'j', received: 'k'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, k=4}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @two_symbols_for_a_size(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expecting single factor symbol: j}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {ij=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @two_symbols_in_a_set(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{expecting single factor symbol: j}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} permutation={ij}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @bad_set_symbol(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expecting symbol from 'i' to 'z'. Received: 'a'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2} blocked_propagation={a}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @set_without_equal(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected '='}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2} need_replication {i}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The sets come in one order: reduction, need_replication, permutation,
// blocked_propagation.
func.func @sets_out_of_order(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{expected '>'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=4} permutation={i} need_replication={j}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @comma_without_custom(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected 'custom'}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2}, user>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @no_operand_mappings(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.abs %a {sdy.sharding_rule = #sdy.op_sharding_rule<()->([i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}
