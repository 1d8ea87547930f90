// Bounded dynamism: slicing [start, limit) of a 7-element vector two ways
// (bounded-dynamism RFC, P4). @slice_with_unbounded_dynamism uses real_dynamic_slice;
// @slice_with_bounded_dynamism pads, takes a 7-element dynamic_slice and
// trims it with set_dimension_size. Both give the same values.
//
// Run the argument-less public functions (each prints [2, 3, 4]):
//   build/bin/hlokit-run examples/slice_dynamism.mlir
// Or on .npy inputs (data: float32[7], start and limit: int32[1]):
//   build/bin/hlokit-run examples/slice_dynamism.mlir \
//     --entry slice_with_bounded_dynamism \
//     --input data.npy --input start.npy --input limit.npy
func.func @slice_with_unbounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32> {
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %result = stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
      -> tensor<?xf32>
  func.return %result : tensor<?xf32>
}

func.func @slice_with_bounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>> {
  // Add padding to avoid OOM access in the following slice op.
  %pad_value = stablehlo.constant dense<0.0> : tensor<f32>
  %padded_data = stablehlo.pad %data, %pad_value, low = [0], high = [7], interior = [0]
    : (tensor<7xf32>, tensor<f32>) -> tensor<14xf32>

  // Extract the largest possible slice starting at the start index.
  %scalar_start = stablehlo.reshape %start : (tensor<1xi32>) -> tensor<i32>
  %padded_result = stablehlo.dynamic_slice %padded_data, %scalar_start, sizes = [7]
    : (tensor<14xf32>, tensor<i32>) -> tensor<7xf32>

  // Remove the extra elements extracted beyond the limit.
  %slice_size = stablehlo.subtract %limit, %start : tensor<1xi32>
  %scalar_size = stablehlo.reshape %slice_size : (tensor<1xi32>) -> tensor<i32>
  %result = stablehlo.set_dimension_size %padded_result, %scalar_size, dim = 0
    : (tensor<7xf32>, tensor<i32>)
      -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>

  func.return %result : tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
}

func.func @main_unbounded() -> tensor<?xf32> {
  %data = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<7xf32>
  %start = stablehlo.constant dense<2> : tensor<1xi32>
  %limit = stablehlo.constant dense<5> : tensor<1xi32>
  %0 = func.call @slice_with_unbounded_dynamism(%data, %start, %limit)
    : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

func.func @main_bounded() -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>> {
  %data = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<7xf32>
  %start = stablehlo.constant dense<2> : tensor<1xi32>
  %limit = stablehlo.constant dense<5> : tensor<1xi32>
  %0 = func.call @slice_with_bounded_dynamism(%data, %start, %limit)
    : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>)
      -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
  func.return %0 : tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
}
