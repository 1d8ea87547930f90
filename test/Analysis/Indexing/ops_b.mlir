// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// Variadic reduce and reduce_window of the seed, scalar operands of select and
// clamp, compare and convert, operand-free constant and iota, and gather.

// CHECK-LABEL: func @reduce
// CHECK-NEXT: op 0 stablehlo.reduce
// CHECK-NEXT: result 0 -> operand 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 0 -> operand 1: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 0 -> operand 2: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 0 -> operand 3: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 1 -> operand 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 1 -> operand 1: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 1 -> operand 2: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 1 -> operand 3: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d1), domain: d0 in [0, 255], d1 in [0, 9]
// CHECK-NEXT: operand 0 -> result 1: (d0, d1) -> (d1), domain: d0 in [0, 255], d1 in [0, 9]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d1), domain: d0 in [0, 255], d1 in [0, 9]
// CHECK-NEXT: operand 1 -> result 1: (d0, d1) -> (d1), domain: d0 in [0, 255], d1 in [0, 9]
// CHECK-NEXT: operand 2 -> result 0: ()[s0] -> (s0), domain: s0 in [0, 9]
// CHECK-NEXT: operand 2 -> result 1: ()[s0] -> (s0), domain: s0 in [0, 9]
// CHECK-NEXT: operand 3 -> result 0: ()[s0] -> (s0), domain: s0 in [0, 9]
// CHECK-NEXT: operand 3 -> result 1: ()[s0] -> (s0), domain: s0 in [0, 9]
// CHECK-NEXT: result 0 -> argument 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 0 -> argument 1: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 0 -> argument 2: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 0 -> argument 3: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 1 -> argument 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 1 -> argument 1: (d0)[s0] -> (s0, d0), domain: d0 in [0, 9], s0 in [0, 255]
// CHECK-NEXT: result 1 -> argument 2: (d0) -> (), domain: d0 in [0, 9]
// CHECK-NEXT: result 1 -> argument 3: (d0) -> (), domain: d0 in [0, 9]
func.func @reduce(%p0: tensor<256x10xf32>, %p1: tensor<256x10xi32>, %i0: tensor<f32>, %i1: tensor<i32>) -> (tensor<10xf32>, tensor<10xi32>) {
  %0:2 = stablehlo.reduce(%p0 init: %i0), (%p1 init: %i1) across dimensions = [0] : (tensor<256x10xf32>, tensor<256x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<10xf32>, tensor<10xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
    stablehlo.return %a, %c : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<10xf32>, tensor<10xi32>
}

// CHECK-LABEL: func @reduce_window
// CHECK-NEXT: op 0 stablehlo.reduce_window
// CHECK-NEXT: result 0 -> operand 0: (d0, d1)[s0] -> (d0, d1 + s0), domain: d0 in [0, 1023], d1 in [0, 2], s0 in [0, 511]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (), domain: d0 in [0, 1023], d1 in [0, 2]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1)[s0] -> (d0, d1 - s0), domain: d0 in [0, 1023], d1 in [0, 513], s0 in [0, 511], d1 - s0 in [0, 2]
// CHECK-NEXT: operand 1 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 1023], s1 in [0, 2]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1)[s0] -> (d0, d1 + s0), domain: d0 in [0, 1023], d1 in [0, 2], s0 in [0, 511]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (), domain: d0 in [0, 1023], d1 in [0, 2]
func.func @reduce_window(%p0: tensor<1024x514xf32>, %init: tensor<f32>) -> tensor<1024x3xf32> {
  %0 = "stablehlo.reduce_window"(%p0, %init) <{window_dimensions = array<i64: 1, 512>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<1024x514xf32>, tensor<f32>) -> tensor<1024x3xf32>
  return %0 : tensor<1024x3xf32>
}

// CHECK-LABEL: func @select_clamp
// CHECK-NEXT: op 0 stablehlo.select
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 1: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 2: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: ()[s0] -> (s0), domain: s0 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 2 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: op 1 stablehlo.clamp
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 1: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 2: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: ()[s0] -> (s0), domain: s0 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 2 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: op 2 stablehlo.compare
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> operand 1: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 1 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: op 3 stablehlo.convert
// CHECK-NEXT: result 0 -> operand 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: operand 0 -> result 0: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 0: (d0) -> (), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 1: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 2: (d0) -> (d0), domain: d0 in [0, 3]
// CHECK-NEXT: result 0 -> argument 3: (d0) -> (), domain: d0 in [0, 3]
func.func @select_clamp(%pred: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %lo: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.select %pred, %a, %b : tensor<i1>, tensor<4xf32>
  %1 = stablehlo.clamp %lo, %0, %b : (tensor<f32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.compare GT, %1, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.convert %2 : (tensor<4xi1>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// CHECK-LABEL: func @constant_iota
// CHECK-NEXT: op 0 stablehlo.iota
// CHECK-NEXT: op 1 stablehlo.constant
// CHECK-NEXT: op 2 stablehlo.add
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 4], d1 in [0, 4]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 4], d1 in [0, 4]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 4], d1 in [0, 4]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 4], d1 in [0, 4]
func.func @constant_iota() -> tensor<5x5xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
  %1 = stablehlo.constant dense<1> : tensor<5x5xi32>
  %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
  return %2 : tensor<5x5xi32>
}

// CHECK-LABEL: func @gather
// CHECK-NEXT: op 0 stablehlo.gather
// CHECK-NEXT: result 0 -> operand 0: (d0, d1, d2, d3){rt0, rt1} -> (d1 + rt0, d2 + rt1, d3), domain: d0 in [0, 1805], d1 in [0, 6], d2 in [0, 7], d3 in [0, 3], rt0 in [0, 26], rt1 in [0, 68]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1, d2, d3)[s0] -> (d0, s0), domain: d0 in [0, 1805], d1 in [0, 6], d2 in [0, 7], d3 in [0, 3], s0 in [0, 1]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1, d2)[s0]{rt0, rt1} -> (s0, d0 - rt0, d1 - rt1, d2), domain: d0 in [0, 32], d1 in [0, 75], d2 in [0, 3], s0 in [0, 1805], rt0 in [0, 26], rt1 in [0, 68], d0 - rt0 in [0, 6], d1 - rt1 in [0, 7]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1)[s0, s1, s2] -> (d0, s0, s1, s2), domain: d0 in [0, 1805], d1 in [0, 1], s0 in [0, 6], s1 in [0, 7], s2 in [0, 3]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1, d2, d3){rt0, rt1} -> (d1 + rt0, d2 + rt1, d3), domain: d0 in [0, 1805], d1 in [0, 6], d2 in [0, 7], d3 in [0, 3], rt0 in [0, 26], rt1 in [0, 68]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1, d2, d3)[s0] -> (d0, s0), domain: d0 in [0, 1805], d1 in [0, 6], d2 in [0, 7], d3 in [0, 3], s0 in [0, 1]
func.func @gather(%operand: tensor<33x76x70xf32>, %indices: tensor<1806x2xi32>) -> tensor<1806x7x8x4xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 7, 8, 4>}> : (tensor<33x76x70xf32>, tensor<1806x2xi32>) -> tensor<1806x7x8x4xf32>
  return %0 : tensor<1806x7x8x4xf32>
}

