// RUN: hlokit-opt %s --hlokit-bounded-to-static -split-input-file | FileCheck %s

// Bounded-dynamism RFC: set_dimension_size zero-fills past the size; reduce masks the
// padding with its init value.
// CHECK-LABEL: func.func @dynamic_sum(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %2 = stablehlo.compare  LT, %0, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT:    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %4 = stablehlo.select %2, %arg0, %3 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %5 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT:    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %7 = stablehlo.compare  LT, %5, %6 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT:    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %9 = stablehlo.select %7, %4, %8 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT:    %10 = stablehlo.reduce(%9 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    return %10 : tensor<i32>
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

// -----

// Bounded-dynamism RFC: each input lands at the running sum of the previous sizes; the
// size of the result is the sum of the sizes.
// CHECK-LABEL: func.func @self_concat_size(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<32xi32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %0 = stablehlo.dynamic_update_slice %c, %arg0, %c_0 : (tensor<32xi32>, tensor<16xi32>, tensor<i32>) -> tensor<32xi32>
// CHECK-NEXT:    %1 = stablehlo.add %c_0, %arg1 : tensor<i32>
// CHECK-NEXT:    %2 = stablehlo.dynamic_update_slice %0, %arg0, %1 : (tensor<32xi32>, tensor<16xi32>, tensor<i32>) -> tensor<32xi32>
// CHECK-NEXT:    %3 = stablehlo.add %1, %arg1 : tensor<i32>
// CHECK-NEXT:    return %3 : tensor<i32>
func.func @self_concat_size(%data: tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>) -> tensor<i32> {
  %concat = "stablehlo.concatenate"(%data, %data) {dimension = 0 : i64}
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>,
       tensor<?xi32, #stablehlo.type_extensions<bounds = [16]>>)
      -> tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>
  %result = stablehlo.get_dimension_size %concat, dim = 0
    : (tensor<?xi32, #stablehlo.type_extensions<bounds = [32]>>) -> tensor<i32>
  func.return %result : tensor<i32>
}

// -----

// Elementwise ops and transpose work on the padded buffers; each bounded
// argument and result is followed by its sizes.
// CHECK-LABEL: func.func @elementwise_transpose(%arg0: tensor<3x5xf32>, %arg1: tensor<i32>, %arg2: tensor<3x5xf32>, %arg3: tensor<i32>) -> (tensor<5x3xf32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.add %arg0, %arg2 : tensor<3x5xf32>
// CHECK-NEXT:    %1 = stablehlo.exponential %0 : tensor<3x5xf32>
// CHECK-NEXT:    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
// CHECK-NEXT:    return %2, %arg1 : tensor<5x3xf32>, tensor<i32>
func.func @elementwise_transpose(%a: tensor<?x5xf32, #stablehlo.bounds<3, ?>>, %b: tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x?xf32, #stablehlo.bounds<?, 3>> {
  %0 = stablehlo.add %a, %b : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
  %1 = stablehlo.exponential %0 : tensor<?x5xf32, #stablehlo.bounds<3, ?>>
  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<?x5xf32, #stablehlo.bounds<3, ?>>) -> tensor<5x?xf32, #stablehlo.bounds<?, 3>>
  return %2 : tensor<5x?xf32, #stablehlo.bounds<?, 3>>
}

// -----

// Two dynamic dimensions: sizes follow the buffer in dimension order.
// CHECK-LABEL: func.func @two_dims(%arg0: tensor<2x4xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<4x2xi32>, tensor<i32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x4xi32>) -> tensor<4x2xi32>
// CHECK-NEXT:    return %0, %arg2, %arg1 : tensor<4x2xi32>, tensor<i32>, tensor<i32>
func.func @two_dims(%a: tensor<?x?xi32, #stablehlo.bounds<2, 4>>) -> tensor<?x?xi32, #stablehlo.bounds<4, 2>> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x?xi32, #stablehlo.bounds<2, 4>>) -> tensor<?x?xi32, #stablehlo.bounds<4, 2>>
  return %0 : tensor<?x?xi32, #stablehlo.bounds<4, 2>>
}

// -----

// select may take a bounded predicate.
// CHECK-LABEL: func.func @select(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>, %arg3: tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.select %arg0, %arg2, %arg2 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT:    return %0, %arg1 : tensor<4xi32>, tensor<i32>
func.func @select(%p: tensor<?xi1, #stablehlo.bounds<4>>, %a: tensor<?xi32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>> {
  %0 = stablehlo.select %p, %a, %a : tensor<?xi1, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>
  return %0 : tensor<?xi32, #stablehlo.bounds<4>>
}

// -----

// Reducing a static dimension needs no mask; the bounded dimension is kept.
// CHECK-LABEL: func.func @reduce_kept(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<5xf32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.maximum across dimensions = [1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT:    return %0, %arg1 : tensor<5xf32>, tensor<i32>
func.func @reduce_kept(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %init: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<5>> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<5>>
  return %0 : tensor<?xf32, #stablehlo.bounds<5>>
}

// -----

// Reducing a bounded dimension masks it with the init value.
// CHECK-LABEL: func.func @reduce_bounded(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT:    %0 = stablehlo.iota dim = 0 : tensor<5x3xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
// CHECK-NEXT:    %2 = stablehlo.compare  LT, %0, %1 : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
// CHECK-NEXT:    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
// CHECK-NEXT:    %4 = stablehlo.select %2, %arg0, %3 : tensor<5x3xi1>, tensor<5x3xf32>
// CHECK-NEXT:    %5 = stablehlo.reduce(%4 init: %arg2) applies stablehlo.maximum across dimensions = [0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT:    return %5 : tensor<3xf32>
func.func @reduce_bounded(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %init: tensor<f32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// The kept bounded dimension keeps its size, taken from the unmasked input.
// CHECK-LABEL: func.func @reduce_two_bounded(%arg0: tensor<5x2xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2xi32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.iota dim = 0 : tensor<5x2xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
// CHECK-NEXT:    %2 = stablehlo.compare  LT, %0, %1 : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
// CHECK-NEXT:    %3 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
// CHECK-NEXT:    %4 = stablehlo.select %2, %arg0, %3 : tensor<5x2xi1>, tensor<5x2xi32>
// CHECK-NEXT:    %5 = stablehlo.reduce(%4 init: %arg3) applies stablehlo.add across dimensions = [0] : (tensor<5x2xi32>, tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT:    return %5, %arg2 : tensor<2xi32>, tensor<i32>
func.func @reduce_two_bounded(%a: tensor<?x?xi32, #stablehlo.bounds<5, 2>>, %init: tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<2>> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [0] : (tensor<?x?xi32, #stablehlo.bounds<5, 2>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<2>>
  return %0 : tensor<?xi32, #stablehlo.bounds<2>>
}

// -----

// get_dimension_size of a bounded dimension is its tracked size; of a static
// dimension the op stays. set_dimension_size of a bounded dimension zeroes
// past min(old size, new size): growing exposes old padding, which the
// interpreter defines as zero.
// CHECK-LABEL: func.func @sizes(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<5x3xf32>, tensor<i32>)
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
// CHECK-NEXT:    %1 = stablehlo.iota dim = 0 : tensor<5x3xi32>
// CHECK-NEXT:    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
// CHECK-NEXT:    %3 = stablehlo.compare  LT, %1, %2 : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
// CHECK-NEXT:    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
// CHECK-NEXT:    %5 = stablehlo.select %3, %arg0, %4 : tensor<5x3xi1>, tensor<5x3xf32>
// CHECK-NEXT:    %6 = stablehlo.get_dimension_size %5, dim = 1 : (tensor<5x3xf32>) -> tensor<i32>
// CHECK-NEXT:    return %arg2, %6, %5, %arg2 : tensor<i32>, tensor<i32>, tensor<5x3xf32>, tensor<i32>
func.func @sizes(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<i32>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<i32>
  %2 = stablehlo.get_dimension_size %0, dim = 1 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<i32>
  return %1, %2, %0 : tensor<i32>, tensor<i32>, tensor<?x3xf32, #stablehlo.bounds<5, ?>>
}

// -----

// Concatenating along a static dimension keeps the op.
// CHECK-LABEL: func.func @concat_static_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<5x2xf32>, %arg3: tensor<i32>) -> (tensor<5x5xf32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.concatenate %arg0, %arg2, dim = 1 : (tensor<5x3xf32>, tensor<5x2xf32>) -> tensor<5x5xf32>
// CHECK-NEXT:    return %0, %arg1 : tensor<5x5xf32>, tensor<i32>
func.func @concat_static_dim(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %b: tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x5xf32, #stablehlo.bounds<5, ?>> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x5xf32, #stablehlo.bounds<5, ?>>
  return %0 : tensor<?x5xf32, #stablehlo.bounds<5, ?>>
}

// -----

// A static input contributes its static size to the offsets.
// CHECK-LABEL: func.func @concat_mixed(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<4x3xf32>) -> (tensor<6x3xf32>, tensor<i32>)
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<6x3xf32>
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %0 = stablehlo.dynamic_update_slice %cst, %arg0, %c, %c : (tensor<6x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
// CHECK-NEXT:    %1 = stablehlo.add %c, %arg1 : tensor<i32>
// CHECK-NEXT:    %2 = stablehlo.dynamic_update_slice %0, %arg2, %1, %c : (tensor<6x3xf32>, tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<4> : tensor<i32>
// CHECK-NEXT:    %3 = stablehlo.add %1, %c_0 : tensor<i32>
// CHECK-NEXT:    return %2, %3 : tensor<6x3xf32>, tensor<i32>
func.func @concat_mixed(%a: tensor<?x3xf32, #stablehlo.bounds<2, ?>>, %b: tensor<4x3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<6, ?>> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<2, ?>>, tensor<4x3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<6, ?>>
  return %0 : tensor<?x3xf32, #stablehlo.bounds<6, ?>>
}

// -----

// Static programs are unchanged.
// CHECK-LABEL: func.func @static(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %0 = stablehlo.negate %arg0 : tensor<2xf32>
// CHECK-NEXT:    return %0 : tensor<2xf32>
func.func @static(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// pad: the operand padding is masked with the padding value (high > 0), so
// the real result is a prefix of size low + size + high + max(size-1,0)*interior.
// CHECK-LABEL: func.func @pad(%arg0: tensor<3x3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<8x4xf32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
// CHECK-NEXT:    %2 = stablehlo.compare  LT, %0, %1 : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
// CHECK-NEXT:    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
// CHECK-NEXT:    %4 = stablehlo.select %2, %arg0, %3 : tensor<3x3xi1>, tensor<3x3xf32>
// CHECK-NEXT:    %c = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %5 = stablehlo.add %arg1, %c : tensor<i32>
// CHECK-NEXT:    %c_1 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %c_2 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %6 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
// CHECK-NEXT:    %7 = stablehlo.maximum %6, %c_1 : tensor<i32>
// CHECK-NEXT:    %8 = stablehlo.multiply %7, %c_0 : tensor<i32>
// CHECK-NEXT:    %9 = stablehlo.add %5, %8 : tensor<i32>
// CHECK-NEXT:    %10 = stablehlo.pad %4, %arg2, low = [1, 0], high = [2, 1], interior = [1, 0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<8x4xf32>
// CHECK-NEXT:    return %10, %9 : tensor<8x4xf32>, tensor<i32>
func.func @pad(%a: tensor<?x3xf32, #stablehlo.bounds<3, ?>>, %v: tensor<f32>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>> {
  %0 = stablehlo.pad %a, %v, low = [1, 0], high = [2, 1], interior = [1, 0] : (tensor<?x3xf32, #stablehlo.bounds<3, ?>>, tensor<f32>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
}

// -----

// pad without high padding on the bounded dimension needs no mask.
// CHECK-LABEL: func.func @pad_low(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
// CHECK-NEXT:    %c = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT:    %0 = stablehlo.add %arg1, %c : tensor<i32>
// CHECK-NEXT:    %1 = stablehlo.pad %arg0, %arg2, low = [2], high = [0], interior = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
// CHECK-NEXT:    return %1, %0 : tensor<5xi32>, tensor<i32>
func.func @pad_low(%a: tensor<?xi32, #stablehlo.bounds<3>>, %v: tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<5>> {
  %0 = stablehlo.pad %a, %v, low = [2], high = [0], interior = [0] : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  return %0 : tensor<?xi32, #stablehlo.bounds<5>>
}

// -----

// reverse of static dimensions keeps the op; sizes pass through.
// CHECK-LABEL: func.func @reverse(%arg0: tensor<4x3xi32>, %arg1: tensor<i32>) -> (tensor<4x3xi32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x3xi32>
// CHECK-NEXT:    return %0, %arg1 : tensor<4x3xi32>, tensor<i32>
func.func @reverse(%a: tensor<?x3xi32, #stablehlo.bounds<4, ?>>) -> tensor<?x3xi32, #stablehlo.bounds<4, ?>> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<?x3xi32, #stablehlo.bounds<4, ?>>
  return %0 : tensor<?x3xi32, #stablehlo.bounds<4, ?>>
}

// -----

// dot_general zeroes the padding of both operands along the bounded
// contracting dims; the batch and free dims pass their sizes to the result.
// CHECK-LABEL: func.func @dot_general(%arg0: tensor<5x3x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<5x4x6xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>) -> (tensor<5x3x6xf32>, tensor<i32>, tensor<i32>)
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.iota dim = 2 : tensor<5x3x4xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<5x3x4xi32>
// CHECK-NEXT:    %2 = stablehlo.compare  LT, %0, %1 : (tensor<5x3x4xi32>, tensor<5x3x4xi32>) -> tensor<5x3x4xi1>
// CHECK-NEXT:    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3x4xf32>
// CHECK-NEXT:    %4 = stablehlo.select %2, %arg0, %3 : tensor<5x3x4xi1>, tensor<5x3x4xf32>
// CHECK-NEXT:    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %5 = stablehlo.iota dim = 1 : tensor<5x4x6xi32>
// CHECK-NEXT:    %6 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<i32>) -> tensor<5x4x6xi32>
// CHECK-NEXT:    %7 = stablehlo.compare  LT, %5, %6 : (tensor<5x4x6xi32>, tensor<5x4x6xi32>) -> tensor<5x4x6xi1>
// CHECK-NEXT:    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4x6xf32>
// CHECK-NEXT:    %9 = stablehlo.select %7, %arg3, %8 : tensor<5x4x6xi1>, tensor<5x4x6xf32>
// CHECK-NEXT:    %10 = stablehlo.dot_general %4, %9, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x3x4xf32>, tensor<5x4x6xf32>) -> tensor<5x3x6xf32>
// CHECK-NEXT:    return %10, %arg1, %arg6 : tensor<5x3x6xf32>, tensor<i32>, tensor<i32>
func.func @dot_general(%a: tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 4>>, %b: tensor<?x?x?xf32, #stablehlo.bounds<5, 4, 6>>) -> tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 6>> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 4>>, tensor<?x?x?xf32, #stablehlo.bounds<5, 4, 6>>) -> tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 6>>
  return %0 : tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 6>>
}

// -----

// A static contracting dim needs no mask; a static result has no sizes.
// CHECK-LABEL: func.func @dot_general_static_contracting(%arg0: tensor<4x3xi32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> (tensor<4xi32>, tensor<i32>)
// CHECK-NEXT:    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0] : (tensor<4x3xi32>, tensor<3xi32>) -> tensor<4xi32>
// CHECK-NEXT:    return %0, %arg1 : tensor<4xi32>, tensor<i32>
func.func @dot_general_static_contracting(%a: tensor<?x3xi32, #stablehlo.bounds<4, ?>>, %b: tensor<3xi32>) -> tensor<?xi32, #stablehlo.bounds<4>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x3xi32, #stablehlo.bounds<4, ?>>, tensor<3xi32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  return %0 : tensor<?xi32, #stablehlo.bounds<4>>
}

// -----

// slice results are static and within the bounds: the padded buffer is
// sliced as is.
// CHECK-LABEL: func.func @slice(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<2x2xf32>
// CHECK-NEXT:    %0 = stablehlo.slice %arg0 [1:3, 0:3:2] : (tensor<5x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:    return %0 : tensor<2x2xf32>
func.func @slice(%a: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<2x2xf32> {
  %0 = stablehlo.slice %a [1:3, 0:3:2] : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// broadcast_in_dim: the run-time size is 1 or the result extent, so the
// buffer cut to the extent is used, or its first element repeated.
// CHECK-LABEL: func.func @broadcast_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %0 = stablehlo.slice %arg0 [0:3] : (tensor<5xf32>) -> tensor<3xf32>
// CHECK-NEXT:    %1 = stablehlo.slice %arg0 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
// CHECK-NEXT:    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
// CHECK-NEXT:    %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %3 = stablehlo.compare  EQ, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:    %4 = stablehlo.select %3, %2, %0 : tensor<i1>, tensor<3xf32>
// CHECK-NEXT:    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %5 : tensor<2x3xf32>
func.func @broadcast_in_dim(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A result extent of 1 only needs the first element.
// CHECK-LABEL: func.func @broadcast_in_dim_unit(%arg0: tensor<4x2xi32>, %arg1: tensor<i32>) -> tensor<1x2x3xi32>
// CHECK-NEXT:    %0 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<4x2xi32>) -> tensor<1x2xi32>
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<1x2x3xi32>
// CHECK-NEXT:    return %1 : tensor<1x2x3xi32>
func.func @broadcast_in_dim_unit(%a: tensor<?x2xi32, #stablehlo.bounds<4, ?>>) -> tensor<1x2x3xi32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<?x2xi32, #stablehlo.bounds<4, ?>>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// Declared result types looser than the inferred ones verify; the lowering
// computes the buffer from the operands and pads it to the declared bound.
// CHECK-LABEL: func.func @add_declared_bound(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<5xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0], high = [3], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<8xf32>, tensor<i32>
func.func @add_declared_bound(%a: tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// CHECK-LABEL: func.func @transpose_declared_bound(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>) -> (tensor<2x8xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x8xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<2x8xf32>, tensor<i32>
func.func @transpose_declared_bound(%a: tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
  return %0 : tensor<2x?xf32, #stablehlo.bounds<?, 8>>
}

// -----

// CHECK-LABEL: func.func @reduce_declared_bound(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<8xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.add across dimensions = [1] : (tensor<5x2xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0], high = [3], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<8xf32>, tensor<i32>
func.func @reduce_declared_bound(%a: tensor<?x2xf32, #stablehlo.bounds<5, ?>>, %init: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [1] : (tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// CHECK-LABEL: func.func @concatenate_declared_bound(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<2xf32>) -> (tensor<9xf32>, tensor<i32>) {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<7xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.dynamic_update_slice %cst, %arg0, %c : (tensor<7xf32>, tensor<5xf32>, tensor<i32>) -> tensor<7xf32>
// CHECK-NEXT: %1 = stablehlo.add %c, %arg1 : tensor<i32>
// CHECK-NEXT: %2 = stablehlo.dynamic_update_slice %0, %arg2, %1 : (tensor<7xf32>, tensor<2xf32>, tensor<i32>) -> tensor<7xf32>
// CHECK-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %3 = stablehlo.pad %2, %cst_0, low = [0], high = [2], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<9xf32>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %4 = stablehlo.add %1, %c_1 : tensor<i32>
// CHECK-NEXT: return %3, %4 : tensor<9xf32>, tensor<i32>
func.func @concatenate_declared_bound(%a: tensor<?xf32, #stablehlo.bounds<5>>, %b: tensor<2xf32>) -> tensor<?xf32, #stablehlo.bounds<9>> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<2xf32>) -> tensor<?xf32, #stablehlo.bounds<9>>
  return %0 : tensor<?xf32, #stablehlo.bounds<9>>
}

// -----

// CHECK-LABEL: func.func @pad_declared_bound(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<9xi32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.add %arg1, %c : tensor<i32>
// CHECK-NEXT: %1 = stablehlo.pad %arg0, %arg2, low = [1], high = [0], interior = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %2 = stablehlo.pad %1, %c_0, low = [0], high = [5], interior = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<9xi32>
// CHECK-NEXT: return %2, %0 : tensor<9xi32>, tensor<i32>
func.func @pad_declared_bound(%a: tensor<?xi32, #stablehlo.bounds<3>>, %v: tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<9>> {
  %0 = stablehlo.pad %a, %v, low = [1], high = [0], interior = [0] : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<9>>
  return %0 : tensor<?xi32, #stablehlo.bounds<9>>
}

// -----

// CHECK-LABEL: func.func @dot_general_declared_bound(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<6x3xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [] x [] : (tensor<5xf32>, tensor<3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<6x3xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<6x3xf32>, tensor<i32>
func.func @dot_general_declared_bound(%a: tensor<?xf32, #stablehlo.bounds<5>>, %b: tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<6, ?>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<3xf32>) -> tensor<?x3xf32, #stablehlo.bounds<6, ?>>
  return %0 : tensor<?x3xf32, #stablehlo.bounds<6, ?>>
}

// -----

// A declared static extent below the operand bound keeps the real prefix.
// CHECK-LABEL: func.func @dot_general_declared_static(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [] x [] : (tensor<5xf32>, tensor<3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT: %1 = stablehlo.slice %0 [0:2, 0:3] : (tensor<5x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %1 : tensor<2x3xf32>
func.func @dot_general_declared_static(%a: tensor<?xf32, #stablehlo.bounds<5>>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reverse_declared_bound(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>) -> (tensor<7x2xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x2xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<5x2xf32>, tensor<f32>) -> tensor<7x2xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<7x2xf32>, tensor<i32>
func.func @reverse_declared_bound(%a: tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<7, ?>> {
  %0 = stablehlo.reverse %a, dims = [1] : (tensor<?x2xf32, #stablehlo.bounds<5, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<7, ?>>
  return %0 : tensor<?x2xf32, #stablehlo.bounds<7, ?>>
}

// -----

// Sort along a static dimension: padding rows sort on their own, sizes pass
// through.
// CHECK-LABEL: func.func @sort_static_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<4x3xi32>, %arg3: tensor<i32>) -> (tensor<4x3xf32>, tensor<i32>, tensor<6x3xi32>, tensor<i32>) {
// CHECK-NEXT: %0:2 = "stablehlo.sort"(%arg0, %arg2) <{dimension = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
// CHECK-NEXT: %2 = stablehlo.compare  LT, %arg4, %arg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %2 : tensor<i1>
// CHECK-NEXT: }) : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %1 = stablehlo.pad %0#1, %c, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<4x3xi32>, tensor<i32>) -> tensor<6x3xi32>
// CHECK-NEXT: return %0#0, %arg1, %1, %arg1 : tensor<4x3xf32>, tensor<i32>, tensor<6x3xi32>, tensor<i32>
func.func @sort_static_dim(%a: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %b: tensor<?x3xi32, #stablehlo.bounds<4, ?>>) -> (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<?x3xi32, #stablehlo.bounds<6, ?>>) {
  %0:2 = "stablehlo.sort"(%a, %b) <{dimension = 1 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<i32>, %v: tensor<i32>):
    %c = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<?x3xi32, #stablehlo.bounds<4, ?>>) -> (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<?x3xi32, #stablehlo.bounds<6, ?>>)
  return %0#0, %0#1 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<?x3xi32, #stablehlo.bounds<6, ?>>
}

// -----

// real_dynamic_slice (stride 1): the buffer is padded by the result extents
// so that dynamic_slice never clamps a valid start; size = limit - start.
// CHECK-LABEL: func.func @real_dynamic_slice(%arg0: tensor<7x2xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> (tensor<7x2xf32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<2xi64>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [7, 2], interior = [0, 0] : (tensor<7x2xf32>, tensor<f32>) -> tensor<14x4xf32>
// CHECK-NEXT: %1 = stablehlo.slice %arg1 [0:1] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %2 = stablehlo.reshape %1 : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %3 = stablehlo.convert %2 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %4 = stablehlo.slice %arg2 [0:1] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %5 = stablehlo.reshape %4 : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %6 = stablehlo.convert %5 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %7 = stablehlo.subtract %6, %3 : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.slice %arg1 [1:2] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %9 = stablehlo.reshape %8 : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %10 = stablehlo.convert %9 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %11 = stablehlo.slice %arg2 [1:2] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %12 = stablehlo.reshape %11 : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %13 = stablehlo.convert %12 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %14 = stablehlo.subtract %13, %10 : tensor<i32>
// CHECK-NEXT: %15 = stablehlo.dynamic_slice %0, %3, %10, sizes = [7, 2] : (tensor<14x4xf32>, tensor<i32>, tensor<i32>) -> tensor<7x2xf32>
// CHECK-NEXT: return %15, %7, %14 : tensor<7x2xf32>, tensor<i32>, tensor<i32>
func.func @real_dynamic_slice(%data: tensor<7x2xf32>, %start: tensor<2xi64>, %limit: tensor<2xi64>) -> tensor<?x?xf32, #stablehlo.bounds<7, 2>> {
  %strides = stablehlo.constant dense<1> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides : (tensor<7x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32, #stablehlo.bounds<7, 2>>
  return %0 : tensor<?x?xf32, #stablehlo.bounds<7, 2>>
}

// -----

// CHECK-LABEL: func.func @real_dynamic_slice_bounded_operand(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>) -> (tensor<5xi32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %c_0, low = [0], high = [5], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<10xi32>
// CHECK-NEXT: %1 = stablehlo.slice %arg2 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %3 = stablehlo.slice %arg3 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %5 = stablehlo.subtract %4, %2 : tensor<i32>
// CHECK-NEXT: %6 = stablehlo.dynamic_slice %0, %2, sizes = [5] : (tensor<10xi32>, tensor<i32>) -> tensor<5xi32>
// CHECK-NEXT: return %6, %5 : tensor<5xi32>, tensor<i32>
func.func @real_dynamic_slice_bounded_operand(%data: tensor<?xi32, #stablehlo.bounds<5>>, %start: tensor<1xi32>, %limit: tensor<1xi32>) -> tensor<?xi32, #stablehlo.bounds<5>> {
  %strides = stablehlo.constant dense<1> : tensor<1xi32>
  %0 = stablehlo.real_dynamic_slice %data, %start, %limit, %strides : (tensor<?xi32, #stablehlo.bounds<5>>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32, #stablehlo.bounds<5>>
  return %0 : tensor<?xi32, #stablehlo.bounds<5>>
}

// -----

// dynamic_pad with constant paddings lowers as a static pad.
// CHECK-LABEL: func.func @dynamic_pad(%arg0: tensor<3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<8xf32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<1xi64>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<2> : tensor<1xi64>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<1> : tensor<1xi64>
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %2 = stablehlo.compare  LT, %0, %1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
// CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %4 = stablehlo.select %2, %arg0, %3 : tensor<3xi1>, tensor<3xf32>
// CHECK-NEXT: %c_2 = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT: %c_3 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %5 = stablehlo.add %arg1, %c_2 : tensor<i32>
// CHECK-NEXT: %c_4 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_5 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %6 = stablehlo.subtract %arg1, %c_5 : tensor<i32>
// CHECK-NEXT: %7 = stablehlo.maximum %6, %c_4 : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.multiply %7, %c_3 : tensor<i32>
// CHECK-NEXT: %9 = stablehlo.add %5, %8 : tensor<i32>
// CHECK-NEXT: %10 = stablehlo.pad %4, %arg2, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: return %10, %9 : tensor<8xf32>, tensor<i32>
func.func @dynamic_pad(%a: tensor<?xf32, #stablehlo.bounds<3>>, %v: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %low = stablehlo.constant dense<1> : tensor<1xi64>
  %high = stablehlo.constant dense<2> : tensor<1xi64>
  %interior = stablehlo.constant dense<1> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %a, %v, %low, %high, %interior : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// CHECK-LABEL: func.func @concatenate_static_dim_declared_bound(%arg0: tensor<3x2xf32>, %arg1: tensor<i32>) -> (tensor<5x4xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.pad %0, %cst, low = [0, 0], high = [2, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
// CHECK-NEXT: return %1, %arg1 : tensor<5x4xf32>, tensor<i32>
func.func @concatenate_static_dim_declared_bound(%a: tensor<?x2xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x4xf32, #stablehlo.bounds<5, ?>> {
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<?x2xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x4xf32, #stablehlo.bounds<5, ?>>
  return %0 : tensor<?x4xf32, #stablehlo.bounds<5, ?>>
}

// -----

// reverse of a bounded dimension: the buffer is padded low by the bound and
// sliced at offset size, moving the real elements to its end; reversed, they
// come first.
// CHECK-LABEL: func.func @reverse_bounded(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> (tensor<4x2xf32>, tensor<i32>) {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %cst, low = [4, 0], high = [0, 0], interior = [0, 0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<8x2xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %1 = stablehlo.dynamic_slice %0, %arg1, %c, sizes = [4, 2] : (tensor<8x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
// CHECK-NEXT: %2 = stablehlo.reverse %1, dims = [0, 1] : tensor<4x2xf32>
// CHECK-NEXT: return %2, %arg1 : tensor<4x2xf32>, tensor<i32>
func.func @reverse_bounded(%a: tensor<?x2xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>> {
  %0 = stablehlo.reverse %a, dims = [0, 1] : tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  return %0 : tensor<?x2xf32, #stablehlo.bounds<4, ?>>
}

// -----

// sort along a bounded dimension: an extra i32 input flags the padding and
// the comparator orders by it first, so the padding sorts last.
// CHECK-LABEL: func.func @sort_bounded(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: %2 = stablehlo.compare  GE, %1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT: %3 = stablehlo.convert %2 : (tensor<4xi1>) -> tensor<4xi32>
// CHECK-NEXT: %4:2 = "stablehlo.sort"(%arg0, %3) <{dimension = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
// CHECK-NEXT: %5 = stablehlo.compare  LT, %arg2, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %6 = stablehlo.compare  NE, %arg4, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %7 = stablehlo.compare  LT, %arg4, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<i1>
// CHECK-NEXT: stablehlo.return %8 : tensor<i1>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT: return %4#0, %arg1 : tensor<4xf32>, tensor<i32>
func.func @sort_bounded(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = "stablehlo.sort"(%a) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// real_dynamic_slice with run-time strides gathers start + i * stride; the
// size is ceil((limit - start) / stride).
// CHECK-LABEL: func.func @real_dynamic_slice_strided(%arg0: tensor<7xf32>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>) -> (tensor<4xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.slice %arg1 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %2 = stablehlo.slice %arg3 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %3 = stablehlo.reshape %2 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %4 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %6 = stablehlo.multiply %4, %5 : tensor<4xi32>
// CHECK-NEXT: %7 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %8 = stablehlo.add %7, %6 : tensor<4xi32>
// CHECK-NEXT: %9 = "stablehlo.gather"(%arg0, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT: %10 = stablehlo.slice %arg2 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %12 = stablehlo.subtract %11, %1 : tensor<i32>
// CHECK-NEXT: %13 = stablehlo.add %12, %3 : tensor<i32>
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %14 = stablehlo.subtract %13, %c : tensor<i32>
// CHECK-NEXT: %15 = stablehlo.divide %14, %3 : tensor<i32>
// CHECK-NEXT: return %9, %15 : tensor<4xf32>, tensor<i32>
func.func @real_dynamic_slice_strided(%a: tensor<7xf32>, %start: tensor<1xi32>, %limit: tensor<1xi32>, %stride: tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = stablehlo.real_dynamic_slice %a, %start, %limit, %stride : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// dynamic_pad with run-time paddings gathers (j - low) / (interior + 1)
// where that is exact and below the size, else the padding value.
// CHECK-LABEL: func.func @dynamic_pad_run_time(%arg0: tensor<3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<1xi32>, %arg4: tensor<1xi32>, %arg5: tensor<1xi32>) -> (tensor<8xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.slice %arg3 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %2 = stablehlo.slice %arg4 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %3 = stablehlo.reshape %2 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %4 = stablehlo.slice %arg5 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %6 = stablehlo.iota dim = 0 : tensor<8xi32>
// CHECK-NEXT: %7 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8xi32>
// CHECK-NEXT: %8 = stablehlo.subtract %6, %7 : tensor<8xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %9 = stablehlo.add %5, %c : tensor<i32>
// CHECK-NEXT: %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<8xi32>
// CHECK-NEXT: %11 = stablehlo.divide %8, %10 : tensor<8xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
// CHECK-NEXT: %13 = stablehlo.compare  GE, %8, %12 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
// CHECK-NEXT: %14 = stablehlo.remainder %8, %10 : tensor<8xi32>
// CHECK-NEXT: %15 = stablehlo.compare  EQ, %14, %12 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
// CHECK-NEXT: %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
// CHECK-NEXT: %17 = stablehlo.compare  LT, %11, %16 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
// CHECK-NEXT: %18 = stablehlo.and %13, %15 : tensor<8xi1>
// CHECK-NEXT: %19 = stablehlo.and %18, %17 : tensor<8xi1>
// CHECK-NEXT: %20 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<8xi32>) -> tensor<8xf32>
// CHECK-NEXT: %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
// CHECK-NEXT: %22 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: %23 = stablehlo.select %21, %20, %22 : tensor<8xi1>, tensor<8xf32>
// CHECK-NEXT: %24 = stablehlo.add %1, %3 : tensor<i32>
// CHECK-NEXT: %25 = stablehlo.add %arg1, %24 : tensor<i32>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_2 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %26 = stablehlo.subtract %arg1, %c_2 : tensor<i32>
// CHECK-NEXT: %27 = stablehlo.maximum %26, %c_1 : tensor<i32>
// CHECK-NEXT: %28 = stablehlo.multiply %27, %5 : tensor<i32>
// CHECK-NEXT: %29 = stablehlo.add %25, %28 : tensor<i32>
// CHECK-NEXT: return %23, %29 : tensor<8xf32>, tensor<i32>
func.func @dynamic_pad_run_time(%a: tensor<?xf32, #stablehlo.bounds<3>>, %v: tensor<f32>, %low: tensor<1xi32>, %high: tensor<1xi32>, %interior: tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %0 = stablehlo.dynamic_pad %a, %v, %low, %high, %interior : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  return %0 : tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// dynamic_iota: an iota of the padded type; the sizes are read from the
// output shape at the dynamic dims.
// CHECK-LABEL: func.func @dynamic_iota(%arg0: tensor<2xi32>) -> (tensor<4x3xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<4x3xf32>
// CHECK-NEXT: %1 = stablehlo.slice %arg0 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: return %0, %2 : tensor<4x3xf32>, tensor<i32>
func.func @dynamic_iota(%shape: tensor<2xi32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi32>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  return %0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
}

// -----

// dynamic_broadcast_in_dim: the bounded operand dim is zero-padded to the
// result bound, or its first element repeated when its size is 1.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim(%arg0: tensor<2xf32>, %arg1: tensor<i32>, %arg2: tensor<2xi64>) -> (tensor<3x4xf32>, tensor<i32>) {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %cst, low = [0], high = [2], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.slice %arg0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
// CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %3 = stablehlo.compare  EQ, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %4 = stablehlo.select %3, %2, %0 : tensor<i1>, tensor<4xf32>
// CHECK-NEXT: %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %6 = stablehlo.slice %arg2 [1:2] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %7 = stablehlo.reshape %6 : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %8 = stablehlo.convert %7 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: return %5, %8 : tensor<3x4xf32>, tensor<i32>
func.func @dynamic_broadcast_in_dim(%a: tensor<?xf32, #stablehlo.bounds<2>>, %out: tensor<2xi64>) -> tensor<3x?xf32, #stablehlo.bounds<?, 4>> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %out, dims = [1] : (tensor<?xf32, #stablehlo.bounds<2>>, tensor<2xi64>) -> tensor<3x?xf32, #stablehlo.bounds<?, 4>>
  return %0 : tensor<3x?xf32, #stablehlo.bounds<?, 4>>
}

// -----

// dynamic_reshape: each result position's row-major index in the run-time
// result shape is unravelled in the run-time operand shape and gathered.
// CHECK-LABEL: func.func @dynamic_reshape(%arg0: tensor<3x2xf32>, %arg1: tensor<i32>, %arg2: tensor<1xi32>) -> (tensor<6xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.slice %arg2 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %2 = stablehlo.iota dim = 0 : tensor<6xi32>
// CHECK-NEXT: %c = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT: %4 = stablehlo.remainder %2, %3 : tensor<6xi32>
// CHECK-NEXT: %5 = stablehlo.reshape %4 : (tensor<6xi32>) -> tensor<6x1xi32>
// CHECK-NEXT: %6 = stablehlo.divide %2, %3 : tensor<6xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %7 = stablehlo.maximum %arg1, %c_0 : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT: %9 = stablehlo.remainder %6, %8 : tensor<6xi32>
// CHECK-NEXT: %10 = stablehlo.reshape %9 : (tensor<6xi32>) -> tensor<6x1xi32>
// CHECK-NEXT: %11 = stablehlo.concatenate %10, %5, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
// CHECK-NEXT: %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x2xf32>, tensor<6x2xi32>) -> tensor<6xf32>
// CHECK-NEXT: return %12, %1 : tensor<6xf32>, tensor<i32>
func.func @dynamic_reshape(%a: tensor<?x2xf32, #stablehlo.bounds<3, ?>>, %shape: tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<6>> {
  %0 = stablehlo.dynamic_reshape %a, %shape : (tensor<?x2xf32, #stablehlo.bounds<3, ?>>, tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<6>>
  return %0 : tensor<?xf32, #stablehlo.bounds<6>>
}

// -----

// clamp (scalar bounds), convert, is_finite, reduce_precision, complex,
// same-width bitcast_convert and real act on the buffers; sizes pass through.
// CHECK-LABEL: func.func @ew(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<4xi1>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<4xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.clamp %arg2, %arg0, %arg2 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %3 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
// CHECK-NEXT: %4 = stablehlo.complex %arg0, %arg0 : tensor<4xcomplex<f32>>
// CHECK-NEXT: %5 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %6 = stablehlo.real %4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: return %0, %arg1, %1, %arg1, %2, %arg1, %3, %arg1, %4, %arg1, %5, %arg1, %6, %arg1 : tensor<4xf32>, tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<4xi1>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<4xf32>, tensor<i32>
func.func @ew(%a: tensor<?xf32, #stablehlo.bounds<4>>, %lo: tensor<f32>) -> (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi1, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xcomplex<f32>, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) {
  %0 = stablehlo.clamp %lo, %a, %lo : (tensor<f32>, tensor<?xf32, #stablehlo.bounds<4>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %1 = stablehlo.convert %a : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %2 = stablehlo.is_finite %a : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xi1, #stablehlo.bounds<4>>
  %3 = stablehlo.reduce_precision %a, format = e5m10 : tensor<?xf32, #stablehlo.bounds<4>>
  %4 = stablehlo.complex %a, %a : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<4>>
  %5 = stablehlo.bitcast_convert %a : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xi32, #stablehlo.bounds<4>>
  %6 = stablehlo.real %4 : (tensor<?xcomplex<f32>, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xi1, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xcomplex<f32>, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>
}

// -----

// dynamic_update_slice of a bounded update: starts clamp against the run-time
// sizes; the update is merged with the window it replaces so its padding
// does not overwrite real elements.
// CHECK-LABEL: func.func @dynamic_update_slice_bounded(%arg0: tensor<6xf32>, %arg1: tensor<i32>, %arg2: tensor<3xf32>, %arg3: tensor<i32>, %arg4: tensor<i64>) -> (tensor<6xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.subtract %arg1, %arg3 : tensor<i32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %2 = stablehlo.clamp %c, %0, %1 : tensor<i32>
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %3 = stablehlo.pad %arg0, %cst, low = [0], high = [3], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<9xf32>
// CHECK-NEXT: %4 = stablehlo.dynamic_slice %3, %2, sizes = [3] : (tensor<9xf32>, tensor<i32>) -> tensor<3xf32>
// CHECK-NEXT: %5 = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: %6 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %7 = stablehlo.compare  LT, %5, %6 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
// CHECK-NEXT: %8 = stablehlo.select %7, %arg2, %4 : tensor<3xi1>, tensor<3xf32>
// CHECK-NEXT: %9 = stablehlo.dynamic_update_slice %3, %8, %2 : (tensor<9xf32>, tensor<3xf32>, tensor<i32>) -> tensor<9xf32>
// CHECK-NEXT: %10 = stablehlo.slice %9 [0:6] : (tensor<9xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %10, %arg1 : tensor<6xf32>, tensor<i32>
func.func @dynamic_update_slice_bounded(%a: tensor<?xf32, #stablehlo.bounds<6>>, %u: tensor<?xf32, #stablehlo.bounds<3>>, %i: tensor<i64>) -> tensor<?xf32, #stablehlo.bounds<6>> {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<?xf32, #stablehlo.bounds<6>>, tensor<?xf32, #stablehlo.bounds<3>>, tensor<i64>) -> tensor<?xf32, #stablehlo.bounds<6>>
  return %0 : tensor<?xf32, #stablehlo.bounds<6>>
}

// -----

// gather: start indices clamped against the run-time operand size (the op
// would clamp against the buffer); the batch size is the indices' size.
// CHECK-LABEL: func.func @gather_bounded(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> (tensor<3x2xf32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.subtract %arg1, %c : tensor<i32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %3 = stablehlo.clamp %2, %arg2, %1 : tensor<3xi32>
// CHECK-NEXT: %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<4x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %4, %arg3 : tensor<3x2xf32>, tensor<i32>
func.func @gather_bounded(%table: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, %ids: tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>> {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?x2xf32, #stablehlo.bounds<3, ?>>
  return %0 : tensor<?x2xf32, #stablehlo.bounds<3, ?>>
}

// -----

// scatter: index vectors at padded positions are sent past the buffer
// (start 4), so their windows are skipped.
// CHECK-LABEL: func.func @scatter_bounded(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3xf32>, %arg5: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<4> : tensor<3xi32>
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %2 = stablehlo.compare  LT, %0, %1 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
// CHECK-NEXT: %3 = stablehlo.select %2, %arg2, %c : tensor<3xi1>, tensor<3xi32>
// CHECK-NEXT: %4 = "stablehlo.scatter"(%arg0, %3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
// CHECK-NEXT: ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
// CHECK-NEXT: %5 = stablehlo.add %arg6, %arg7 : tensor<f32>
// CHECK-NEXT: stablehlo.return %5 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<3xi32>, tensor<3xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %4, %arg1 : tensor<4xf32>, tensor<i32>
func.func @scatter_bounded(%x: tensor<?xf32, #stablehlo.bounds<4>>, %ids: tensor<?xi32, #stablehlo.bounds<3>>, %upd: tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = "stablehlo.scatter"(%x, %ids, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xi32, #stablehlo.bounds<3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}

// -----
// reduce_window: the padding is masked with the init value and the size is
// the window count of the run-time size (reduce_window_c15 on tensor<i32>s).
// CHECK-LABEL: func.func @reduce_window_bounded(%arg0: tensor<6xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<3xf32>, tensor<i32>) {
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<6xi32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
// CHECK-NEXT: %2 = stablehlo.compare  LT, %0, %1 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
// CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6xf32>
// CHECK-NEXT: %4 = stablehlo.select %2, %arg0, %3 : tensor<6xi1>, tensor<6xf32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %5 = stablehlo.subtract %arg1, %c_1 : tensor<i32>
// CHECK-NEXT: %c_2 = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %6 = stablehlo.divide %5, %c_2 : tensor<i32>
// CHECK-NEXT: %7 = stablehlo.add %6, %c_0 : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.compare  GE, %5, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %9 = stablehlo.compare  GT, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %10 = stablehlo.and %8, %9 : tensor<i1>
// CHECK-NEXT: %11 = stablehlo.select %10, %7, %c : tensor<i1>, tensor<i32>
// CHECK-NEXT: %12 = "stablehlo.reduce_window"(%4, %arg2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT: %13 = stablehlo.add %arg3, %arg4 : tensor<f32>
// CHECK-NEXT: stablehlo.return %13 : tensor<f32>
// CHECK-NEXT: }) : (tensor<6xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: return %12, %11 : tensor<3xf32>, tensor<i32>

func.func @reduce_window_bounded(%a: tensor<?xf32, #stablehlo.bounds<6>>, %init: tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<3>> {
  %0 = "stablehlo.reduce_window"(%a, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?xf32, #stablehlo.bounds<6>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<3>>
  return %0 : tensor<?xf32, #stablehlo.bounds<3>>
}
