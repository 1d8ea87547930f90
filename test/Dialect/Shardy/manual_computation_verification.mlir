// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @in_count(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{operand shardings don't match number of values: 0 shardings vs 1 values}}
  sdy.manual_computation(%arg0) in_shardings=[] out_shardings=[] manual_axes={} (%arg1: tensor<8xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @region_args(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{number of op operands and region operands must match. Op has 1 op operands and 0 region operands}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[] manual_axes={} () {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @returned_count(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{number of op results and region results must match. Op has 1 op results and 0 region results}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg1: tensor<8xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @unknown_manual_axis(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{unknown manual axis: "z"}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[] manual_axes={"z"} (%arg1: tensor<8xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @duplicate_manual_axis(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{duplicate manual axis: "x"}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[] manual_axes={"x", "x"} (%arg1: tensor<8xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @sharding_rank(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'sdy.manual_computation' op operand - sharding doesn't match tensor rank: 2 != 1}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[] manual_axes={} (%arg1: tensor<8xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @manual_after_free(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{operand sharding at index 0 must have all manual axes come before free axes in its dimension sharding at index 0. Saw manual axis "x" after free axis "y"}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"y", "x"}]>] out_shardings=[] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    sdy.return
  } : (tensor<8xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @not_divisible(%arg0: tensor<6xf32>) {
  // expected-error @+1 {{operand dimension size 6 is not divisible by the manual axes size 4}}
  sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"y"}]>] out_shardings=[] manual_axes={"y"} (%arg1: tensor<6xf32>) {
    sdy.return
  } : (tensor<6xf32>) -> ()
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @local_type(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{result shape, corresponding sharding, and region result shape at index 0 must match. Expected local shape 'tensor<4xf32>', actual local shape 'tensor<8xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @return_outside(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'sdy.return' op expects parent op to be one of 'sdy.manual_computation, sdy.named_computation'}}
  sdy.return %arg0 : tensor<8xf32>
}

// -----

// Inside the body the manual axes are already split: no sharding may use
// them again.
sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @constraint_on_bound_axis(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    // expected-error @+1 {{'sdy.sharding_constraint' op operates on axis "x" which is already bound by a parent sdy.manual_computation op}}
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"y", "x"}]> : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @replicated_bound_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    // expected-error @+1 {{'sdy.reshard' op operates on axis "x" which is already bound by a parent sdy.manual_computation op}}
    %1 = sdy.reshard %arg1 <@mesh, [{}], replicated={"x"}> : tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @op_sharding_bound_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    // expected-error @+1 {{'stablehlo.abs' op result - operates on axis "x" which is already bound by a parent sdy.manual_computation op}}
    %1 = stablehlo.abs %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @nested_bound_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    // expected-error @+1 {{'sdy.manual_computation' op operand - operates on axis "x" which is already bound by a parent sdy.manual_computation op}}
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={} (%arg2: tensor<4xf32>) {
      sdy.return %arg2 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @nested_manual_axis_bound(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    // expected-error @+1 {{'sdy.manual_computation' op operates on axis "x" which is already bound by a parent sdy.manual_computation op}}
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg2: tensor<4xf32>) {
      sdy.return %arg2 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=4]>
sdy.mesh @other = <["x"=2]>

func.func @two_meshes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{all in and out shardings must be bound to the same mesh or an empty mesh.}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}]>] out_shardings=[<@other, [{}]>] manual_axes={"x"} (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
