func.func @main() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 3]> : tensor<2xi32>
  return
}
