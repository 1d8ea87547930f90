// RUN: hlokit-opt %s -split-input-file -sdy-add-data-flow-edges -sdy-aggressive-propagate | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A while's operand, body arguments, returned value and result are one
// edge: "a" from the operand reaches the body and the result.
// CHECK-LABEL: func @while_edge
func.func @while_edge(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
    -> tensor<8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: %[[W:.*]]:2 = stablehlo.while
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<8xf32>, tensor<i32>
    cond {
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    // CHECK: stablehlo.negate %iterArg {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
    %1 = stablehlo.negate %iterArg : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  // CHECK: sdy.data_flow_edge %[[W]]#0 sharding=<@mesh, [{"a", ?}]> : tensor<8xf32>
  return %0#0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A case's result edge has the branches' returned values as sources: the
// func result's "b" reaches both.
// CHECK-LABEL: func @case_edge
func.func @case_edge(%arg0: tensor<i32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>)
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) {
  %0 = "stablehlo.case"(%arg0) ({
    // CHECK: stablehlo.abs %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }, {
    // CHECK: stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}]>]>}
    %1 = stablehlo.negate %arg2 : tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  // CHECK: sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"b", ?}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// An optimization barrier's results are edges from its operands.
// CHECK-LABEL: func @optimization_barrier_edge
func.func @optimization_barrier_edge(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                                     %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<8xf32>
  // CHECK: %[[E0:.*]] = sdy.data_flow_edge %{{.*}}#0 sharding=<@mesh, [{"a", ?}]>
  // CHECK: %[[E1:.*]] = sdy.data_flow_edge %{{.*}}#1 : tensor<8xf32>
  // CHECK: stablehlo.abs %[[E0]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %1 = stablehlo.abs %0#0 : tensor<8xf32>
  return %1, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// A named computation is propagated through as if inlined: its block
// argument's edge comes from the operand, its result's from the returned
// value.
// CHECK-LABEL: func @named_computation_edges
func.func @named_computation_edges(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  %0 = sdy.named_computation<"foo">(%arg0) (%arg1: tensor<8xf32>) {
    // CHECK: %[[E:.*]] = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"a", ?}]>
    // CHECK: stablehlo.abs %[[E]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    sdy.return %1 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  // CHECK: %[[R:.*]] = sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a", ?}]>
  // CHECK: stablehlo.negate %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>}
  %2 = stablehlo.negate %0 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
