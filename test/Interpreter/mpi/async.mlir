// REQUIRES: mpi
// async_start/async_done over MPI, one rank per partition: the programs and
// checks of ../async.mlir.
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry sum %S/../async.mlir | FileCheck %S/../async.mlir --check-prefix=TWO
// RUN: %mpirun -n 4 hlokit-run --mpi --partitions 4 --entry sum %S/../async.mlir | FileCheck %S/../async.mlir --check-prefix=FOUR
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry permute %S/../async.mlir
