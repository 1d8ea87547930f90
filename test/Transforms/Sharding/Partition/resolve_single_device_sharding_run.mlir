// An op placed on device 1 runs there only; every device gets its value
// through the all_reduce and must give what the sequential program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-resolve-single-device-sharding -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev1 = <[], device_ids=[1]>

func.func @parallel_single(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %0 = sdy.reshard %arg0 <@dev1, []> : tensor<4xf32>
  %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>]>} : tensor<4xf32>
  %2 = sdy.reshard %1 <@mesh, [{}]> : tensor<4xf32>
  %3 = stablehlo.add %2, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<4xf32>
  return %3 : tensor<4xf32>
}

//--- part2.mlir

func.func @main() {
  %x = stablehlo.constant dense<[0.0, 1.0, -1.0, 2.0]> : tensor<4xf32>
  %e = stablehlo.exponential %x : tensor<4xf32>
  %want = stablehlo.add %e, %x : tensor<4xf32>
  %r:2 = "interpreter.run_parallel"(%x, %x) {
    programs = [[@parallel_single, @parallel_single]]
  } : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  "check.expect_eq"(%r#0, %want) : (tensor<4xf32>, tensor<4xf32>) -> ()
  "check.expect_eq"(%r#1, %want) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
