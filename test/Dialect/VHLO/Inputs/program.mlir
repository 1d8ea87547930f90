// The program of the committed artifacts program.<version>.mlir.bc (written
// with `hlokit-translate --serialize --strip-debuginfo --target=<version>`);
// artifacts.test runs each of them. bad_artifacts.test uses copies of the
// 1.22.0 one: the producer says 9.22.0 (future_version), negate_v1 is renamed
// negate_v9 (unknown_op), the second half is cut off (truncated).
func.func @main() -> (tensor<2x2xf32>, tensor<4xi32>, tensor<f32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[0.5, -1.0], [2.0, 0.25]]> : tensor<2x2xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.exponential %b : tensor<2x2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x2xf32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<4xi32>
  %lt = stablehlo.compare LT, %i, %two : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %neg = stablehlo.negate %i : tensor<4xi32>
  %3 = stablehlo.select %lt, %neg, %i : tensor<4xi1>, tensor<4xi32>
  %4 = "stablehlo.sort"(%3) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %gt = stablehlo.compare GT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xi32>) -> tensor<4xi32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %5 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
  %6 = stablehlo.sqrt %5 : tensor<f32>
  return %2, %4, %6 : tensor<2x2xf32>, tensor<4xi32>, tensor<f32>
}
