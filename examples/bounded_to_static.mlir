// Bounded dynamism end to end: a batch of token ids whose run-time length is
// at most 8 is embedded (gather), summed cumulatively along the batch
// (reduce_window), and the running sums are doubled in a loop whose trip
// count is the batch length.
//
// Run the bounded program as it is (prints the size 3 and three rows):
//   build/bin/hlokit-run examples/bounded_to_static.mlir
// Lower it to static buffers plus run-time sizes, then run that instead
// (prints the same):
//   build/bin/hlokit-opt --hlokit-bounded-to-static examples/bounded_to_static.mlir \
//     | build/bin/hlokit-run -
func.func private @embed_and_accumulate(%ids: tensor<?xi32, #stablehlo.bounds<8>>)
    -> tensor<?x2xf32, #stablehlo.bounds<8, ?>> {
  %table = stablehlo.constant dense<[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]]> : tensor<4x2xf32>
  %rows = "stablehlo.gather"(%table, %ids) <{
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                            start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 2>}>
    : (tensor<4x2xf32>, tensor<?xi32, #stablehlo.bounds<8>>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = "stablehlo.reduce_window"(%rows, %zero) <{
      window_dimensions = array<i64: 8, 1>,
      padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?x2xf32, #stablehlo.bounds<8, ?>>, tensor<f32>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  %n = stablehlo.get_dimension_size %ids, dim = 0 : (tensor<?xi32, #stablehlo.bounds<8>>) -> tensor<i32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %result:2 = stablehlo.while(%i = %c0, %x = %sums) : tensor<i32>, tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %i, %c1 : tensor<i32>
    %doubled = stablehlo.add %x, %x : tensor<?x2xf32, #stablehlo.bounds<8, ?>>
    stablehlo.return %next, %doubled : tensor<i32>, tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  }
  return %result#1 : tensor<?x2xf32, #stablehlo.bounds<8, ?>>
}

func.func @main() -> (tensor<i32>, tensor<3x2xf32>) {
  %all = stablehlo.constant dense<[3, 0, 2, 1, 1, 1, 1, 1]> : tensor<8xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %ids = stablehlo.set_dimension_size %all, %three, dim = 0
    : (tensor<8xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<8>>
  %sums = func.call @embed_and_accumulate(%ids)
    : (tensor<?xi32, #stablehlo.bounds<8>>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  %size = stablehlo.get_dimension_size %sums, dim = 0
    : (tensor<?x2xf32, #stablehlo.bounds<8, ?>>) -> tensor<i32>
  %rows = stablehlo.slice %sums [0:3, 0:2]
    : (tensor<?x2xf32, #stablehlo.bounds<8, ?>>) -> tensor<3x2xf32>
  return %size, %rows : tensor<i32>, tensor<3x2xf32>
}
