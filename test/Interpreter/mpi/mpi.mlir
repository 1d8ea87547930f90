// REQUIRES: mpi
// The grid over MPI: one rank per process, rank 0 prints every process's
// results in process order; a rank that skips a collective is a timeout
// error naming the op in the others.
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry sum %s | FileCheck %s
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 --collective-timeout 1 --entry skipped %s 2>&1 | FileCheck %s --check-prefix=SKIPPED
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 3 --entry sum %s 2>&1 | FileCheck %s --check-prefix=RANKS
// RUN: not %mpirun -n 1 hlokit-run --mpi --entry send %s 2>&1 | FileCheck %s --check-prefix=SEND

// CHECK:      process (0, 0):
// CHECK-NEXT: tensor<2xi64> {
// CHECK-NEXT:   [10, 12]
// CHECK:      process (0, 1):
// CHECK-NEXT: tensor<2xi64> {
// CHECK-NEXT:   [10, 12]
// CHECK:      [0, 1, 10, 11]
func.func @sum() -> (tensor<2xi64>, tensor<4xi64>) {
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %base = stablehlo.multiply %pi, %ten : tensor<i64>
  %b = stablehlo.broadcast_in_dim %base, dims = [] : (tensor<i64>) -> tensor<2xi64>
  %iota = stablehlo.iota dim = 0 : tensor<2xi64>
  %x = stablehlo.add %b, %iota : tensor<2xi64>
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %c: tensor<i64>):
      %t = stablehlo.add %a, %c : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<2xi64>) -> tensor<2xi64>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
      use_global_device_ids} : (tensor<2xi64>) -> tensor<4xi64>
  return %s, %g : tensor<2xi64>, tensor<4xi64>
}

// SKIPPED: process (0, 0): {{.*}}mpi.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.all_reduce': timed out after 1000 ms waiting for the other processes of the group [(0, 0), (1, 0)]: a process skipped this collective or is stuck
func.func @skipped() -> tensor<i64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %x = stablehlo.constant dense<1> : tensor<i64>
  %y = "stablehlo.if"(%is0) ({
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %c: tensor<i64>):
        %t = stablehlo.add %a, %c : tensor<i64>
        stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
    stablehlo.return %s : tensor<i64>
  }, {
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  return %y : tensor<i64>
}

// RANKS: mpirun started 2 rank(s) but the grid has 3 x 1 = 3 processes (--replicas x --partitions)
// SEND: 'stablehlo.send': send on channel 1: send and recv name no rank, so they do not run over MPI (use collective_permute)
func.func @send() {
  %t = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  return
}
