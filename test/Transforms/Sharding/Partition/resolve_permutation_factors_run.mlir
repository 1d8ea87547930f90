// Ops moving data between shards (a reverse, a shifting slice, an interior
// pad, a reshape splitting 6 elements over 4 devices) replicated around by
// sdy-resolve-permutation-factors, then partitioned as Shardy's pipeline
// does: every device must hold what the sequential program gives.
// RUN: rm -rf %t && split-file %s %t
// RUN: hlokit-opt %t/part1.mlir -sdy-resolve-permutation-factors -sdy-reshard-to-collectives -sdy-pad-for-divisibility -sdy-convert-global-to-local -sdy-drop-sharding-and-mesh > %t/local.mlir
// RUN: sed '1d; /^}/,$d' %t/local.mlir > %t/combined.mlir
// RUN: cat %t/part2.mlir >> %t/combined.mlir
// RUN: hlokit-run %t/combined.mlir

//--- part1.mlir

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @parallel_moves(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>}, tensor<7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<15xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}]>]>} : tensor<8xf32>
  %1 = stablehlo.slice %arg0 [1:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}]>]>} : (tensor<8xf32>) -> tensor<7xf32>
  %2 = sdy.all_gather [{"a", "b"}] %1 out_sharding=<@mesh, [{}]> : tensor<7xf32>
  %3 = stablehlo.pad %arg0, %arg1, low = [0], high = [0], interior = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  %4 = sdy.all_gather [{"a"}] %3 out_sharding=<@mesh, [{}]> : tensor<15xf32>
  %5 = stablehlo.slice %arg0 [0:6] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}]>]>} : (tensor<8xf32>) -> tensor<6xf32>
  %6 = stablehlo.reshape %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>} : (tensor<6xf32>) -> tensor<2x3xf32>
  %7 = sdy.all_gather [{"a"}, {"b"}] %6 out_sharding=<@mesh, [{}, {}]> : tensor<2x3xf32>
  return %0, %2, %4, %7 : tensor<8xf32>, tensor<7xf32>, tensor<15xf32>, tensor<2x3xf32>
}

//--- part2.mlir

func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %p = stablehlo.constant dense<-1.0> : tensor<f32>
  %want_rev = stablehlo.reverse %x, dims = [0] : tensor<8xf32>
  %want_slice = stablehlo.slice %x [1:8] : (tensor<8xf32>) -> tensor<7xf32>
  %want_pad = stablehlo.pad %x, %p, low = [0], high = [0], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<15xf32>
  %x6 = stablehlo.slice %x [0:6] : (tensor<8xf32>) -> tensor<6xf32>
  %want_reshape = stablehlo.reshape %x6 : (tensor<6xf32>) -> tensor<2x3xf32>
  %x0 = stablehlo.slice %x [0:2] : (tensor<8xf32>) -> tensor<2xf32>
  %x1 = stablehlo.slice %x [2:4] : (tensor<8xf32>) -> tensor<2xf32>
  %x2 = stablehlo.slice %x [4:6] : (tensor<8xf32>) -> tensor<2xf32>
  %x3 = stablehlo.slice %x [6:8] : (tensor<8xf32>) -> tensor<2xf32>
  %r:16 = "interpreter.run_parallel"(%x0, %p, %x1, %p, %x2, %p, %x3, %p) {
    programs = [[@parallel_moves, @parallel_moves, @parallel_moves, @parallel_moves]]
  } : (tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<7xf32>, tensor<15xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<7xf32>, tensor<15xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<7xf32>, tensor<15xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<7xf32>, tensor<15xf32>, tensor<2x3xf32>)
  %rev0 = stablehlo.slice %want_rev [0:2] : (tensor<8xf32>) -> tensor<2xf32>
  %rev3 = stablehlo.slice %want_rev [6:8] : (tensor<8xf32>) -> tensor<2xf32>
  "check.expect_eq"(%r#0, %rev0) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_eq"(%r#12, %rev3) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_eq"(%r#1, %want_slice) : (tensor<7xf32>, tensor<7xf32>) -> ()
  "check.expect_eq"(%r#13, %want_slice) : (tensor<7xf32>, tensor<7xf32>) -> ()
  "check.expect_eq"(%r#6, %want_pad) : (tensor<15xf32>, tensor<15xf32>) -> ()
  "check.expect_eq"(%r#14, %want_pad) : (tensor<15xf32>, tensor<15xf32>) -> ()
  "check.expect_eq"(%r#3, %want_reshape) : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  "check.expect_eq"(%r#11, %want_reshape) : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  return
}
