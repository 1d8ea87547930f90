// Collectives that cannot complete are errors naming the op's location, in
// every process that reaches them, never hangs.
// RUN: not hlokit-run %s --replicas 2 --entry skipped 2>&1 | FileCheck %s --check-prefix=SKIPPED
// RUN: not hlokit-run %s --replicas 2 --entry shapes 2>&1 | FileCheck %s --check-prefix=SHAPES
// RUN: not hlokit-run %s --replicas 2 --entry other_op 2>&1 | FileCheck %s --check-prefix=OTHER
// RUN: not timeout 20 hlokit-run %s --replicas 2 --collective-timeout 1 --entry deadlock 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// RUN: not hlokit-run %s --replicas 2 --entry outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not hlokit-run %s --replicas 2 --entry no_group 2>&1 | FileCheck %s --check-prefix=NOGROUP
// RUN: not hlokit-run %s --replicas 2 --entry permute_outside 2>&1 | FileCheck %s --check-prefix=PERMUTE
// RUN: not hlokit-run %s --replicas 2 --entry broadcast_outside 2>&1 | FileCheck %s --check-prefix=BROADCAST
// RUN: not hlokit-run %s --replicas 2 --entry reduce_outside 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not hlokit-run %s --replicas 2 --entry reduce_bad_root 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: not hlokit-run %s --replicas 2 --entry scatter_outside 2>&1 | FileCheck %s --check-prefix=SCATTER
// RUN: not hlokit-run %s --replicas 2 --entry all_to_all_outside 2>&1 | FileCheck %s --check-prefix=ALLTOALL
// RUN: not timeout 20 hlokit-run %s --replicas 2 --entry failed 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not hlokit-run %s --replicas 0 2>&1 | FileCheck %s --check-prefix=ZERO
// A failed run still writes its trace: each process's events up to where
// it stopped, the ops still running marked unfinished.
// RUN: not hlokit-run %s --replicas 2 --entry skipped --trace %t.json
// RUN: python3 %S/Inputs/check_grid_reports.py trace %t.json | FileCheck %s --check-prefix=TRACE

func.func private @sum(%x: tensor<2xi64>) -> tensor<2xi64> {
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %s : tensor<2xi64>
}

func.func private @is_replica0() -> tensor<i1> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  return %is0 : tensor<i1>
}

// Replica 1 returns without the all_reduce: replica 0 learns it at once.
// SKIPPED: hlokit-run: error: process (0, 0): {{.*}}collectives_errors.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.all_reduce': process (1, 0) finished before reaching this collective
func.func @skipped() -> tensor<2xi64> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %p = func.call @is_replica0() : () -> tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %s = func.call @sum(%x) : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return %s : tensor<2xi64>
  }, {
    stablehlo.return %x : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// SHAPES-DAG: process (0, 0): {{.*}}collectives_errors.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.all_reduce': process (1, 0) has operand 0 of type tensor<3xi64>, this process tensor<2xi64>
// SHAPES-DAG: process (1, 0): {{.*}}collectives_errors.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.all_reduce': process (0, 0) has operand 0 of type tensor<2xi64>, this process tensor<3xi64>
func.func @shapes() {
  %p = func.call @is_replica0() : () -> tensor<i1>
  "stablehlo.if"(%p) ({
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %s = func.call @sum(%x) : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return
  }, {
    %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %s = "stablehlo.all_reduce"(%y) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %t = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %t : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xi64>) -> tensor<3xi64>
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return
}

// OTHER: process (0, 0): {{.*}}'stablehlo.all_reduce': process (1, 0) reached stablehlo.all_gather at this point instead
func.func @other_op() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %p = func.call @is_replica0() : () -> tensor<i1>
  "stablehlo.if"(%p) ({
    %s = func.call @sum(%x) : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return
  }, {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return
}

// Replica 0 waits for replica 1's permute while replica 1 waits on a
// channel nobody sends on: the first to reach the timeout fails, which ends
// the other's wait too.
// DEADLOCK: {{.*}}'stablehlo.{{collective_permute|recv}}': timed out after 1000 ms waiting for {{process \(1, 0\) to send its operand|a send on channel 7}}
func.func @deadlock() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %p = func.call @is_replica0() : () -> tensor<i1>
  "stablehlo.if"(%p) ({
    %y = "stablehlo.collective_permute"(%x) {
        source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return
  }, {
    %t = stablehlo.create_token : !stablehlo.token
    %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return
}

// OUTSIDE: process (0, 0): {{.*}}'stablehlo.all_reduce': all_reduce_c2: replica id 2 is not in the grid of 2 replicas
func.func @outside() -> tensor<i64> {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<i64>) -> tensor<i64>
  return %s : tensor<i64>
}

// NOGROUP: process (1, 0): {{.*}}'stablehlo.all_gather': all_gather_c3: process (1, 0) is in none of the process groups [(0, 0)]
func.func @no_group() -> tensor<1xi64> {
  %x = stablehlo.constant dense<[1]> : tensor<1xi64>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<1xi64>) -> tensor<1xi64>
  return %g : tensor<1xi64>
}

// The spec's constraints on the grid's size, checked at run time, carry
// their labels too.
// PERMUTE: process (0, 0): {{.*}}'stablehlo.collective_permute': collective_permute_c4: replica id 3 is not in the grid of 2 replicas
func.func @permute_outside() -> tensor<i64> {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %y = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 3]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %y : tensor<i64>
}

// BROADCAST: process (0, 0): {{.*}}'stablehlo.collective_broadcast': collective_broadcast_c2: replica id 2 is not in the grid of 2 replicas
func.func @broadcast_outside() -> tensor<i64> {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %y = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[2, 0]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %y : tensor<i64>
}

// REDUCE: process (0, 0): {{.*}}'stablehlo.collective_reduce': collective_reduce_c2: replica id 2 is not in the grid of 2 replicas
func.func @reduce_outside() -> tensor<i64> {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %y = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<i64>) -> tensor<i64>
  return %y : tensor<i64>
}

// ROOT: process (0, 0): {{.*}}'stablehlo.collective_reduce': root 2 for operand 0 is out of range [0, 2) of the process group [(0, 0), (1, 0)]
func.func @reduce_bad_root() -> tensor<i64> {
  %x = stablehlo.constant dense<1> : tensor<i64>
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  %y = "stablehlo.collective_reduce"(%x, %root) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<i64>, tensor<1xi32>) -> tensor<i64>
  return %y : tensor<i64>
}

// SCATTER: process (1, 0): {{.*}}'stablehlo.reduce_scatter': reduce_scatter_c4: process (1, 0) is in none of the process groups [(0, 0)]
func.func @scatter_outside() -> tensor<2xi64> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %y = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %t = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {scatter_dimension = 0 : i64,
      replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %y : tensor<2xi64>
}

// ALLTOALL: process (0, 0): {{.*}}'stablehlo.all_to_all': all_to_all_c6: replica id 2 is not in the grid of 2 replicas
func.func @all_to_all_outside() -> tensor<2xi64> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %y = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64,
      concat_dimension = 0 : i64, split_count = 1 : i64,
      replica_groups = dense<[[2], [0], [1]]> : tensor<3x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %y : tensor<2xi64>
}

// A process that fails ends the wait of the others at once, with its error.
// FAILED-DAG: process (0, 0): {{.*}}'stablehlo.all_reduce': process (1, 0) failed before reaching this collective: {{.*}}collectives_errors.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.infeed': the infeed is empty
// FAILED-DAG: process (1, 0): {{.*}}'stablehlo.infeed': the infeed is empty
func.func @failed() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %p = func.call @is_replica0() : () -> tensor<i1>
  "stablehlo.if"(%p) ({
    %s = func.call @sum(%x) : (tensor<2xi64>) -> tensor<2xi64>
    stablehlo.return
  }, {
    %t = stablehlo.create_token : !stablehlo.token
    %r:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    stablehlo.return
  }) : (tensor<i1>) -> ()
  return
}

// ZERO: hlokit-run: error: --replicas and --partitions must be at least 1
// TRACE:      process (0, 0)
// TRACE-NEXT: 0 @skipped
// TRACE:      4 @sum unfinished
// TRACE-NEXT: 5 stablehlo.all_reduce unfinished
// TRACE-NEXT: process (1, 0)
// TRACE-NEXT: 0 @skipped{{$}}
// TRACE:      1 stablehlo.if tensor<2xi64> 16
// TRACE-NEXT: 2 stablehlo.if false branch
// TRACE-NOT:  unfinished
