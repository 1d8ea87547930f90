// RUN: hlokit-opt %s -split-input-file -sdy-import-func-calls | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-import-func-calls --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-import-func-calls='add-data-flow-edges-on-named-computations=false' | FileCheck %s --check-prefix=NOEDGES

sdy.mesh @mesh = <["x"=2]>

// The call becomes a named computation with the callee's body, argument
// shardings and execution thread, the call's result shardings and other
// attributes; the callee is erased.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[NC:.*]] = sdy.named_computation<"foo">(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{?}]>] (%arg1: tensor<8xf32>) {
  // CHECK-NEXT:   %[[IN:.*]] = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"x"}]>
  // CHECK-NEXT:   %[[ABS:.*]] = stablehlo.abs %[[IN]]
  // CHECK-NEXT:   sdy.return %[[ABS]]
  // CHECK-NEXT: } {execution_thread = "host", random_attr = 1 : i64}
  // CHECK-NEXT: %[[OUT:.*]] = sdy.data_flow_edge %[[NC]] sharding=<@mesh, [{?}]>
  // CHECK-NEXT: return %[[OUT]]
  // NOEDGES:     sdy.named_computation<"foo">
  // NOEDGES-NOT: sdy.data_flow_edge
  %0 = call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>, random_attr = 1 : i64} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-NOT: func.func private @foo
func.func private @foo(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> attributes {execution_thread = "host"} {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A copy of a function's body, named after the original, for each further
// call.
// CHECK-LABEL: func @copies
func.func @copies(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: sdy.named_computation<"bar">(%arg0) (%arg1: tensor<8xf32>) {
  // CHECK:      sdy.named_computation<"bar">(%{{.*}}) (%arg1: tensor<8xf32>) {
  %0 = call @bar(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @bar(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// CHECK-NOT: func.func private @bar
func.func private @bar(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
