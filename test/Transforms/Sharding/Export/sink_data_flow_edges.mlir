// RUN: hlokit-opt %s -sdy-sink-data-flow-edges | FileCheck %s
// RUN: hlokit-opt %s -sdy-sink-data-flow-edges --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// An owner without an edge sharding, or without an edge, becomes fully open
// when another owner of the op has one.
// CHECK-LABEL: func @barrier
func.func @barrier(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK-NEXT: %[[B:.*]]:3 = stablehlo.optimization_barrier
  // CHECK-SAME:   {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>, <@mesh, [{"a"}, {}]>, <@mesh, [{?}, {?}]>]>}
  // CHECK-NEXT: return %[[B]]#0, %[[B]]#1, %[[B]]#2
  %0:3 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"b"}, {}]>]>} %arg0, %arg1, %arg2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0#0 : tensor<8x8xf32>
  %2 = sdy.data_flow_edge %0#1 sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  return %1, %2, %0#2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// Edges without shardings leave the op's shardings alone.
// CHECK-LABEL: func @no_edge_shardings
func.func @no_edge_shardings(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} %arg0
  // CHECK-NEXT: return %[[B]]
  %0 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// A manual computation's block argument keeps the manual axes of its in
// sharding, major; its results take the edges' shardings as they are.
// CHECK-LABEL: func @manual_computation
func.func @manual_computation(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%arg0)
  // CHECK-SAME:   in_shardings=[<@mesh, [{"a", "b", ?}, {?}]>]
  // CHECK-SAME:   out_shardings=[<@mesh, [{"a"}, {"b"}]>]
  // CHECK-SAME:   manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
  // CHECK-NEXT:   sdy.return %arg1
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[MC]]
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    %2 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"b", ?}, {?}]> : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}, {"b"}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// A named computation's block arguments give its in shardings, its results
// its out shardings; an edge on a while's block argument just goes.
// CHECK-LABEL: func @named_computation_and_while
func.func @named_computation_and_while(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  // CHECK-NEXT: %[[NC:.*]] = sdy.named_computation<"f">(%arg0)
  // CHECK-SAME:   in_shardings=[<@mesh, [{"b"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>]
  // CHECK-SAME:   (%arg1: tensor<8x2xi32>) {
  // CHECK-NEXT:   sdy.return %arg1
  // CHECK:      stablehlo.while(%iterArg = %[[NC]])
  // CHECK-NOT:  sdy.data_flow_edge
  // CHECK:      stablehlo.return %iterArg
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8x2xi32>) {
    %2 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"b"}, {}]> : tensor<8x2xi32>
    sdy.return %2 : tensor<8x2xi32>
  } : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}, {}]> : tensor<8x2xi32>
  %3 = stablehlo.while(%iterArg = %1) : tensor<8x2xi32>
    cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %4 = sdy.data_flow_edge %iterArg sharding=<@mesh, [{"a"}, {}]> : tensor<8x2xi32>
    stablehlo.return %4 : tensor<8x2xi32>
  }
  return %3 : tensor<8x2xi32>
}
