// A composite with regions runs its decomposition; the regions, which only
// model the bodies of ops that have them, are ignored.
// RUN: hlokit-run %s

func.func @main() {
  %x = stablehlo.constant dense<2.0> : tensor<f32>
  %0 = "stablehlo.composite"(%x) ({
    ^bb0(%a: tensor<f32>):
      "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {name = "my.identity", decomposition = @double} : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %0, dense<4.0> : tensor<f32>
  return
}

func.func private @double(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}
