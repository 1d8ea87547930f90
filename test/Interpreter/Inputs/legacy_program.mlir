// The legacy ops in a program without checks, for legacy_ops.mlir to write
// as a portable artifact and run.
func.func @main() -> (tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = stablehlo.constant dense<[1, 10, 100]> : tensor<3xi32>
  %0 = stablehlo.dot %a, %v : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  %i = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %1 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  %b = stablehlo.broadcast %v, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  %2 = stablehlo.einsum %a, %b, config = "ij,ij->i" : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2xi32>
  return %0, %1, %2 : tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>
}
