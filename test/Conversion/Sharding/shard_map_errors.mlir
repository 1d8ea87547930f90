// shmap_body calls that don't follow JAX's pattern, and what can't export.
// RUN: hlokit-opt %s -split-input-file -xla-sdy-shard-map-import \
// RUN:   -verify-diagnostics

sdy.mesh @mesh = <["a"=2]>
func.func @operand_not_full_to_shard(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expecting SPMDFullToShardShape custom call as operand}}
  %0 = call @shmap_body(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @no_sharding_call(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{expecting Sharding CustomCallOp as operand of SPMDFullToShardShape}}
  %1 = call @shmap_body(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @two_uses(%arg0: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{expecting each result of shmap_body to have one or no uses}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2, %2 : tensor<4xf32>, tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @result_not_sharding(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{expecting Sharding CustomCallOp as the use of the result of the CallOp}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @sharding_two_uses(%arg0: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{expecting Sharding CustomCallOp user of the result to have one use}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) : (tensor<4xf32>) -> tensor<4xf32>
  return %3, %3 : tensor<4xf32>, tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @no_shard_to_full(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{expecting SPMDShardToFullShape CustomCallOp as the use of Sharding CustomCallOp}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.negate %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
func.func @no_sharding_attr(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected CustomCallOp with a sharding attribute (run xla-sdy-import-shardings first)}}
  %0 = stablehlo.custom_call @Sharding(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) : (tensor<4xf32>) -> tensor<8xf32>
  return %4 : tensor<8xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>
sdy.mesh @other = <["a"=2]>
func.func @two_meshes(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{Multiple meshes in a single manual computation.}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {sdy.sharding = #sdy.sharding_per_value<[<@other, [{"a"}]>]>} : (tensor<4xf32>) -> tensor<8xf32>
  return %4 : tensor<8xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=4]>
func.func @sub_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)2}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{the shard_map's sharding #sdy.sharding<@mesh, [{"a":(1)2}]> uses sub-axis "a":(1)2, and manual axes are whole}}
  %2 = call @shmap_body(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)2}]>]>} : (tensor<4xf32>) -> tensor<8xf32>
  return %4 : tensor<8xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

func.func @external(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expecting @shmap_body to be a function with a body}}
  %0 = call @shmap_body(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @shmap_body(%arg0: tensor<4xf32>) -> tensor<4xf32>
