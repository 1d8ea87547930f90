// Manual computations in Shardy's round-trip form back to sdy.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-round-trip-shard-map-import \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @manual(
// CHECK-NEXT: %[[MC:.*]]:2 = sdy.manual_computation(%arg0, %arg1)
// CHECK-SAME: in_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, [{}], replicated={"a"}>]
// CHECK-SAME: out_shardings=[<@mesh, [{"a"}, {"b"}]>, <@mesh, [{}], replicated={"a"}>]
// CHECK-SAME: manual_axes={"a"} (%[[X:.*]]: tensor<4x8xf32>, %[[Y:.*]]: tensor<8xf32>) {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[X]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
// CHECK-NEXT: sdy.return %[[N]], %[[Y]] : tensor<4x8xf32>, tensor<8xf32>
// CHECK-NEXT: } : (tensor<8x8xf32>, tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>)
// CHECK-NEXT: return %[[MC]]#0, %[[MC]]#1
// CHECK-NOT: manual_computation_body
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @manual(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0, %arg1) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>, <@mesh, [{}], replicated={\22a\22}>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>)
  %1:2 = call @xla.sdy.manual_computation_body_0(%0#0, %0#1) : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>)
  %2:2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1) {mhlo.frontend_attributes = {xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {\22b\22}]>, <@mesh, [{}], replicated={\22a\22}>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>)
  return %2#0, %2#1 : tensor<8x8xf32>, tensor<8xf32>
}
func.func private @xla.sdy.manual_computation_body_0(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<4x8xf32>
  return %0, %arg1 : tensor<4x8xf32>, tensor<8xf32>
}

// -----

// Without operands there is no GlobalToLocalShape; without results no
// LocalToGlobalShape.
// CHECK-LABEL: func.func @no_operands(
// CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, [{}]>] manual_axes={"a"} () {
// CHECK: sdy.return
// CHECK-LABEL: func.func @no_results(
// CHECK-NEXT: sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[] manual_axes={"a"} (%{{.*}}: tensor<4xf32>) {
// CHECK-NEXT: sdy.return
// CHECK-NEXT: } : (tensor<8xf32>) -> ()
sdy.mesh @mesh = <["a"=2]>
func.func @no_operands() -> tensor<8xf32> {
  %0 = call @xla.sdy.manual_computation_body_1() : () -> tensor<8xf32>
  %1 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%0) {mhlo.frontend_attributes = {xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func private @xla.sdy.manual_computation_body_1() -> tensor<8xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @no_results(%arg0: tensor<8xf32>) {
  %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"}} : (tensor<8xf32>) -> tensor<4xf32>
  call @xla.sdy.manual_computation_body_2(%0) : (tensor<4xf32>) -> ()
  return
}
func.func private @xla.sdy.manual_computation_body_2(%arg0: tensor<4xf32>) {
  return
}
