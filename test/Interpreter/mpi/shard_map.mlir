// REQUIRES: mpi
// sdy.manual_computation over MPI, one rank per device: the JAX-style
// shard_map program of ../shard_map.mlir gives the in-process grid's results
// (and its check ops compare them with the program written without
// shard_map); on a 2 x 2 mesh the results of a computation manual on one
// axis, and of one nested in it, are exchanged within groups of two ranks.
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry shard_map_2 %S/../shard_map.mlir | FileCheck %S/../shard_map.mlir --check-prefix=X2
// RUN: %mpirun -n 4 hlokit-run --mpi --partitions 4 --entry shard_map_4 %S/../shard_map.mlir | FileCheck %S/../shard_map.mlir --check-prefix=X4
// RUN: %mpirun -n 4 hlokit-run --mpi %s | FileCheck %s
// RUN: %mpirun -n 2 hlokit-run --mpi %S/../../../examples/shard_map.mlir
// A mesh of 4 devices on 2 ranks: an error in each.
// RUN: not %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry shard_map_4 %S/../shard_map.mlir 2>&1 | FileCheck %s --check-prefix=FIT

// FIT-DAG: process (0, 0): {{.*}}shard_map.mlir:{{[0-9]+}}:{{[0-9]+}}: 'sdy.manual_computation': the mesh #sdy.mesh<["x"=4]> has 4 device(s) but the grid has 2 process(es)
// FIT-DAG: process (0, 1): {{.*}}shard_map.mlir:{{[0-9]+}}:{{[0-9]+}}: 'sdy.manual_computation': the mesh #sdy.mesh<["x"=4]> has 4 device(s) but the grid has 2 process(es)

// The devices that differ only in "b" run the outer body alike; the inner
// one splits along "b". Device 2a + b holds block 2a + b.
// CHECK:      process (0, 3):
// CHECK-NEXT: tensor<8xi32> {
// CHECK-NEXT:   [0, 1, 102, 103, 204, 205, 306, 307]
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main() -> tensor<8xi32> {
    %x = stablehlo.iota dim = 0 : tensor<8xi32>
    %y = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"a", "b"}]>] manual_axes={"a"} (%l: tensor<4xi32>) {
      %i = sdy.manual_computation(%l) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"b"} (%k: tensor<2xi32>) {
        %p = stablehlo.partition_id : tensor<ui32>
        %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
        %c = stablehlo.constant dense<100> : tensor<i32>
        %m = stablehlo.multiply %pi, %c : tensor<i32>
        %b = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<2xi32>
        %r = stablehlo.add %k, %b : tensor<2xi32>
        sdy.return %r : tensor<2xi32>
      } : (tensor<4xi32>) -> tensor<4xi32>
      sdy.return %i : tensor<4xi32>
    } : (tensor<8xi32>) -> tensor<8xi32>
    check.expect_eq_const %y, dense<[0, 1, 102, 103, 204, 205, 306, 307]> : tensor<8xi32>
    return %y : tensor<8xi32>
  }
}
