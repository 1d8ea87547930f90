// RUN: hlokit-opt %s --hlokit-print-indexing -o /dev/null | FileCheck %s

// chlo's broadcasting ops have the maps of broadcast_in_dim (per operand,
// along its result dimensions) composed with an elementwise op; the unary
// chlo ops are elementwise. top_k is not modelled.

// CHECK-LABEL: func @broadcast_add
// CHECK-NEXT: op 0 chlo.broadcast_add
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, 0), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 19], s0 in [0, 9]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 9], d1 in [0, 0], s0 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0, 0), domain: d0 in [0, 9], d1 in [0, 19]
func.func @broadcast_add(%p0: tensor<20xf32>, %p1: tensor<10x1xf32>) -> tensor<10x20xf32> {
  %0 = chlo.broadcast_add %p0, %p1 : (tensor<20xf32>, tensor<10x1xf32>) -> tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}

// CHECK-LABEL: func @broadcast_dimensions
// CHECK-NEXT: op 0 chlo.broadcast_multiply
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0)[s0] -> (d0, s0), domain: d0 in [0, 9], s0 in [0, 19]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d0), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
func.func @broadcast_dimensions(%p0: tensor<10xf32>, %p1: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = chlo.broadcast_multiply %p0, %p1 {broadcast_dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<10x20xf32>) -> tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}

// CHECK-LABEL: func @select_scalar_pred
// CHECK-NEXT: op 0 chlo.broadcast_select
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 2: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: ()[s0, s1] -> (s0, s1), domain: s0 in [0, 9], s1 in [0, 19]
// CHECK-NEXT: operand 1 -> result 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 19], s0 in [0, 9]
// CHECK-NEXT: operand 2 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 2: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<20xf32>, %b: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<20xf32>, tensor<10x20xf32>) -> tensor<10x20xf32>
  return %0 : tensor<10x20xf32>
}

// CHECK-LABEL: func @gelu_like
// CHECK-NEXT: op 0 chlo.broadcast_multiply
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> operand 1: (d0, d1) -> (d0, 0), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0)[s0] -> (s0, d0), domain: d0 in [0, 19], s0 in [0, 9]
// CHECK-NEXT: operand 1 -> result 0: (d0, d1)[s0] -> (d0, s0), domain: d0 in [0, 9], d1 in [0, 0], s0 in [0, 19]
// CHECK-NEXT: op 1 chlo.erf
// CHECK-NEXT: result 0 -> operand 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: operand 0 -> result 0: (d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 0: (d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 19]
// CHECK-NEXT: result 0 -> argument 1: (d0, d1) -> (d0, 0), domain: d0 in [0, 9], d1 in [0, 19]
func.func @gelu_like(%x: tensor<20xf32>, %s: tensor<10x1xf32>) -> tensor<10x20xf32> {
  %0 = chlo.broadcast_multiply %x, %s : (tensor<20xf32>, tensor<10x1xf32>) -> tensor<10x20xf32>
  %1 = chlo.erf %0 : tensor<10x20xf32> -> tensor<10x20xf32>
  return %1 : tensor<10x20xf32>
}

// CHECK-LABEL: func @top_k
// CHECK-NEXT: op 0 chlo.top_k
// CHECK-NEXT: result 0 -> operand 0: UNDEFINED
// CHECK-NEXT: result 1 -> operand 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 0: UNDEFINED
// CHECK-NEXT: operand 0 -> result 1: UNDEFINED
// CHECK-NEXT: result 0 -> argument 0: UNDEFINED
func.func @top_k(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %v : tensor<4x2xf32>
}
