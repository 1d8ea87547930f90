// What the export can't write.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-stablehlo-export-shardings \
// RUN:   -verify-diagnostics

sdy.mesh @mesh = <["a"=2, "b"=2]>
// expected-error @+1 {{arg 0: cannot export #sdy.sharding<@mesh, [{}], unreduced={"b"}>: a sharding with both manual and unreduced axes has no GSPMD form}}
func.func @manual_and_unreduced(
    %arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"b"}>, xla.sdy.manual_axes = #sdy<manual_axes{"a"}>}) {
  return
}

// -----

// The meshes go away: sdy ops that use them must be gone first.
sdy.mesh @mesh = <["a"=2]>
func.func @constraint_left(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' has no GSPMD form here}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @manual_computation(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'sdy.manual_computation' has no GSPMD form here}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
