// interpreter.probe writes <dir>/<probe_id>_<n>.npy (n counts the probe's
// runs from 0) and check.expect_serialized_eq reads it back, as in
// upstream's interpreter tests.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run --probe-output-dir=%t --split-input-file %s
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not hlokit-run --probe-output-dir=%t --entry mismatch %S/Inputs/probe_mismatch.mlir 2>&1 | FileCheck %s --check-prefix=MISMATCH

// FILES: probe_0_0.npy
// FILES: probe_bf16_0.npy
// FILES: probe_iterations_0.npy
// FILES: probe_iterations_1.npy
// NODIR: 'interpreter.probe': probes are files: run hlokit-run with --probe-output-dir DIR

func.func @probe_bf16() {
  %0 = stablehlo.constant dense<[1.0, 2.5, -3.0]> : tensor<3xbf16>
  %1 = stablehlo.constant dense<[0.5, 1.5, 0.0]> : tensor<3xbf16>
  %2 = stablehlo.add %0, %1 : tensor<3xbf16>
  %3 = interpreter.probe %2, probe_id = "probe_bf16" : tensor<3xbf16>
  check.expect_serialized_eq %3, probe_id = "probe_bf16" : tensor<3xbf16>
  func.return
}

// -----

func.func @probe_sanitized_probe_id() {
  %0 = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi64>
  %3 = interpreter.probe %0, probe_id = "probe/0" : tensor<3x1xi64>
  check.expect_serialized_eq %3, probe_id = "probe/0" : tensor<3x1xi64>
  func.return
}

// -----

func.func @probe_iterations() {
  %init_i = stablehlo.constant dense<0> : tensor<i64>
  %init_sum = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %results0, %results1 = stablehlo.while(%arg0 = %init_i, %arg1 = %init_sum) : tensor<i64>, tensor<i64>
  cond {
    %cond = stablehlo.compare LT, %arg0, %two : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %cond : tensor<i1>
  } do {
    %new_sum = stablehlo.add %arg1, %one : tensor<i64>
    %new_sum_instrumented = interpreter.probe %new_sum, probe_id = "probe_iterations" : tensor<i64>
    %new_i = stablehlo.add %arg0, %one : tensor<i64>
    stablehlo.return %new_i, %new_sum_instrumented : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %results0, dense<2> : tensor<i64>
  check.expect_serialized_eq %one, probe_id = "probe_iterations", iter = 0 : tensor<i64>
  check.expect_serialized_eq %two, probe_id = "probe_iterations", iter = 1 : tensor<i64>
  func.return
}

// MISMATCH: probe_mismatch.mlir:6:3: check.expect_serialized_eq failed: at index [1]: expected 3, got 2
// MISMATCH: probe_mismatch.mlir:7:3: check.expect_serialized_eq failed: no value of probe "p" iteration 4: {{.*}}p_4.npy
