// RUN: hlokit-opt %s -sdy-resolve-single-device-sharding -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>
sdy.mesh @dev1 = <[], device_ids=[1]>

func.func @two_devices(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op has results on devices 0 and 1}}
  %0:2 = stablehlo.custom_call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>, <@dev1, []>]>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>

func.func @one_device_and_sharded(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op has a result on device 0 and a sharded result}}
  %0:2 = stablehlo.custom_call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>, <@mesh, [{"x"}]>]>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}
