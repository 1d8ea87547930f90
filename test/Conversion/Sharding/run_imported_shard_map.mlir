// A shard_map in GSPMD's form runs once imported into sdy: each of the two
// partitions negates its half. hlokit-run imports it itself.
// RUN: hlokit-opt %s -xla-sdy-import-shardings \
// RUN:   -xla-sdy-shard-map-import -xla-sdy-import-sdy-custom-calls \
// RUN:   -o %t.mlir
// RUN: hlokit-run %t.mlir --partitions 2 | FileCheck %s
// RUN: hlokit-run %s --partitions 2 | FileCheck %s

// CHECK: process (0, 0):
// CHECK-NEXT: process (0, 1):
// CHECK-NOT: error

func.func public @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = call @jit_f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %y, dense<[-1.0, -2.0, -3.0, -4.0]> : tensor<4xf32>
  return
}
func.func private @jit_f(%x: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) {
  %s = stablehlo.custom_call @Sharding(%x) {backend_config = "", mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<4xf32>
  %l = stablehlo.custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
  %r = call @shmap_body(%l) : (tensor<2xf32>) -> tensor<2xf32>
  %m = stablehlo.custom_call @Sharding(%r) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %g = stablehlo.custom_call @SPMDShardToFullShape(%m) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}
func.func private @shmap_body(%a: tensor<2xf32>) -> tensor<2xf32> {
  %n = stablehlo.negate %a : tensor<2xf32>
  return %n : tensor<2xf32>
}
