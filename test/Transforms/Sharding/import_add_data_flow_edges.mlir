// RUN: hlokit-opt %s -sdy-add-data-flow-edges | FileCheck %s
// RUN: hlokit-opt %s -sdy-add-data-flow-edges --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A while's results own its edges; the edge takes the existing sharding,
// and a token gets none.
// CHECK-LABEL: func @while
func.func @while(%arg0: tensor<8xf32>, %arg1: !stablehlo.token) -> (tensor<8xf32>, !stablehlo.token) {
  // CHECK:      %[[WHILE:.*]]:2 = stablehlo.while
  // CHECK-SAME: attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, []>]>}
  // CHECK:      %[[EDGE:.*]] = sdy.data_flow_edge %[[WHILE]]#0 sharding=<@mesh, [{"a"}]> : tensor<8xf32>
  // CHECK-NEXT: return %[[EDGE]], %[[WHILE]]#1
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, !stablehlo.token
   attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, []>]>}
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg, %iterArg_0 : tensor<8xf32>, !stablehlo.token
  }
  return %0#0, %0#1 : tensor<8xf32>, !stablehlo.token
}

// An optimization barrier's edges keep the results' order; a dynamic
// tensor gets none.
// CHECK-LABEL: func @optimization_barrier
func.func @optimization_barrier(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<?xf32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<?xf32>) {
  // CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier
  // CHECK-NEXT: %[[E0:.*]] = sdy.data_flow_edge %[[B]]#0 : tensor<8xf32>
  // CHECK-NEXT: %[[E1:.*]] = sdy.data_flow_edge %[[B]]#1 : tensor<4xf32>
  // CHECK-NEXT: return %[[E0]], %[[E1]], %[[B]]#2
  %0:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : tensor<8xf32>, tensor<4xf32>, tensor<?xf32>
  return %0#0, %0#1, %0#2 : tensor<8xf32>, tensor<4xf32>, tensor<?xf32>
}

// A case's results own its edges.
// CHECK-LABEL: func @case
func.func @case(%arg0: tensor<i32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK:      %[[EDGE:.*]] = sdy.data_flow_edge %{{.*}} : tensor<8xf32>
  // CHECK-NEXT: return %[[EDGE]]
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Both the block arguments and the results of a named computation own
// edges, with its in and out shardings.
// CHECK-LABEL: func @named_computation
func.func @named_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[NC:.*]] = sdy.named_computation<"f">(%arg0) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{?}]>] (%arg1: tensor<8xf32>) {
  // CHECK-NEXT:   %[[IN:.*]] = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"b"}]> : tensor<8xf32>
  // CHECK-NEXT:   %[[ABS:.*]] = stablehlo.abs %[[IN]]
  // CHECK-NEXT:   sdy.return %[[ABS]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[OUT:.*]] = sdy.data_flow_edge %[[NC]] sharding=<@mesh, [{?}]> : tensor<8xf32>
  // CHECK-NEXT: return %[[OUT]]
  %0 = sdy.named_computation<"f">(%arg0) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{?}]>] (%arg1: tensor<8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Inside a manual computation, the edge of a block argument has the in
// sharding without the manual axes.
// CHECK-LABEL: func @manual_computation
func.func @manual_computation(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK:      sdy.data_flow_edge %arg1 sharding=<@mesh, [{}, {"b"}]> : tensor<4x8xf32>
  // CHECK:      sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {"b"}]>] manual_axes={"a"} (%arg1: tensor<4x8xf32>) {
    sdy.return %arg1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// Calls have no data-flow edges.
// CHECK-LABEL: func @call
// CHECK-NOT:   sdy.data_flow_edge
func.func @call(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// An owner that already has its edge keeps it.
// CHECK-LABEL: func @existing_edge
func.func @existing_edge(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier %arg0
  // CHECK-NEXT: %[[E:.*]] = sdy.data_flow_edge %[[B]] sharding=<@mesh, [{"a"}]>
  // CHECK-NEXT: return %[[E]]
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}
