// RUN: hlokit-opt %s -sdy-sharding-constraint-to-reshard | FileCheck %s
// RUN: hlokit-opt %s -sdy-sharding-constraint-to-reshard --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The reshard keeps the constraint's input, sharding and discardable
// attributes; other ops stay.
// CHECK-LABEL: func @constraints
func.func @constraints(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT: %[[R0:.*]] = sdy.reshard %arg0 <@mesh, [{"a"}, {?}]> {foo} : tensor<8x8xf32>
  // CHECK-NEXT: %[[ABS:.*]] = stablehlo.abs %[[R0]]
  // CHECK-NEXT: %[[R1:.*]] = sdy.reshard %[[ABS]] <@mesh, [{}, {"b"}], unreduced={"a"}> : tensor<8x8xf32>
  // CHECK-NEXT: return %[[R1]]
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]> {foo} : tensor<8x8xf32>
  %1 = stablehlo.abs %0 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"b"}], unreduced={"a"}> : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// CHECK-LABEL: func @token
func.func @token(%arg0: !stablehlo.token) -> !stablehlo.token {
  // CHECK-NEXT: %[[R:.*]] = sdy.reshard %arg0 <@mesh, []> : !stablehlo.token
  // CHECK-NEXT: return %[[R]]
  %0 = sdy.sharding_constraint %arg0 <@mesh, []> : !stablehlo.token
  return %0 : !stablehlo.token
}

// Constraints inside regions too.
// CHECK-LABEL: func @nested
func.func @nested(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: sdy.manual_computation
  // CHECK-NEXT: sdy.reshard %arg1 <@mesh, [{"b"}]>
  // CHECK-NOT: sdy.sharding_constraint
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{"b"}]> : tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
