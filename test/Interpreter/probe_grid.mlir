// In a grid of several processes each process probes into its own
// <dir>/process_<r>_<p>/ (the names --output-dir uses), so processes probing
// one probe_id keep their own values, and check.expect_serialized_eq reads
// back the value of its own process. A 1 x 1 run probes into <dir> itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run --replicas 2 --partitions 2 --probe-output-dir=%t --entry per_process %s
// RUN: ls -R %t | FileCheck %s --check-prefix=FILES
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run --probe-output-dir=%t --entry in_run_parallel %s
// RUN: ls -R %t | FileCheck %s --check-prefix=NESTED

// FILES:      process_0_0:
// FILES-NEXT: x_0.npy
// FILES-NEXT: x_1.npy
// FILES:      process_0_1:
// FILES-NEXT: x_0.npy
// FILES-NEXT: x_1.npy
// FILES:      process_1_0:
// FILES:      process_1_1:
// FILES-NEXT: x_0.npy
// FILES-NEXT: x_1.npy
func.func @per_process() {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  %id = stablehlo.add %r, %r : tensor<ui32>
  %flat = stablehlo.add %id, %p : tensor<ui32>
  %0 = interpreter.probe %flat, probe_id = "x" : tensor<ui32>
  %one = stablehlo.constant dense<1> : tensor<ui32>
  %next = stablehlo.add %flat, %one : tensor<ui32>
  %1 = interpreter.probe %next, probe_id = "x" : tensor<ui32>
  %2 = interpreter.probe %flat, probe_id = "x" : tensor<ui32>
  check.expect_serialized_eq %0, probe_id = "x" : tensor<ui32>
  check.expect_serialized_eq %1, probe_id = "x", iter = 1 : tensor<ui32>
  return
}

// run_parallel's processes probe into the directories of their grid, the
// caller into the directory itself.
// NESTED:      probe_0.npy
// NESTED:      process_0_0:
// NESTED-NEXT: probe_0.npy
// NESTED:      process_1_0:
// NESTED-NEXT: probe_0.npy
func.func @probed(%x : tensor<i64>) -> tensor<i64> {
  %0 = interpreter.probe %x, probe_id = "probe" : tensor<i64>
  check.expect_serialized_eq %0, probe_id = "probe" : tensor<i64>
  return %0 : tensor<i64>
}

func.func @in_run_parallel() {
  %a = stablehlo.constant dense<1> : tensor<i64>
  %b = stablehlo.constant dense<2> : tensor<i64>
  %0 = interpreter.probe %a, probe_id = "probe" : tensor<i64>
  %results:2 = "interpreter.run_parallel"(%a, %b) {
    programs = [[@probed], [@probed]]
  } : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_serialized_eq %0, probe_id = "probe" : tensor<i64>
  check.expect_eq_const %results#1, dense<2> : tensor<i64>
  return
}
