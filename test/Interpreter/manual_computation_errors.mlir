// sdy.manual_computation's run-time errors: each names the op and its
// location, in every process it happens in, and the run ends with status 3
// (bad input the verifier rejects: status 2).
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// A grid the module sets (without it, hlokit-run takes the mesh's 4 devices).
// CHECK: manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': the mesh #sdy.mesh<["x"=4]> has 4 device(s) but the grid has 1 process(es) (1 replica(s) x 1 partition(s)); each process runs one device: run with --partitions 4 (or --replicas and --partitions whose product is 4)
module attributes {mhlo.num_partitions = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
      sdy.return %l : tensor<1xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return
  }
}

// -----

// CHECK: process (0, 3): {{.*}}manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': the mesh #sdy.mesh<["x"=2]> has 2 device(s) but the grid has 4 process(es) (1 replica(s) x 4 partition(s))
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xi32>) {
      sdy.return %l : tensor<2xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return
  }
}

// -----

// A result whose out sharding leaves a manual axis out must be the same on
// the devices along it: the devices' partition ids are not.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': result 1 is replicated along manual axes its out sharding does not name, but device 0 (process (0, 0)) and device 1 (process (0, 1)) returned different values
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %y, %z = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] manual_axes={"x"} (%l: tensor<2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      sdy.return %l, %p : tensor<2xi32>, tensor<ui32>
    } : (tensor<4xi32>) -> (tensor<4xi32>, tensor<ui32>)
    return
  }
}

// -----

// CHECK: process (0, 1): {{.*}}manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': out sharding 0 is unreduced along the manual axis "x", which hlokit-run does not run
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}], unreduced={"x"}>] manual_axes={"x"} (%l: tensor<4xi32>) {
      sdy.return %l : tensor<4xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return
  }
}

// -----

// CHECK: process (0, 1): {{.*}}manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': in sharding 0 is unreduced along the manual axis "x", which hlokit-run does not run
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<4xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{}], unreduced={"x"}>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%l: tensor<4xi32>) {
      sdy.return %l : tensor<4xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return
  }
}

// -----

// A dynamic dimension the manual axes don't divide at run time.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 6]]:{{[0-9]+}}: 'sdy.manual_computation': operand 0: dimension 0 of size 3 is not divisible into 2 shards
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %n = stablehlo.constant dense<3> : tensor<1xi32>
    %x = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%l: tensor<?xi32>) {
      %c = stablehlo.constant dense<0> : tensor<2xi32>
      sdy.return %c : tensor<2xi32>
    } : (tensor<?xi32>) -> tensor<2xi32>
    return
  }
}

// -----

// Manual axes, but no operand or result names a mesh to place them on.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 4]]:{{[0-9]+}}: 'sdy.manual_computation': it is manual on axes but none of its shardings names a mesh that has them
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"x"} () {
      sdy.return
    } : () -> ()
    return
  }
}

// -----

// Processes that reach different ops at one exchange: process 1 runs an
// all_reduce over the devices of the manual computation process 0 runs.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 10]]:{{[0-9]+}}: 'sdy.manual_computation': device 1 (process (0, 1)) reached stablehlo.all_reduce at this point instead
// CHECK: process (0, 1): {{.*}}: 'stablehlo.all_reduce': process (0, 0) reached sdy.manual_computation at this point instead
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2xi32>
    %p = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %is0 = stablehlo.compare EQ, %p, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %r = "stablehlo.if"(%is0) ({
      %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
        sdy.return %l : tensor<1xi32>
      } : (tensor<2xi32>) -> tensor<2xi32>
      stablehlo.return %y : tensor<2xi32>
    }, {
      %s = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          %t = stablehlo.add %a, %b : tensor<i32>
          stablehlo.return %t : tensor<i32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          use_global_device_ids} : (tensor<2xi32>) -> tensor<2xi32>
      stablehlo.return %s : tensor<2xi32>
    }) : (tensor<i1>) -> tensor<2xi32>
    return
  }
}

// -----

// Two different manual computations on one group's devices.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 9]]:{{[0-9]+}}: 'sdy.manual_computation': device 1 (process (0, 1)) returned 2 tensor(s), this one 1
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2xi32>
    %p = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %is0 = stablehlo.compare EQ, %p, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %r = "stablehlo.if"(%is0) ({
      %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
        sdy.return %l : tensor<1xi32>
      } : (tensor<2xi32>) -> tensor<2xi32>
      stablehlo.return %y : tensor<2xi32>
    }, {
      %y, %z = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
        sdy.return %l, %l : tensor<1xi32>, tensor<1xi32>
      } : (tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
      stablehlo.return %y : tensor<2xi32>
    }) : (tensor<i1>) -> tensor<2xi32>
    return
  }
}

// -----

// Results of different shapes from the devices (a dynamic local result).
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': result 0: shards of different types: tensor<1xi32> and tensor<2xi32>
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %pi, %one : tensor<i32>
      %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
      %d = stablehlo.dynamic_iota %n1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
      sdy.return %d : tensor<?xi32>
    } : (tensor<2xi32>) -> tensor<?xi32>
    return
  }
}

// -----

// Bad input the verifier rejects before anything runs.
// CHECK: manual_computation_errors.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: 'sdy.manual_computation' op operand dimension size 3 is not divisible by the manual axes size 2
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %x = stablehlo.constant dense<0> : tensor<3xi32>
  %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
    sdy.return %l : tensor<1xi32>
  } : (tensor<3xi32>) -> tensor<1xi32>
  return
}

// -----

// CHECK: manual_computation_errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: 'sdy.manual_computation' op operand - unknown mesh: @nowhere
func.func @main() {
  %x = stablehlo.constant dense<0> : tensor<2xi32>
  %y = sdy.manual_computation(%x) in_shardings=[<@nowhere, [{"x"}]>] out_shardings=[<@nowhere, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
    sdy.return %l : tensor<1xi32>
  } : (tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

// A device whose process failed before the exchange.
// CHECK: process (0, 0): {{.*}}manual_computation_errors.mlir:[[# @LINE + 9]]:{{[0-9]+}}: 'sdy.manual_computation': process (0, 1) failed before reaching this collective
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2xi32>
    %p = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %is0 = stablehlo.compare EQ, %p, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %r = "stablehlo.if"(%is0) ({
      %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
        sdy.return %l : tensor<1xi32>
      } : (tensor<2xi32>) -> tensor<2xi32>
      stablehlo.return %y : tensor<2xi32>
    }, {
      %y = stablehlo.custom_call @no_such_target(%x) : (tensor<2xi32>) -> tensor<2xi32>
      stablehlo.return %y : tensor<2xi32>
    }) : (tensor<i1>) -> tensor<2xi32>
    return
  }
}

// -----

// Without grid flags or attributes the grid is the manual computations'
// mesh, when they agree; these don't, so the grid stays one process.
// CHECK: manual_computation_errors.mlir:[[# @LINE + 5]]:{{[0-9]+}}: 'sdy.manual_computation': the mesh #sdy.mesh<["x"=2]> has 2 device(s) but the grid has 1 process(es)
sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=4]>
func.func @main() {
  %x = stablehlo.constant dense<0> : tensor<4xi32>
  %y = sdy.manual_computation(%x) in_shardings=[<@mesh2, [{"x"}]>] out_shardings=[<@mesh2, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xi32>) {
    sdy.return %l : tensor<2xi32>
  } : (tensor<4xi32>) -> tensor<4xi32>
  %z = sdy.manual_computation(%x) in_shardings=[<@mesh4, [{"x"}]>] out_shardings=[<@mesh4, [{"x"}]>] manual_axes={"x"} (%l: tensor<1xi32>) {
    sdy.return %l : tensor<1xi32>
  } : (tensor<4xi32>) -> tensor<4xi32>
  return
}
