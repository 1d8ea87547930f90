// REQUIRES: mpi
// The grid over MPI: one rank per process, rank 0 prints every process's
// results in process order; a rank that skips a collective is a timeout
// error naming the op in the others. send/recv go through the rank that
// holds the channel's queue, with the in-process grid's results and errors.
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry sum %s | FileCheck %s
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 --collective-timeout 1 --entry skipped %s 2>&1 | FileCheck %s --check-prefix=SKIPPED
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 3 --entry sum %s 2>&1 | FileCheck %s --check-prefix=RANKS
// RUN: %mpirun -n 2 hlokit-run --mpi --replicas 2 --entry send_recv %s | FileCheck %s --check-prefix=SENDRECV
// RUN: hlokit-run --replicas 2 --entry send_recv %s | FileCheck %s --check-prefix=SENDRECV
// RUN: %mpirun -n 3 hlokit-run --mpi --replicas 3 --entry send_recv_owner %s | FileCheck %s --check-prefix=OWNER
// RUN: not %mpirun -n 1 hlokit-run --mpi --entry recv_nothing %s 2>&1 | FileCheck %s --check-prefix=NOTHING
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 --collective-timeout 1 --entry recv_deadlock %s 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// RUN: %mpirun -n 4 hlokit-run --mpi --replicas 4 --entry slices %s | FileCheck %s --check-prefix=SLICES
// RUN: hlokit-run --replicas 4 --entry slices %s | FileCheck %s --check-prefix=SLICES
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 --entry reduce_other_op %s 2>&1 | FileCheck %s --check-prefix=REDUCEOTHER
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 --entry reduce_shapes %s 2>&1 | FileCheck %s --check-prefix=REDUCESHAPES
// RUN: not %mpirun -n 4 hlokit-run --mpi --replicas 4 --entry fold_fails %s 2>&1 | FileCheck %s --check-prefix=FOLDFAILS
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mpirun -n 4 hlokit-run --mpi --replicas 2 --partitions 2 --probe-output-dir=%t --entry per_process %S/../probe_grid.mlir
// RUN: ls -R %t | FileCheck %S/../probe_grid.mlir --check-prefix=FILES
// RUN: not %mpirun -n 2 hlokit-run --mpi --replicas 2 %S/Inputs/two_runs.mlir 2>&1 | FileCheck %s --check-prefix=TWORUNS
// RUN: not hlokit-run --replicas 2 %S/Inputs/two_runs.mlir 2>&1 | FileCheck %s --check-prefix=TWORUNS

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

// all_reduce over the whole grid: rank r folds elements [n*r/4, n*(r+1)/4)
// of every rank in group order, then the slices are gathered; 3 elements
// over 4 ranks leave rank 0 none. Two operands, one of them a scalar.
// SLICES:      process (3, 0):
// SLICES-NEXT: tensor<3xf32> {
// SLICES-NEXT:   [6.000000e+00, 1.000000e+01, 1.400000e+01]
// SLICES-NEXT: }
// SLICES-NEXT: tensor<f32> {6.000000e+00}
func.func @slices() -> (tensor<3xf32>, tensor<f32>) {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %rf, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xf32>
  %x = stablehlo.add %b, %iota : tensor<3xf32>
  %s:2 = "stablehlo.all_reduce"(%x, %rf) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %t = stablehlo.add %a, %c : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[3, 1, 0, 2]]> : tensor<1x4xi64>} : (tensor<3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<f32>)
  return %s#0, %s#1 : tensor<3xf32>, tensor<f32>
}

// Ranks that disagree on an all_reduce over the whole grid gather instead
// of combining slices, and name the difference.
// REDUCEOTHER: 'stablehlo.{{all_reduce|all_gather}}': process ({{[01]}}, 0) reached stablehlo.{{all_gather|all_reduce}} at this point instead
func.func @reduce_other_op() -> tensor<2xi64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %y = "stablehlo.if"(%is0) ({
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %c: tensor<i64>):
        %t = stablehlo.add %a, %c : tensor<i64>
        stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return %s : tensor<2xi64>
  }, {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %h = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    %k = stablehlo.slice %h [0:2] : (tensor<4xi64>) -> tensor<2xi64>
    stablehlo.return %k : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  return %y : tensor<2xi64>
}

// REDUCESHAPES: 'stablehlo.all_reduce': process ({{[01]}}, 0) has operand 0 of type tensor<{{[23]}}xi64>, this process tensor<{{[23]}}xi64>
func.func @reduce_shapes() -> tensor<i64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %y = "stablehlo.if"(%is0) ({
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %c: tensor<i64>):
        %t = stablehlo.add %a, %c : tensor<i64>
        stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %e = stablehlo.slice %s [0:1] : (tensor<2xi64>) -> tensor<1xi64>
    %f = stablehlo.reshape %e : (tensor<1xi64>) -> tensor<i64>
    stablehlo.return %f : tensor<i64>
  }, {
    %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %c: tensor<i64>):
        %t = stablehlo.add %a, %c : tensor<i64>
        stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xi64>) -> tensor<3xi64>
    %e = stablehlo.slice %s [0:1] : (tensor<3xi64>) -> tensor<1xi64>
    %f = stablehlo.reshape %e : (tensor<1xi64>) -> tensor<i64>
    stablehlo.return %f : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  return %y : tensor<i64>
}

// A computation that fails in some ranks' slices is an error in all: rank 0
// folds no element of 3 over 4 ranks, so only the others run the body.
// FOLDFAILS-DAG: process (0, 0): {{.*}}'stablehlo.all_reduce': process (1, 0) failed to apply the computation to its slice
// FOLDFAILS-DAG: process (1, 0): {{.*}}'stablehlo.all_reduce': {{.*}}'interpreter.probe': probes are files
func.func @fold_fails() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %t = stablehlo.add %a, %c : tensor<f32>
      %p = interpreter.probe %t, probe_id = "in_body" : tensor<f32>
      stablehlo.return %p : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}

// RANKS: mpirun started 2 rank(s) but the grid has 3 x 1 = 3 processes (--replicas x --partitions)
// send/recv over MPI: channel 5's queue is held by rank 5 mod 2 = 1. Replica 0
// sends two values; replica 1 receives them in order (second - first).
// SENDRECV:      process (0, 0):
// SENDRECV-NEXT: tensor<2xi64> {
// SENDRECV-NEXT:   [0, 1]
// SENDRECV:      process (1, 0):
// SENDRECV-NEXT: tensor<2xi64> {
// SENDRECV-NEXT:   [0, 1]
func.func @send_recv() -> tensor<2xi64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %ri = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
  %x = stablehlo.iota dim = 0 : tensor<2xi64>
  %t = stablehlo.create_token : !stablehlo.token
  %y = "stablehlo.case"(%ri) ({
    %a = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    %x2 = stablehlo.add %x, %x : tensor<2xi64>
    %b = "stablehlo.send"(%x2, %a) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %x : tensor<2xi64>
  }, {
    %v:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    %w:2 = "stablehlo.recv"(%v#1) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    %s = stablehlo.subtract %w#0, %v#0 : tensor<2xi64>
    stablehlo.return %s : tensor<2xi64>
  }) : (tensor<i32>) -> tensor<2xi64>
  return %y : tensor<2xi64>
}

// The queue of channel 2 is at rank 2, which neither sends nor receives on
// it: it serves the channel while it waits at the end of its run.
// OWNER:      process (1, 0):
// OWNER-NEXT: tensor<i64> {14}
func.func @send_recv_owner() -> tensor<i64> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %ri = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
  %x = stablehlo.constant dense<7> : tensor<i64>
  %t = stablehlo.create_token : !stablehlo.token
  %y = "stablehlo.case"(%ri) ({
    %a = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<i64>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %x : tensor<i64>
  }, {
    %v:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
    %d = stablehlo.add %v#0, %v#0 : tensor<i64>
    stablehlo.return %d : tensor<i64>
  }, {
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  return %y : tensor<i64>
}

// NOTHING: process (0, 0): {{.*}}mpi.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.recv': every other process ended without sending on channel 1
func.func @recv_nothing() -> tensor<f32> {
  %t = stablehlo.create_token : !stablehlo.token
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  return %0#0 : tensor<f32>
}

// TWORUNS: process (1, 0): {{.*}}two_runs.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.recv': every other process ended without sending on channel 1

// Both processes wait for a value nobody sends: a timeout, not a hang.
// DEADLOCK: {{.*}}mpi.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.recv': timed out after 1000 ms waiting for a send on channel 4
func.func @recv_deadlock() -> tensor<f32> {
  %t = stablehlo.create_token : !stablehlo.token
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  return %0#0 : tensor<f32>
}
