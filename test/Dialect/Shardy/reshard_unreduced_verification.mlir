// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// sdy.reshard and sdy.sharding_constraint may make axes unreduced only as
// partial sums, and keep how the axes that stay unreduced combine. The
// input's sharding is found through propagation barriers.

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @introduce_max(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reshard' op cannot introduce 'max' unreduced axes. Expected 'sum'.}}
  %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @change_kept(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], unreduced=min{"x"}>]>} : tensor<8xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=NONE : tensor<8xf32>
  // expected-error @+1 {{'sdy.sharding_constraint' op cannot change the reduction operator of kept unreduced axes from min to max.}}
  %2 = sdy.sharding_constraint %1 <@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// A sub-axis of a kept unreduced axis is kept too.
func.func @change_kept_sub_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reshard' op cannot change the reduction operator of kept unreduced axes from max to sum.}}
  %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced={"x":(1)2}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

// Dropping, summing new axes, keeping a reduction and other meshes are fine.
func.func @allowed(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>}) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced=max{"x":(2)2}> : tensor<8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}]> : tensor<8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}], unreduced={"y"}> : tensor<8xf32>
  %3 = sdy.sharding_constraint %2 <mesh<["y"=2]>, [{}], unreduced=max{"y"}> : tensor<8xf32>
  return %3 : tensor<8xf32>
}
