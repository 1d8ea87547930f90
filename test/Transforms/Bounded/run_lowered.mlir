// The interpreter gives the same results for a bounded program and for its
// lowering (returned values are scalars, so both print alike).
// RUN: hlokit-run %s | FileCheck %s
// RUN: hlokit-opt %s --hlokit-bounded-to-static -o %t.mlir
// RUN: hlokit-run %t.mlir | FileCheck %s

// Seed 003: sum of the first 2 elements of [1, 2, 3, 4], then of the first 3.
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<i32> {6}
func.func @dynamic_sum() -> (tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %d2 = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %s2 = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
  %d3 = stablehlo.set_dimension_size %data, %three, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %s3 = stablehlo.reduce(%d3 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<i32>
  return %s2, %s3 : tensor<i32>, tensor<i32>
}

// [1, 2] ++ [1, 2] padded by 1 (value 10) on each side: size 6, sum 26;
// max of [1, 2, 1, 2] after negation is -1.
// CHECK: tensor<i32> {6}
// CHECK-NEXT: tensor<i32> {26}
// CHECK-NEXT: tensor<i32> {-1}
func.func @concat_pad() -> (tensor<i32>, tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %min = stablehlo.constant dense<-1000> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %c = stablehlo.concatenate %d, %d, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<8>>
  %p = stablehlo.pad %c, %ten, low = [1], high = [1], interior = [0] : (tensor<?xi32, #stablehlo.bounds<8>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %size = stablehlo.get_dimension_size %p, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
  %sum = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<10>>, tensor<i32>) -> tensor<i32>
  %n = stablehlo.negate %c : tensor<?xi32, #stablehlo.bounds<8>>
  %max = stablehlo.reduce(%n init: %min) applies stablehlo.maximum across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<8>>, tensor<i32>) -> tensor<i32>
  return %size, %sum, %max : tensor<i32>, tensor<i32>, tensor<i32>
}

// 0 / 0 puts NaN in the padding of the lowered buffer; dot_general masks it
// on both operands: [1, 1] . [1, 1] = 2.
// CHECK: tensor<f32> {2.000000e+00}
func.func @dot_nan_padding() -> tensor<f32> {
  %data = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %ones = stablehlo.divide %d, %d : tensor<?xf32, #stablehlo.bounds<4>>
  %dot = stablehlo.dot_general %ones, %ones, contracting_dims = [0] x [0] : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<f32>
  return %dot : tensor<f32>
}
