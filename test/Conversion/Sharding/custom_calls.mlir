// `@Sharding` custom calls, as JAX writes sharding constraints, to
// sdy.sharding_constraint and back.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -xla-sdy-import-sdy-custom-calls | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -xla-sdy-import-shardings \
// RUN:   -xla-sdy-import-sdy-custom-calls \
// RUN:   -hlokit-sdy-export-sharding-constraints \
// RUN:   -xla-sdy-stablehlo-export-shardings | FileCheck %s --check-prefix=BACK

// CHECK-LABEL: func.func @constraint(
// CHECK-NEXT: %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"_axis_0"}, {}]> : tensor<8x8xf32>
// CHECK-NEXT: %[[O:.*]] = sdy.sharding_constraint %[[C]] <@mesh, [{?}, {"_axis_0"}]> : tensor<8x8xf32>
// CHECK-NEXT: return %[[O]]
// BACK-LABEL: func.func @constraint(
// BACK-NEXT: %[[C:.*]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// BACK-NEXT: %[[O:.*]] = stablehlo.custom_call @Sharding(%[[C]]) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// BACK-NEXT: return %[[O]]
func.func @constraint(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// Other custom calls stay; a reshard exports as a constraint does.
// CHECK-LABEL: func.func @other_calls(
// CHECK: stablehlo.custom_call @foo
// BACK-LABEL: func.func @other_calls(
// BACK: stablehlo.custom_call @foo
func.func @other_calls(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
