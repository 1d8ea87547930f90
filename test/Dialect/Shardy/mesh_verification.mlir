// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

// expected-error @+2 {{axis size must be at least 1, got: 0}}
// expected-error @+1 {{failed to parse}}
sdy.mesh @mesh = <["x"=4, "y"=0]>

// -----

// expected-error @+1 {{duplicate axis name: "x"}}
sdy.mesh @mesh = <["x"=2, "y"=2, "x"=2]>

// -----

// expected-error @+1 {{device id must be non-negative, got: -2}}
sdy.mesh @mesh = <[], device_ids=[-2]>

// -----

// expected-error @+1 {{axes is empty and device_ids has more than one element}}
sdy.mesh @mesh = <[], device_ids=[0, 1]>

// -----

// expected-error @+1 {{total product of axis sizes must match total number of device ids, got: 6 != 4}}
sdy.mesh @mesh = <["x"=2, "y"=3], device_ids=[3, 2, 1, 0]>

// -----

// expected-error @+1 {{sorted device ids must be iota(product(axes)), got: 0, 0, 1, 2}}
sdy.mesh @mesh = <["x"=4], device_ids=[2, 0, 1, 0]>

// -----

// expected-error @+1 {{sorted device ids must be iota(product(axes)), got: 0, 2}}
sdy.mesh @mesh = <["x"=2], device_ids=[2, 0]>

// -----

func.func @mesh_in_func() {
  // expected-error @+1 {{'sdy.mesh' op expects parent op 'builtin.module'}}
  sdy.mesh @mesh = <["x"=2]>
  return
}
