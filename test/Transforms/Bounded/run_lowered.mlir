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

// real_dynamic_slice [4:7] of [1..7] is [5, 6, 7], declared with bound 7
// (looser than the inferred static 3): size 3, sum 18, so the lowering's
// dynamic_slice start 4 with extent 7 is not clamped; added to itself under
// bound 9 (looser than the inferred 7): sum 36.
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<i32> {18}
// CHECK-NEXT: tensor<i32> {36}
func.func @real_dynamic_slice_sum() -> (tensor<i32>, tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7]> : tensor<7xi32>
  %start = stablehlo.constant dense<4> : tensor<1xi64>
  %limit = stablehlo.constant dense<7> : tensor<1xi64>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.real_dynamic_slice %data, %start, %limit, %one : (tensor<7xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32, #stablehlo.bounds<7>>
  %size = stablehlo.get_dimension_size %s, dim = 0 : (tensor<?xi32, #stablehlo.bounds<7>>) -> tensor<i32>
  %sum = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<7>>, tensor<i32>) -> tensor<i32>
  %twice = stablehlo.add %s, %s : (tensor<?xi32, #stablehlo.bounds<7>>, tensor<?xi32, #stablehlo.bounds<7>>) -> tensor<?xi32, #stablehlo.bounds<9>>
  %sum2 = stablehlo.reduce(%twice init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xi32, #stablehlo.bounds<9>>, tensor<i32>) -> tensor<i32>
  return %size, %sum, %sum2 : tensor<i32>, tensor<i32>, tensor<i32>
}

// Sort along the static dimension of a bounded matrix: [[3, 1]] sorts to
// [[1, 3]]; transposed to [[1], [3]] and dynamic_pad with low 1 (value 9)
// along the bounded dimension: [[9, 1], [9, 3]], whose first row sums to 10.
// CHECK: tensor<i32> {1}
// CHECK-NEXT: tensor<i32> {10}
func.func @sort_and_dynamic_pad() -> (tensor<i32>, tensor<i32>) {
  %data = stablehlo.constant dense<[[3, 1], [2, 0]]> : tensor<2x2xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %nine = stablehlo.constant dense<9> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %one, dim = 0 : (tensor<2x2xi32>, tensor<i32>) -> tensor<?x2xi32, #stablehlo.bounds<2, ?>>
  %s = "stablehlo.sort"(%d) <{dimension = 1 : i64}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %c = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x2xi32, #stablehlo.bounds<2, ?>>) -> tensor<?x2xi32, #stablehlo.bounds<2, ?>>
  %corner = stablehlo.slice %s [0:1, 0:1] : (tensor<?x2xi32, #stablehlo.bounds<2, ?>>) -> tensor<1x1xi32>
  %first = stablehlo.reshape %corner : (tensor<1x1xi32>) -> tensor<i32>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<?x2xi32, #stablehlo.bounds<2, ?>>) -> tensor<2x?xi32, #stablehlo.bounds<?, 2>>
  %low = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %high = stablehlo.constant dense<0> : tensor<2xi64>
  %p = stablehlo.dynamic_pad %t, %nine, %low, %high, %high : (tensor<2x?xi32, #stablehlo.bounds<?, 2>>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x?xi32, #stablehlo.bounds<?, 3>>
  %row = stablehlo.slice %p [0:1, 0:2] : (tensor<2x?xi32, #stablehlo.bounds<?, 3>>) -> tensor<1x2xi32>
  %sum = stablehlo.reduce(%row init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xi32>, tensor<i32>) -> tensor<i32>
  return %first, %sum : tensor<i32>, tensor<i32>
}
