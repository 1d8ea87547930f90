// Manual computations through Shardy's round-trip form and back.
// RUN: hlokit-opt %s -xla-sdy-round-trip-shard-map-export \
// RUN:   | FileCheck %s --check-prefix=EXPORT
// RUN: hlokit-opt %s -xla-sdy-round-trip-shard-map-export \
// RUN:   | hlokit-opt -xla-sdy-round-trip-shard-map-import | FileCheck %s

// EXPORT-LABEL: func.func @nested(
// EXPORT-NEXT: %[[L:.*]] = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22, \22b\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8xf32>) -> tensor<4xf32>
// EXPORT-NEXT: %[[C:.*]] = call @xla.sdy.manual_computation_body_0(%[[L]]) {mhlo.frontend_attributes = {inlineable = "xla_late"}} : (tensor<4xf32>) -> tensor<4xf32>
// EXPORT-NEXT: %[[G:.*]] = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%[[C]]) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<4xf32>) -> tensor<8xf32>
// EXPORT-NEXT: return %[[G]]
// EXPORT: func.func @xla.sdy.manual_computation_body(%arg0: tensor<2xf32>) -> tensor<2xf32>
// EXPORT: func.func @xla.sdy.manual_computation_body_0(%arg0: tensor<4xf32>) -> tensor<4xf32>
// EXPORT: call @xla.sdy.manual_computation_body(

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %[[O:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%[[X:.*]]: tensor<4xf32>) {
// CHECK-NEXT: %[[I:.*]] = sdy.manual_computation(%[[X]]) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"b"} (%[[Y:.*]]: tensor<2xf32>) {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[Y]]
// CHECK-NEXT: sdy.return %[[N]] : tensor<2xf32>
// CHECK-NEXT: } : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: sdy.return %[[I]] : tensor<4xf32>
// CHECK-NEXT: } : (tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: manual_computation_body
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @nested(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"b"} (%arg2: tensor<2xf32>) {
      %2 = stablehlo.negate %arg2 : tensor<2xf32>
      sdy.return %2 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
