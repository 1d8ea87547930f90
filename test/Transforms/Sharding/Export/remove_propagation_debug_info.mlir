// RUN: hlokit-opt %s -sdy-remove-propagation-debug-info | FileCheck %s
// RUN: hlokit-opt %s -sdy-remove-propagation-debug-info --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Every debug attribute goes, on ops and on func arguments and results;
// shardings and the origin names stay.
// CHECK-LABEL: func @f(
// CHECK-SAME: %arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
// CHECK-SAME: -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
// CHECK-NEXT: stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<8xf32>
// CHECK-NEXT: sdy.sharding_constraint {{.*}} {sdy.sharding_origin_name = "constraint_0"} : tensor<8xf32>
// CHECK-NEXT: sdy.manual_computation
// CHECK: } {sdy.sharding_origin_name = "mc_0"} : (tensor<8xf32>) -> tensor<8xf32>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>, sdy.sharding_origins = {a = "self"}})
    -> (tensor<8xf32> {sdy.propagation_edges = #sdy.propagation_edges<[{step-2 = [{"a" = operand-0 -> [result-0]}]}]>,
                       sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>, sdy.sharding_origins = {a = "input: 0"}}) {
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-1 = [{"a" = operand-0 -> [result-0]}]}]>,
                            sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>,
                            sdy.sharding_origins = [{a = "input: 0"}]} : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}]> {sdy.sharding_origin_name = "constraint_0", sdy.sharding_origins = {a = "self"}} : tensor<8xf32>
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={} (%arg1: tensor<8xf32>) {
    sdy.return %arg1 : tensor<8xf32>
  } {sdy.block_arg_propagation_edges = [#sdy.propagation_edges<[{step-0 = [{"a" = result-0 -> [operand-0]}]}]>],
     sdy.block_arg_sharding_origins = [{a = "self"}], sdy.result_propagation_edges = [],
     sdy.result_sharding_origins = [{a = "self"}], sdy.sharding_origin_name = "mc_0"} : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
