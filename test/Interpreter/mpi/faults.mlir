// REQUIRES: mpi
// Faults over MPI end every rank with a clear message within seconds, never
// a hang (docs/limits.md): `timeout` turns a hang into a missing message.
// A rank killed during an all_reduce (HLOKIT_TEST_KILL_RANK makes rank 1
// die by SIGKILL as it enters its first collective): mpirun ends the job.
// RUN: not timeout 10 %mpirun -n 2 -x HLOKIT_TEST_KILL_RANK=1 hlokit-run --mpi --replicas 2 --entry sum %s 2>&1 | FileCheck %s --check-prefix=KILLED
// A rank that fails with an error: the other stops waiting at its
// all_reduce two seconds later with that error, long before the timeout.
// RUN: not timeout 10 %mpirun -n 2 hlokit-run --mpi --replicas 2 --collective-timeout 600 --entry failed %s 2>&1 | FileCheck %s --check-prefix=FAILED
// mpirun -n disagreeing with replicas x partitions: every rank refuses
// before anything runs (mpirun may end the others once the first exits).
// RUN: not timeout 10 %mpirun -n 2 hlokit-run --mpi --replicas 3 --entry sum %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not timeout 10 %mpirun -n 3 hlokit-run --mpi --replicas 2 --partitions 2 --entry sum %s 2>&1 | FileCheck %s --check-prefix=COUNT4

// KILLED: {{mpirun|mpiexec}} noticed that process rank 1 with PID {{[0-9]+}} on node {{.*}} exited on signal 9 (Killed).
func.func @sum() -> tensor<2xi64> {
  %x = stablehlo.iota dim = 0 : tensor<2xi64>
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %c: tensor<i64>):
      %t = stablehlo.add %a, %c : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %s : tensor<2xi64>
}

// FAILED-DAG: process (0, 0): {{.*}}faults.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.all_reduce': process (1, 0) failed before reaching this collective: {{.*}}faults.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.infeed': the infeed is empty
// FAILED-DAG: process (1, 0): {{.*}}'stablehlo.infeed': the infeed is empty
func.func @failed() -> tensor<2xi64> {
  %x = stablehlo.iota dim = 0 : tensor<2xi64>
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %is0 = stablehlo.compare EQ, %r, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %y = "stablehlo.if"(%is0) ({
    stablehlo.return %x : tensor<2xi64>
  }, {
    %t = stablehlo.create_token : !stablehlo.token
    %v:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    stablehlo.return %v#0 : tensor<2xi64>
  }) : (tensor<i1>) -> tensor<2xi64>
  %s = "stablehlo.all_reduce"(%y) ({
    ^bb0(%a: tensor<i64>, %c: tensor<i64>):
      %t = stablehlo.add %a, %c : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %s : tensor<2xi64>
}

// COUNT: mpirun started 2 rank(s) but the grid has 3 x 1 = 3 processes (--replicas x --partitions)
// COUNT4: mpirun started 3 rank(s) but the grid has 2 x 2 = 4 processes (--replicas x --partitions)
