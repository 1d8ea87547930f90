// --hlokit-partition: the global program with its shardings becomes the
// program each device runs (propagation, explicit reshards and their
// collectives, padding for divisibility, single-device ops, global to
// local), and that program computes the global program's values on the
// grid.
// RUN: hlokit-opt --hlokit-partition --split-input-file %s | FileCheck %s
// RUN: hlokit-opt --hlokit-partition --split-input-file %s | hlokit-run --split-input-file - | FileCheck %s --check-prefix=EXEC

// A sum of squares sharded along x: each device squares its half, sums it,
// and an all_reduce adds the halves.
// CHECK-LABEL: func.func @main
// CHECK-NOT:   sdy.
// CHECK:       stablehlo.partition_id
// CHECK:       stablehlo.dynamic_slice {{.*}} -> tensor<4xf32>
// CHECK:       stablehlo.multiply {{.*}} : tensor<4xf32>
// CHECK:       stablehlo.reduce
// CHECK:       "stablehlo.all_reduce"
// EXEC:        process (0, 0):
// EXEC-NEXT:   tensor<f32> {2.040000e+02}
// EXEC-NEXT:   process (0, 1):
// EXEC-NEXT:   tensor<f32> {2.040000e+02}
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<f32> {
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
    %s = sdy.sharding_constraint %c <@mesh, [{"x"}]> : tensor<8xf32>
    %a = stablehlo.multiply %s, %s : tensor<8xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    return %r : tensor<f32>
  }
}

// -----

// The same on a 2 x 2 mesh, a 4 x 4 matrix sharded along both.
// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.multiply {{.*}} : tensor<2x2xf32>
// CHECK:       "stablehlo.all_reduce"
// EXEC-COUNT-4:tensor<f32> {1.496000e+03}
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main() -> tensor<f32> {
    %c = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
    %s = sdy.sharding_constraint %c <@mesh, [{"x"}, {"y"}]> : tensor<4x4xf32>
    %a = stablehlo.multiply %s, %s : tensor<4x4xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    return %r : tensor<f32>
  }
}

// -----

// 7 elements on 2 devices: sdy-pad-for-divisibility pads the constant to 8
// with a zero, the exponential makes it a one, and the reduce masks it to
// its init value before each device sums its half.
// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 0.000000e+00]> : tensor<8xf32>
// CHECK:       stablehlo.exponential {{.*}} : tensor<4xf32>
// CHECK:       stablehlo.select
// CHECK:       stablehlo.reduce
// CHECK:       "stablehlo.all_reduce"
// EXEC-COUNT-2:tensor<f32> {1733.26{{[0-9]*}}}
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<f32> {
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
    %s = sdy.sharding_constraint %c <@mesh, [{"x"}]> : tensor<7xf32>
    %e = stablehlo.exponential %s : tensor<7xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    return %r : tensor<f32>
  }
}

// -----

// A slice shifting the split elements by one moves data between devices:
// sdy-resolve-permutation-factors exchanges halos, device 1 sending its
// first element to device 0, into a result padded to 8 elements.
// CHECK-LABEL: func.func @main
// CHECK-NOT:   "stablehlo.all_gather"
// CHECK:       stablehlo.slice {{.*}} [1:4] : (tensor<4xf32>) -> tensor<3xf32>
// CHECK:       "stablehlo.collective_permute"
// CHECK-SAME:  source_target_pairs = dense<{{\[\[}}1, 0]]>
// CHECK-NOT:   "stablehlo.all_gather"
// CHECK:       "stablehlo.all_reduce"
// EXEC-COUNT-2:tensor<f32> {2.030000e+02}
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<f32> {
    %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
    %s = sdy.sharding_constraint %c <@mesh, [{"x"}]> : tensor<8xf32>
    %t = stablehlo.slice %s [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %a = stablehlo.multiply %t, %t : tensor<7xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    return %r : tensor<f32>
  }
}
