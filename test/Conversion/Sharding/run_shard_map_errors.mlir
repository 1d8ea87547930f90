// A shard_map hlokit-run can't import is bad input (exit 2), with the
// import's located error.
// RUN: python3 %S/../../Tools/hlokit-run/Inputs/exit_code.py hlokit-run %s \
// RUN:   | FileCheck %s

// CHECK: run_shard_map_errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: the inline shard_map region starting here uses a value computed outside it
func.func public @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %y = stablehlo.negate %x : tensor<4xf32>
  %z = stablehlo.abs %y : tensor<4xf32>
  %s = stablehlo.slice %y [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %s : tensor<2xf32>
  %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return
}
// CHECK: exit code: 2
