// RUN: hlokit-opt %s -sdy-verify-unreduced-axes -split-input-file -verify-diagnostics

// Valid: an add and a call keep the partial max along "y", an all-reduce
// whose body takes the max reduces it, and the return matches the result.
sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func private @keep(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced=max{"y"}>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced=max{"y"}>}) {
  return %arg0 : tensor<8xf32>
}

func.func @valid(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced=max{"y"}>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}], unreduced=max{"y"}>]>} : tensor<8xf32>
  %1 = func.call @keep(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}], unreduced=max{"y"}>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %2 = "stablehlo.all_reduce"(%1) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %3 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A product is no reduction an unreduced axis can take.
func.func @all_reduce_body_not_a_reduction(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op dropped unreduced axis 'y' without a blessed operation (e.g., sdy.reshard). This is an invalid transition from unreduced to reduced.}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_adds_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op cannot add new unreduced axis 'x'.}}
  %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], unreduced={"x"}>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @reduce_min_introduces_sum(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // expected-error@+1 {{'stablehlo.reduce' op cannot introduce 'sum' unreduced axes. Expected 'min'.}}
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.minimum across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], unreduced={"x"}>]>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @dot_general_changes_min_to_sum(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced=min{"y"}>}, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op cannot change the reduction operator of kept unreduced axes from min to sum.}}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}], unreduced={"y"}>]>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

sdy.mesh @mesh = <["y"=2, "x"=2]>

func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// The mismatch names every axis only one side has, sorted by name.
func.func @call_drops_two_axes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y", "x"}>}) -> tensor<8xf32> {
  // expected-error@+1 {{'func.call' op has unreduced axes mismatch for 'x, y' at call argument 0.}}
  %0 = func.call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The body's value must be as unreduced as the result seen inside.
func.func @manual_computation_return_mismatch(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}], unreduced={"y"}>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    // expected-error@+1 {{'sdy.return' op has unreduced axes mismatch for 'y' at return value 0 without a blessed operation (e.g., sdy.reshard). This is an invalid transition from unreduced to reduced.}}
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @reduce_scatter_unsharded(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'sdy.reduce_scatter' op operand must be sharded.}}
  %0 = sdy.reduce_scatter [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
