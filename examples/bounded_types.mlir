// Bounded dynamism: dimension 0 holds at most 3 elements at run time.
// Run: build/bin/hlokit-opt examples/bounded_types.mlir
func.func @identity(%arg0: tensor<?x5xf32, #stablehlo.type_extensions<bounds = [3, ?]>>)
    -> tensor<?x5xf32, #stablehlo.bounds<3, ?>> {
  return %arg0 : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
}

func.func @constants() -> (tensor<2xi32>, tensor<f32>) {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<1.5> : tensor<f32>
  return %0, %1 : tensor<2xi32>, tensor<f32>
}
