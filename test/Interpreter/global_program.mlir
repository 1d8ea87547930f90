// hlokit-run --partitions P (or --replicas P) runs a program whose entry
// takes or returns values with shardings, on global shapes: it is
// partitioned in process (--hlokit-partition), each device gets its block of
// every global argument, and the global results are put together from the
// result shardings. The output is the one-process run's, bit for bit.
// RUN: hlokit-run %s --entry batch --args=@%S/Inputs/global_program_batch.txt | FileCheck %s --check-prefix=BATCH
// RUN: hlokit-run %s --entry batch --args=@%S/Inputs/global_program_batch.txt --partitions 4 | FileCheck %s --check-prefix=BATCH
// RUN: hlokit-run %s --entry batch --args=@%S/Inputs/global_program_batch.txt --replicas 4 | FileCheck %s --check-prefix=BATCH
// .npy inputs and outputs are global too.
// RUN: rm -rf %t && hlokit-run %s --entry make --output-dir %t/in > /dev/null
// RUN: hlokit-run %s --entry batch --input %t/in/result0.npy --input %t/in/result1.npy --partitions 4 --output-dir %t/out | FileCheck %s --check-prefix=BATCH
// RUN: hlokit-run %s --entry check_batch --input %t/out/result0.npy --input %t/out/result1.npy
// A 2 x 2 mesh with its own device order, both dimensions split, and a
// result the transpose leaves split the other way round (partitioned into
// a collective_permute).
// RUN: hlokit-run %s --entry grid --args=@%S/Inputs/global_program_grid.txt | FileCheck %s --check-prefix=GRID
// RUN: hlokit-run %s --entry grid --args=@%S/Inputs/global_program_grid.txt --partitions 4 | FileCheck %s --check-prefix=GRID
// A shard_map as JAX exports it (examples/shard_map.mlir): the shardings of
// @jit_f's arguments make it a global run on the module's 2 partitions,
// whose partitioning inlines the manual computation's body.
// RUN: hlokit-run %S/../../examples/shard_map.mlir --entry jit_f --args="[dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>, dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]]> : tensor<4x2xf32>]" | FileCheck %s --check-prefix=JAX
// A dimension its axes do not divide: padded to equal blocks
// (sdy-pad-for-divisibility), the result cut back to its global size.
// RUN: hlokit-run %s --entry odd --partitions 2 --args="[dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>]" | FileCheck %s --check-prefix=ODD
// A function without shardings in its signature runs per device, as before.
// RUN: hlokit-run %s --entry local --partitions 4 | FileCheck %s --check-prefix=LOCAL

// ODD:      tensor<3x2xf32> {
// ODD-NEXT:   [
// ODD-NEXT:     [2.000000e+00, 4.000000e+00],
// ODD-NEXT:     [6.000000e+00, 8.000000e+00],
// ODD-NEXT:     [1.000000e+01, 1.200000e+01]
// ODD-NEXT:   ]
// ODD-NEXT: }

// BATCH-NOT:  process
// BATCH:      tensor<8x2xf32> {
// BATCH-NEXT:   [
// BATCH-NEXT:     [4.000000e+00, 5.000000e+00],
// BATCH-NEXT:     [1.000000e+01, 1.100000e+01],
// BATCH-NEXT:     [1.600000e+01, 1.700000e+01],
// BATCH-NEXT:     [2.200000e+01, 2.300000e+01],
// BATCH-NEXT:     [2.800000e+01, 2.900000e+01],
// BATCH-NEXT:     [3.400000e+01, 3.500000e+01],
// BATCH-NEXT:     [4.000000e+01, 4.100000e+01],
// BATCH-NEXT:     [4.600000e+01, 4.700000e+01]
// BATCH-NEXT:   ]
// BATCH-NEXT: }
// BATCH-NEXT: tensor<f32> {4.080000e+02}
// BATCH-NOT:  tensor

// GRID-NOT:   process
// GRID:       tensor<4x4xi32> {
// GRID-NEXT:    [
// GRID-NEXT:      [0, 8, 16, 24],
// GRID-NEXT:      [2, 10, 18, 26],
// GRID-NEXT:      [4, 12, 20, 28],
// GRID-NEXT:      [6, 14, 22, 30]
// GRID-NEXT:    ]
// GRID-NEXT:  }
// GRID-NOT:   tensor

// JAX-NOT:    process
// JAX:        tensor<2x2xf32> {
// JAX-NEXT:     [
// JAX-NEXT:       [8.000000e+00, 0.000000e+00],
// JAX-NEXT:       [2.400000e+01, 4.000000e+00]
// JAX-NEXT:     ]
// JAX-NEXT:   }

// LOCAL:      process (0, 3):
// LOCAL-NEXT: tensor<ui32> {3}

sdy.mesh @mesh = <["x"=4]>
sdy.mesh @mesh2x2 = <["a"=2, "b"=2], device_ids=[3, 1, 2, 0]>

// A data-parallel product: the batch is split over the 4 devices, the
// weight replicated; the sum of all outputs is replicated.
func.func @batch(%x: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %w: tensor<3x2xf32>) -> (tensor<8x2xf32>, tensor<f32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x3xf32>, tensor<3x2xf32>) -> tensor<8x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
  return %y, %sum : tensor<8x2xf32>, tensor<f32>
}

// The arguments of @batch, as .npy files with --output-dir.
func.func @make() -> (tensor<8x3xf32>, tensor<3x2xf32>) {
  %iota = stablehlo.iota dim = 0 : tensor<24xf32>
  %one = stablehlo.constant dense<1.0> : tensor<24xf32>
  %from1 = stablehlo.add %iota, %one : tensor<24xf32>
  %x = stablehlo.reshape %from1 : (tensor<24xf32>) -> tensor<8x3xf32>
  %w = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  return %x, %w : tensor<8x3xf32>, tensor<3x2xf32>
}

// The .npy files the global run of @batch wrote hold its global results.
func.func @check_batch(%y: tensor<8x2xf32>, %sum: tensor<f32>) {
  check.expect_eq_const %sum, dense<408.0> : tensor<f32>
  %row = stablehlo.slice %y [7:8, 0:2] : (tensor<8x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %row, dense<[[46.0, 47.0]]> : tensor<1x2xf32>
  return
}

// Doubles the transpose of a matrix split along both axes of a mesh with a
// device order, returned split as the matrix was.
func.func @grid(%x: tensor<4x4xi32> {sdy.sharding = #sdy.sharding<@mesh2x2, [{"a"}, {"b"}]>}) -> (tensor<4x4xi32> {sdy.sharding = #sdy.sharding<@mesh2x2, [{"a"}, {"b"}]>}) {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x4xi32>) -> tensor<4x4xi32>
  %y = stablehlo.add %t, %t : tensor<4x4xi32>
  return %y : tensor<4x4xi32>
}

// A per-device program: each device returns its partition id.
sdy.mesh @mesh2 = <["x"=2]>

func.func @odd(%x: tensor<3x2xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>}) -> tensor<3x2xf32> {
  %y = stablehlo.add %x, %x : tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

func.func @local() -> tensor<ui32> {
  %p = stablehlo.partition_id : tensor<ui32>
  return %p : tensor<ui32>
}
