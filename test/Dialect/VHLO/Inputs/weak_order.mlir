// compare with WEAKORDER (StableHLO 1.22.0): -0 equals +0 and every NaN
// equals every other NaN, above +inf. newest_ops.test runs it and its
// artifacts and expects the same results.
func.func @main() -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %l = stablehlo.constant dense<[0x7FC00000, -0.0, 0x7F800000, 1.0]> : tensor<4xf32>
  %r = stablehlo.constant dense<[0xFFC00000, 0.0, 0x7FC00000, 2.0]> : tensor<4xf32>
  %eq = stablehlo.compare EQ, %l, %r, WEAKORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %lt = stablehlo.compare LT, %l, %r, WEAKORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %float = stablehlo.compare EQ, %l, %r, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %eq, %lt, %float : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
