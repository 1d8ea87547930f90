// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// Maps from function results to arguments through whole bodies (XLA's fusion
// indexing): the indexing analysis document's p0 + p0^T, deduplicated transposes, softmax and
// chained reshapes, plus XLA's slice/reshape of concatenate (with KNOWN EMPTY
// maps), dynamic_slice of dynamic_slice, reduce_window with padding, and an
// unknown op (sort) whose operands get UNDEFINED maps.

// CHECK-LABEL: func @p0_plus_p0_transposed
// CHECK-NEXT: op 0 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: op 1 stablehlo.add
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 999], d1 in [0, 999]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d1, d0), domain: d0 in [0, 999], d1 in [0, 999]
func.func @p0_plus_p0_transposed(%p0: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %0 = stablehlo.transpose %p0, dims = [1, 0] : (tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %1 = stablehlo.add %p0, %0 : tensor<1000x1000xf32>
  return %1 : tensor<1000x1000xf32>
}

// CHECK-LABEL: func @deduplicated_transposes
// CHECK-NEXT: op 0 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d1, d0, d2), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 49]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d1, d0, d2), domain: d0 in [0, 19], d1 in [0, 9], d2 in [0, 49]
// CHECK-NEXT: op 1 stablehlo.exponential
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 49]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 49]
// CHECK-NEXT: op 2 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d2, d1), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d2, d1), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 49]
// CHECK-NEXT: op 3 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d2, d1, d0), domain: d0 in [0, 49], d1 in [0, 9], d2 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d2, d1, d0), domain: d0 in [0, 19], d1 in [0, 9], d2 in [0, 49]
// CHECK-NEXT: op 4 stablehlo.exponential
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 49], d1 in [0, 9], d2 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 49], d1 in [0, 9], d2 in [0, 19]
// CHECK-NEXT: op 5 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d1, d0, d2), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d1, d0, d2), domain: d0 in [0, 49], d1 in [0, 9], d2 in [0, 19]
// CHECK-NEXT: op 6 stablehlo.add
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d2, d0, d1), domain: d0 in [0, 9], d1 in [0, 49], d2 in [0, 19]
func.func @deduplicated_transposes(%p0: tensor<20x10x50xf32>) -> tensor<10x50x20xf32> {
  %lhs_t1 = stablehlo.transpose %p0, dims = [1, 0, 2] : (tensor<20x10x50xf32>) -> tensor<10x20x50xf32>
  %lhs_e = stablehlo.exponential %lhs_t1 : tensor<10x20x50xf32>
  %lhs_t2 = stablehlo.transpose %lhs_e, dims = [0, 2, 1] : (tensor<10x20x50xf32>) -> tensor<10x50x20xf32>
  %rhs_t1 = stablehlo.transpose %p0, dims = [2, 1, 0] : (tensor<20x10x50xf32>) -> tensor<50x10x20xf32>
  %rhs_log = stablehlo.exponential %rhs_t1 : tensor<50x10x20xf32>
  %rhs_t2 = stablehlo.transpose %rhs_log, dims = [1, 0, 2] : (tensor<50x10x20xf32>) -> tensor<10x50x20xf32>
  %add = stablehlo.add %lhs_t2, %rhs_t2 : tensor<10x50x20xf32>
  return %add : tensor<10x50x20xf32>
}

// CHECK-LABEL: func @softmax
// CHECK-NEXT: op 0 stablehlo.constant
// CHECK-NEXT: op 1 stablehlo.constant
// CHECK-NEXT: op 2 stablehlo.reduce
// CHECK-NEXT: result 0 -> operand 0: (d0, d1)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], s0 in [0, 124]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 1], d1 in [0, 64]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 1], s1 in [0, 64]
// CHECK-NEXT: op 3 stablehlo.broadcast_in_dim
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], s0 in [0, 124]
// CHECK-NEXT: op 4 stablehlo.subtract
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: op 5 stablehlo.exponential
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: op 6 stablehlo.reduce
// CHECK-NEXT: result 0 -> operand 0: (d0, d1)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], s0 in [0, 124]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 1], d1 in [0, 64]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 1], s1 in [0, 64]
// CHECK-NEXT: op 7 stablehlo.broadcast_in_dim
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], s0 in [0, 124]
// CHECK-NEXT: op 8 stablehlo.divide
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 1], d1 in [0, 64], d2 in [0, 124], s0 in [0, 124]
func.func @softmax(%p0: tensor<2x65x125xf32>) -> tensor<2x65x125xf32> {
  %neg_inf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%p0 init: %neg_inf) across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }
  %max_b = stablehlo.broadcast_in_dim %max, dims = [0, 1] : (tensor<2x65xf32>) -> tensor<2x65x125xf32>
  %sub = stablehlo.subtract %p0, %max_b : tensor<2x65x125xf32>
  %exp = stablehlo.exponential %sub : tensor<2x65x125xf32>
  %sum = stablehlo.reduce(%exp init: %zero) across dimensions = [2] : (tensor<2x65x125xf32>, tensor<f32>) -> tensor<2x65xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %sum_b = stablehlo.broadcast_in_dim %sum, dims = [0, 1] : (tensor<2x65xf32>) -> tensor<2x65x125xf32>
  %div = stablehlo.divide %exp, %sum_b : tensor<2x65x125xf32>
  return %div : tensor<2x65x125xf32>
}

// CHECK-LABEL: func @chained_reshapes
// CHECK-NEXT: op 0 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0 floordiv 5, (d0 mod 5) * 2 + d1 floordiv 10, d1 mod 10), domain: d0 in [0, 49], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0 * 5 + d1 floordiv 2, (d1 mod 2) * 10 + d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]
// CHECK-NEXT: op 1 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0 * 5 + d1 floordiv 2, (d1 mod 2) * 10 + d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0 floordiv 5, (d0 mod 5) * 2 + d1 floordiv 10, d1 mod 10), domain: d0 in [0, 49], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]
func.func @chained_reshapes(%p0: tensor<10x10x10xf32>) -> tensor<10x10x10xf32> {
  %0 = stablehlo.reshape %p0 : (tensor<10x10x10xf32>) -> tensor<50x20xf32>
  %1 = stablehlo.reshape %0 : (tensor<50x20xf32>) -> tensor<10x10x10xf32>
  return %1 : tensor<10x10x10xf32>
}

// CHECK-LABEL: func @generic_reshapes
// CHECK-NEXT: op 0 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0 * 2 + d1 floordiv 2, (d1 mod 2) * 4 + d2), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0 floordiv 2, (d0 mod 2) * 2 + d1 floordiv 4, d1 mod 4), domain: d0 in [0, 3], d1 in [0, 7]
// CHECK-NEXT: op 1 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0 floordiv 8, d0 mod 8, d1 * 4 + d2), domain: d0 in [0, 31], d1 in [0, 2], d2 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0 * 8 + d1, d2 floordiv 4, d2 mod 4), domain: d0 in [0, 3], d1 in [0, 7], d2 in [0, 11]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d0 * 2 + d1 floordiv 2, (d1 mod 2) * 4 + d2), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 3]
// CHECK-NEXT: result 1 -> argument 1: (d0, d1, d2) -> (d0 floordiv 8, d0 mod 8, d1 * 4 + d2), domain: d0 in [0, 31], d1 in [0, 2], d2 in [0, 3]
func.func @generic_reshapes(%p0: tensor<4x8xf32>, %p1: tensor<4x8x12xf32>) -> (tensor<2x4x4xf32>, tensor<32x3x4xf32>) {
  %0 = stablehlo.reshape %p0 : (tensor<4x8xf32>) -> tensor<2x4x4xf32>
  %1 = stablehlo.reshape %p1 : (tensor<4x8x12xf32>) -> tensor<32x3x4xf32>
  return %0, %1 : tensor<2x4x4xf32>, tensor<32x3x4xf32>
}

// CHECK-LABEL: func @slice_of_concatenate
// CHECK-NEXT: op 0 stablehlo.concatenate
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 4], d2 in [0, 6]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2) -> (d0, d1 - 5, d2), domain: d0 in [0, 1], d1 in [5, 15], d2 in [0, 6]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1, d2) -> (d0, d1 - 16, d2), domain: d0 in [0, 1], d1 in [16, 32], d2 in [0, 6]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1, d2), domain: d0 in [0, 1], d1 in [0, 4], d2 in [0, 6]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2) -> (d0, d1 + 5, d2), domain: d0 in [0, 1], d1 in [0, 10], d2 in [0, 6]
// CHECK-NEXT: operand 2 -> result 0: (d0, d1, d2) -> (d0, d1 + 16, d2), domain: d0 in [0, 1], d1 in [0, 16], d2 in [0, 6]
// CHECK-NEXT: op 1 stablehlo.slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1 * 3, d2), domain: d0 in [0, 1], d1 in [0, 10], d2 in [0, 6]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1 floordiv 3, d2), domain: d0 in [0, 1], d1 in [0, 30], d2 in [0, 6], d1 mod 3 in [0, 0]
// CHECK-NEXT: op 2 stablehlo.slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0, d1 * 2, d2), domain: d0 in [0, 1], d1 in [0, 2], d2 in [0, 6]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0, d1 floordiv 2, d2), domain: d0 in [0, 1], d1 in [0, 4], d2 in [0, 6], d1 mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d0, d1 * 3, d2), domain: d0 in [0, 1], d1 in [0, 1], d2 in [0, 6]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2) -> (d0, d1 * 3 - 5, d2), domain: d0 in [0, 1], d1 in [2, 5], d2 in [0, 6]
// CHECK-NEXT: result 0 -> argument 2: (d0, d1, d2) -> (d0, d1 * 3 - 16, d2), domain: d0 in [0, 1], d1 in [6, 10], d2 in [0, 6]
// CHECK-NEXT: result 1 -> argument 0: (d0, d1, d2) -> (d0, d1 * 2, d2), domain: d0 in [0, 1], d1 in [0, 2], d2 in [0, 6]
// CHECK-NEXT: result 1 -> argument 1: KNOWN EMPTY
// CHECK-NEXT: result 1 -> argument 2: KNOWN EMPTY
func.func @slice_of_concatenate(%p0: tensor<2x5x7xf32>, %p1: tensor<2x11x7xf32>, %p2: tensor<2x17x7xf32>) -> (tensor<2x11x7xf32>, tensor<2x3x7xf32>) {
  %c = stablehlo.concatenate %p0, %p1, %p2, dim = 1 : (tensor<2x5x7xf32>, tensor<2x11x7xf32>, tensor<2x17x7xf32>) -> tensor<2x33x7xf32>
  %s = stablehlo.slice %c [0:2, 0:33:3, 0:7] : (tensor<2x33x7xf32>) -> tensor<2x11x7xf32>
  %t = stablehlo.slice %c [0:2, 0:5:2, 0:7] : (tensor<2x33x7xf32>) -> tensor<2x3x7xf32>
  return %s, %t : tensor<2x11x7xf32>, tensor<2x3x7xf32>
}

// CHECK-LABEL: func @reshape_of_concatenate
// CHECK-NEXT: op 0 stablehlo.concatenate
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (d0), domain: d0 in [0, 1]
// CHECK-NEXT: result 0 -> operand 1: (d0) -> (d0 - 2), domain: d0 in [2, 31]
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (d0), domain: d0 in [0, 1]
// CHECK-NEXT: operand 1 -> result 0: (d0) -> (d0 + 2), domain: d0 in [0, 29]
// CHECK-NEXT: op 1 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0 * 8 + d1), domain: d0 in [0, 3], d1 in [0, 7]
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 31]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0 * 8 + d1), domain: d0 in [0, 3], d1 in [0, 7], d0 * 8 + d1 in [0, 1]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0 * 8 + d1 - 2), domain: d0 in [0, 3], d1 in [0, 7], d0 * 8 + d1 in [2, 31]
func.func @reshape_of_concatenate(%p0: tensor<2xf32>, %p1: tensor<30xf32>) -> tensor<4x8xf32> {
  %c = stablehlo.concatenate %p0, %p1, dim = 0 : (tensor<2xf32>, tensor<30xf32>) -> tensor<32xf32>
  %r = stablehlo.reshape %c : (tensor<32xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func @dynamic_slice_of_dynamic_slice
// CHECK-NEXT: op 0 stablehlo.dynamic_slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1), domain: d0 in [0, 49], d1 in [0, 31], rt0 in [0, 100], rt1 in [0, 32]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 49], d1 in [0, 31]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1) -> (), domain: d0 in [0, 49], d1 in [0, 31]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 149], d1 in [0, 63], rt0 in [0, 100], rt1 in [0, 32], d0 - rt0 in [0, 49], d1 - rt1 in [0, 31]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 49], s1 in [0, 31]
// CHECK-NEXT: operand 2 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 49], s1 in [0, 31]
// CHECK-NEXT: op 1 stablehlo.dynamic_slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1), domain: d0 in [0, 24], d1 in [0, 15], rt0 in [0, 25], rt1 in [0, 16]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 49], d1 in [0, 31], rt0 in [0, 25], rt1 in [0, 16], d0 - rt0 in [0, 24], d1 - rt1 in [0, 15]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 24], s1 in [0, 15]
// CHECK-NEXT: operand 2 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 24], s1 in [0, 15]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1){rt0, rt1, rt2, rt3} -> (d0 + rt0 + rt2, d1 + rt1 + rt3), domain: d0 in [0, 24], d1 in [0, 15], rt0 in [0, 100], rt1 in [0, 32], rt2 in [0, 25], rt3 in [0, 16]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
// CHECK-NEXT: result 0 -> argument 2: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
// CHECK-NEXT: result 0 -> argument 3: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
// CHECK-NEXT: result 0 -> argument 4: (d0, d1) -> (), domain: d0 in [0, 24], d1 in [0, 15]
func.func @dynamic_slice_of_dynamic_slice(%src: tensor<150x64xi32>, %of11: tensor<i32>, %of12: tensor<i32>, %of21: tensor<i32>, %of22: tensor<i32>) -> tensor<25x16xi32> {
  %ds1 = stablehlo.dynamic_slice %src, %of11, %of12, sizes = [50, 32] : (tensor<150x64xi32>, tensor<i32>, tensor<i32>) -> tensor<50x32xi32>
  %ds2 = stablehlo.dynamic_slice %ds1, %of21, %of22, sizes = [25, 16] : (tensor<50x32xi32>, tensor<i32>, tensor<i32>) -> tensor<25x16xi32>
  return %ds2 : tensor<25x16xi32>
}

// CHECK-LABEL: func @reduce_window_of_pad
// CHECK-NEXT: op 0 stablehlo.reduce_window
// CHECK-NEXT: result 0 -> operand 0: (d0, d1)[s0, s1] -> (d0 * 2 + s0 - 1, d1 + s1), domain: d0 in [0, 6], d1 in [0, 16], s0 in [0, 2], s1 in [0, 1], d0 * 2 + s0 in [1, 13], d1 + s1 in [0, 16]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 6], d1 in [0, 16]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1)[s0, s1] -> ((d0 - s0 + 1) floordiv 2, d1 - s1), domain: d0 in [0, 12], d1 in [0, 16], s0 in [0, 2], s1 in [0, 1], (d0 - s0 + 1) mod 2 in [0, 0], d0 - s0 in [-1, 11], d1 - s1 in [0, 16]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 6], s1 in [0, 16]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1)[s0, s1] -> (d0 * 2 + s0 - 1, d1 + s1), domain: d0 in [0, 6], d1 in [0, 16], s0 in [0, 2], s1 in [0, 1], d0 * 2 + s0 in [1, 13], d1 + s1 in [0, 16]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (), domain: d0 in [0, 6], d1 in [0, 16]
func.func @reduce_window_of_pad(%p0: tensor<13x17xf32>, %init: tensor<f32>) -> tensor<7x17xf32> {
  %0 = "stablehlo.reduce_window"(%p0, %init) <{window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<13x17xf32>, tensor<f32>) -> tensor<7x17xf32>
  return %0 : tensor<7x17xf32>
}

// CHECK-LABEL: func @unknown_op
// CHECK-NEXT: op 0 stablehlo.sort
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: op 1 stablehlo.add
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 1: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 0: UNDEFINED
// CHECK-NEXT: result 0 -> argument 1: (d0) -> (d0), domain: d0 in [0, 3]
func.func @unknown_op(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%p0) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %p1 : tensor<4xf32>
  return %1 : tensor<4xf32>
}


// A value a region reads from above gets an UNDEFINED map.
// CHECK-LABEL: func @captured_by_region
// CHECK-NEXT: op 0 stablehlo.reduce
// CHECK-NEXT: result 0 -> operand 0: ()[s0] -> (s0), domain: s0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 1: () -> ()
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (), domain: d0 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: () -> ()
// CHECK-NEXT: result 0 -> argument 0: ()[s0] -> (s0), domain: s0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 1: () -> ()
// CHECK-NEXT: result 0 -> argument 1: UNDEFINED
func.func @captured_by_region(%p0: tensor<4xf32>, %p1: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%p0 init: %p1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %p1 : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}

// A result that is an argument maps to it by the identity; an argument that
// reaches no result has no maps.
// CHECK-LABEL: func @passthrough
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 2], d1 in [0, 3]
// CHECK-NOT: argument 1
func.func @passthrough(%p0: tensor<3x4xf32>, %unused: tensor<5xf32>) -> tensor<3x4xf32> {
  return %p0 : tensor<3x4xf32>
}
