// set_dimension_size past the operand's bound, known only at run time.
func.func @main() -> tensor<?xf32, #stablehlo.bounds<4>> {
  %size = stablehlo.constant dense<5> : tensor<i32>
  %0 = func.call @resize(%size) : (tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

func.func private @resize(%size: tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = stablehlo.set_dimension_size %0, %size, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %1 : tensor<?xf32, #stablehlo.bounds<4>>
}
