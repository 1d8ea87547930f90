// RUN: hlokit-opt %s -split-input-file -sdy-propagation-pipeline -verify-diagnostics

sdy.mesh @mesh = <["a"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>
sdy.mesh @dev1 = <[], device_ids=[1]>

// Conflicting closed shardings: an op can't run on two devices at once.
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-warning @+2 {{custom call @foo is unknown to SDY sharding rule registry}}
  // expected-error @+1 {{'stablehlo.custom_call' op has conflicting single-device result shardings}}
  %0:2 = stablehlo.custom_call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>, <@dev1, []>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The export needs the main function: several functions and none named
// main.
// expected-error @+1 {{Failed to lookup function: main}}
module {
  func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @g(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// Conflicting closed shardings through the whole pipeline: no diagnostic,
// reshards resolve them.
func.func @conflicting_closed_shardings(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
