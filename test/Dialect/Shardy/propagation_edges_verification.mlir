// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @negative_step(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have negative step index: -3}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step--3 = [{"x" = operand-0 -> [result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @duplicate_step(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have duplicate step index: 1}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = operand-0 -> [result-0]}]}, {step-1 = [{"y" = operand-0 -> [result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @duplicate_max_step(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have duplicate step index: 9223372036854775807}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-9223372036854775807 = [{"x" = operand-0 -> [result-0]}]}, {step-9223372036854775807 = [{"y" = operand-0 -> [result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @source_is_target(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have a source that is the same as a target}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = result-0 -> [result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @duplicate_target(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have duplicate targets for step index: 7 and axis: y}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-7 = [{"y" = result-0 -> [operand-0, operand-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @node_type(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+3 {{expected `operand` or `result`, got: input}}
  // expected-error @+2 {{failed to parse Sdy_AxisToPropagationDetails parameter 'source'}}
  // expected-error @+1 {{failed to parse Sdy_PropagationEdges parameter 'value'}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = input-0 -> [result-0]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @no_sharding(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected propagation edges attr to reference a sharding.}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = operand-0 -> [result-0]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>
sdy.mesh @other = <["x"=2]>

func.func @two_meshes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@other, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected a common mesh for propagation edges attr.}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = operand-0 -> [result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @axis_not_in_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected axis ref to be in one of the meshes}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"z" = operand-0 -> [result-0]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @operand_out_of_range(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected a value ref to have an operand index in range [0, 1), got: 2}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = result-0 -> [operand-2]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @result_out_of_range(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected a value ref to have a result index in range [0, 1), got: -1}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"x" = operand-0 -> [result--1]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @edges_not_edges(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op should have a propagation edges attribute of type PropagationEdgesAttr for attr named 'sdy.propagation_edges'}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = 64} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @result_edges_not_array(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr> for attr named 'sdy.result_propagation_edges' or 'sdy.block_arg_propagation_edges'}}
  %0 = stablehlo.abs %arg0 {sdy.result_propagation_edges = 64} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @block_arg_edges_not_edges(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr> for attr named 'sdy.result_propagation_edges' or 'sdy.block_arg_propagation_edges'}}
  %0 = stablehlo.abs %arg0 {sdy.block_arg_propagation_edges = [1, 2]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
