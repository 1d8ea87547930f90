// Process (r, 0) returns [r + 1, r + 1]: per-process inputs for derivative
// programs run on a grid (hlokit-run --output-dir).
func.func @main() -> tensor<2xf32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %v = stablehlo.add %rf, %one : tensor<f32>
  %b = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<2xf32>
  return %b : tensor<2xf32>
}
