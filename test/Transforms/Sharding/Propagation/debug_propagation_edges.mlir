// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-propagation-edge-sharding=true -sdy-basic-propagate=debug-propagation-edge-sharding=true -sdy-sink-data-flow-edges=sink-debug-propagation-edge-sharding=true | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-propagation-edge-sharding=true -sdy-basic-propagate=debug-propagation-edge-sharding=true -sdy-sink-data-flow-edges=sink-debug-propagation-edge-sharding=true | hlokit-opt -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-propagation-edge-sharding=true -sdy-basic-propagate=debug-propagation-edge-sharding=true -sdy-sink-data-flow-edges=sink-debug-propagation-edge-sharding=true --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s
// The other strategies take the option too.
// RUN: hlokit-opt %s -split-input-file -sdy-aggressive-propagate=debug-propagation-edge-sharding=true | FileCheck %s --check-prefix=OTHER
// RUN: hlokit-opt %s -split-input-file -sdy-op-priority-propagate=debug-propagation-edge-sharding=true | FileCheck %s --check-prefix=OTHER
// RUN: hlokit-opt %s -split-input-file -sdy-user-priority-propagate=debug-propagation-edge-sharding=true | FileCheck %s --check-prefix=OTHER
// Without the option nothing is recorded.
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints -sdy-basic-propagate -sdy-sink-data-flow-edges | FileCheck %s --check-prefix=NONE

// NONE-NOT: propagation_edges

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Step 0 moves "b" from the func result to the returned value, step 1
// through the add, step 2 "a" on to the func result.
// CHECK-LABEL: func @steps
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"b" = result-0 -> [operand-0]}]}, {step-2 = [{"a" = operand-0 -> [result-0]}]}]>
// CHECK: stablehlo.add %arg0, %arg1 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"a" = operand-0 -> [operand-1, result-0]}, {"b" = result-0 -> [operand-0, operand-1]}]}]>
// OTHER-LABEL: func @steps
// OTHER: stablehlo.add %arg0, %arg1 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"a" = operand-0 -> [operand-1, result-0]}, {"b" = result-0 -> [operand-0, operand-1]}]}]>
func.func @steps(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>},
    %arg1: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Applying the constraint is step 0, on the constraint; propagation goes on
// from step 1.
// CHECK-LABEL: func @constraint_first
// CHECK-SAME: -> (tensor<8xf32> {sdy.propagation_edges = #sdy.propagation_edges<[{step-2 = [{"a" = operand-0 -> [result-0]}]}]>
// CHECK: sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"a" = result-0 -> [operand-0]}]}]>}
// CHECK: stablehlo.abs {{.*}}{sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"a" = operand-0 -> [result-0]}]}]>
func.func @constraint_first(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8xf32>
  %1 = stablehlo.abs %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The edges of a manual computation's block argument and result go onto
// it when the data-flow edges are sunk.
// CHECK-LABEL: func @manual
// CHECK: stablehlo.abs %arg1 {sdy.propagation_edges = #sdy.propagation_edges<[{step-2 = [{"a" = operand-0 -> [result-0]}]}, {step-4 = [{"b" = result-0 -> [operand-0]}]}]>
// CHECK: } {sdy.block_arg_propagation_edges = [#sdy.propagation_edges<[{step-1 = [{"a" = result-0 -> [operand-0]}]}, {step-5 = [{"b" = result-0 -> [operand-0]}]}]>],
// CHECK-SAME: sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-3 = [{"a" = operand-0 -> [result-0]}, {"b" = result-0 -> [operand-0]}]}]>]}
func.func @manual(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {"b", ?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["c"=8]>

// A reshape splitting "c" records both sub-axes.
// CHECK-LABEL: func @split
// CHECK: stablehlo.reshape %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"c":(1)4 = operand-0 -> [result-0]}, {"c":(4)2 = operand-0 -> [result-0]}]}]>
func.func @split(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", ?}]>}) -> tensor<4x4xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// Between a while's edge sources (its operand and returned value) and the
// edge: the edge's operands are its sources.
// CHECK-LABEL: func @while_edge
// CHECK: stablehlo.while
// CHECK-SAME: sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-0 = [{"a" = operand-0 -> [operand-1, result-0]}]}]>]
func.func @while_edge(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}) -> tensor<8xf32> {
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<8xf32>
    cond {
    %1 = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}
