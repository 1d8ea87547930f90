// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// Syntax errors in shardings.

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{expecting priority in format 'p<number>', got: q1}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @priority_letter(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}q1]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{priorities with leading zeros are not allowed, got: p01}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @priority_zeros(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p01]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// expected-error @+1 {{failed to parse Sdy_TensorSharding, expected valid named axis list after comma}}
func.func @lists_twice(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"x"}, replicated={"y"}>}) {
  return
}

// -----

// expected-error @+1 {{expecting a mesh symbol `@name` or `mesh<...>`}}
func.func @no_mesh(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<[{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{expected '}'}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @open_not_last(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?, "x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{expected '{'}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'unreduced_axes'}}
func.func @unknown_reduction(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=prod{"x"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{expecting integer priority, got: p99999999999999999999}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @priority_overflow(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p99999999999999999999]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+2 {{expected '='}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'replicated_axes'}}
func.func @replicated_without_equal(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated{"x"}>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>

// expected-error @+4 {{expected string}}
// expected-error @+3 {{failed to parse Sdy_AxisRef parameter 'name'}}
// expected-error @+2 {{failed to parse axis list which is expected to be an `ArrayRef<AxisRefAttr>`}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'unreduced_axes'}}
func.func @unreduced_bad_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={x}>}) {
  return
}
