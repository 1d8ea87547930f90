// RUN: hlokit-opt %s -split-input-file -sdy-unflatten-call-graph -symbol-dce | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-unflatten-call-graph -symbol-dce --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-unflatten-call-graph=dedup-functions-fully=true -symbol-dce | FileCheck %s --check-prefix=FULLY

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Copies of @foo sharded alike are one function again; the copy sharded
// otherwise stays. Fully deduplicated, all calls call the copy sharded as
// most of them are ("a", called twice): the first to reach the most calls.
// CHECK-LABEL: func @main
// FULLY-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[C0:.*]] = call @foo_1(%arg0)
  // CHECK-NEXT: %[[C1:.*]] = call @foo_0(%[[C0]])
  // CHECK-NEXT: %[[C2:.*]] = call @foo_0(%[[C1]])
  // FULLY-NEXT: %[[C0:.*]] = call @foo(%arg0)
  // FULLY-NEXT: %[[C1:.*]] = call @foo(%[[C0]])
  // FULLY-NEXT: %[[C2:.*]] = call @foo(%[[C1]])
  %0 = call @foo_1(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @foo_0(%0) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = call @foo(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// CHECK-NOT: func private @foo(
// CHECK-LABEL: func private @foo_0(
// CHECK-NOT:     sdy.original_func_name
// CHECK-LABEL: func private @foo_1(
// FULLY-LABEL: func private @foo(
// FULLY-NOT: func private @foo_
func.func private @foo(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
func.func private @foo_0(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32>
    attributes {sdy.original_func_name = "foo"} {
  return %arg0 : tensor<8xf32>
}
func.func private @foo_1(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) -> tensor<8xf32>
    attributes {sdy.original_func_name = "foo"} {
  return %arg0 : tensor<8xf32>
}

// -----

// Copies made from manual computations with other manual axes stay apart.
// CHECK-LABEL: func @manual_axes
func.func @manual_axes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: call @g(%arg0)
  // CHECK-NEXT: call @g_0(
  %0 = call @g(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @g_0(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// CHECK: func private @g(
// CHECK-NOT: sdy.func_manual_axes
// CHECK: func private @g_0(
func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {sdy.func_manual_axes = ["a"]} {
  return %arg0 : tensor<8xf32>
}
func.func private @g_0(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {sdy.func_manual_axes = ["b"], sdy.original_func_name = "g"} {
  return %arg0 : tensor<8xf32>
}
