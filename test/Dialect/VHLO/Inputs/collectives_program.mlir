// A program of collectives for two replicas; comm_ops.test runs it and its
// artifacts and expects the same results.
func.func @main() -> (tensor<4xi32>, tensor<4xi32>, tensor<8xi32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>) {
  %id = stablehlo.replica_id : tensor<ui32>
  %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i32>
  %b = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %iota = stablehlo.iota dim = 0 : tensor<4xi32>
  %x = stablehlo.add %b, %iota : tensor<4xi32>
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %a, %c : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  %1 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  %2 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<8xi32>
  %3 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<i32>, %c: tensor<i32>):
    %m = stablehlo.maximum %a, %c : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<2xi32>
  %4 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  %5 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi32>, tensor<4xi32>, tensor<8xi32>, tensor<2xi32>, tensor<4xi32>, tensor<4xi32>
}
