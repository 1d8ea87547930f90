func.func @main() {
  %0 = = stablehlo.constant dense<1> : tensor<i32>
  return
}
