// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The worked example of the gather/scatter batching-dims RFC, written as
// there; it prints in upstream's generic form.
// CHECK-LABEL: func.func @scatter_rfc_example
func.func @scatter_rfc_example(%input: tensor<2x3x4x2xi64>, %scatter_indices: tensor<2x2x3x2xi64>, %update: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
  // CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %1 : tensor<i64>
  // CHECK-NEXT: }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  // CHECK-NEXT: return %0 : tensor<2x3x4x2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %result : tensor<2x3x4x2xi64>
}

// Two inputs; update_computation works on wider element types (f16 -> f32,
// i8 -> i32, scatter_c23), which the results take (scatter_c25). Fields in
// any order print in the canonical order.
// CHECK-LABEL: func.func @scatter_variadic_with_promotion
func.func @scatter_variadic_with_promotion(%in0: tensor<4x3xf16>, %in1: tensor<4x3xi8>, %indices: tensor<2x1xi32>, %up0: tensor<2x3xf16>, %up1: tensor<2x3xi8>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.scatter"(%arg0, %arg1, %arg2, %arg3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  // CHECK-NEXT: ^bb0(%arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
  // CHECK-NEXT:   stablehlo.return %arg7, %arg8 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }) : (tensor<4x3xf16>, tensor<4x3xi8>, tensor<2x1xi32>, tensor<2x3xf16>, tensor<2x3xi8>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  // CHECK-NEXT: return %0#0, %0#1 : tensor<4x3xf32>, tensor<4x3xi32>
  %0:2 = "stablehlo.scatter"(%in0, %in1, %indices, %up0, %up1) <{unique_indices = true, scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1, scatter_dims_to_operand_dims = [0], inserted_window_dims = [0], update_window_dims = [1]>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %a2: tensor<f32>, %a3: tensor<i32>):
    stablehlo.return %a2, %a3 : tensor<f32>, tensor<i32>
  }) : (tensor<4x3xf16>, tensor<4x3xi8>, tensor<2x1xi32>, tensor<2x3xf16>, tensor<2x3xi8>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  func.return %0#0, %0#1 : tensor<4x3xf32>, tensor<4x3xi32>
}

// Attributes in `{...}`; index_vector_dim = rank(scatter_indices); dynamic
// dims: a window dim of updates may be anything against a dynamic input dim.
// CHECK-LABEL: func.func @scatter_dynamic_dims
func.func @scatter_dynamic_dims(%input: tensor<5x?xf32>, %indices: tensor<?xi32>, %update: tensor<?x4xf32>) -> tensor<5x?xf32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  // CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
  // CHECK-NEXT:   stablehlo.return %arg4 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<5x?xf32>, tensor<?xi32>, tensor<?x4xf32>) -> tensor<5x?xf32>
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = true} : (tensor<5x?xf32>, tensor<?xi32>, tensor<?x4xf32>) -> tensor<5x?xf32>
  func.return %0 : tensor<5x?xf32>
}

// Every field empty prints as `#stablehlo.scatter<>`.
// CHECK-LABEL: func.func @scatter_empty_dimension_numbers
func.func @scatter_empty_dimension_numbers(%input: tensor<f32>, %indices: tensor<0xi32>, %update: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<>}> ({
  %0 = "stablehlo.scatter"(%input, %indices, %update) <{scatter_dimension_numbers = #stablehlo.scatter<>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a1 : tensor<f32>
  }) : (tensor<f32>, tensor<0xi32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
