// RUN: hlokit-opt --stablehlo-legalize-deprecated-ops %s | FileCheck %s

// Each op the spec dropped becomes the spec ops that compute it
// (docs/legacy-ops.md); test/Interpreter/legacy_ops.mlir runs both.

// CHECK-LABEL: func.func @dot
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %v: tensor<3xf32>) -> (tensor<2x4xf32>, tensor<f32>) {
  %0 = stablehlo.dot %a, %b, precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %0, %1 : tensor<2x4xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
func.func @broadcast(%a: tensor<3xi32>) -> tensor<1x2x3xi32> {
  %0 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// CHECK-LABEL: func.func @einsum
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<5x2x4xf32>) -> tensor<4x5x2xf32>
func.func @einsum(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>) -> tensor<4x5x2xf32> {
  %0 = stablehlo.einsum %a, %b, config = "bij,bjk->kbi" : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<4x5x2xf32>
  return %0 : tensor<4x5x2xf32>
}

// CHECK-LABEL: func.func @einsum_sum_first
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [] x [] : (tensor<2xf32>, tensor<4xf32>) -> tensor<2x4xf32>
func.func @einsum_sum_first(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.einsum %a, %b, config = "ij,k->ik" : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @unary_einsum
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
func.func @unary_einsum(%a: tensor<2x3x4xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.unary_einsum %a, config = "abc->ca" : (tensor<2x3x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// CHECK-LABEL: func.func @torch_index_select
// CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 4], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 1, 64>}> : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
func.func @torch_index_select(%a: tensor<8x128x3072x64xf32>, %i: tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32> {
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 1 : i64} : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  return %0 : tensor<8x128x16x1024x64xf32>
}

// CHECK-LABEL: func.func @cross_replica_sum
// CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT: %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT: stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
func.func @cross_replica_sum(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @create_token
// CHECK-NEXT: %0 = stablehlo.after_all : !stablehlo.token
func.func @create_token() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  return %0 : !stablehlo.token
}


// A quantized dot keeps its types; quantized data movement too.
// CHECK-LABEL: func.func @quantized
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 2.000000e+00:15>>, tensor<2x2x!quant.uniform<i8:f32, 5.000000e+00>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.000000e+01:50>>
// CHECK-NEXT: stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x2x!quant.uniform<i8:f32, 2.000000e+00:15>>) -> tensor<3x2x2x!quant.uniform<i8:f32, 2.000000e+00:15>>
func.func @quantized(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x2x!quant.uniform<i8:f32, 5.0>>) -> (tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>, tensor<3x2x2x!quant.uniform<i8:f32, 2.0:15>>) {
  %0 = stablehlo.dot %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x2x!quant.uniform<i8:f32, 5.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>
  %1 = stablehlo.broadcast %a, sizes = [3] : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<3x2x2x!quant.uniform<i8:f32, 2.0:15>>
  return %0, %1 : tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>, tensor<3x2x2x!quant.uniform<i8:f32, 2.0:15>>
}
