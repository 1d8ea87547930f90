// async_start/async_done (1.15.0) and a future in a signature.
func.func @main(%x: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2xf32>):
    %1 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
    "stablehlo.return"(%1) : (tensor<4xf32>) -> ()
  }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  func.return %2 : tensor<4xf32>
}

func.func private @future_types(!stablehlo.future<tensor<f32>, tensor<2xi32>>)
