// Per-process inputs and outputs of a grid: {replica}, {partition} and
// {process} in an --input name pick each process's file; --output-dir
// writes each process's results under process_<r>_<p>/.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry make --output-dir %t
// RUN: hlokit-run %s --replicas 2 --partitions 2 --entry main --input %t/process_{replica}_{partition}/result0.npy | FileCheck %s
// RUN: cp %t/process_0_0/result0.npy %t/in0.npy && cp %t/process_0_1/result0.npy %t/in1.npy
// RUN: hlokit-run %s --partitions 2 --entry echo --input %t/in{process}.npy | FileCheck %s --check-prefix=FLAT
// RUN: not hlokit-run %s --replicas 3 --partitions 2 --entry main --input %t/process_{replica}_{partition}/result0.npy 2>&1 | FileCheck %s --check-prefix=MISSING

func.func @make() -> tensor<2xi32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  %ten = stablehlo.constant dense<10> : tensor<ui32>
  %r10 = stablehlo.multiply %r, %ten : tensor<ui32>
  %v = stablehlo.add %r10, %p : tensor<ui32>
  %i = stablehlo.convert %v : (tensor<ui32>) -> tensor<i32>
  %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<2xi32>
  return %b : tensor<2xi32>
}

// Every process sums what all processes were given.
// CHECK: process (0, 0):
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT: [22, 22]
// CHECK: process (1, 1):
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT: [22, 22]
// MISSING: hlokit-run: error: {{.*}}process_2_0/result0.npy
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %t = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %t : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi32>) -> tensor<2xi32>
  return %s : tensor<2xi32>
}

// FLAT: process (0, 0):
// FLAT-NEXT: tensor<2xi32> {
// FLAT-NEXT: [0, 0]
// FLAT: process (0, 1):
// FLAT-NEXT: tensor<2xi32> {
// FLAT-NEXT: [1, 1]
func.func @echo(%x: tensor<2xi32>) -> tensor<2xi32> {
  return %x : tensor<2xi32>
}
