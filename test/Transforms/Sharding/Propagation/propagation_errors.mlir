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
