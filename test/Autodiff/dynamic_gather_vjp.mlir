// RUN: hlokit-opt %s --hlokit-vjp=func=f -verify-diagnostics

// Slice sizes known only at run time cannot size the scatter of the VJP
// (here the declared result type is static nonetheless).
func.func @f(%x: tensor<5xf64>, %i: tensor<2x1xi64>, %sizes: tensor<1xi64>) -> tensor<2x2xf64> {
  // expected-error @+1 {{autodiff: no VJP rule for 'stablehlo.dynamic_gather' whose slice sizes are not a constant}}
  %g = "stablehlo.dynamic_gather"(%x, %i, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5xf64>, tensor<2x1xi64>, tensor<1xi64>) -> tensor<2x2xf64>
  return %g : tensor<2x2xf64>
}
