// Runtime sizes that do not fit a type, or operand values that give no valid
// shape, are errors naming the op and the dimension. Values reach the ops
// through parameters so the verifier cannot see them.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.set_dimension_size': result 0: dimension 0 has runtime size 5 which exceeds its bound 4 in tensor<?xi32, #stablehlo.bounds<4>>
func.func private @set_size(%c: tensor<6xi32>, %size: tensor<i32>) {
  %0 = stablehlo.set_dimension_size %c, %size, dim = 0 : (tensor<6xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  func.return
}

func.func @set_dimension_size_above_bound() {
  %c = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  func.call @set_size(%c, %five) : (tensor<6xi32>, tensor<i32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.set_dimension_size': dimension 0: negative size -1
func.func private @set_size(%c: tensor<4xi32>, %size: tensor<i32>) {
  %0 = stablehlo.set_dimension_size %c, %size, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<4>>
  func.return
}

func.func @set_dimension_size_negative() {
  %c = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %m = stablehlo.constant dense<-1> : tensor<i32>
  func.call @set_size(%c, %m) : (tensor<4xi32>, tensor<i32>) -> ()
  func.return
}

// -----

// A bounded operand grown past the result's bound.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+3]]:8: 'stablehlo.set_dimension_size': dimension 1: size 3 exceeds the operand's static size or bound 2
func.func private @grow(%size: tensor<i32>) {
  %c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = stablehlo.set_dimension_size %c, %size, dim = 1 : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x?xi32, #stablehlo.bounds<?, 2>>
  func.return
}

func.func @set_dimension_size_dim1_above_bound() {
  %three = stablehlo.constant dense<3> : tensor<i32>
  func.call @grow(%three) : (tensor<i32>) -> ()
  func.return
}

// -----

// A computed result larger than the result type's bound.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+5]]:8: 'stablehlo.concatenate': result 0: dimension 0 has runtime size 6 which exceeds its bound 5 in tensor<?xi32, #stablehlo.bounds<5>>
func.func @concatenate_above_bound() {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %three, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %0 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<?xi32, #stablehlo.bounds<3>>, tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?xi32, #stablehlo.bounds<5>>
  func.return
}

// -----

// A value converted to a static type it does not have at run time.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+5]]:8: 'stablehlo.convert': operands' runtime shapes are invalid: convert_c1: result shape [3] does not match operand shape [2]
func.func @convert_to_wrong_static_size() {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %two, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %0 = stablehlo.convert %x : (tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<3xi32>
  func.return
}

// -----

// Operands whose runtime shapes disagree.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+6]]:8: 'stablehlo.add': operands' runtime shapes are invalid: operand 1 has shape [3] but operand 0 has [2]
func.func @add_mismatched_runtime_shapes() {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %two, dim = 0 : (tensor<3xi32>, tensor<i32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %y = stablehlo.convert %c : (tensor<3xi32>) -> tensor<?xi32, #stablehlo.bounds<3>>
  %0 = stablehlo.add %x, %y : tensor<?xi32, #stablehlo.bounds<3>>
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+3]]:8: 'stablehlo.real_dynamic_slice': dimension 0: start 2, limit 8, stride 1 do not satisfy 0 <= start <= limit <= 7 and stride > 0
func.func private @slice(%start: tensor<1xi32>, %limit: tensor<1xi32>, %stride: tensor<1xi32>) {
  %c = stablehlo.iota dim = 0 : tensor<7xf32>
  %0 = stablehlo.real_dynamic_slice %c, %start, %limit, %stride : (tensor<7xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return
}

func.func @real_dynamic_slice_out_of_range() {
  %start = stablehlo.constant dense<2> : tensor<1xi32>
  %limit = stablehlo.constant dense<8> : tensor<1xi32>
  %stride = stablehlo.constant dense<1> : tensor<1xi32>
  func.call @slice(%start, %limit, %stride) : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+5]]:8: 'stablehlo.dynamic_pad': dimension 0: negative interior padding -1
func.func private @pad(%interior: tensor<1xi32>) {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %low = stablehlo.constant dense<0> : tensor<1xi32>
  %0 = stablehlo.dynamic_pad %c, %zero, %low, %low, %interior : (tensor<3xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  func.return
}

func.func @dynamic_pad_negative_interior() {
  %interior = stablehlo.constant dense<-1> : tensor<1xi32>
  func.call @pad(%interior) : (tensor<1xi32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+5]]:8: 'stablehlo.dynamic_pad': dimension 0: padding gives the negative size -1
func.func private @pad(%low: tensor<1xi32>) {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %none = stablehlo.constant dense<0> : tensor<1xi32>
  %0 = stablehlo.dynamic_pad %c, %zero, %low, %none, %none : (tensor<3xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  func.return
}

func.func @dynamic_pad_negative_size() {
  %low = stablehlo.constant dense<-4> : tensor<1xi32>
  func.call @pad(%low) : (tensor<1xi32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_reshape': output_shape has 4 elements but the operand has 6
func.func private @reshape(%c: tensor<6xi32>, %shape: tensor<2xi32>) {
  %0 = stablehlo.dynamic_reshape %c, %shape : (tensor<6xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  func.return
}

func.func @dynamic_reshape_wrong_count() {
  %c = stablehlo.iota dim = 0 : tensor<6xi32>
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  func.call @reshape(%c, %shape) : (tensor<6xi32>, tensor<2xi32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_broadcast_in_dim': operand dimension 0 of size 3 cannot be broadcast to result dimension 1 of size 2
func.func private @broadcast(%c: tensor<3xi32>, %shape: tensor<2xi32>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %c, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  func.return
}

func.func @dynamic_broadcast_mismatch() {
  %c = stablehlo.iota dim = 0 : tensor<3xi32>
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  func.call @broadcast(%c, %shape) : (tensor<3xi32>, tensor<2xi32>) -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_iota': output_shape gives dimension 0 the negative size -2
func.func private @iota(%shape: tensor<1xi32>) {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  func.return
}

func.func @dynamic_iota_negative() {
  %shape = stablehlo.constant dense<[-2]> : tensor<1xi32>
  func.call @iota(%shape) : (tensor<1xi32>) -> ()
  func.return
}

// -----

// The result's static size disagrees with the operand values.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_iota': result 0: dimension 0 has size 3 but tensor<4xi32> requires 4
func.func private @iota(%shape: tensor<1xi32>) {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<4xi32>
  func.return
}

func.func @dynamic_iota_static_mismatch() {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi32>
  func.call @iota(%shape) : (tensor<1xi32>) -> ()
  func.return
}

// -----

// A bounded result of a dynamic op above its bound.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.dynamic_iota': result 0: dimension 0 has runtime size 9 which exceeds its bound 8 in tensor<?xi32, #stablehlo.bounds<8>>
func.func private @iota(%shape: tensor<1xi32>) {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xi32, #stablehlo.bounds<8>>
  func.return
}

func.func @dynamic_iota_above_bound() {
  %shape = stablehlo.constant dense<[9]> : tensor<1xi32>
  func.call @iota(%shape) : (tensor<1xi32>) -> ()
  func.return
}

// -----

// Constraints between operand and result sizes are verified again with the
// runtime shapes: a bounded dimension of runtime size 2 cannot broadcast to 3.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+5]]:8: 'stablehlo.broadcast_in_dim': operands' runtime shapes are invalid: broadcast_in_dim_c5: operand dimension 1 of size 2 cannot be broadcast to result dimension 2 of size 3
func.func @broadcast_bounded_to_larger_static() {
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.set_dimension_size %c, %two, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  %b = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<4x2x3xf32>
  func.return
}

// -----

// The size may not exceed the operand's size even when the result type
// declares no bound.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+2]]:8: 'stablehlo.set_dimension_size': dimension 0: size 5 exceeds the operand's static size or bound 4
func.func private @set_size(%c: tensor<4xi32>, %size: tensor<i32>) {
  %0 = stablehlo.set_dimension_size %c, %size, dim = 0 : (tensor<4xi32>, tensor<i32>) -> tensor<?xi32>
  func.return
}

func.func @set_dimension_size_above_operand_size() {
  %c = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  func.call @set_size(%c, %five) : (tensor<4xi32>, tensor<i32>) -> ()
  func.return
}

// -----

// Operand shape constraints that the region verifiers check (sort_c3,
// reduce_c1, select_and_scatter_c2) hold for the runtime shapes too: the
// kernels would read past the shorter buffer.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+6]]:10: 'stablehlo.sort': operands' runtime shapes are invalid: sort_c3: input 1 has type 'tensor<3xf32>', not the shape of input 0 ('tensor<6xf32>')
func.func @sort_inputs_of_different_runtime_sizes() {
  %six = stablehlo.constant dense<6> : tensor<1xi32>
  %three = stablehlo.constant dense<3> : tensor<1xi32>
  %x = stablehlo.dynamic_iota %six, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %y = stablehlo.dynamic_iota %three, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %r:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+7]]:10: 'stablehlo.reduce': operands' runtime shapes are invalid: reduce_c1: input 1 has type 'tensor<3xf32>', not the shape of input 0 ('tensor<6xf32>')
func.func @reduce_inputs_of_different_runtime_sizes() {
  %six = stablehlo.constant dense<6> : tensor<1xi32>
  %three = stablehlo.constant dense<3> : tensor<1xi32>
  %x = stablehlo.dynamic_iota %six, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %y = stablehlo.dynamic_iota %three, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [0] : (tensor<?xf32>, tensor<?xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.add %c, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }
  func.return
}

// -----

// Five elements in windows of 2 with stride 2 make 2 windows, not 3.
// CHECK: hlokit-run: error: {{.*}}bounded_errors.mlir:[[@LINE+6]]:8: 'stablehlo.select_and_scatter': operands' runtime shapes are invalid: select_and_scatter_c2: source type 'tensor<3xf32>' does not have the shape [2] (the number of windows)
func.func @select_and_scatter_source_of_wrong_runtime_size() {
  %five = stablehlo.constant dense<5> : tensor<1xi32>
  %x = stablehlo.dynamic_iota %five, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %source = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %source, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<?xf32>, tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  func.return
}
