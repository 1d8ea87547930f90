// sdy.sharding_constraint and sdy.reshard as `@Sharding` custom calls.
// RUN: hlokit-opt %s -hlokit-sdy-export-sharding-constraints | FileCheck %s
// RUN: hlokit-opt %s -hlokit-sdy-export-sharding-constraints \
// RUN:   -xla-sdy-import-sdy-custom-calls | FileCheck %s --check-prefix=BACK

sdy.mesh @mesh = <["a"=2, "b"=2]>
// CHECK-LABEL: func.func @constraints(
// CHECK-NEXT: %[[C:.*]] = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[1]", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.custom_call @Sharding(%[[C]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}p1], replicated={"a"}>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: return %[[R]]
// BACK-LABEL: func.func @constraints(
// BACK-NEXT: %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
// BACK-NEXT: %[[R:.*]] = sdy.sharding_constraint %[[C]] <@mesh, [{}, {"b"}p1], replicated={"a"}> : tensor<8x8xf32>
func.func @constraints(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"b"}p1], replicated={"a"}> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
