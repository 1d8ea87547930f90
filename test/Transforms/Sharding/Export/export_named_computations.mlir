// RUN: hlokit-opt %s -split-input-file -sdy-export-named-computations | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-export-named-computations --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The edges' shardings become the function's argument shardings and the
// call's; the edges go; the call keeps the discardable attributes, the
// function the execution thread; a taken name gets a suffix.
// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @foo_0(%arg0) {mhlo.frontend_attributes = {x = "1"}, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>}
  // CHECK-NEXT: %[[ABS:.*]] = stablehlo.abs %[[CALL]]
  // CHECK-NEXT: return %[[ABS]]
  %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8xf32>) {
    %1 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"a"}]> : tensor<8xf32>
    %2 = stablehlo.negate %1 : tensor<8xf32>
    sdy.return %2 : tensor<8xf32>
  } {execution_thread = "host", mhlo.frontend_attributes = {x = "1"}} : (tensor<8xf32>) -> tensor<8xf32>
  %3 = sdy.data_flow_edge %0 sharding=<@mesh, [{"b"}]> : tensor<8xf32>
  %4 = stablehlo.abs %3 : tensor<8xf32>
  return %4 : tensor<8xf32>
}

// CHECK-LABEL: func private @foo(
func.func private @foo(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// CHECK-LABEL: func private @foo_0(
// CHECK-SAME:    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32>
// CHECK-SAME:    attributes {execution_thread = "host", sdy.original_func_name = "foo"}
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %arg0
// CHECK-NEXT:    return %[[NEG]]

// -----

sdy.mesh @mesh = <["a"=2]>

// Without edges the in and out shardings stay; nested computations are
// outlined first, into the function of the outer one.
// CHECK-LABEL: func @nested
func.func @nested(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[CALL:.*]] = call @outer(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: return %[[CALL]]
  %0 = sdy.named_computation<"outer">(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] (%arg1: tensor<8xf32>) {
    %1 = sdy.named_computation<"inner">(%arg1) (%arg2: tensor<8xf32>) {
      sdy.return %arg2 : tensor<8xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func private @inner(%arg0: tensor<8xf32>) -> tensor<8xf32>
// CHECK-SAME:    attributes {sdy.original_func_name = "inner"}
// CHECK-NEXT:    return %arg0

// CHECK-LABEL: func private @outer(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32>
// CHECK-NEXT:    %[[INNER:.*]] = call @inner(%arg0)
// CHECK-NEXT:    return %[[INNER]]
