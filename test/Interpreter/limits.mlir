// Run limits (docs/limits.md): a run that takes too many steps, too much
// time or too much memory ends with an error naming the op, its location and
// the limit, never a hang or a crash. `timeout 20` keeps a regression from
// hanging the test run; FileCheck then fails for want of the message.
// RUN: not timeout 20 hlokit-run --max-steps 1000 --entry forever %s 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not timeout 20 hlokit-run --max-steps 1000 --entry forever_empty %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not timeout 20 hlokit-run --max-time 0.5 --entry forever %s 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: not timeout 20 hlokit-run --entry huge_iota %s 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not timeout 20 hlokit-run --max-memory 1000K --entry two_live %s 2>&1 | FileCheck %s --check-prefix=LIVE
// RUN: hlokit-run --max-memory 1M --max-steps 1000 --max-time 10 --entry one_at_a_time %s | FileCheck %s --check-prefix=FITS
// RUN: not timeout 20 hlokit-run --replicas 2 --max-steps 1000 --entry forever %s 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: not timeout 20 hlokit-run --replicas 2 --max-memory 1M --entry half_each %s 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not hlokit-run --max-memory 12X --entry one_at_a_time %s 2>&1 | FileCheck %s --check-prefix=BADSIZE
// RUN: not hlokit-run --max-time -1 --entry one_at_a_time %s 2>&1 | FileCheck %s --check-prefix=BADTIME
// RUN: not hlokit-run --threads 10000 --entry one_at_a_time %s 2>&1 | FileCheck %s --check-prefix=THREADS

// STEPS: hlokit-run: error: {{.*}}limits.mlir:[[@LINE+5]]:8: 'stablehlo.while': the run reached its limit of 1000 steps (--max-steps)
// TIME: hlokit-run: error: {{.*}}limits.mlir:{{[0-9]+}}:{{[0-9]+}}: 'stablehlo.{{[a-z_]+}}': the run reached its time limit of 500 ms (--max-time)
// GRID: process (0, 0): {{.*}}limits.mlir:[[@LINE+3]]:8: 'stablehlo.while': the run reached its limit of 1000 steps (--max-steps)
func.func @forever() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  return %r : tensor<i64>
}

// A loop that runs no op at all still takes steps: its regions' returns.
// EMPTY: hlokit-run: error: {{.*}}limits.mlir:[[@LINE+4]]:8: 'stablehlo.while': the run reached its limit of 1000 steps (--max-steps)
func.func @forever_empty() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    stablehlo.return %true : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  return %r : tensor<i64>
}

// 2^40 elements: refused before anything is allocated.
// HUGE: hlokit-run: error: {{.*}}limits.mlir:[[@LINE+2]]:8: 'stablehlo.iota': result of 4398046511104 bytes is too large to allocate
func.func @huge_iota() -> tensor<1099511627776xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<1099511627776xf32>
  return %0 : tensor<1099511627776xf32>
}

// Two results of 512 KiB each are live at once: the second passes 1000 KiB.
// LIVE: hlokit-run: error: {{.*}}limits.mlir:[[@LINE+3]]:8: 'stablehlo.iota': result of 524288 bytes would exceed the memory limit: 524288 bytes of tensors are live and the limit is 1024000 bytes (--max-memory)
func.func @two_live() -> (tensor<131072xf32>, tensor<131072xf32>) {
  %a = stablehlo.iota dim = 0 : tensor<131072xf32>
  %b = stablehlo.iota dim = 0 : tensor<131072xf32>
  return %a, %b : tensor<131072xf32>, tensor<131072xf32>
}

// Dead values give their bytes back: three 512 KiB values, one at a time
// (each add writes into its operand's buffer or frees it).
// FITS: tensor<f32> {3.43594762E+10}
func.func @one_at_a_time() -> tensor<f32> {
  %a = stablehlo.iota dim = 0 : tensor<131072xf32>
  %b = stablehlo.add %a, %a : tensor<131072xf32>
  %c = stablehlo.add %b, %b : tensor<131072xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<131072xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

// The processes of a grid share the budget: 512 KiB each is 1 MiB in all,
// which one more byte would pass.
// SHARED: would exceed the memory limit
func.func @half_each() -> (tensor<131072xf32>, tensor<1xi8>) {
  %a = stablehlo.iota dim = 0 : tensor<131072xf32>
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %t = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<131072xf32>) -> tensor<131072xf32>
  %b = stablehlo.iota dim = 0 : tensor<1xi8>
  return %r, %b : tensor<131072xf32>, tensor<1xi8>
}

// BADSIZE: hlokit-run: error: --max-memory '12X' is not a byte count (a number with an optional K, M, G or T suffix)
// BADTIME: hlokit-run: error: --max-time must not be negative
// THREADS: hlokit-run: error: --threads 10000 is more than {{[0-9]+}}, the most this machine allows (4 per core, at least 64)
