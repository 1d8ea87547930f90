// RUN: hlokit-opt %s -split-input-file -sdy-basic-propagate -verify-diagnostics

sdy.mesh @mesh = <["a"=2]>

func.func @dynamic_shape(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{Shardy propagation only supports ranked tensors with a static shape. type: 'tensor<?xf32>'}}
  %0 = stablehlo.abs %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @tuple(%arg0: tensor<8xf32>) -> tuple<tensor<8xf32>> {
  // expected-error @+1 {{Shardy propagation doesn't support tuples: 'tuple<tensor<8xf32>>'}}
  %0 = stablehlo.tuple %arg0 : tuple<tensor<8xf32>>
  return %0 : tuple<tensor<8xf32>>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A mesh axis used twice in one tensor: rejected before propagation runs.
// expected-error @+1 {{'func.func' op arg 0 - duplicate axis ref: "a"}}
func.func @axis_used_twice(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"a"}]>}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @rule_of_wrong_rank(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op operand - mapping rank must match: 1 != 2}}
  %0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @rule_for_other_operands(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op number of operands and mappings must match: 1 != 2}}
  %0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Factor sizes that do not multiply to their dimension (Shardy accepts
// them) propagate without a crash.
func.func @factor_sizes_not_the_dimension(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>}) -> tensor<4x4xf32> {
  %0 = stablehlo.reshape %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([i, j]) {i=3, j=5}>} : (tensor<16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @negative_factor_size(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op has factor i=-2, expected a non-negative factor size}}
  %0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=-2}>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A single factor may span more than its dimension (a concatenated one):
// no error.
func.func @single_factor_spans_more(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<12xf32> {
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=12} need_replication={i}>} : (tensor<8xf32>, tensor<4xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Conflicting closed shardings are no error, as in Shardy: nothing moves
// across the add, and the export's reshards resolve the conflict.
func.func @conflicting_closed_shardings(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
