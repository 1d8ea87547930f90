// sdy.sharded_to_unreduced and sdy.replicated_to_unreduced made local, then
// reduced and gathered on 4 devices: every device must hold the value the
// sequential program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @parallel_sharded_sum(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.sharded_to_unreduced [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<4x2xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<4x2xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}

func.func @parallel_replicated_sum(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.replicated_to_unreduced {"y"} %arg0 out_sharding=<@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<4x2xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<4x2xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}

//--- part2.mlir

func.func @main() {
  %v = stablehlo.constant dense<[[-1.0, -2.0], [-3.0, 4.0], [5.0, -6.0], [-7.0, -8.0]]> : tensor<4x2xf32>
  %r0 = stablehlo.slice %v [0:1, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %r1 = stablehlo.slice %v [1:2, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %r2 = stablehlo.slice %v [2:3, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %r3 = stablehlo.slice %v [3:4, 0:2] : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %s:4 = "interpreter.run_parallel"(%r0, %r1, %r2, %r3) {
    programs = [[@parallel_sharded_sum, @parallel_sharded_sum, @parallel_sharded_sum, @parallel_sharded_sum]]
  } : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>)
  "check.expect_eq"(%s#0, %v) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%s#3, %v) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  %h0 = stablehlo.slice %v [0:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %h1 = stablehlo.slice %v [2:4, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %p:4 = "interpreter.run_parallel"(%h0, %h0, %h1, %h1) {
    programs = [[@parallel_replicated_sum, @parallel_replicated_sum, @parallel_replicated_sum, @parallel_replicated_sum]]
  } : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>)
  "check.expect_eq"(%p#0, %v) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  "check.expect_eq"(%p#3, %v) : (tensor<4x2xf32>, tensor<4x2xf32>) -> ()
  return
}
