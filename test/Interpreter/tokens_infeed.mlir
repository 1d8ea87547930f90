// Tokens, infeed and outfeed through hlokit-run's --infeed and
// --output-dir; a send waits for no one, and a recv that nothing was sent to
// is a clear error (run_parallel.mlir runs send and recv between processes;
// collectives.mlir the collectives).
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --entry make --output-dir %t
// RUN: hlokit-run %s --entry main --infeed %t/result0.npy --infeed %t/result1.npy --output-dir %t/out | FileCheck %s
// RUN: hlokit-run %s --entry echo --input %t/out/outfeed1.npy | FileCheck %s --check-prefix=ECHO
// RUN: not hlokit-run %s --entry main --infeed %t/result0.npy 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not hlokit-run %s --entry main --infeed %t/result1.npy --infeed %t/result0.npy 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not hlokit-run %s --entry main --infeed %t/missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: hlokit-run %s --entry send
// RUN: not hlokit-run %s --entry recv 2>&1 | FileCheck %s --check-prefix=RECV

func.func @make() -> (tensor<2xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<7> : tensor<i32>
  return %a, %b : tensor<2xf32>, tensor<i32>
}

// The results print first, then the outfeed in order.
// CHECK: tensor<i32> {14}
// CHECK-NEXT: outfeed 0: tensor<2xf32> {
// CHECK-NEXT:   [1.500000e+00, -2.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: outfeed 1: tensor<i32> {7}
func.func @main() -> tensor<i32> {
  %t0 = stablehlo.create_token : !stablehlo.token
  %x:2 = "stablehlo.infeed"(%t0) : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %y:2 = "stablehlo.infeed"(%x#1) {infeed_config = ""} : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
  check.expect_eq_const %x#0, dense<[1.5, -2.0]> : tensor<2xf32>
  %t1 = stablehlo.after_all %y#1, %t0 : !stablehlo.token
  %t2 = "stablehlo.outfeed"(%x#0, %t1) : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %t3 = "stablehlo.outfeed"(%y#0, %t2) : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
  %t4 = stablehlo.tuple %t3, %y#0 : tuple<!stablehlo.token, tensor<i32>>
  %t5 = stablehlo.get_tuple_element %t4[0] : (tuple<!stablehlo.token, tensor<i32>>) -> !stablehlo.token
  %twice = stablehlo.add %y#0, %y#0 : tensor<i32>
  return %twice : tensor<i32>
}

// ECHO: tensor<i32> {7}
func.func @echo(%x: tensor<i32>) -> tensor<i32> {
  return %x : tensor<i32>
}

// EMPTY: 'stablehlo.infeed': the infeed is empty: all 1 value(s) given were read
// TYPE: 'stablehlo.infeed': result 0 is tensor<2xf32> but the infeed holds tensor<i32>
// MISSING: hlokit-run: error: {{.*}}missing.npy

func.func @send() {
  %t = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  return
}

// RECV: 'stablehlo.recv': every other process ended without sending on channel 1
func.func @recv() {
  %t = stablehlo.create_token : !stablehlo.token
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  return
}
