// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-aggressive-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Into the body: the operand's free axis "b" reaches the body argument's
// edge (which holds what the body sees: no manual "a") and its users.
// CHECK-LABEL: func @operand_into_body
func.func @operand_into_body(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>})
    -> tensor<16x8xf32> {
  // CHECK: sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>]
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    // CHECK: %[[E:.*]] = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"b", ?}, {?}]>
    // CHECK: stablehlo.abs %[[E]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  // Out of the body: the result's edge holds the global sharding, the
  // manual "a" in front of the body's "b".
  // CHECK: sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a", "b", ?}, {?}]>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Out of the body backward: the func result's free axis "b" on dimension 1
// reaches the body's returned value.
// CHECK-LABEL: func @result_into_body
func.func @result_into_body(%arg0: tensor<16x8xf32>)
    -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    // CHECK: stablehlo.abs %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
