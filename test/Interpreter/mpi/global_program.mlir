// REQUIRES: mpi
// Global runs over MPI, one rank per device: each rank takes its block of
// the global arguments, and rank 0 prints the global results, those of the
// one-process run (../global_program.mlir).
// RUN: %mpirun -n 4 hlokit-run --mpi --partitions 4 --entry batch --args=@%S/../Inputs/global_program_batch.txt %S/../global_program.mlir | FileCheck %S/../global_program.mlir --check-prefix=BATCH
// RUN: %mpirun -n 4 hlokit-run --mpi --partitions 4 --entry grid --args=@%S/../Inputs/global_program_grid.txt %S/../global_program.mlir | FileCheck %S/../global_program.mlir --check-prefix=GRID
// .npy inputs, which every rank reads whole, on 4 replicas.
// RUN: rm -rf %t && hlokit-run --entry make --output-dir %t/in %S/../global_program.mlir > /dev/null
// RUN: %mpirun -n 4 hlokit-run --mpi --replicas 4 --entry batch --input %t/in/result0.npy --input %t/in/result1.npy %S/../global_program.mlir | FileCheck %S/../global_program.mlir --check-prefix=BATCH
// A mesh of 2 devices on 4 ranks: an error, printed once.
// RUN: not %mpirun -n 4 hlokit-run --mpi --partitions 4 --entry twice --args="[dense<1.0> : tensor<4x2xf32>]" %S/../global_program_errors.mlir 2>&1 | FileCheck %s --check-prefix=SIZE

// The partitioner's errors too.
// RUN: not %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry dynamic --args="[dense<1.0> : tensor<4xf32>]" %S/../global_program_errors.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// A check that fails on one rank only: rank 0 prints its log and the count.
// RUN: not %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry check_on_each %s --args="[dense<1.0> : tensor<4xf32>]" > /dev/null 2> %t.err
// RUN: FileCheck %s --check-prefix=CHECKS --input-file %t.err

// SIZE-COUNT-1: error: the mesh @mesh has 2 devices but the grid has 4 process(es)
// SIZE-NOT:     error: the mesh
// DYNAMIC-COUNT-1: error: Shardy propagation only supports ranked tensors with a static shape
// DYNAMIC-NOT:      error: Shardy
// DYNAMIC:          error: cannot partition the program
// DYNAMIC-NOT:      error: cannot partition
// CHECKS:     check.expect_eq_const failed: at index []: expected 0, got 1
// CHECKS:     hlokit-run: error: 1 check(s) failed

sdy.mesh @mesh = <["x"=2]>

// Device 1's partition id is not 0.
func.func @check_on_each(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %p = stablehlo.partition_id : tensor<ui32>
  check.expect_eq_const %p, dense<0> : tensor<ui32>
  return %x : tensor<4xf32>
}
