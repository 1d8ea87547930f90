// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// What propagation did, step by step, on an op, its results and its block
// arguments.

sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @edges
func.func @edges(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"y":(1)2 = operand-1 -> [operand-0, result-0]}, {"x" = result-0 -> [operand-1]}]}, {step-12345 = [{"x" = result-0 -> [operand-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y":(1)2}, {"x"}]>]>} : tensor<16x8xf32>
  %0 = stablehlo.add %arg0, %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"y":(1)2 = operand-1 -> [operand-0, result-0]}, {"x" = result-0 -> [operand-1]}]}, {step-12345 = [{"x" = result-0->[operand-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y":(1)2}, {"x" }]>]>} : tensor<16x8xf32>
  // CHECK-NEXT: %1 = stablehlo.abs %0 {sdy.block_arg_propagation_edges = [], sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-3 = [{"x" = operand-0 -> [result-0]}]}]>]} : tensor<16x8xf32>
  %1 = stablehlo.abs %0 {sdy.block_arg_propagation_edges = [], sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-3 = [{"x" = operand-0 -> [result-0]}]}]>]} : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// The edges of a func_data_flow_edge name the values of the func or call it
// stands for.
// CHECK-LABEL: func.func @func_edge
func.func @func_edge(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: sdy.func_data_flow_edge %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"y" = result-0 -> [operand-3]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}]>]>} : tensor<8xf32>
  %0 = sdy.func_data_flow_edge %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"y" = result-0 -> [operand-3]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
