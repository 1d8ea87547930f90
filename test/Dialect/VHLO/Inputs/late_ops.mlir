// Ops and op forms later targets add: collective_broadcast (0.16.0),
// composite (0.19.0), dynamic_conv without its padding attribute (0.20.0)
// and the variadic all_reduce, all_gather and all_to_all (1.5.0).

func.func @impl(%x: tensor<f32>, %t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  return %x, %t : tensor<f32>, !stablehlo.token
}

func.func @composite(%x: tensor<f32>, %t: !stablehlo.token) -> tensor<f32> {
  %0:2 = stablehlo.composite "my.op" %x, %t {composite_attributes = {n = 2 : i64, s = "x"}, decomposition = @impl} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  %1:2 = stablehlo.composite "my.op" %0#0, %0#1 {decomposition = @impl, version = 3 : i32} : (tensor<f32>, !stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  return %1#0 : tensor<f32>
}

func.func @dynamic_conv(%lhs: tensor<1x8x8x2xf32>, %rhs: tensor<3x3x2x4xf32>, %padding: tensor<2x2xi32>) -> (tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>) {
  %0 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  %1 = stablehlo.dynamic_conv(%lhs, %rhs, %padding) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], rhs_dilate = [1, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi32>) -> tensor<1x?x?x4xf32>
  return %0, %1 : tensor<1x?x?x4xf32>, tensor<1x?x?x4xf32>
}

func.func @variadic(%x: tensor<4xi32>, %y: tensor<2x2xf32>) -> (tensor<4xi32>, tensor<2x2xf32>, tensor<8xi32>, tensor<4x2xf32>, tensor<2x2xf32>) {
  %0:2 = "stablehlo.all_reduce"(%x, %x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.maximum %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  %1:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>} : (tensor<4xi32>, tensor<2x2xf32>) -> (tensor<8xi32>, tensor<4x2xf32>)
  %2:2 = "stablehlo.all_to_all"(%y, %y) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  %3 = "stablehlo.collective_broadcast"(%2#1) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0#1, %2#0, %1#0, %1#1, %3 : tensor<4xi32>, tensor<2x2xf32>, tensor<8xi32>, tensor<4x2xf32>, tensor<2x2xf32>
}
