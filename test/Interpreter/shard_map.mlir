// A program as JAX exports a shard_map (a manual computation whose body
// calls @shmap_body, which uses collectives over the mesh's devices with
// channel handles and use_global_device_ids), run on 2 and 4 partitions in
// one process (test/Interpreter/mpi/shard_map.mlir: over MPI), next to the
// same computation written without shard_map: the check ops compare them,
// and FileCheck the printed results.
//   y = ring shift of x's blocks (collective_permute),
//   s = psum of x's blocks (all_reduce), g = all_gather of y's blocks,
//   m = a @ b with the contracting dimension split, then psum.
// RUN: hlokit-run --partitions 2 --entry shard_map_2 %s | FileCheck %s --check-prefix=X2
// RUN: hlokit-run --partitions 4 --entry shard_map_4 %s | FileCheck %s --check-prefix=X4

sdy.mesh @mesh2 = <["x"=2]>
sdy.mesh @mesh4 = <["x"=4]>

// X2:      process (0, 0):
// X2-NEXT: tensor<8xf32> {
// X2-NEXT:   [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]
// X2-NEXT: }
// X2-NEXT: tensor<4xf32> {
// X2-NEXT:   [4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01]
// X2-NEXT: }
// X2-NEXT: tensor<8xf32> {
// X2-NEXT:   [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]
// X2-NEXT: }
// X2-NEXT: tensor<2x2xf32> {
// X2-NEXT:   [
// X2-NEXT:     [2.800000e+01, 2.800000e+01],
// X2-NEXT:     [9.200000e+01, 9.200000e+01]
// X2-NEXT:   ]
// X2-NEXT: }
// X2-NEXT: process (0, 1):
// X2-NEXT: tensor<8xf32> {
// X2-NEXT:   [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]
func.func @shard_map_2() -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>) {
  %x = stablehlo.iota dim = 0 : tensor<8xf32>
  %a = stablehlo.iota dim = 1 : tensor<2x8xf32>
  %a0 = stablehlo.iota dim = 0 : tensor<2x8xf32>
  %eight = stablehlo.constant dense<8.0> : tensor<2x8xf32>
  %a1 = stablehlo.multiply %a0, %eight : tensor<2x8xf32>
  %aa = stablehlo.add %a, %a1 : tensor<2x8xf32>
  %b = stablehlo.constant dense<1.0> : tensor<8x2xf32>
  %y, %s, %g, %m = sdy.manual_computation(%x, %aa, %b) in_shardings=[<@mesh2, [{"x"}]>, <@mesh2, [{}, {"x"}]>, <@mesh2, [{"x"}, {}]>] out_shardings=[<@mesh2, [{"x"}]>, <@mesh2, [{}]>, <@mesh2, [{}]>, <@mesh2, [{}, {}]>] manual_axes={"x"} (%lx: tensor<4xf32>, %la: tensor<2x4xf32>, %lb: tensor<4x2xf32>) {
    %r:4 = func.call @shmap_body_2(%lx, %la, %lb) : (tensor<4xf32>, tensor<2x4xf32>, tensor<4x2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>)
    sdy.return %r#0, %r#1, %r#2, %r#3 : tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>
  } : (tensor<8xf32>, tensor<2x8xf32>, tensor<8x2xf32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>)
  // The reference, without shard_map.
  %tail = stablehlo.slice %x [4:8] : (tensor<8xf32>) -> tensor<4xf32>
  %head = stablehlo.slice %x [0:4] : (tensor<8xf32>) -> tensor<4xf32>
  %yr = stablehlo.concatenate %tail, %head, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %blocks = stablehlo.reshape %x : (tensor<8xf32>) -> tensor<2x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sr = stablehlo.reduce(%blocks init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
  %mr = stablehlo.dot_general %aa, %b, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x2xf32>) -> tensor<2x2xf32>
  check.expect_eq %y, %yr : tensor<8xf32>
  check.expect_eq %s, %sr : tensor<4xf32>
  check.expect_eq %g, %yr : tensor<8xf32>
  check.expect_eq %m, %mr : tensor<2x2xf32>
  return %y, %s, %g, %m : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>
}

func.func private @shmap_body_2(%x: tensor<4xf32>, %a: tensor<2x4xf32>, %b: tensor<4x2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>) {
  %y = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %s = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %w : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %g = "stablehlo.all_gather"(%y) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<4xf32>) -> tensor<8xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  %m = "stablehlo.all_reduce"(%d) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %w : tensor<f32>
  }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %y, %s, %g, %m : tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<2x2xf32>
}

// X4:      process (0, 3):
// X4-NEXT: tensor<8xf32> {
// X4-NEXT:   [6.000000e+00, 7.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]
// X4-NEXT: }
// X4-NEXT: tensor<2xf32> {
// X4-NEXT:   [1.200000e+01, 1.600000e+01]
// X4-NEXT: }
// X4-NEXT: tensor<8xf32> {
// X4-NEXT:   [6.000000e+00, 7.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]
// X4-NEXT: }
// X4-NEXT: tensor<2x2xf32> {
// X4-NEXT:   [
// X4-NEXT:     [2.800000e+01, 2.800000e+01],
// X4-NEXT:     [9.200000e+01, 9.200000e+01]
// X4-NEXT:   ]
// X4-NEXT: }
func.func @shard_map_4() -> (tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>) {
  %x = stablehlo.iota dim = 0 : tensor<8xf32>
  %a = stablehlo.iota dim = 1 : tensor<2x8xf32>
  %a0 = stablehlo.iota dim = 0 : tensor<2x8xf32>
  %eight = stablehlo.constant dense<8.0> : tensor<2x8xf32>
  %a1 = stablehlo.multiply %a0, %eight : tensor<2x8xf32>
  %aa = stablehlo.add %a, %a1 : tensor<2x8xf32>
  %b = stablehlo.constant dense<1.0> : tensor<8x2xf32>
  %y, %s, %g, %m = sdy.manual_computation(%x, %aa, %b) in_shardings=[<@mesh4, [{"x"}]>, <@mesh4, [{}, {"x"}]>, <@mesh4, [{"x"}, {}]>] out_shardings=[<@mesh4, [{"x"}]>, <@mesh4, [{}]>, <@mesh4, [{}]>, <@mesh4, [{}, {}]>] manual_axes={"x"} (%lx: tensor<2xf32>, %la: tensor<2x2xf32>, %lb: tensor<2x2xf32>) {
    %r:4 = func.call @shmap_body_4(%lx, %la, %lb) : (tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>)
    sdy.return %r#0, %r#1, %r#2, %r#3 : tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>
  } : (tensor<8xf32>, tensor<2x8xf32>, tensor<8x2xf32>) -> (tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>)
  // The reference, without shard_map.
  %tail = stablehlo.slice %x [6:8] : (tensor<8xf32>) -> tensor<2xf32>
  %head = stablehlo.slice %x [0:6] : (tensor<8xf32>) -> tensor<6xf32>
  %yr = stablehlo.concatenate %tail, %head, dim = 0 : (tensor<2xf32>, tensor<6xf32>) -> tensor<8xf32>
  %blocks = stablehlo.reshape %x : (tensor<8xf32>) -> tensor<4x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sr = stablehlo.reduce(%blocks init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
  %mr = stablehlo.dot_general %aa, %b, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x2xf32>) -> tensor<2x2xf32>
  check.expect_eq %y, %yr : tensor<8xf32>
  check.expect_eq %s, %sr : tensor<2xf32>
  check.expect_eq %g, %yr : tensor<8xf32>
  check.expect_eq %m, %mr : tensor<2x2xf32>
  return %y, %s, %g, %m : tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>
}

func.func private @shmap_body_4(%x: tensor<2xf32>, %a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>) {
  %y = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  %s = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %w : tensor<f32>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %g = "stablehlo.all_gather"(%y) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<8xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = "stablehlo.all_reduce"(%d) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %w : tensor<f32>
  }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %y, %s, %g, %m : tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2x2xf32>
}
