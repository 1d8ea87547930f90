// A loop that calls a function three times: @main -> while -> func.call
// -> @step. Used by the profile and trace tests.
func.func @main() -> tensor<2xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %zero, %x = %init) : tensor<i32>, tensor<2xf32>
   cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %y = func.call @step(%x) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %next, %y : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

func.func private @step(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
