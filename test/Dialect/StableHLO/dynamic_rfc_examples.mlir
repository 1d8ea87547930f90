// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The programs of the bounded-dynamism RFC, in the RFC's spelling of
// bounds, with the dynamic ops among the other families' ops.

// CHECK-LABEL: func.func @self_concat_size
// CHECK-SAME: (%arg0: tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<i32>
func.func @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  // CHECK: stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xi32, #stablehlo.bounds<32>>) -> tensor<i32>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// CHECK-LABEL: func.func @dynamic_sum
// CHECK-NEXT: %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
func.func @dynamic_sum(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %dynamic_data = stablehlo.set_dimension_size %data, %batch_size, dim = 0
    : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = "stablehlo.reduce"(%dynamic_data, %zero) ({
   ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %add = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %add : tensor<i32>
  }) {dimensions = array<i64: 0>}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>,
       tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

// CHECK-LABEL: func.func @dynamic_sum_unbounded
// CHECK: stablehlo.real_dynamic_slice %arg0, %c, %0, %c_0 : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
func.func @dynamic_sum_unbounded(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %start = stablehlo.constant dense<0> : tensor<1xi32>
  %limit = stablehlo.reshape %batch_size : (tensor<i32>) -> tensor<1xi32>
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %dynamic_data =  stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
      -> tensor<?xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = "stablehlo.reduce"(%dynamic_data, %zero) ({
   ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %add = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %add : tensor<i32>
  }) {dimensions = array<i64: 0>}
    : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

// CHECK-LABEL: func.func @slice_with_unbounded_dynamism
// CHECK: stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %c : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
func.func @slice_with_unbounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32> {
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %result =  stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
      -> tensor<?xf32>
  func.return %result : tensor<?xf32>
}

// CHECK-LABEL: func.func @slice_with_bounded_dynamism
// CHECK: stablehlo.set_dimension_size %2, %4, dim = 0 : (tensor<7xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<7>>
func.func @slice_with_bounded_dynamism(%data: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>> {
  %pad_value = stablehlo.constant dense<0.0> : tensor<f32>
  %padded_data = stablehlo.pad %data, %pad_value, low = [0], high = [7], interior = [0]
    : (tensor<7xf32>, tensor<f32>) -> tensor<14xf32>
  %scalar_start = stablehlo.reshape %start : (tensor<1xi32>) -> tensor<i32>
  %padded_result = stablehlo.dynamic_slice %padded_data, %scalar_start, sizes = [7]
    : (tensor<14xf32>, tensor<i32>) -> tensor<7xf32>
  %slice_size = stablehlo.subtract %limit, %start : tensor<1xi32>
  %scalar_size = stablehlo.reshape %slice_size : (tensor<1xi32>) -> tensor<i32>
  %result = stablehlo.set_dimension_size %padded_result, %scalar_size, dim = 0
    : (tensor<7xf32>, tensor<i32>)
      -> tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
  func.return %result : tensor<?xf32, #stablehlo.type_extensions<bounds = [7]>>
}
