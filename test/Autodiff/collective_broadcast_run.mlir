// collective_broadcast's VJP run on a grid of 4 replicas with cotangent
// r + 1 at replica r: each group's first member gets the sum of its group's
// cotangents (replica 2: 3 + 2, replica 0: 1 + 4), the others zeros.
// RUN: rm -rf %t && hlokit-run %S/Inputs/replica_values.mlir --replicas 4 --output-dir %t
// RUN: hlokit-opt %s --hlokit-vjp=func=f | hlokit-run - --replicas 4 --entry f_vjp --input '%t/process_{replica}_0/result0.npy' --input '%t/process_{replica}_0/result0.npy' | FileCheck %s

// Each process prints the primal result (its group first's x), then its
// cotangent.
// CHECK:      process (0, 0):
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [1.000000e+00, 1.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [5.000000e+00, 5.000000e+00]
// CHECK:      process (1, 0):
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [3.000000e+00, 3.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [0.000000e+00, 0.000000e+00]
// CHECK:      process (2, 0):
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [3.000000e+00, 3.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [5.000000e+00, 5.000000e+00]
// CHECK:      process (3, 0):
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [1.000000e+00, 1.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [0.000000e+00, 0.000000e+00]
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[2, 1], [0, 3]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
