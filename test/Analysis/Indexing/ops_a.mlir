// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// Single-op maps of XLA's indexing analysis document: elementwise, broadcast, transpose,
// reverse, slice, reshape, concatenate, dot, pad, and the runtime-variable ops.
// Texts match XLA's serialization of the same maps. A single-op function's
// own map is simplified, so size-1 dims become constants (reverse) and point
// runtime variables disappear (dynamic_slice), as in XLA's fusions.

// CHECK-LABEL: func @elementwise
// CHECK-NEXT: op 0 stablehlo.add
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
func.func @elementwise(%p0: tensor<10x20xf32>, %p1: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = stablehlo.add %p0, %p1 : tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}

// CHECK-LABEL: func @broadcast
// CHECK-NEXT: op 0 stablehlo.broadcast_in_dim
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d1), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 29]
// CHECK-NEXT: operand 0 -> result 0: (d0)[s0, s1] -> (s0, d0, s1), domain: d0 in [0, 19], s0 in [0, 9], s1 in [0, 29]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d1), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 29]
func.func @broadcast(%p0: tensor<20xf32>) -> tensor<10x20x30xf32> {
  %0 = stablehlo.broadcast_in_dim %p0, dims = [1] : (tensor<20xf32>) -> tensor<10x20x30xf32>
  return %0 : tensor<10x20x30xf32>
}

// CHECK-LABEL: func @transpose
// CHECK-NEXT: op 0 stablehlo.transpose
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2, d3) -> (d0, d3, d1, d2), domain: d0 in [0, 2], d1 in [0, 5], d2 in [0, 127], d3 in [0, 12287]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2, d3) -> (d0, d2, d3, d1), domain: d0 in [0, 2], d1 in [0, 12287], d2 in [0, 5], d3 in [0, 127]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2, d3) -> (d0, d3, d1, d2), domain: d0 in [0, 2], d1 in [0, 5], d2 in [0, 127], d3 in [0, 12287]
func.func @transpose(%p0: tensor<3x12288x6x128xf32>) -> tensor<3x6x128x12288xf32> {
  %0 = stablehlo.transpose %p0, dims = [0, 2, 3, 1] : (tensor<3x12288x6x128xf32>) -> tensor<3x6x128x12288xf32>
  return %0 : tensor<3x6x128x12288xf32>
}

// CHECK-LABEL: func @reverse
// CHECK-NEXT: op 0 stablehlo.reverse
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2, d3) -> (d0, -d1 + 16, -d2 + 8, d3), domain: d0 in [0, 0], d1 in [0, 16], d2 in [0, 8], d3 in [0, 8]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2, d3) -> (d0, -d1 + 16, -d2 + 8, d3), domain: d0 in [0, 0], d1 in [0, 16], d2 in [0, 8], d3 in [0, 8]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2, d3) -> (0, -d1 + 16, -d2 + 8, d3), domain: d0 in [0, 0], d1 in [0, 16], d2 in [0, 8], d3 in [0, 8]
func.func @reverse(%p0: tensor<1x17x9x9xf32>) -> tensor<1x17x9x9xf32> {
  %0 = stablehlo.reverse %p0, dims = [1, 2] : tensor<1x17x9x9xf32>
  return %0 : tensor<1x17x9x9xf32>
}

// CHECK-LABEL: func @slice
// CHECK-NEXT: op 0 stablehlo.slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2) -> (d0 + 5, d1 * 7 + 3, d2 * 2), domain: d0 in [0, 4], d1 in [0, 2], d2 in [0, 24]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2) -> (d0 - 5, (d1 - 3) floordiv 7, d2 floordiv 2), domain: d0 in [5, 9], d1 in [3, 17], d2 in [0, 48], (d1 - 3) mod 7 in [0, 0], d2 mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2) -> (d0 + 5, d1 * 7 + 3, d2 * 2), domain: d0 in [0, 4], d1 in [0, 2], d2 in [0, 24]
func.func @slice(%p0: tensor<10x20x50xf32>) -> tensor<5x3x25xf32> {
  %0 = stablehlo.slice %p0 [5:10, 3:20:7, 0:50:2] : (tensor<10x20x50xf32>) -> tensor<5x3x25xf32>
  return %0 : tensor<5x3x25xf32>
}

// CHECK-LABEL: func @reshape
// CHECK-NEXT: op 0 stablehlo.reshape
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 31]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0 * 8 + d1), domain: d0 in [0, 3], d1 in [0, 7]
// CHECK-NEXT: result 0 -> argument 0: (d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 31]
func.func @reshape(%p0: tensor<4x8xf32>) -> tensor<32xf32> {
  %0 = stablehlo.reshape %p0 : (tensor<4x8xf32>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// CHECK-LABEL: func @concatenate
// CHECK-NEXT: op 0 stablehlo.concatenate
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 2], d1 in [0, 49]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1 - 50), domain: d0 in [0, 2], d1 in [50, 79]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 2], d1 in [0, 49]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1 + 50), domain: d0 in [0, 2], d1 in [0, 29]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 2], d1 in [0, 49]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0, d1 - 50), domain: d0 in [0, 2], d1 in [50, 79]
func.func @concatenate(%p0: tensor<3x50xf32>, %p1: tensor<3x30xf32>) -> tensor<3x80xf32> {
  %0 = stablehlo.concatenate %p0, %p1, dim = 1 : (tensor<3x50xf32>, tensor<3x30xf32>) -> tensor<3x80xf32>
  return %0 : tensor<3x80xf32>
}

// CHECK-LABEL: func @dot
// CHECK-NEXT: op 0 stablehlo.dot_general
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 3], d1 in [0, 127], d2 in [0, 63], s0 in [0, 255]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 3], d1 in [0, 127], d2 in [0, 63], s0 in [0, 255]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 3], d1 in [0, 127], d2 in [0, 255], s0 in [0, 63]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 3], d1 in [0, 255], d2 in [0, 63], s0 in [0, 127]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2)[s0] -> (d0, d1, s0), domain: d0 in [0, 3], d1 in [0, 127], d2 in [0, 63], s0 in [0, 255]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2)[s0] -> (d0, s0, d2), domain: d0 in [0, 3], d1 in [0, 127], d2 in [0, 63], s0 in [0, 255]
func.func @dot(%p0: tensor<4x128x256xf32>, %p1: tensor<4x256x64xf32>) -> tensor<4x128x64xf32> {
  %0 = stablehlo.dot_general %p0, %p1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x128x256xf32>, tensor<4x256x64xf32>) -> tensor<4x128x64xf32>
  return %0 : tensor<4x128x64xf32>
}

// CHECK-LABEL: func @pad
// CHECK-NEXT: op 0 stablehlo.pad
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> ((d0 - 1) floordiv 2, d1 - 4), domain: d0 in [1, 7], d1 in [4, 7], (d0 - 1) mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 11], d1 in [0, 15]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0 * 2 + 1, d1 + 4), domain: d0 in [0, 3], d1 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 11], s1 in [0, 15]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> ((d0 - 1) floordiv 2, d1 - 4), domain: d0 in [1, 7], d1 in [4, 7], (d0 - 1) mod 2 in [0, 0]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (), domain: d0 in [0, 11], d1 in [0, 15]
func.func @pad(%p0: tensor<4x4xf32>, %p1: tensor<f32>) -> tensor<12x16xf32> {
  %0 = stablehlo.pad %p0, %p1, low = [1, 4], high = [4, 8], interior = [1, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<12x16xf32>
  return %0 : tensor<12x16xf32>
}

// CHECK-LABEL: func @dynamic_slice
// CHECK-NEXT: op 0 stablehlo.dynamic_slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2){rt0, rt1, rt2} -> (d0 + rt0, d1 + rt1, d2 + rt2), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31], rt0 in [0, 1], rt1 in [0, 0], rt2 in [0, 226]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
// CHECK-NEXT: result 0 -> operand 3: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2){rt0, rt1, rt2} -> (d0 - rt0, d1 - rt1, d2 - rt2), domain: d0 in [0, 1], d1 in [0, 1], d2 in [0, 257], rt0 in [0, 1], rt1 in [0, 0], rt2 in [0, 226], d0 - rt0 in [0, 0], d1 - rt1 in [0, 1], d2 - rt2 in [0, 31]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1, s2] -> (s0, s1, s2), domain: s0 in [0, 0], s1 in [0, 1], s2 in [0, 31]
// CHECK-NEXT: operand 2 -> result 0: ()[s0, s1, s2] -> (s0, s1, s2), domain: s0 in [0, 0], s1 in [0, 1], s2 in [0, 31]
// CHECK-NEXT: operand 3 -> result 0: ()[s0, s1, s2] -> (s0, s1, s2), domain: s0 in [0, 0], s1 in [0, 1], s2 in [0, 31]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2){rt0, rt1} -> (rt0, d1, d2 + rt1), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31], rt0 in [0, 1], rt1 in [0, 226]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
// CHECK-NEXT: result 0 -> argument 2: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
// CHECK-NEXT: result 0 -> argument 3: (d0, d1, d2) -> (), domain: d0 in [0, 0], d1 in [0, 1], d2 in [0, 31]
func.func @dynamic_slice(%p0: tensor<2x2x258xi32>, %o1: tensor<i32>, %o2: tensor<i32>, %o3: tensor<i32>) -> tensor<1x2x32xi32> {
  %0 = stablehlo.dynamic_slice %p0, %o1, %o2, %o3, sizes = [1, 2, 32] : (tensor<2x2x258xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32xi32>
  return %0 : tensor<1x2x32xi32>
}

// CHECK-LABEL: func @dynamic_update_slice
// CHECK-NEXT: op 0 stablehlo.dynamic_update_slice
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20], d0 - rt0 in [0, 4], d1 - rt1 in [0, 9]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1) -> (), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: result 0 -> operand 3: (d0, d1) -> (), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1){rt0, rt1} -> (d0 + rt0, d1 + rt1), domain: d0 in [0, 4], d1 in [0, 9], rt0 in [0, 15], rt1 in [0, 20]
// CHECK-NEXT: operand 2 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 19], s1 in [0, 29]
// CHECK-NEXT: operand 3 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 19], s1 in [0, 29]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1), domain: d0 in [0, 19], d1 in [0, 29], rt0 in [0, 15], rt1 in [0, 20], d0 - rt0 in [0, 4], d1 - rt1 in [0, 9]
// CHECK-NEXT: result 0 -> argument 2: (d0, d1) -> (), domain: d0 in [0, 19], d1 in [0, 29]
// CHECK-NEXT: result 0 -> argument 3: (d0, d1) -> (), domain: d0 in [0, 19], d1 in [0, 29]
func.func @dynamic_update_slice(%p0: tensor<20x30xi32>, %u: tensor<5x10xi32>, %o1: tensor<i32>, %o2: tensor<i32>) -> tensor<20x30xi32> {
  %0 = stablehlo.dynamic_update_slice %p0, %u, %o1, %o2 : (tensor<20x30xi32>, tensor<5x10xi32>, tensor<i32>, tensor<i32>) -> tensor<20x30xi32>
  return %0 : tensor<20x30xi32>
}

