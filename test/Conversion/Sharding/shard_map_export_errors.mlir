// RUN: hlokit-opt %s -hlokit-sdy-shard-map-export -verify-diagnostics

sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @nested(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{nested sdy.manual_computation ops have no shard_map export here}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg1: tensor<4xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"b"}]>] out_shardings=[<@mesh, [{"b"}]>] manual_axes={"b"} (%arg2: tensor<2xf32>) {
      sdy.return %arg2 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    sdy.return %1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
