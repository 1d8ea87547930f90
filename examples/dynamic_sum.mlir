// Bounded dynamism: sum the first `batch_size` elements of a 4-element input
// (bounded-dynamism RFC, P3 and P4). @dynamic_sum marks the size with set_dimension_size;
// @dynamic_sum_unbounded slices with real_dynamic_slice instead.
//
// Run every argument-less public function (prints 3 then 6, twice):
//   build/bin/hlokit-run examples/dynamic_sum.mlir
// Or run @dynamic_sum on .npy inputs (data: int32[4], batch_size: int32[]):
//   build/bin/hlokit-run examples/dynamic_sum.mlir --entry dynamic_sum \
//     --input data.npy --input batch_size.npy
func.func @dynamic_sum(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %dynamic_data = stablehlo.set_dimension_size %data, %batch_size, dim = 0
    : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>

  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.reduce(%dynamic_data init: %zero) applies stablehlo.add across dimensions = [0]
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>, tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

func.func @dynamic_sum_unbounded(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %start = stablehlo.constant dense<0> : tensor<1xi32>
  %limit = stablehlo.reshape %batch_size : (tensor<i32>) -> tensor<1xi32>
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %dynamic_data = stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>

  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = "stablehlo.reduce"(%dynamic_data, %zero) ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %add = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %add : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

func.func @main() -> (tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %0 = func.call @dynamic_sum(%data, %two) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  %1 = func.call @dynamic_sum(%data, %three) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0, %1 : tensor<i32>, tensor<i32>
}

func.func @main_unbounded() -> (tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %0 = func.call @dynamic_sum_unbounded(%data, %two) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  %1 = func.call @dynamic_sum_unbounded(%data, %three) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0, %1 : tensor<i32>, tensor<i32>
}
