// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Each error of a sharding checked against its mesh and its value's type, on
// a func argument, a func result, an op's `sdy.sharding` and the sdy ops.

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{'func.func' op arg 0 - unknown mesh: @other}}
func.func @unknown_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@other, [{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{'func.func' op result 0 - sharding doesn't match tensor rank: 1 != 2}}
func.func @rank(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  return %arg0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{only ranked tensors can have a sharding. type: 'tensor<*xf32>'}}
func.func @unranked(%arg0: tensor<*xf32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes}}
func.func @token(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, [], replicated={"x"}>}) {
  return
}

// -----

sdy.mesh @single = <[], device_ids=[0]>

// expected-error @+1 {{a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.}}
func.func @maximal(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@single, [{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{'func.func' op arg 1 - unknown axis name: "z"}}
func.func @unknown_axis(%arg0: tensor<8xf32>, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{duplicate axis ref: "x"}}
func.func @axis_twice(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", "x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{duplicate axis ref: "y"}}
func.func @sharded_and_replicated(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}], replicated={"y"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{duplicate axis ref: "x"}}
func.func @replicated_and_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"x"}, unreduced={"x"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{replicated axes are not ordered w.r.t. mesh}}
func.func @replicated_order(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"y", "x"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{unreduced axes are not ordered w.r.t. mesh}}
func.func @unreduced_order(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y":(2)2, "y":(1)2}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{dim 1 is empty and closed but has a priority}}
func.func @closed_empty_priority(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {}p1]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{both sub-axis and full-axis are used for axis name: "y"}}
func.func @sub_and_full(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"y":(1)2}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{sub-axis pre-size must be at least 1: "y":(0)2}}
func.func @sub_pre_size(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(0)2}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{sub-axis sizes must be greater than 1: "y":(1)1}}
func.func @sub_size(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)1}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{sub-axis next pre-size 6 doesn't divide the size of the full axis 4: "y":(3)2}}
func.func @sub_not_dividing(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(3)2}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{sub-axis size is equal to the full axis size: "y":(1)4}}
func.func @sub_whole(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)4}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=8]>

// expected-error @+1 {{overlapping sub-axes: "y":(1)4, "y":(2)2}}
func.func @sub_overlap(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(2)2}, {"y":(1)4}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{two consecutive sub-axes can be merged: "y":(1)2, "y":(2)2}}
func.func @sub_mergeable(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2, "y":(2)2}]>}) {
  return
}

// -----

// expected-error @+1 {{should have a sharding attribute of type TensorShardingAttr}}
func.func @wrong_attr(%arg0: tensor<8xf32> {sdy.sharding = 1 : i32}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @op_result_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{result shardings don't match number of values: 2 shardings vs 1 values}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @op_result_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op result - unknown axis name: "w"}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"w"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @op_wrong_attr(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{should have a sharding attribute of type TensorShardingPerValueAttr}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @constraint_rank(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding doesn't match tensor rank: 2 != 1}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @constraint_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op unknown mesh: @mesh}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @reshard_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.reshard' op duplicate axis ref: "y"}}
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {"y"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @reshard_inlined_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reshard' op unknown axis name: "x"}}
  %0 = sdy.reshard %arg0 <mesh<["a"=2]>, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// With several values, the message names the value's index.
sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @op_second_result(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op result 1 - sharding doesn't match tensor rank: 0 != 1}}
  %0:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, []>]>} : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{'func.func' op arg 0 - ops can only have a sharding for a tuple of size 1: 'tuple<tensor<8xf32>, tensor<8xf32>>'}}
func.func @tuple_of_two(%arg0: tuple<tensor<8xf32>, tensor<8xf32>> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

// expected-error @+1 {{'func.func' op arg 0 - sharding doesn't match tensor rank: 2 != 1}}
func.func @tuple_of_one(%arg0: tuple<tensor<8xf32>> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=8]>

func.func @replicated_mergeable(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op result - two consecutive sub-axes can be merged: "x":(2)2, "x":(4)2}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], replicated={"x":(2)2, "x":(4)2}>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=8]>

// Merging comes before the sub-axis sizes: (4)4 goes beyond the axis.
func.func @unreduced_mergeable(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{two consecutive sub-axes can be merged: "x":(2)2, "x":(4)4}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], unreduced={"x":(2)2, "x":(4)4}>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @single = <[], device_ids=[0]>

// An op without results has one sharding, maximal or replicated, or none.
func.func @maximal_without_results(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op result 0 - a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.}}
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@single, [{}]>]>} : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @replicated_without_results(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op result 0 - a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.}}
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [], replicated={"x"}>]>} : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @sharded_without_results(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op result shardings don't match number of values: 1 shardings vs 0 values}}
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @token_result(%arg0: !stablehlo.token) -> !stablehlo.token {
  // expected-error @+1 {{non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: '!stablehlo.token', sharding: #sdy.sharding<@mesh, [{}]>}}
  %0 = "stablehlo.after_all"(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (!stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
