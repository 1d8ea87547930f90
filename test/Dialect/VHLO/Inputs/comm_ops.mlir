// The collectives and communication ops in the form every target from
// 0.9.0 has: one operand each. Channel handles of collectives have type 0:
// artifacts keep only the handle (channel_id), as upstream's do.
// comm_ops.test serializes it for several targets and reads it back.

func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %0 = stablehlo.replica_id : tensor<ui32>
  %1 = stablehlo.partition_id : tensor<ui32>
  return %0, %1 : tensor<ui32>, tensor<ui32>
}

func.func @collectives(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x8xf32>, tensor<4x2xf32>, tensor<2x2xf32>, tensor<2x4xf32>) {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.all_gather"(%0) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x8xf32>
  %2 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %3 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x2xf32>
  %4 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %1, %2, %3, %4 : tensor<2x4xf32>, tensor<2x8xf32>, tensor<4x2xf32>, tensor<2x2xf32>, tensor<2x4xf32>
}

func.func @tokens(%x: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %1:2 = "stablehlo.infeed"(%0#1) {infeed_config = "cfg", layout = [[0]]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %2 = "stablehlo.outfeed"(%1#0, %x, %1#1) {outfeed_config = "out"} : (tensor<2xf32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %3 = "stablehlo.send"(%x, %2) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %4:2 = "stablehlo.recv"(%3) {channel_handle = #stablehlo.channel_handle<handle = 0, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return %4#0, %4#1 : tensor<2xf32>, !stablehlo.token
}
