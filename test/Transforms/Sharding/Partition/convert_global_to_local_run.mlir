// Each sharded @parallel_* function, made local, runs on the devices of its
// mesh through interpreter.run_parallel and must give what the sequential
// program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local='per-dim-all-gather=true' -sdy-drop-sharding-and-mesh | sed 's/@parallel_/@perdim_/' > %t/perdim.mlir
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local='enable-rgv3=true' -sdy-drop-sharding-and-mesh | sed 's/@parallel_/@rgv3_/' > %t/rgv3.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: sed '1d; /^}/,$d' %t/rgv3.mlir >> %t/combined.mlir
// RUN: sed '1d; /^}/,$d' %t/perdim.mlir >> %t/combined.mlir
// RUN: hlokit-opt %t/part1.mlir -sdy-convert-global-to-local='combine-multi-dimension-reduce-scatter=true enable-rgv3=true' -sdy-drop-sharding-and-mesh | sed 's/@parallel_/@onescatter_/' | sed '1d; /^}/,$d' >> %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh2_reversed = <["x"=2], device_ids=[1, 0]>
sdy.mesh @mesh4 = <["x"=2, "y"=2]>

// 4 devices: a matmul split on both sides, its partial sums added, an iota
// counted from each block's offset, everything gathered.
func.func @parallel_matmul(
    %arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {"y"}]>},
    %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"y"}, {}]>})
    -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {}]>]>} : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh4, [{"x"}, {}]> : tensor<4x4xf32>
  %2 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : tensor<4x4xf32>
  %3 = sdy.all_slice [{}, {"y"}] %1 out_sharding=<@mesh4, [{"x"}, {"y"}]> : tensor<4x4xf32>
  %4 = stablehlo.add %3, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh4, [{"x"}, {"y"}]>]>} : tensor<4x4xf32>
  %5 = sdy.all_gather [{"x"}, {"y"}] %4 out_sharding=<@mesh4, [{}, {}]> : tensor<4x4xf32>
  return %5 : tensor<4x4xf32>
}

// 2 devices: rows to columns, onto the mesh with the devices reversed, a
// sharded constant added, then a reduce_scatter of the sum over devices.
func.func @parallel_shuffle(
    %arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{"x"}, {}]>})
    -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}]>}) {
  %0 = sdy.all_to_all [{"x"}: 0->1] %arg0 out_sharding=<@mesh2, [{}, {"x"}]> : tensor<4x4xf32>
  %1 = sdy.collective_permute %0 out_sharding=<@mesh2_reversed, [{}, {"x"}]> : tensor<4x4xf32>
  %2 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh2_reversed, [{}, {"x"}]>]>} dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %3 = stablehlo.multiply %1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh2_reversed, [{}, {"x"}]>]>} : tensor<4x4xf32>
  %4 = sdy.all_gather [{}, {"x"}] %3 out_sharding=<@mesh2_reversed, [{}, {}]> : tensor<4x4xf32>
  %5 = sdy.reduce_scatter [{"x"}, {}] %4 out_sharding=<@mesh2_reversed, [{"x"}, {}]> : tensor<4x4xf32>
  %6 = sdy.all_gather [{"x"}, {}] %5 out_sharding=<@mesh2_reversed, [{}, {}]> : tensor<4x4xf32>
  return %6 : tensor<4x4xf32>
}

// 4 devices: two groups of axes moved by one all_to_all, then gathered.
func.func @parallel_a2a(%arg0: tensor<2x2x2x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{"x"}, {}, {"y"}, {}]>}) -> (tensor<2x2x2x2xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}, {}, {}]>}) {
  %0 = sdy.all_to_all [{"x"}: 0->1, {"y"}: 2->3] %arg0 out_sharding=<@mesh4, [{}, {"x"}, {}, {"y"}]> : tensor<2x2x2x2xf32>
  %1 = sdy.all_gather [{}, {"x"}, {}, {"y"}] %0 out_sharding=<@mesh4, [{}, {}, {}, {}]> : tensor<2x2x2x2xf32>
  return %1 : tensor<2x2x2x2xf32>
}

// 4 devices: partial sums reduced and scattered over both dimensions at
// once, then gathered.
func.func @parallel_rs2(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh4, [{}, {}]>}) {
  %0 = sdy.reduce_scatter [{"x"}, {"y"}] %arg0 out_sharding=<@mesh4, [{"x"}, {"y"}]> : tensor<4x4xf32>
  %1 = sdy.all_gather [{"x"}, {"y"}] %0 out_sharding=<@mesh4, [{}, {}]> : tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

//--- part2.mlir

func.func @main() {
  %a = stablehlo.iota dim = 1 : tensor<4x8xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0, 2.0, 1.0], [0.0, 1.0, 1.0, 3.0], [2.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0], [3.0, 0.0, 1.0, 2.0], [0.0, 2.0, 2.0, 0.0], [1.0, 3.0, 0.0, 1.0], [2.0, 2.0, 1.0, 0.0]]> : tensor<8x4xf32>
  %dot = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %rows = stablehlo.iota dim = 0 : tensor<4x4xf32>
  %want_matmul = stablehlo.add %dot, %rows : tensor<4x4xf32>

  // Device 2x + y holds rows 2x.. of %a and columns 4y.., rows 4y.. of %b.
  %a0 = stablehlo.slice %a [0:2, 0:4] : (tensor<4x8xf32>) -> tensor<2x4xf32>
  %a1 = stablehlo.slice %a [0:2, 4:8] : (tensor<4x8xf32>) -> tensor<2x4xf32>
  %a2 = stablehlo.slice %a [2:4, 0:4] : (tensor<4x8xf32>) -> tensor<2x4xf32>
  %a3 = stablehlo.slice %a [2:4, 4:8] : (tensor<4x8xf32>) -> tensor<2x4xf32>
  %b0 = stablehlo.slice %b [0:4, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
  %b1 = stablehlo.slice %b [4:8, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
  %m:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1, %a2, %b0, %a3, %b1) {
    programs = [[@parallel_matmul, @parallel_matmul, @parallel_matmul, @parallel_matmul]]
  } : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%m#0, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%m#3, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  %p:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1, %a2, %b0, %a3, %b1) {
    programs = [[@perdim_matmul, @perdim_matmul, @perdim_matmul, @perdim_matmul]]
  } : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%p#1, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%p#2, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  %v:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1, %a2, %b0, %a3, %b1) {
    programs = [[@rgv3_matmul, @rgv3_matmul, @rgv3_matmul, @rgv3_matmul]]
  } : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%v#0, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%v#3, %want_matmul) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()

  // The shuffle only moves blocks: each device ends with the sum over both
  // devices of x * constant.
  %x = stablehlo.iota dim = 0 : tensor<4x4xf32>
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %xc = stablehlo.multiply %x, %c : tensor<4x4xf32>
  %want_shuffle = stablehlo.add %xc, %xc : tensor<4x4xf32>
  %x0 = stablehlo.slice %x [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %x1 = stablehlo.slice %x [2:4, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %s:2 = "interpreter.run_parallel"(%x0, %x1) {
    programs = [[@parallel_shuffle, @parallel_shuffle]]
  } : (tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%s#0, %want_shuffle) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%s#1, %want_shuffle) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()

  // Collectives only move blocks: every device ends with the whole value.
  %q = stablehlo.constant dense<[[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]]], [[[8.0, 9.0], [10.0, 11.0]], [[12.0, 13.0], [14.0, 15.0]]]]> : tensor<2x2x2x2xf32>
  %q0 = stablehlo.slice %q [0:1, 0:2, 0:1, 0:2] : (tensor<2x2x2x2xf32>) -> tensor<1x2x1x2xf32>
  %q1 = stablehlo.slice %q [0:1, 0:2, 1:2, 0:2] : (tensor<2x2x2x2xf32>) -> tensor<1x2x1x2xf32>
  %q2 = stablehlo.slice %q [1:2, 0:2, 0:1, 0:2] : (tensor<2x2x2x2xf32>) -> tensor<1x2x1x2xf32>
  %q3 = stablehlo.slice %q [1:2, 0:2, 1:2, 0:2] : (tensor<2x2x2x2xf32>) -> tensor<1x2x1x2xf32>
  %r:4 = "interpreter.run_parallel"(%q0, %q1, %q2, %q3) {
    programs = [[@parallel_a2a, @parallel_a2a, @parallel_a2a, @parallel_a2a]]
  } : (tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>)
  "check.expect_eq"(%r#0, %q) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> ()
  "check.expect_eq"(%r#3, %q) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> ()
  %o:4 = "interpreter.run_parallel"(%q0, %q1, %q2, %q3) {
    programs = [[@onescatter_a2a, @onescatter_a2a, @onescatter_a2a, @onescatter_a2a]]
  } : (tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>)
  "check.expect_eq"(%o#1, %q) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> ()
  "check.expect_eq"(%o#2, %q) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> ()

  // Each device adds its own value: every device ends with the sum.
  %e0 = stablehlo.iota dim = 0 : tensor<4x4xf32>
  %e1 = stablehlo.iota dim = 1 : tensor<4x4xf32>
  %e2 = stablehlo.multiply %e0, %e1 : tensor<4x4xf32>
  %e3 = stablehlo.add %e0, %e2 : tensor<4x4xf32>
  %e01 = stablehlo.add %e0, %e1 : tensor<4x4xf32>
  %e23 = stablehlo.add %e2, %e3 : tensor<4x4xf32>
  %want_rs = stablehlo.add %e01, %e23 : tensor<4x4xf32>
  %t:4 = "interpreter.run_parallel"(%e0, %e1, %e2, %e3) {
    programs = [[@parallel_rs2, @parallel_rs2, @parallel_rs2, @parallel_rs2]]
  } : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%t#0, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%t#3, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  %u:4 = "interpreter.run_parallel"(%e0, %e1, %e2, %e3) {
    programs = [[@onescatter_rs2, @onescatter_rs2, @onescatter_rs2, @onescatter_rs2]]
  } : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  "check.expect_eq"(%u#0, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%u#1, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%u#2, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  "check.expect_eq"(%u#3, %want_rs) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  return
}
