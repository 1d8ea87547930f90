// RUN: hlokit-opt %s -split-input-file -sdy-basic-propagate | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-basic-propagate=conservative-propagation=true | FileCheck %s --check-prefix=CONSERVATIVE
// RUN: hlokit-opt %s -split-input-file -sdy-basic-propagate=keep-sharding-rules=true | FileCheck %s --check-prefix=KEEP
// RUN: hlokit-opt %s -split-input-file -sdy-user-priority-propagate=module-dump-directory=/nonexistent | FileCheck %s --check-prefix=DUMP

sdy.mesh @mesh = <["a"=2, "c"=4]>

// Conservative mode propagates no sub-axis: "c" splits across the reshape's
// factors, so nothing crosses it.
// CHECK-LABEL: func @split_axis
// CONSERVATIVE-LABEL: func @split_axis
// KEEP-LABEL: func @split_axis
// DUMP-LABEL: func @split_axis
func.func @split_axis(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>})
    -> tensor<2x8xf32> {
  // CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c":(1)2, ?}, {"c":(2)2, ?}]>]>} :
  // CONSERVATIVE: stablehlo.reshape %arg0 :
  // The rule the registry made stays on the op only when asked.
  // KEEP: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c":(1)2, ?}, {"c":(2)2, ?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([i, j]) {i=2, j=8}>}
  // DUMP: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c":(1)2, ?}, {"c":(2)2, ?}]>]>} :
  %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "c"=4]>

// Conservative mode propagates no axis that doesn't divide a non-minor-most
// factor's size: "c" (4) and the 6 of [6, 4] -> [24].
// CHECK-LABEL: func @non_divisible
// CONSERVATIVE-LABEL: func @non_divisible
func.func @non_divisible(%arg0: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>})
    -> tensor<6x4xf32> {
  // CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c":(1)2, ?}, {?}]>]>} :
  // CONSERVATIVE: stablehlo.reshape %arg0 :
  %0 = stablehlo.reshape %arg0 : (tensor<24xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "c"=4]>

// A custom rule is never removed.
// CHECK-LABEL: func @custom_rule_kept
func.func @custom_rule_kept(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  // CHECK: stablehlo.custom_call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>}
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}, custom>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
