// RUN: hlokit-opt %s -split-input-file -sdy-import-pipeline | FileCheck %s
// RUN: hlokit-opt %s -split-input-file -sdy-import-pipeline='dedup-functions-fully=true' | FileCheck %s --check-prefix=DEDUP

// Lifted and deduped meshes, size one axes removed, the callee's result
// sharding on the call, split constants, unused symbols gone, manual axes
// cleaned up and then data-flow edges.
// CHECK:      sdy.mesh @mesh = <["a"=2, "b"=1]>
// CHECK-NOT:  sdy.mesh
sdy.mesh @mesh = <["a"=2, "b"=1]>
sdy.mesh @copy = <["a"=2, "b"=1]>

// CHECK-LABEL: func @main
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@copy, [{"a", "b"}]>}) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-NEXT: %[[C0:.*]] = sdy.constant
  // CHECK-NEXT: %[[C1:.*]] = sdy.constant
  // CHECK-NEXT: %[[CALL:.*]] = call @foo(%arg0, %[[C0]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
  // CHECK-NEXT: %[[MC:.*]] = sdy.manual_computation(%[[CALL]], %[[C1]])
  // CHECK-SAME{LITERAL}: in_shardings=[<@mesh, [{"a"}]>, <@mesh, [{}], replicated={"a"}>]
  // CHECK-NEXT:   sdy.data_flow_edge %arg1 sharding=<@mesh, [{}]>
  // CHECK-NEXT:   sdy.data_flow_edge %arg2 sharding=<@mesh, [{}]>
  // CHECK:      sdy.data_flow_edge %[[MC]]
  %c = stablehlo.constant dense<1.0> : tensor<8xf32>
  %0 = call @foo(%arg0, %c) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %1 = sdy.manual_computation(%0, %c) in_shardings=[<@mesh, [{"a"}]>, <@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>, %arg2: tensor<8xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// CHECK-NOT: func.func private @unused
func.func private @unused() {
  return
}

func.func private @foo(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=1]>, [{"a", "b"}]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

// Constraints are applied and sharding groups imported only when
// functions are deduped fully (otherwise the propagation pipeline does it
// after flattening the call graph).
// CHECK-LABEL: func @dedup
// CHECK-NEXT:  stablehlo.abs %arg0 :
// CHECK:       sdy.sharding_group %arg0 group_id=7
// DEDUP-LABEL: func @dedup
// DEDUP-NEXT:  stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>}
// DEDUP:       sdy.sharding_group %arg0 group_id=0
func.func @dedup(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}]> : tensor<8xf32>
  sdy.sharding_group %arg0 group_id=7 : tensor<8xf32>
  return %1 : tensor<8xf32>
}
