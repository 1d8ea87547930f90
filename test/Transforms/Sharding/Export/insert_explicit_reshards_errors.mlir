// RUN: hlokit-opt %s -sdy-insert-explicit-reshards=enable-full-version=true -split-input-file -verify-diagnostics

sdy.mesh @dev0 = <[], device_ids=[0]>

// expected-error @+1 {{function argument 0 cannot have a single-device (maximal) sharding attribute}}
func.func @argument(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@dev0, []>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @dev0 = <[], device_ids=[0]>

// expected-error @+1 {{function result 0 cannot have a single-device (maximal) sharding attribute}}
func.func @result(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@dev0, []>}) {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @dev0 = <[], device_ids=[0]>
sdy.mesh @dev1 = <[], device_ids=[1]>

func.func @conflicting_devices(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @+1 {{has conflicting single-device result shardings}}
  %0:2 = stablehlo.custom_call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>, <@dev1, []>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A product over a sharded dimension: no all-reduce (sum, max or min)
// combines the partial products.
sdy.mesh @mesh = <["x"=2]>

func.func @sharded_product(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  // expected-error @+1 {{'stablehlo.reduce' op reduces dimensions sharded along mesh axes with a body that no all-reduce (sum, max or min) combines into result 0; replicate the reduced dimensions}}
  %0 = stablehlo.reduce(%arg0 init: %one) applies stablehlo.multiply across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
