// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true | FileCheck %s
// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true --mlir-print-op-generic | hlokit-opt | FileCheck %s

sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>

// An op placed on one device: its operand goes there through replicated on
// the global mesh, its result comes back the same way to its users'.
// CHECK-LABEL: func @single_device_op
func.func @single_device_op(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  // CHECK-NEXT: %[[REPL:.*]] = sdy.reshard %arg0 <@mesh, [{}, {}]>
  // CHECK-NEXT: %[[DEV:.*]] = sdy.reshard %[[REPL]] <@dev0, []>
  // CHECK-NEXT: %[[CC:.*]] = stablehlo.custom_call @f(%[[DEV]]) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>}
  // CHECK-NEXT: %[[BACK:.*]] = sdy.reshard %[[CC]] <@mesh, [{}, {}]>
  // CHECK-NEXT: return %[[BACK]]
  %0 = stablehlo.custom_call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
