// Bounded dynamism: the runtime size of an input of up to 16 elements
// concatenated with itself (bounded-dynamism RFC, P3): twice the input's size.
//
// Run the argument-less @main (prints 6 for a 3-element input):
//   build/bin/hlokit-run examples/self_concat_size.mlir
// Or on any int32 vector of at most 16 elements (more is an error):
//   build/bin/hlokit-run examples/self_concat_size.mlir \
//     --entry self_concat_size --input data.npy
func.func @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>

  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>

  func.return %result : tensor<i32>
}

func.func @main() -> tensor<i32> {
  %static = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi32>
  // func.call needs the parameter's type; convert forgets the static size.
  %data = stablehlo.convert %static
    : (tensor<3xi32>) -> tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>
  %size = func.call @self_concat_size(%data)
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32>
  func.return %size : tensor<i32>
}
