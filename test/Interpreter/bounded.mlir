// Bounded dynamism (bounded-dynamism RFC): values of `?` and bounded types carry their
// runtime shapes; results get shapes from inference or from the dynamic ops'
// operand values. Checks compare after converting to the expected static type
// (which checks the runtime shape too).
// RUN: hlokit-run %s | FileCheck %s --allow-empty
// CHECK-NOT: failed

func.func private @dynamic_sum(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %dynamic_data = stablehlo.set_dimension_size %data, %batch_size, dim = 0
    : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = "stablehlo.reduce"(%dynamic_data, %zero) ({
   ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %add = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %add : tensor<i32>
  }) {dimensions = array<i64: 0>}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>, tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

func.func private @dynamic_sum_unbounded(%data: tensor<4xi32>, %batch_size: tensor<i32>) -> tensor<i32> {
  %start = stablehlo.constant dense<0> : tensor<1xi32>
  %limit = stablehlo.reshape %batch_size : (tensor<i32>) -> tensor<1xi32>
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %dynamic_data = stablehlo.real_dynamic_slice %data, %start, %limit, %strides
    : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %sum = stablehlo.reduce(%dynamic_data init: %zero) applies stablehlo.add across dimensions = [0]
    : (tensor<?xi32>, tensor<i32>) -> tensor<i32>
  func.return %sum : tensor<i32>
}

func.func @main_dynamic_sum() {
  %data = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %0 = func.call @dynamic_sum(%data, %two) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %0, dense<3> : tensor<i32>
  %1 = func.call @dynamic_sum(%data, %three) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %1, dense<6> : tensor<i32>
  %2 = func.call @dynamic_sum_unbounded(%data, %two) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %2, dense<3> : tensor<i32>
  %3 = func.call @dynamic_sum_unbounded(%data, %three) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %3, dense<6> : tensor<i32>
  func.return
}

func.func private @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

func.func @main_self_concat_size() {
  %c3 = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi32>
  %d3 = stablehlo.convert %c3 : (tensor<3xi32>) -> tensor<?xi32, #stablehlo.bounds<16>>
  %0 = func.call @self_concat_size(%d3) : (tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<i32>
  check.expect_eq_const %0, dense<6> : tensor<i32>
  %c0 = stablehlo.constant dense<> : tensor<0xi32>
  %d0 = stablehlo.convert %c0 : (tensor<0xi32>) -> tensor<?xi32, #stablehlo.bounds<16>>
  %1 = func.call @self_concat_size(%d0) : (tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<i32>
  check.expect_eq_const %1, dense<0> : tensor<i32>
  %c16 = stablehlo.iota dim = 0 : tensor<16xi32>
  %d16 = stablehlo.convert %c16 : (tensor<16xi32>) -> tensor<?xi32, #stablehlo.bounds<16>>
  %2 = func.call @self_concat_size(%d16) : (tensor<?xi32, #stablehlo.bounds<16>>) -> tensor<i32>
  check.expect_eq_const %2, dense<32> : tensor<i32>
  func.return
}

// set_dimension_size growing a dimension pads with zeros.
func.func @set_dimension_size_pads_with_zeros() {
  %c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %small = stablehlo.set_dimension_size %c, %one, dim = 1
    : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x?xi32, #stablehlo.bounds<?, 2>>
  %grown = stablehlo.set_dimension_size %small, %two, dim = 1
    : (tensor<2x?xi32, #stablehlo.bounds<?, 2>>, tensor<i32>) -> tensor<2x?xi32, #stablehlo.bounds<?, 2>>
  %s = stablehlo.convert %grown : (tensor<2x?xi32, #stablehlo.bounds<?, 2>>) -> tensor<2x2xi32>
  check.expect_eq_const %s, dense<[[1, 0], [3, 0]]> : tensor<2x2xi32>
  func.return
}

// Inferred runtime shapes: elementwise, transpose, broadcast of static dims,
// dot_general, pad and slice on a bounded value.
func.func @inferred_shapes() {
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %two, dim = 1
    : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  %sum = stablehlo.add %x, %x : tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  %t = stablehlo.transpose %sum, dims = [1, 0]
    : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>>
  %ts = stablehlo.convert %t : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>) -> tensor<2x2xf32>
  check.expect_eq_const %ts, dense<[[2.0, 8.0], [4.0, 10.0]]> : tensor<2x2xf32>
  %dot = stablehlo.dot_general %x, %x, contracting_dims = [1] x [1]
    : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 14.0], [14.0, 41.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %zero, low = [0, 1], high = [0, 0], interior = [0, 0]
    : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<f32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %ps = stablehlo.convert %p : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<2x3xf32>
  check.expect_eq_const %ps, dense<[[0.0, 1.0, 2.0], [0.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
    : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[3.0, 9.0]> : tensor<2xf32>
  func.return
}

// The other value-dependent ops.
func.func @dynamic_ops() {
  %v = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %r = stablehlo.dynamic_reshape %v, %shape : (tensor<6xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %rs = stablehlo.convert %r : (tensor<?x?xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %rs, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %i = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<?x?xi32>
  %is = stablehlo.convert %i : (tensor<?x?xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %is, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  %row = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %row, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %bs = stablehlo.convert %b : (tensor<?x?xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %bs, dense<[[7, 8, 9], [7, 8, 9]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %low = stablehlo.constant dense<1> : tensor<1xi32>
  %high = stablehlo.constant dense<-1> : tensor<1xi32>
  %interior = stablehlo.constant dense<1> : tensor<1xi32>
  %p = stablehlo.dynamic_pad %row, %zero, %low, %high, %interior
    : (tensor<3xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %ps = stablehlo.convert %p : (tensor<?xi32>) -> tensor<5xi32>
  check.expect_eq_const %ps, dense<[0, 7, 0, 8, 0]> : tensor<5xi32>
  %start = stablehlo.constant dense<1> : tensor<1xi32>
  %limit = stablehlo.constant dense<6> : tensor<1xi32>
  %stride = stablehlo.constant dense<2> : tensor<1xi32>
  %s = stablehlo.real_dynamic_slice %v, %start, %limit, %stride
    : (tensor<6xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %ss = stablehlo.convert %s : (tensor<?xi32>) -> tensor<3xi32>
  check.expect_eq_const %ss, dense<[2, 4, 6]> : tensor<3xi32>
  func.return
}

// Sort, if (result shaped by the taken branch), compare and select.
func.func @regions_and_select() {
  %c = stablehlo.constant dense<[3, 1, 2, 9]> : tensor<4xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %three, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %ss = stablehlo.convert %s : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<3xi32>
  check.expect_eq_const %ss, dense<[1, 2, 3]> : tensor<3xi32>
  %p = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xi32, #stablehlo.bounds<4>>
  }, {
    stablehlo.return %s : tensor<?xi32, #stablehlo.bounds<4>>
  }) : (tensor<i1>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %rs = stablehlo.convert %r : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<3xi32>
  check.expect_eq_const %rs, dense<[3, 1, 2]> : tensor<3xi32>
  %m = stablehlo.maximum %x, %s : tensor<?xi32, #stablehlo.bounds<4>>
  %cmp = stablehlo.compare GT, %x, %s : (tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi1, #stablehlo.bounds<4>>
  %sel = stablehlo.select %cmp, %x, %s : tensor<?xi1, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>
  %sels = stablehlo.convert %sel : (tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<3xi32>
  check.expect_eq_const %sels, dense<[3, 2, 3]> : tensor<3xi32>
  func.return
}
