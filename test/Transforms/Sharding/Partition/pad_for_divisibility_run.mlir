// Values whose sharded dimensions the shard count does not divide, padded
// by sdy-pad-for-divisibility, then made local: each function runs on the
// 4 devices of its mesh and must give what the sequential program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-pad-for-divisibility -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh = <["x"=4]>

// 7 rows on 4 devices: padded to 8 with zeros by the all_slice; exp makes
// the padding ones, which the dot masks to zeros along its contracting
// rows; the gathers cut the padding off; the slice of 5 rows reads 8.
func.func @parallel_padded(%arg0: tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
    -> (tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<3x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<5x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x3xf32>
  %1 = sdy.all_slice [{"x"}, {}] %arg1 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x3xf32>
  %2 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<7x3xf32>
  %3 = stablehlo.multiply %2, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<7x3xf32>
  %4 = sdy.all_gather [{"x"}, {}] %3 out_sharding=<@mesh, [{}, {}]> : tensor<7x3xf32>
  %5 = stablehlo.dot_general %2, %2, contracting_dims = [0] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<3x3xf32>
  %6 = sdy.all_reduce {"x"} %5 out_sharding=<@mesh, [{}, {}]> : tensor<3x3xf32>
  %7 = stablehlo.slice %3 [0:5, 0:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<7x3xf32>) -> tensor<5x3xf32>
  %8 = sdy.all_gather [{"x"}, {}] %7 out_sharding=<@mesh, [{}, {}]> : tensor<5x3xf32>
  return %4, %6, %8 : tensor<7x3xf32>, tensor<3x3xf32>, tensor<5x3xf32>
}

// A pad of a split dimension whose result is padded further: its high
// edge grows; a reduce_scatter of 6 rows on 4 devices.
func.func @parallel_pad_op(%arg0: tensor<5x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
    -> (tensor<6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<5x2xf32>
  %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.0> : tensor<f32>
  %1 = stablehlo.pad %0, %c, low = [0, 0], high = [1, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<5x2xf32>, tensor<f32>) -> tensor<6x2xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<6x2xf32>
  %3 = sdy.reduce_scatter [{"x"}, {}] %2 out_sharding=<@mesh, [{"x"}, {}]> : tensor<6x2xf32>
  %4 = sdy.all_gather [{"x"}, {}] %3 out_sharding=<@mesh, [{}, {}]> : tensor<6x2xf32>
  return %4 : tensor<6x2xf32>
}

// A reshape of 7 rows of 2 into 14 elements on 4 devices: 8 rows, 16
// elements, the padding at the end of both.
func.func @parallel_reshape(%arg0: tensor<7x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
    -> (tensor<14xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<7x2xf32>
  %1 = stablehlo.reshape %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<7x2xf32>) -> tensor<14xf32>
  %2 = stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<14xf32>
  %3 = sdy.all_gather [{"x"}] %2 out_sharding=<@mesh, [{}]> : tensor<14xf32>
  return %3 : tensor<14xf32>
}

// A loop carrying 7 elements split 4 ways: 8 through every iteration.
func.func @parallel_loop(%arg0: tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<7xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %1:2 = stablehlo.while(%i = %c0, %v = %0) : tensor<i64>, tensor<7xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}]>]>}
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c1 : tensor<i64>
    %w = stablehlo.multiply %v, %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<7xf32>
    stablehlo.return %n, %w : tensor<i64>, tensor<7xf32>
  }
  %2 = sdy.all_gather [{"x"}] %1#1 out_sharding=<@mesh, [{}]> : tensor<7xf32>
  return %2 : tensor<7xf32>
}

//--- part2.mlir

func.func @main() {
  %a = stablehlo.constant dense<[[0.0, 0.5, 1.0], [1.0, -1.0, 0.0], [0.25, 0.0, 2.0], [1.0, 1.0, 1.0], [-0.5, 0.0, 0.5], [2.0, 0.0, -2.0], [0.0, 0.0, 1.5]]> : tensor<7x3xf32>
  %b = stablehlo.iota dim = 0 : tensor<7x3xf32>
  %e = stablehlo.exponential %a : tensor<7x3xf32>
  %want_prod = stablehlo.multiply %e, %b : tensor<7x3xf32>
  %want_dot = stablehlo.dot_general %e, %e, contracting_dims = [0] x [0] : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<3x3xf32>
  %want_slice = stablehlo.slice %want_prod [0:5, 0:3] : (tensor<7x3xf32>) -> tensor<5x3xf32>
  %r:12 = "interpreter.run_parallel"(%a, %b, %a, %b, %a, %b, %a, %b) {
    programs = [[@parallel_padded, @parallel_padded, @parallel_padded, @parallel_padded]]
  } : (tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>) -> (tensor<7x3xf32>, tensor<3x3xf32>, tensor<5x3xf32>, tensor<7x3xf32>, tensor<3x3xf32>, tensor<5x3xf32>, tensor<7x3xf32>, tensor<3x3xf32>, tensor<5x3xf32>, tensor<7x3xf32>, tensor<3x3xf32>, tensor<5x3xf32>)
  "check.expect_eq"(%r#0, %want_prod) : (tensor<7x3xf32>, tensor<7x3xf32>) -> ()
  "check.expect_almost_eq"(%r#1, %want_dot) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
  "check.expect_eq"(%r#2, %want_slice) : (tensor<5x3xf32>, tensor<5x3xf32>) -> ()
  "check.expect_eq"(%r#9, %want_prod) : (tensor<7x3xf32>, tensor<7x3xf32>) -> ()
  "check.expect_almost_eq"(%r#10, %want_dot) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
  "check.expect_eq"(%r#11, %want_slice) : (tensor<5x3xf32>, tensor<5x3xf32>) -> ()

  // Every device holds the whole padded value, so the reduce_scatter sums
  // four copies of it.
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %xp = stablehlo.pad %x, %three, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<5x2xf32>, tensor<f32>) -> tensor<6x2xf32>
  %four = stablehlo.constant dense<4.0> : tensor<6x2xf32>
  %want_pad = stablehlo.multiply %xp, %four : tensor<6x2xf32>
  %p:4 = "interpreter.run_parallel"(%x, %x, %x, %x) {
    programs = [[@parallel_pad_op, @parallel_pad_op, @parallel_pad_op, @parallel_pad_op]]
  } : (tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) -> (tensor<6x2xf32>, tensor<6x2xf32>, tensor<6x2xf32>, tensor<6x2xf32>)
  "check.expect_eq"(%p#0, %want_pad) : (tensor<6x2xf32>, tensor<6x2xf32>) -> ()
  "check.expect_eq"(%p#3, %want_pad) : (tensor<6x2xf32>, tensor<6x2xf32>) -> ()
  %y = stablehlo.iota dim = 0 : tensor<14xf32>
  %y2 = stablehlo.reshape %y : (tensor<14xf32>) -> tensor<7x2xf32>
  %want_reshape = stablehlo.negate %y : tensor<14xf32>
  %q:4 = "interpreter.run_parallel"(%y2, %y2, %y2, %y2) {
    programs = [[@parallel_reshape, @parallel_reshape, @parallel_reshape, @parallel_reshape]]
  } : (tensor<7x2xf32>, tensor<7x2xf32>, tensor<7x2xf32>, tensor<7x2xf32>) -> (tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>)
  "check.expect_eq"(%q#0, %want_reshape) : (tensor<14xf32>, tensor<14xf32>) -> ()
  "check.expect_eq"(%q#3, %want_reshape) : (tensor<14xf32>, tensor<14xf32>) -> ()
  %l = stablehlo.constant dense<[1.0, -1.0, 0.5, 2.0, 1.5, -0.5, 0.0]> : tensor<7xf32>
  %l2 = stablehlo.multiply %l, %l : tensor<7xf32>
  %l4 = stablehlo.multiply %l2, %l2 : tensor<7xf32>
  %want_loop = stablehlo.multiply %l4, %l4 : tensor<7xf32>
  %w:4 = "interpreter.run_parallel"(%l, %l, %l, %l) {
    programs = [[@parallel_loop, @parallel_loop, @parallel_loop, @parallel_loop]]
  } : (tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>)
  "check.expect_eq"(%w#0, %want_loop) : (tensor<7xf32>, tensor<7xf32>) -> ()
  "check.expect_eq"(%w#3, %want_loop) : (tensor<7xf32>, tensor<7xf32>) -> ()
  return
}
