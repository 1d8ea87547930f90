// The runnable examples of the bounded-dynamism RFC give the RFC's answers.
// RUN: hlokit-run %S/../../examples/dynamic_sum.mlir | FileCheck %s --check-prefix=SUM
// RUN: hlokit-run %S/../../examples/self_concat_size.mlir | FileCheck %s --check-prefix=CONCAT
// RUN: hlokit-run %S/../../examples/slice_dynamism.mlir | FileCheck %s --check-prefix=SLICE

// @main, then @main_unbounded: batch_size 2 sums to 3, batch_size 3 to 6.
// SUM: tensor<i32> {3}
// SUM: tensor<i32> {6}
// SUM: tensor<i32> {3}
// SUM: tensor<i32> {6}

// CONCAT: tensor<i32> {6}

// SLICE: tensor<3xf32> {
// SLICE-NEXT: [2.000000e+00, 3.000000e+00, 4.000000e+00]
// SLICE: tensor<3xf32> {
// SLICE-NEXT: [2.000000e+00, 3.000000e+00, 4.000000e+00]
