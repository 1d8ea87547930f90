// A mixture-of-experts step in the chlo ops JAX and mlir-hlo emit: top_k
// routing (with the `largest = true` mlir-hlo's recomposition leaves on
// it), ragged_dot applying each expert to its group of tokens, and a
// running sum over the tokens with chlo.scan. hlokit-run runs them
// directly; after --hlokit-legalize-chlo the same checks pass on plain
// StableHLO (docs/chlo.md).
func.func @main() {
  // Each token's best expert.
  %scores = stablehlo.constant dense<[[0.1, 0.9], [0.8, 0.2], [0.3, 0.7], [0.6, 0.4]]> : tensor<4x2xf32>
  %best, %expert = chlo.top_k(%scores, k = 1) {largest = true} : tensor<4x2xf32> -> (tensor<4x1xf32>, tensor<4x1xi32>)
  check.expect_eq_const %expert, dense<[[1], [0], [1], [0]]> : tensor<4x1xi32>
  // Tokens sorted by expert: 1 token for expert 0 (sums its features), 3
  // for expert 1 (keeps the first feature).
  %tokens = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %experts = stablehlo.constant dense<[[[1.0], [1.0]], [[1.0], [0.0]]]> : tensor<2x2x1xf32>
  %group_sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %out = "chlo.ragged_dot"(%tokens, %experts, %group_sizes) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<4x2xf32>, tensor<2x2x1xf32>, tensor<2xi32>) -> tensor<4x1xf32>
  check.expect_eq_const %out, dense<[[3.0], [3.0], [5.0], [7.0]]> : tensor<4x1xf32>
  // The running sum over tokens and the total.
  %zero = stablehlo.constant dense<0.0> : tensor<1xf32>
  %sums, %total = chlo.scan(%out) inits (%zero) dimension=0 {
  ^bb0(%row: tensor<1xf32>, %acc: tensor<1xf32>):
    %next = stablehlo.add %row, %acc : tensor<1xf32>
    stablehlo.return %next, %next : tensor<1xf32>, tensor<1xf32>
  } : (tensor<4x1xf32>, tensor<1xf32>) -> (tensor<4x1xf32>, tensor<1xf32>)
  check.expect_eq_const %sums, dense<[[3.0], [6.0], [11.0], [18.0]]> : tensor<4x1xf32>
  check.expect_eq_const %total, dense<[18.0]> : tensor<1xf32>
  func.return
}
