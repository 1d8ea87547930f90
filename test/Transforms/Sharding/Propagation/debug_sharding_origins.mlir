// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-sharding-origins=true -sdy-basic-propagate=debug-sharding-origins=true -sdy-sink-data-flow-edges=sink-debug-sharding-origins=true | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-sharding-origins=true -sdy-basic-propagate=debug-sharding-origins=true -sdy-sink-data-flow-edges=sink-debug-sharding-origins=true | hlokit-opt -split-input-file | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints=debug-sharding-origins=true -sdy-basic-propagate=debug-sharding-origins=true -sdy-sink-data-flow-edges=sink-debug-sharding-origins=true --mlir-print-op-generic | hlokit-opt -split-input-file | FileCheck %s
// The other strategies take the option too.
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-aggressive-propagate=debug-sharding-origins=true | FileCheck %s --check-prefix=OTHER
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-op-priority-propagate=debug-sharding-origins=true | FileCheck %s --check-prefix=OTHER
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-user-priority-propagate=debug-sharding-origins=true | FileCheck %s --check-prefix=OTHER
// Without the option nothing is recorded.
// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-apply-sharding-constraints -sdy-basic-propagate -sdy-sink-data-flow-edges | FileCheck %s --check-prefix=NONE

// NONE-NOT: sdy.sharding_origin
// NONE-NOT: sharding_origins

sdy.mesh @mesh = <["a"=2, "b"=2]>

// "a" comes from %arg0, "b" from the func result; a value's own sharding
// reads "self".
// CHECK-LABEL: func @args_and_result
// CHECK-SAME: %arg0: {{.*}} sdy.sharding_origins = {a = "self", b = "output: 0"}
// CHECK-SAME: %arg1: {{.*}} sdy.sharding_origins = {a = "input: 0", b = "output: 0"}
// CHECK-SAME: -> ({{.*}} sdy.sharding_origins = {a = "input: 0", b = "self"}
// CHECK: stablehlo.multiply %arg0, %arg1
// CHECK-SAME: sdy.sharding_origins = [{a = "input: 0", b = "output: 0"}]
// OTHER-LABEL: func @args_and_result
// OTHER: stablehlo.multiply %arg0, %arg1
// OTHER-SAME: sdy.sharding_origins = [{a = "input: 0", b = "output: 0"}]
func.func @args_and_result(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>},
    %arg1: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>}) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A constraint is named; its input took its sharding when it was applied.
// CHECK-LABEL: func @constraint
// CHECK-SAME: %arg0: {{.*}} sdy.sharding_origins = {b = "constraint_0"}
// CHECK: stablehlo.abs %arg0 {{.*}}sdy.sharding_origins = [{b = "constraint_0"}]
// CHECK: sdy.sharding_constraint
// CHECK-SAME: {sdy.sharding_origin_name = "constraint_0", sdy.sharding_origins = {b = "self"}}
// CHECK: stablehlo.negate {{.*}}sdy.sharding_origins = [{b = "constraint_0"}]
func.func @constraint(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The edges' origins go onto their owner once sunk: one dictionary per edge
// that has origins (none for the first barrier result, as in Shardy).
// CHECK-LABEL: func @data_flow_edges
// CHECK-SAME: -> (tensor<8xf32>, tensor<8xf32> {{{.*}}sdy.sharding_origins = {a = "input: 0"}})
// CHECK: stablehlo.while
// CHECK-SAME: attributes {sdy.block_arg_sharding_origins = [], sdy.result_sharding_origins = [{a = "input: 0"}]
// CHECK: stablehlo.optimization_barrier
// CHECK-SAME: {sdy.block_arg_sharding_origins = [], sdy.result_sharding_origins = [{a = "input: 0"}]
func.func @data_flow_edges(
    %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>},
    %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<8xf32>, tensor<i32>
    cond {
    %1 = stablehlo.compare LT, %iterArg_0, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    stablehlo.return %iterArg, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  %2:2 = stablehlo.optimization_barrier %arg1, %0#0 : tensor<8xf32>, tensor<8xf32>
  return %2#0, %2#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A manual computation is named; its in and out shardings are origins.
// CHECK-LABEL: func @manual
// CHECK-SAME: %arg0: {{.*}} sdy.sharding_origins = {a = "mc_0_input: 0", b = "mc_0_output: 0"}
// CHECK: sdy.manual_computation
// CHECK: } {sdy.block_arg_sharding_origins = [{a = "self", b = "mc_0_output: 0"}], sdy.result_sharding_origins = [{a = "mc_0_input: 0", b = "self"}], sdy.sharding_origin_name = "mc_0"}
func.func @manual(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {"b", ?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
