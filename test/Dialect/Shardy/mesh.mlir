// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Meshes in Shardy's syntax: named axes, an optional device order, the empty
// mesh and maximal meshes.

// CHECK: sdy.mesh @no_axes = <[]>
sdy.mesh @no_axes = <[]>

// CHECK: sdy.mesh @on_device_5 = <[], device_ids=[5]>
sdy.mesh @on_device_5 = <[], device_ids=[5]>

// CHECK: sdy.mesh @on_device_0 = <[], device_ids=[0]>
sdy.mesh @on_device_0 = <[], device_ids=[0]>

// CHECK: sdy.mesh @one_axis = <["x"=4]>
sdy.mesh @one_axis = <["x"=4]>

// CHECK: sdy.mesh @trivial_axis = <["x"=1]>
sdy.mesh @trivial_axis = <["x"=1]>

// An iota device order is the default one and is dropped.
// CHECK: sdy.mesh @iota_order = <["x"=2, "y"=3]>
sdy.mesh @iota_order = <["x"=2, "y"=3], device_ids=[0, 1, 2, 3, 4, 5]>

// CHECK: sdy.mesh @trivial_iota = <["x"=1]>
sdy.mesh @trivial_iota = <["x"=1], device_ids=[0]>

// CHECK: sdy.mesh @permuted = <["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>
sdy.mesh @permuted = <["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>

// CHECK: sdy.mesh @with_attr = <["data"=8]> {note = "kept"}
sdy.mesh @with_attr = <["data"=8]> {note = "kept"}
