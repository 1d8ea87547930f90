// collective_reduce (StableHLO 1.19.0) and collective_broadcast with several
// operands and a dynamic root (1.20.0), for two replicas; newest_ops.test
// runs it and its artifacts and expects the same results.
func.func @main() -> (tensor<4xi32>, tensor<2xi32>, tensor<4xi32>, tensor<2xf32>, tensor<4xi32>) {
  %id = stablehlo.replica_id : tensor<ui32>
  %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i32>
  %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %iota = stablehlo.iota dim = 0 : tensor<4xi32>
  %x = stablehlo.add %b, %iota : tensor<4xi32>
  %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
  %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %half = stablehlo.constant dense<[0.5, 1.5]> : tensor<2xf32>
  %y = stablehlo.add %fb, %half : tensor<2xf32>
  %i2 = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<2xi32>
  %ten = stablehlo.constant dense<10> : tensor<2xi32>
  %z = stablehlo.multiply %ten, %i2 : tensor<2xi32>
  // Replica 1 is the group's root and gets the sums; replica 0 gets zeros.
  %0:2 = "stablehlo.collective_reduce"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %a, %c : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>} : (tensor<4xi32>, tensor<2xi32>) -> (tensor<4xi32>, tensor<2xi32>)
  // %x from the group's process 1, %y from its process 0.
  %root = stablehlo.constant dense<[1, 0]> : tensor<2xui8>
  %1:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xi32>, tensor<2xf32>, tensor<2xui8>) -> (tensor<4xi32>, tensor<2xf32>)
  // One operand, without a dynamic root: collective_broadcast_v1's form.
  %2 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0#0, %0#1, %1#0, %1#1, %2 : tensor<4xi32>, tensor<2xi32>, tensor<4xi32>, tensor<2xf32>, tensor<4xi32>
}
