// The interpreter gives the same results for a bounded program and for its
// lowering (returned values are scalars, so both print alike).
// RUN: hlokit-run %s | FileCheck %s
// RUN: hlokit-opt %s --hlokit-bounded-to-static -o %t.mlir
// RUN: hlokit-run %t.mlir | FileCheck %s

// Bounded-dynamism RFC: sum of the first 2 elements of [1, 2, 3, 4], then of the first 3.
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

// reverse of a bounded dimension: the real elements [3, 1, 2] of a buffer
// [3, 1, 2, -5, 9] reverse to [2, 1, 3], padding last; with a static
// dimension reversed too, [[1, 2], [3, 4]] of bound 3 becomes [[4, 3], [2, 1]].
// CHECK: tensor<3xf32> {
// CHECK-NEXT: [2.000000e+00, 1.000000e+00, 3.000000e+00]
// CHECK: tensor<2x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [4, 3],
// CHECK-NEXT: [2, 1]
func.func @reverse_bounded() -> (tensor<3xf32>, tensor<2x2xi32>) {
  %data = stablehlo.constant dense<[3.0, 1.0, 2.0, -5.0, 9.0]> : tensor<5xf32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %three, dim = 0 : (tensor<5xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<5>>
  %r = stablehlo.reverse %d, dims = [0] : tensor<?xf32, #stablehlo.bounds<5>>
  %v = stablehlo.slice %r [0:3] : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<3xf32>
  %m = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %dm = stablehlo.set_dimension_size %m, %two, dim = 0 : (tensor<3x2xi32>, tensor<i32>) -> tensor<?x2xi32, #stablehlo.bounds<3, ?>>
  %rm = stablehlo.reverse %dm, dims = [0, 1] : tensor<?x2xi32, #stablehlo.bounds<3, ?>>
  %vm = stablehlo.slice %rm [0:2, 0:2] : (tensor<?x2xi32, #stablehlo.bounds<3, ?>>) -> tensor<2x2xi32>
  return %v, %vm : tensor<3xf32>, tensor<2x2xi32>
}

// sort along a bounded dimension: descending [-3, -1, -2] with zero padding
// is [-1, -2, -3]; a sort that let the padding in would start with zeros.
// The second input follows the same permutation: [1, 2, 0].
// CHECK: tensor<3xf32> {
// CHECK-NEXT: [-1.000000e+00, -2.000000e+00, -3.000000e+00]
// CHECK: tensor<3xi32> {
// CHECK-NEXT: [1, 2, 0]
func.func @sort_bounded() -> (tensor<3xf32>, tensor<3xi32>) {
  %data = stablehlo.constant dense<[-3.0, -1.0, -2.0, 7.0, 8.0]> : tensor<5xf32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %three, dim = 0 : (tensor<5xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<5>>
  %i = stablehlo.iota dim = 0 : tensor<5xi32>
  %di = stablehlo.set_dimension_size %i, %three, dim = 0 : (tensor<5xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %s:2 = "stablehlo.sort"(%d, %di) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %e: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xi32, #stablehlo.bounds<5>>) -> (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xi32, #stablehlo.bounds<5>>)
  %v = stablehlo.slice %s#0 [0:3] : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<3xf32>
  %w = stablehlo.slice %s#1 [0:3] : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<3xi32>
  return %v, %w : tensor<3xf32>, tensor<3xi32>
}

// real_dynamic_slice with strides: [1:6:2] of the first 6 of [0..6] is
// [1, 3, 5]; with run-time strides (hidden behind abs) [0:5:2, 1:3:1] of a
// 2-D value. Sizes are ceil((limit - start) / stride).
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<3xi32> {
// CHECK-NEXT: [1, 3, 5]
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<i32> {2}
// CHECK-NEXT: tensor<3x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 2],
// CHECK-NEXT: [13, 14],
// CHECK-NEXT: [25, 26]
func.func @real_dynamic_slice_strided() -> (tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3x2xi32>) {
  %data = stablehlo.iota dim = 0 : tensor<7xi32>
  %six = stablehlo.constant dense<6> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %six, dim = 0 : (tensor<7xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<7>>
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %limit = stablehlo.constant dense<6> : tensor<1xi64>
  %stride = stablehlo.constant dense<2> : tensor<1xi64>
  %s = stablehlo.real_dynamic_slice %d, %start, %limit, %stride : (tensor<?xi32, #stablehlo.bounds<7>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %n = stablehlo.get_dimension_size %s, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  %v = stablehlo.slice %s [0:3] : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<3xi32>
  %flat = stablehlo.iota dim = 0 : tensor<36xi32>
  %m = stablehlo.reshape %flat : (tensor<36xi32>) -> tensor<6x6xi32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %dm = stablehlo.set_dimension_size %m, %five, dim = 0 : (tensor<6x6xi32>, tensor<i32>) -> tensor<?x6xi32, #stablehlo.bounds<6, ?>>
  %starts = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %limits = stablehlo.constant dense<[5, 3]> : tensor<2xi32>
  %steps = stablehlo.constant dense<[-2, -1]> : tensor<2xi32>
  %strides = stablehlo.abs %steps : tensor<2xi32>
  %t = stablehlo.real_dynamic_slice %dm, %starts, %limits, %strides : (tensor<?x6xi32, #stablehlo.bounds<6, ?>>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xi32, #stablehlo.bounds<3, 6>>
  %rows = stablehlo.get_dimension_size %t, dim = 0 : (tensor<?x?xi32, #stablehlo.bounds<3, 6>>) -> tensor<i32>
  %cols = stablehlo.get_dimension_size %t, dim = 1 : (tensor<?x?xi32, #stablehlo.bounds<3, 6>>) -> tensor<i32>
  %w = stablehlo.slice %t [0:3, 0:2] : (tensor<?x?xi32, #stablehlo.bounds<3, 6>>) -> tensor<3x2xi32>
  return %n, %v, %rows, %cols, %w : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3x2xi32>
}

// dynamic_pad with run-time paddings (hidden behind abs) on the real [1, 2]
// of a bound-3 buffer: low 1, high 2, interior 1 gives [9, 1, 9, 2, 9, 9];
// low -1, high 1, interior 1 gives [9, 2, 9] (the negative low edge cuts the
// first real element). pad with low -1 on a bounded dimension: [2, 3, 9].
// CHECK: tensor<i32> {6}
// CHECK-NEXT: tensor<6xi32> {
// CHECK-NEXT: [9, 1, 9, 2, 9, 9]
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<3xi32> {
// CHECK-NEXT: [9, 2, 9]
// CHECK: tensor<i32> {3}
// CHECK-NEXT: tensor<3xi32> {
// CHECK-NEXT: [2, 3, 9]
func.func @pad_run_time() -> (tensor<i32>, tensor<6xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>) {
  %data = stablehlo.constant dense<[1, 2, 5]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %nine = stablehlo.constant dense<9> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %c1 = stablehlo.constant dense<-1> : tensor<1xi64>
  %c2 = stablehlo.constant dense<-2> : tensor<1xi64>
  %one = stablehlo.abs %c1 : tensor<1xi64>
  %high = stablehlo.abs %c2 : tensor<1xi64>
  %p = stablehlo.dynamic_pad %d, %nine, %one, %high, %one : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32, #stablehlo.bounds<10>>
  %pn = stablehlo.get_dimension_size %p, dim = 0 : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<i32>
  %pv = stablehlo.slice %p [0:6] : (tensor<?xi32, #stablehlo.bounds<10>>) -> tensor<6xi32>
  %minus = stablehlo.negate %one : tensor<1xi64>
  %q = stablehlo.dynamic_pad %d, %nine, %minus, %one, %one : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %qn = stablehlo.get_dimension_size %q, dim = 0 : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<i32>
  %qv = stablehlo.slice %q [0:3] : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<3xi32>
  %four = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %e = stablehlo.set_dimension_size %four, %three, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %r = stablehlo.pad %e, %nine, low = [-1], high = [1], interior = [0] : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %rn = stablehlo.get_dimension_size %r, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  %rv = stablehlo.slice %r [0:3] : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<3xi32>
  return %pn, %pv, %qn, %qv, %rn, %rv : tensor<i32>, tensor<6xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
}

// Complex elements: set_dimension_size, a concatenate along the bounded
// dimension and an add declared with a looser bound all fill padding with a
// complex zero. [(1,1), (2,-1)] ++ [(1,1), (2,-1)] doubled.
// CHECK: tensor<i32> {4}
// CHECK-NEXT: tensor<4xcomplex<f32>> {
// CHECK-NEXT: [(2.000000e+00,2.000000e+00), (4.000000e+00,-2.000000e+00), (2.000000e+00,2.000000e+00), (4.000000e+00,-2.000000e+00)]
func.func @complex_padding() -> (tensor<i32>, tensor<4xcomplex<f32>>) {
  %data = stablehlo.constant dense<[(1.0, 1.0), (2.0, -1.0), (5.0, 5.0)]> : tensor<3xcomplex<f32>>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<3>>
  %c = stablehlo.concatenate %d, %d, dim = 0 : (tensor<?xcomplex<f32>, #stablehlo.bounds<3>>, tensor<?xcomplex<f32>, #stablehlo.bounds<3>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<6>>
  %s = stablehlo.add %c, %c : (tensor<?xcomplex<f32>, #stablehlo.bounds<6>>, tensor<?xcomplex<f32>, #stablehlo.bounds<6>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<8>>
  %n = stablehlo.get_dimension_size %s, dim = 0 : (tensor<?xcomplex<f32>, #stablehlo.bounds<8>>) -> tensor<i32>
  %v = stablehlo.slice %s [0:4] : (tensor<?xcomplex<f32>, #stablehlo.bounds<8>>) -> tensor<4xcomplex<f32>>
  return %n, %v : tensor<i32>, tensor<4xcomplex<f32>>
}

// broadcast_in_dim of a bound-2 dimension to extent 3: the run-time size
// can only be 1, so the first element is repeated.
// CHECK: tensor<2x3xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [7, 7, 7],
// CHECK-NEXT: [7, 7, 7]
func.func @broadcast_bound_below_extent() -> tensor<2x3xi32> {
  %data = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %one, dim = 0 : (tensor<2xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<2>>
  %b = stablehlo.broadcast_in_dim %d, dims = [1] : (tensor<?xi32, #stablehlo.bounds<2>>) -> tensor<2x3xi32>
  return %b : tensor<2x3xi32>
}

// Operands whose types differ only in bounds (accepted as compatible) are cut
// to the smallest buffer: a bound-5 value of run-time size 3 meets a static
// 3-vector in add, dot_general and concatenate (along the other dimension),
// and a bound-4 one in sort. [1, 2, 3] . [1, 2, 3] = 14; a slice declared
// with a bounded result keeps its static extent 2.
// CHECK: tensor<3xi32> {
// CHECK-NEXT: [2, 4, 6]
// CHECK: tensor<i32> {14}
// CHECK: tensor<2x3xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 2, 3],
// CHECK-NEXT: [1, 2, 3]
// CHECK: tensor<3xi32> {
// CHECK-NEXT: [3, 2, 1]
// CHECK: tensor<i32> {2}
func.func @mixed_bounds() -> (tensor<3xi32>, tensor<i32>, tensor<2x3xi32>, tensor<3xi32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 8, 9]> : tensor<5xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %three, dim = 0 : (tensor<5xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %sum = stablehlo.add %d, %s : (tensor<?xi32, #stablehlo.bounds<5>>, tensor<3xi32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %sumv = stablehlo.slice %sum [0:3] : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<3xi32>
  %dot = stablehlo.dot_general %s, %d, contracting_dims = [0] x [0] : (tensor<3xi32>, tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<i32>
  %row = stablehlo.reshape %s : (tensor<3xi32>) -> tensor<1x3xi32>
  %m = stablehlo.constant dense<[[1, 2, 3, 8, 9]]> : tensor<1x5xi32>
  %drow = stablehlo.set_dimension_size %m, %three, dim = 1 : (tensor<1x5xi32>, tensor<i32>) -> tensor<1x?xi32, #stablehlo.bounds<?, 5>>
  %cat = stablehlo.concatenate %row, %drow, dim = 0 : (tensor<1x3xi32>, tensor<1x?xi32, #stablehlo.bounds<?, 5>>) -> tensor<2x?xi32, #stablehlo.bounds<?, 5>>
  %catv = stablehlo.slice %cat [0:2, 0:3] : (tensor<2x?xi32, #stablehlo.bounds<?, 5>>) -> tensor<2x3xi32>
  %four = stablehlo.constant dense<[5, 6, 7, 0]> : tensor<4xi32>
  %e = stablehlo.set_dimension_size %four, %three, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %sorted:2 = "stablehlo.sort"(%e, %d) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %f: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<5>>) -> (tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<5>>)
  %sortedv = stablehlo.slice %sorted#1 [0:3] : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<3xi32>
  %two = stablehlo.slice %d [1:3] : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<?xi32, #stablehlo.bounds<5>>
  %twon = stablehlo.get_dimension_size %two, dim = 0 : (tensor<?xi32, #stablehlo.bounds<5>>) -> tensor<i32>
  return %sumv, %dot, %catv, %sortedv, %twon : tensor<3xi32>, tensor<i32>, tensor<2x3xi32>, tensor<3xi32>, tensor<i32>
}

// dynamic_iota, dynamic_reshape, reshape of a bounded value and
// dynamic_broadcast_in_dim. The 2x3 real part of [[1..4], [5..8], [9..12]]
// is [[1, 2, 3], [5, 6, 7]]: reshaped to 3x2 and flattened in row-major
// order of the run-time shape; [1] (size 1 of bound 3) broadcast to 2x3.
// CHECK: tensor<i32> {2}
// CHECK-NEXT: tensor<i32> {3}
// CHECK-NEXT: tensor<2x3xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [0, 1, 2],
// CHECK-NEXT: [0, 1, 2]
// CHECK: tensor<3x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 2],
// CHECK-NEXT: [3, 5],
// CHECK-NEXT: [6, 7]
// CHECK: tensor<6xi32> {
// CHECK-NEXT: [1, 2, 3, 5, 6, 7]
// CHECK: tensor<2x3xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1.000000e+00, 1.000000e+00, 1.000000e+00],
// CHECK-NEXT: [1.000000e+00, 1.000000e+00, 1.000000e+00]
func.func @dynamic_family() -> (tensor<i32>, tensor<i32>, tensor<2x3xi32>, tensor<3x2xi32>, tensor<6xi32>, tensor<2x3xf32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %i = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32, #stablehlo.bounds<4, 5>>
  %r = stablehlo.get_dimension_size %i, dim = 0 : (tensor<?x?xi32, #stablehlo.bounds<4, 5>>) -> tensor<i32>
  %c = stablehlo.get_dimension_size %i, dim = 1 : (tensor<?x?xi32, #stablehlo.bounds<4, 5>>) -> tensor<i32>
  %iv = stablehlo.slice %i [0:2, 0:3] : (tensor<?x?xi32, #stablehlo.bounds<4, 5>>) -> tensor<2x3xi32>
  %flat = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %m = stablehlo.set_dimension_size %flat, %three, dim = 1 : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x?xi32, #stablehlo.bounds<?, 4>>
  %m2 = stablehlo.set_dimension_size %m, %two, dim = 0 : (tensor<3x?xi32, #stablehlo.bounds<?, 4>>, tensor<i32>) -> tensor<?x?xi32, #stablehlo.bounds<3, 4>>
  %newshape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %re = stablehlo.dynamic_reshape %m2, %newshape : (tensor<?x?xi32, #stablehlo.bounds<3, 4>>, tensor<2xi64>) -> tensor<?x?xi32, #stablehlo.bounds<6, 6>>
  %rev = stablehlo.slice %re [0:3, 0:2] : (tensor<?x?xi32, #stablehlo.bounds<6, 6>>) -> tensor<3x2xi32>
  %st = stablehlo.reshape %m2 : (tensor<?x?xi32, #stablehlo.bounds<3, 4>>) -> tensor<6xi32>
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %vd = stablehlo.set_dimension_size %v, %two, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<3>>
  %out = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %vd, %out, dims = [1] : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<2xi32>) -> tensor<?x?xf32, #stablehlo.bounds<2, 3>>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %v1 = stablehlo.set_dimension_size %v, %one, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<3>>
  %out3 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %b1 = stablehlo.dynamic_broadcast_in_dim %v1, %out3, dims = [1] : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<2xi32>) -> tensor<?x?xf32, #stablehlo.bounds<2, 3>>
  %b1v = stablehlo.slice %b1 [0:2, 0:3] : (tensor<?x?xf32, #stablehlo.bounds<2, 3>>) -> tensor<2x3xf32>
  return %r, %c, %iv, %rev, %st, %b1v : tensor<i32>, tensor<i32>, tensor<2x3xi32>, tensor<3x2xi32>, tensor<6xi32>, tensor<2x3xf32>
}

// dynamic_slice and dynamic_update_slice clamp their starts against the
// run-time sizes, not the buffers: [1, 2, 3, 4] (bound 6) sliced at 3 with
// size 2 starts at 2; the size-2 update [10, 20] (bound 3) at 3 lands at 2,
// and its padding (30) is not written; at 1 in [1..5] it leaves the rest.
// A 2x2 slice at (7, 7) of the 3x2 real part clamps to (1, 0).
// CHECK: tensor<2xi32> {
// CHECK-NEXT: [3, 4]
// CHECK: tensor<4xi32> {
// CHECK-NEXT: [1, 2, 10, 20]
// CHECK: tensor<5xi32> {
// CHECK-NEXT: [1, 10, 20, 4, 5]
// CHECK: tensor<i32> {5}
// CHECK: tensor<2x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [4, 5],
// CHECK-NEXT: [7, 8]
func.func @dynamic_slice_and_update() -> (tensor<2xi32>, tensor<4xi32>, tensor<5xi32>, tensor<i32>, tensor<2x2xi32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %four, dim = 0 : (tensor<6xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %start = stablehlo.constant dense<3> : tensor<i64>
  %s = stablehlo.dynamic_slice %d, %start, sizes = [2] : (tensor<?xi32, #stablehlo.bounds<6>>, tensor<i64>) -> tensor<2xi32>
  %upd = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %u = stablehlo.set_dimension_size %upd, %two, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %w = stablehlo.dynamic_update_slice %d, %u, %start : (tensor<?xi32, #stablehlo.bounds<6>>, tensor<?xi32, #stablehlo.bounds<3>>, tensor<i64>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %wv = stablehlo.slice %w [0:4] : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<4xi32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %big = stablehlo.set_dimension_size %data, %five, dim = 0 : (tensor<6xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %z = stablehlo.constant dense<1> : tensor<i32>
  %w2 = stablehlo.dynamic_update_slice %big, %u, %z : (tensor<?xi32, #stablehlo.bounds<6>>, tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %w2v = stablehlo.slice %w2 [0:5] : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<5xi32>
  %n = stablehlo.get_dimension_size %w2, dim = 0 : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<i32>
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %m2 = stablehlo.set_dimension_size %m, %two, dim = 1 : (tensor<3x3xi32>, tensor<i32>) -> tensor<3x?xi32, #stablehlo.bounds<?, 3>>
  %big_start = stablehlo.constant dense<7> : tensor<i32>
  %ms = stablehlo.dynamic_slice %m2, %big_start, %big_start, sizes = [2, 2] : (tensor<3x?xi32, #stablehlo.bounds<?, 3>>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  return %s, %wv, %w2v, %n, %ms : tensor<2xi32>, tensor<4xi32>, tensor<5xi32>, tensor<i32>, tensor<2x2xi32>
}

// gather and scatter with bounded indices: real_dynamic_slice leaves real
// data past the size in the lowered buffers ([1, 1] after the indices [1, 2],
// [30, 40] after the updates [10, 20]), which the scatter must not apply: the
// sum is [0, 10, 20, 0], not [0, 80, 20, 0]. A gather at 3 into a table of
// run-time size 2 clamps to row 1, as the spec clamps.
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [0.000000e+00, 1.000000e+01, 2.000000e+01, 0.000000e+00]
// CHECK: tensor<2x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1.000000e+01, 1.100000e+01],
// CHECK-NEXT: [2.000000e+01, 2.100000e+01]
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [1.000000e+01, 1.100000e+01]
func.func @gather_scatter_bounded() -> (tensor<4xf32>, tensor<2x2xf32>, tensor<2xf32>) {
  %all = stablehlo.constant dense<[1, 2, 1, 1]> : tensor<4xi32>
  %values = stablehlo.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %start = stablehlo.constant dense<0> : tensor<1xi64>
  %limit = stablehlo.constant dense<2> : tensor<1xi64>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %ids = stablehlo.real_dynamic_slice %all, %start, %limit, %one : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %upd = stablehlo.real_dynamic_slice %values, %start, %limit, %one : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %zeros = stablehlo.constant dense<0.0> : tensor<4xf32>
  %sum = "stablehlo.scatter"(%zeros, %ids, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<4xf32>
  %table = stablehlo.constant dense<[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]]> : tensor<4x2xf32>
  %rows = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<4x2xf32>, tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %rowsv = stablehlo.slice %rows [0:2, 0:2] : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> tensor<2x2xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %short = stablehlo.set_dimension_size %table, %two, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %three = stablehlo.constant dense<[3]> : tensor<1xi32>
  %clamped = "stablehlo.gather"(%short, %three) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 2>}> : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<1xi32>) -> tensor<2xf32>
  return %sum, %rowsv, %clamped : tensor<4xf32>, tensor<2x2xf32>, tensor<2xf32>
}

// dynamic_gather with constant slice sizes lowers as gather: index 5 into a
// table of run-time size 3 clamps to row 2.
// CHECK: tensor<1x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [2.000000e+01, 2.100000e+01]
func.func @dynamic_gather_bounded() -> tensor<1x2xf32> {
  %table = stablehlo.constant dense<[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]]> : tensor<4x2xf32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %short = stablehlo.set_dimension_size %table, %three, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %ids = stablehlo.constant dense<[[5]]> : tensor<1x1xi64>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %rows = "stablehlo.dynamic_gather"(%short, %ids, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<1x1xi64>, tensor<2xi64>) -> tensor<1x2xf32>
  return %rows : tensor<1x2xf32>
}

// reduce_window on a bounded value: a cumulative sum (window 4, low padding
// 3) of the real [1, 2, 3, 4] of a bound-6 buffer holding 5, 6 past them,
// and a max pool (window 2, stride 2, high padding 1). The padding is read as
// the init value and the sizes are the window counts of the run-time size.
// CHECK: tensor<i32> {4}
// CHECK-NEXT: tensor<4xi32> {
// CHECK-NEXT: [1, 3, 6, 10]
// CHECK: tensor<i32> {2}
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT: [2, 4]
func.func @reduce_window_bounded() -> (tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<2xi32>) {
  %data = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %four, dim = 0 : (tensor<6xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %cumsum = "stablehlo.reduce_window"(%d, %zero) <{window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<?xi32, #stablehlo.bounds<6>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<6>>
  %n = stablehlo.get_dimension_size %cumsum, dim = 0 : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<i32>
  %v = stablehlo.slice %cumsum [0:4] : (tensor<?xi32, #stablehlo.bounds<6>>) -> tensor<4xi32>
  %min = stablehlo.constant dense<-100> : tensor<i32>
  %pool = "stablehlo.reduce_window"(%d, %min) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 1>, window_dilations = array<i64: 1>, padding = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.maximum %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<?xi32, #stablehlo.bounds<6>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %pn = stablehlo.get_dimension_size %pool, dim = 0 : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<i32>
  %pv = stablehlo.slice %pool [0:2] : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<2xi32>
  return %n, %v, %pn, %pv : tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<2xi32>
}

// optimization_barrier passes each bounded buffer and its sizes together.
// CHECK: tensor<i32> {2}
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT: [1, 2]
// CHECK: tensor<i32> {2}
func.func @optimization_barrier_bounded() -> (tensor<i32>, tensor<2xi32>, tensor<i32>) {
  %data = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %data, %two, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %b:2 = stablehlo.optimization_barrier %d, %two : tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>
  %n = stablehlo.get_dimension_size %b#0, dim = 0 : (tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<i32>
  %v = stablehlo.slice %b#0 [0:2] : (tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<2xi32>
  return %n, %v, %b#1 : tensor<i32>, tensor<2xi32>, tensor<i32>
}
