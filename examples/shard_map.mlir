// A shard_map as JAX exports it, on two devices: @jit_f holds the
// manual computation over the mesh axis "x", whose body (@shmap_body) is one
// device's code: it multiplies its block of x by its rows of w and sums the
// partial products over the devices (jax.lax.psum, an all_reduce over the
// device ids with use_global_device_ids). The module's mhlo.num_partitions
// sets the grid, so it runs as is (docs/sharding.md, "Running"):
//   hlokit-run examples/shard_map.mlir
// @main compares the result with the same product computed without
// shard_map.
module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>

  func.func @main() {
    %iota = stablehlo.iota dim = 0 : tensor<8xf32>
    %x = stablehlo.reshape %iota : (tensor<8xf32>) -> tensor<2x4xf32>
    %w = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]]> : tensor<4x2xf32>
    %y = func.call @jit_f(%x, %w) : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    %reference = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    check.expect_eq %y, %reference : tensor<2x2xf32>
    check.expect_eq_const %y, dense<[[8.0, 0.0], [24.0, 4.0]]> : tensor<2x2xf32>
    return
  }

  func.func public @jit_f(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{}, {"x"}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg2: tensor<2x2xf32>, %arg3: tensor<2x2xf32>) {
      %1 = func.call @shmap_body(%arg2, %arg3) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      sdy.return %1 : tensor<2x2xf32>
    } : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }

  func.func private @shmap_body(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
