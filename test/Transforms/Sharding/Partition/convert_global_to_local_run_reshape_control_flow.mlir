// Reshapes of split dimensions, a loop, a case and a call on sharded values,
// made local: each @parallel_* function runs on the devices of its mesh and
// must give what the sequential program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh = <["x"=2, "y"=2]>

// 4 devices: rows split along x then y, reshaped into x-blocks of y-rows,
// merged back and gathered.
func.func @parallel_reshape(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>})
    -> (tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %0 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}, {}]>]>} : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
  %1 = stablehlo.multiply %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}, {}]>]>} : tensor<2x4x3xf32>
  %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}]>]>} : (tensor<2x4x3xf32>) -> tensor<24xf32>
  %3 = sdy.all_gather [{"x", "y"}] %2 out_sharding=<@mesh, [{}]> : tensor<24xf32>
  return %3 : tensor<24xf32>
}

// 4 devices: a loop doubling each device's block three times, a case
// negating it or not, a call taking its tanh, then the blocks gathered.
func.func @parallel_control(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<i32>)
    -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%i = %c0, %v = %arg0) : tensor<i64>, tensor<4x4xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {"y"}]>]>}
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c1 : tensor<i64>
    %w = stablehlo.add %v, %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<4x4xf32>
    stablehlo.return %n, %w : tensor<i64>, tensor<4x4xf32>
  }
  %1 = "stablehlo.case"(%arg1) ({
    %n = stablehlo.negate %0#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<4x4xf32>
    stablehlo.return %n : tensor<4x4xf32>
  }, {
    stablehlo.return %0#1 : tensor<4x4xf32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : (tensor<i32>) -> tensor<4x4xf32>
  %2 = func.call @tanh_blocks(%1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = sdy.all_gather [{"x"}, {"y"}] %2 out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}

func.func @tanh_blocks(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
  %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

//--- part2.mlir

func.func @main() {
  %a = stablehlo.iota dim = 0 : tensor<24xf32>
  %a2 = stablehlo.reshape %a : (tensor<24xf32>) -> tensor<8x3xf32>
  %sq = stablehlo.multiply %a, %a : tensor<24xf32>
  %a0 = stablehlo.slice %a2 [0:2, 0:3] : (tensor<8x3xf32>) -> tensor<2x3xf32>
  %a1 = stablehlo.slice %a2 [2:4, 0:3] : (tensor<8x3xf32>) -> tensor<2x3xf32>
  %a3 = stablehlo.slice %a2 [4:6, 0:3] : (tensor<8x3xf32>) -> tensor<2x3xf32>
  %a4 = stablehlo.slice %a2 [6:8, 0:3] : (tensor<8x3xf32>) -> tensor<2x3xf32>
  %r:4 = "interpreter.run_parallel"(%a0, %a1, %a3, %a4) {
    programs = [[@parallel_reshape, @parallel_reshape, @parallel_reshape, @parallel_reshape]]
  } : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>)
  "check.expect_eq"(%r#0, %sq) : (tensor<24xf32>, tensor<24xf32>) -> ()
  "check.expect_eq"(%r#3, %sq) : (tensor<24xf32>, tensor<24xf32>) -> ()

  // Device 2x + y holds rows 2x.. and columns 2y.. of %m.
  %m = stablehlo.constant dense<[[0.0, 0.1, 0.2, 0.3], [-0.1, 0.05, 0.0, 0.2], [0.3, -0.2, 0.1, 0.0], [0.0, 0.0, -0.3, 0.15]]> : tensor<4x4xf32>
  %eight = stablehlo.constant dense<8.0> : tensor<4x4xf32>
  %m8 = stablehlo.multiply %m, %eight : tensor<4x4xf32>
  %neg = stablehlo.negate %m8 : tensor<4x4xf32>
  %want0 = stablehlo.tanh %neg : tensor<4x4xf32>
  %want1 = stablehlo.tanh %m8 : tensor<4x4xf32>
  %m0 = stablehlo.slice %m [0:2, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %m1 = stablehlo.slice %m [0:2, 2:4] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %m2 = stablehlo.slice %m [2:4, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %m3 = stablehlo.slice %m [2:4, 2:4] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %k0 = stablehlo.constant dense<0> : tensor<i32>
  %k1 = stablehlo.constant dense<1> : tensor<i32>
  %c:4 = "interpreter.run_parallel"(%m0, %k0, %m1, %k0, %m2, %k0, %m3, %k0) {
    programs = [[@parallel_control, @parallel_control, @parallel_control, @parallel_control]]
  } : (tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_almost_eq"(%c#0, %want0) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_almost_eq"(%c#3, %want0) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  %d:4 = "interpreter.run_parallel"(%m0, %k1, %m1, %k1, %m2, %k1, %m3, %k1) {
    programs = [[@parallel_control, @parallel_control, @parallel_control, @parallel_control]]
  } : (tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<i32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_almost_eq"(%d#1, %want1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_almost_eq"(%d#2, %want1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  return
}
