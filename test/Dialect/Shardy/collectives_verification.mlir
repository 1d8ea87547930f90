// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// The collectives' verifiers: the common checks, then each collective's.

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @operand_without_sharding(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op collective on operand without sharding}}
  %0 = sdy.all_gather [{}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @out_sharding_rank(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op sharding doesn't match tensor rank: 2 != 1}}
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @out_sharding_unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_slice' op unknown mesh: @nowhere}}
  %0 = sdy.all_slice [{}] %arg0 out_sharding=<@nowhere, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh1 = <["x"=2]>
sdy.mesh @mesh2 = <["x"=2], device_ids=[1, 0]>

// expected-note @+1 {{operand mesh: #sdy.mesh<["x"=2]>}}
func.func @different_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh1, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op result mesh does not match operand mesh}}
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh2, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @unknown_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op unknown axis name: "w"}}
  %0 = sdy.all_gather [{"w"}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// An axis may appear once across all dimensions.
func.func @duplicate_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_slice' op duplicate axis ref: "x"}}
  %0 = sdy.all_slice [{"x"}, {"x"}] %arg0 out_sharding=<@mesh, [{"x"}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @mergeable_sub_axes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_slice' op two consecutive sub-axes can be merged: "x":(1)2, "x":(2)2}}
  %0 = sdy.all_slice [{"x":(1)2, "x":(2)2}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @axes_rank(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op result sharding has rank 2 but collective axes has rank 1}}
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// Gathered axes must be the minor end of the dimension's sharding.
func.func @gather_not_a_suffix(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op can't apply gathering axis "x" to operand sharding on dimension 0}}
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{"y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @gather_sub_axis_not_a_suffix(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op can't apply gathering axis "x":(1)2 to operand sharding on dimension 0}}
  %0 = sdy.all_gather [{"x":(1)2}] %arg0 out_sharding=<@mesh, [{"x":(2)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @gather_wrong_result(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_gather' op result sharding doesn't match expected sharding ["x":(1)2] on dimension 0}}
  %0 = sdy.all_gather [{"x":(2)2}] %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @slice_wrong_result(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_slice' op result sharding doesn't match expected sharding ["y", "x"] on dimension 0}}
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x", "y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_without_params(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op parameter list is empty}}
  %0 = sdy.all_to_all [] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_unknown_axis(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op unknown axis name: "q"}}
  %0 = sdy.all_to_all [{"q"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_source_out_of_range(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op source dimension 2 is out of range [0, 2)}}
  %0 = sdy.all_to_all [{"x"}: 2->1] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_target_out_of_range(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op target dimension -1 is out of range [0, 2)}}
  %0 = sdy.all_to_all [{"x"}: 0->-1] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_overlapping_dims(%arg0: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}]>}) -> tensor<8x8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op overlapping source/target dimensions in all-to-all params: 2}}
  %0 = sdy.all_to_all [{"x"}: 0->2, {"y"}: 1->2] %arg0 out_sharding=<@mesh, [{}, {}, {"x", "y"}]> : tensor<8x8x8xf32>
  return %0 : tensor<8x8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_unsorted(%arg0: tensor<8x8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {"y"}, {}]>}) -> tensor<8x8x8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op source dimensions are not sorted in ascending order: 0 appears after 2}}
  %0 = sdy.all_to_all [{"y"}: 2->3, {"x"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {"x"}, {}, {"y"}]> : tensor<8x8x8x8xf32>
  return %0 : tensor<8x8x8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_not_a_suffix(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op can't apply all-to-all axis "x" to operand sharding on dimension 0}}
  %0 = sdy.all_to_all [{"x"}: 0->1] %arg0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_to_all_wrong_target(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op result sharding doesn't match expected sharding ["y", "x"] on dimension 1}}
  %0 = sdy.all_to_all [{"x"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {"x", "y"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// Dimensions no move names keep their sharding.
func.func @all_to_all_other_dim_changed(%arg0: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> tensor<8x8x8xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op result sharding doesn't match expected sharding [] on dimension 2}}
  %0 = sdy.all_to_all [{"x"}: 0->1] %arg0 out_sharding=<@mesh, [{}, {"x"}, {"y"}]> : tensor<8x8x8xf32>
  return %0 : tensor<8x8x8xf32>
}

// -----

sdy.mesh @mesh1 = <["x"=2, "y"=2]>
sdy.mesh @mesh2 = <["x"=4]>

// expected-note @+1 {{operand mesh: #sdy.mesh<["x"=2, "y"=2]>}}
func.func @permute_other_axes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh1, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.collective_permute' op result mesh has different axes than operand mesh}}
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh2, [{"x":(1)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh1 = <["x"=2, "y"=2]>
sdy.mesh @mesh2 = <["x"=2, "y"=2]>

// expected-note @+1 {{operand mesh: #sdy.mesh<["x"=2, "y"=2]>}}
func.func @permute_same_devices(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh1, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.collective_permute' op result mesh name is different but same device ids as operand}}
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh2, [{"y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @permute_changes_sharded_size(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.collective_permute' op sharded size of result doesn't match operand on dimension 1: 4 != 2}}
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_changes_dims(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op operand and result shardings are not equivalent}}
  %0 = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{"y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_unsorted(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op reduction axes are not ordered w.r.t. mesh}}
  %0 = sdy.all_reduce {"y", "x"} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_duplicate(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op duplicate axis ref: "x"}}
  %0 = sdy.all_reduce {"x", "x"} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_sharded_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"y"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op reduction axis "y" overlaps with operand dimension sharding or replicated axes}}
  %0 = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

func.func @all_reduce_stays_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op reduction axis "x":(1)2 overlaps with result unreduced axes}}
  %0 = sdy.all_reduce {"x":(1)2} %arg0 out_sharding=<@mesh, [{}], unreduced={"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_new_unreduced(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op cannot add new unreduced axis 'y'.}}
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}], unreduced={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_other_reduction(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=min{"x"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op cannot reduce 'min' unreduced axes. Expected 'max'.}}
  %0 = sdy.all_reduce max {"x"} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_changes_kept_reduction(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x", "y"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op cannot change the reduction operator of kept unreduced axes from max to min.}}
  %0 = sdy.all_reduce max {"x"} %arg0 out_sharding=<@mesh, [{}], unreduced=min{"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @reduce_scatter_other_reduction(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reduce_scatter' op cannot reduce 'sum' unreduced axes. Expected 'min'.}}
  %0 = sdy.reduce_scatter min [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @reduce_scatter_wrong_result(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reduce_scatter' op result sharding doesn't match expected sharding ["x"] on dimension 0}}
  %0 = sdy.reduce_scatter [{"x"}] %arg0 out_sharding=<@mesh, [{"y"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @s2u_max(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharded_to_unreduced' op out_sharding reduction_op must be SUM}}
  %0 = sdy.sharded_to_unreduced [{"x"}] %arg0 out_sharding=<@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @s2u_not_a_suffix(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharded_to_unreduced' op can't apply shard-to-unreduce axis "y" to operand sharding on dimension 0}}
  %0 = sdy.sharded_to_unreduced [{"y"}] %arg0 out_sharding=<@mesh, [{"x"}], unreduced={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @s2u_wrong_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharded_to_unreduced' op out_unreduced_axes should be in_unreduced_axes + sharded_to_unreduced_axes}}
  %0 = sdy.sharded_to_unreduced [{"x"}] %arg0 out_sharding=<@mesh, [{}], unreduced={"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_max(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op out_sharding reduction_op must be SUM}}
  %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_changes_dims(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op input and output must share the same dimension shardings}}
  %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{}], unreduced={"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_no_axes(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op r2u axes must not be empty}}
  %0 = sdy.replicated_to_unreduced {} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_unsorted(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op r2u axes are not ordered w.r.t. mesh}}
  %0 = sdy.replicated_to_unreduced {"y", "x"} %arg0 out_sharding=<@mesh, [{}], unreduced={"x", "y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

func.func @r2u_sharded_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)2}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op r2u axis "x" overlaps with operand dimension sharding}}
  %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{"x":(2)2}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_already_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op r2u axis "y" overlaps with operand unreduced axes}}
  %0 = sdy.replicated_to_unreduced {"y"} %arg0 out_sharding=<@mesh, [{}], unreduced={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @r2u_wrong_unreduced(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.replicated_to_unreduced' op out_unreduced_axes should be in_unreduced_axes + r2u_axes}}
  %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{}], unreduced={"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
