// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The sdy ops that only steer propagation, in Shardy's syntax.

sdy.mesh @mesh = <["a"=2, "b"=2]>

// CHECK-LABEL: func.func @sharding_group
func.func @sharding_group(%arg0: tensor<8xf32>) {
  // CHECK-NEXT: sdy.sharding_group %arg0 group_id=21 : tensor<8xf32>
  // CHECK-NEXT: sdy.sharding_group %arg0 group_id=0 {note = "kept"} : tensor<8xf32>
  sdy.sharding_group %arg0 group_id=21 : tensor<8xf32>
  sdy.sharding_group %arg0 group_id=0 {note = "kept"} : tensor<8xf32>
  return
}

// CHECK-LABEL: func.func @constant
func.func @constant() -> (tensor<2x2xf32>, tensor<3xi32>) {
  // CHECK-NEXT: %0 = sdy.constant dense<{{\[\[}}0.000000e+00, 1.000000e+00], [2.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>
  // CHECK-NEXT: %1 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<[1, 2, 3]> : tensor<3xi32>
  %0 = sdy.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  %1 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} dense<[1, 2, 3]> : tensor<3xi32>
  return %0, %1 : tensor<2x2xf32>, tensor<3xi32>
}

// A quantized constant holds its storage integers, so it prints generically,
// as stablehlo.constant does.
// CHECK-LABEL: func.func @quantized_constant
func.func @quantized_constant() -> tensor<2x!quant.uniform<i8:f32, 2.0:1>> {
  // CHECK-NEXT: %0 = sdy.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:1>>
  %0 = "sdy.constant"() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 2.0:1>>
  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:1>>
}

// CHECK-LABEL: func.func @propagation_barrier
func.func @propagation_barrier(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<8xf32>
  // CHECK-NEXT: %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<8xf32>
  // CHECK-NEXT: %2 = sdy.propagation_barrier %1 allowed_direction=BACKWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<8xf32>
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<8xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=FORWARD : tensor<8xf32>
  %2 = sdy.propagation_barrier %1 allowed_direction=BACKWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// CHECK-LABEL: func.func @data_flow_edge
func.func @data_flow_edge(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  // CHECK-NEXT: %0:2 = stablehlo.optimization_barrier %arg0, %arg1
  // CHECK-NEXT: %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"a"}, {}]> : tensor<8x4xf32>
  // CHECK-NEXT: %2 = sdy.data_flow_edge %0#1 : tensor<8x4xf32>
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8x4xf32>, tensor<8x4xf32>
  %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"a"}, {}]> : tensor<8x4xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<8x4xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @func_data_flow_edge
func.func @func_data_flow_edge(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  // CHECK-NEXT: %1 = call @func_data_flow_edge(%0)
  // CHECK-NEXT: %2 = sdy.func_data_flow_edge %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} : tensor<8xf32>
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
  %1 = call @func_data_flow_edge(%0) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = sdy.func_data_flow_edge %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}]>]>} : tensor<8xf32>
  return %2 : tensor<8xf32>
}
