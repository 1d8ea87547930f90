// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// The pretty forms of the shape ops, as upstream StableHLO prints them.

// CHECK-LABEL: func.func @iota
func.func @iota() -> (tensor<4xi32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // CHECK-NEXT: %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  return %0, %1 : tensor<4xi32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @broadcast_in_dim
func.func @broadcast_in_dim(%arg0: tensor<1x3xi32>, %arg1: tensor<f32>, %arg2: tensor<?x3xi32>) -> (tensor<2x3x2xi32>, tensor<2x2xf32>, tensor<4x3xi32>) {
  // CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<?x3xi32>) -> tensor<4x3xi32>
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<?x3xi32>) -> tensor<4x3xi32>
  return %0, %1, %2 : tensor<2x3x2xi32>, tensor<2x2xf32>, tensor<4x3xi32>
}

// CHECK-LABEL: func.func @transpose
func.func @transpose(%arg0: tensor<1x2x3xi32>, %arg1: tensor<?x2xf32>) -> (tensor<3x2x1xi32>, tensor<2x?xf32>, tensor<2x4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>
  // CHECK-NEXT: %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x?xf32>
  // CHECK-NEXT: %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<1x2x3xi32>) -> tensor<3x2x1xi32>
  %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x?xf32>
  %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<3x2x1xi32>, tensor<2x?xf32>, tensor<2x4xf32>
}

// CHECK-LABEL: func.func @reshape
func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<?x2xi1>) -> (tensor<2x3xf32>, tensor<f32>, tensor<4xi1>) {
  // CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %1 = stablehlo.slice %arg0 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
  // CHECK-NEXT: %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
  // CHECK-NEXT: %3 = stablehlo.reshape %arg1 : (tensor<?x2xi1>) -> tensor<4xi1>
  %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.slice %arg0 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
  %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
  %3 = stablehlo.reshape %arg1 : (tensor<?x2xi1>) -> tensor<4xi1>
  return %0, %2, %3 : tensor<2x3xf32>, tensor<f32>, tensor<4xi1>
}

// CHECK-LABEL: func.func @reverse
func.func @reverse(%arg0: tensor<3x2xi32>, %arg1: tensor<?xf32>) -> (tensor<3x2xi32>, tensor<?xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.reverse %arg0, dims = [1, 0] : tensor<3x2xi32>
  // CHECK-NEXT: %1 = stablehlo.reverse %arg1, dims = [] : tensor<?xf32>
  // CHECK-NEXT: %2 = stablehlo.reverse %arg1, dims = [0] : (tensor<?xf32>) -> tensor<4xf32>
  %0 = stablehlo.reverse %arg0, dims = [1, 0] : tensor<3x2xi32>
  %1 = stablehlo.reverse %arg1, dims = [] : tensor<?xf32>
  %2 = stablehlo.reverse %arg1, dims = [0] : (tensor<?xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<3x2xi32>, tensor<?xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @slice
func.func @slice(%arg0: tensor<3x8xi64>, %arg1: tensor<?x4xf32>, %arg2: tensor<i1>) -> (tensor<2x2xi64>, tensor<0x4xi64>, tensor<2x2xf32>, tensor<i1>) {
  // CHECK-NEXT: %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
  // CHECK-NEXT: %1 = stablehlo.slice %arg0 [2:2, 0:8:2] : (tensor<3x8xi64>) -> tensor<0x4xi64>
  // CHECK-NEXT: %2 = stablehlo.slice %arg1 [5:9:3, 1:3] : (tensor<?x4xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %3 = stablehlo.slice %arg2 [] : (tensor<i1>) -> tensor<i1>
  %0 = stablehlo.slice %arg0 [1:3:1, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
  %1 = stablehlo.slice %arg0 [2:2, 0:8:2] : (tensor<3x8xi64>) -> tensor<0x4xi64>
  %2 = stablehlo.slice %arg1 [5:9:3, 1:3] : (tensor<?x4xf32>) -> tensor<2x2xf32>
  %3 = stablehlo.slice %arg2 [] : (tensor<i1>) -> tensor<i1>
  return %0, %1, %2, %3 : tensor<2x2xi64>, tensor<0x4xi64>, tensor<2x2xf32>, tensor<i1>
}

// CHECK-LABEL: func.func @concatenate
func.func @concatenate(%arg0: tensor<3x2xi64>, %arg1: tensor<1x2xi64>, %arg2: tensor<?x?xi64>) -> (tensor<4x2xi64>, tensor<3x2xi64>, tensor<?x2xi64>, tensor<5x2xi64>) {
  // CHECK-NEXT: %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  // CHECK-NEXT: %1 = stablehlo.concatenate %arg0, dim = 0 : (tensor<3x2xi64>) -> tensor<3x2xi64>
  // CHECK-NEXT: %2 = stablehlo.concatenate %arg2, %arg1, %arg2, dim = 0 : (tensor<?x?xi64>, tensor<1x2xi64>, tensor<?x?xi64>) -> tensor<?x2xi64>
  // CHECK-NEXT: %3 = stablehlo.concatenate %arg1, %arg2, dim = 0 : (tensor<1x2xi64>, tensor<?x?xi64>) -> tensor<5x2xi64>
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  %1 = stablehlo.concatenate %arg0, dim = 0 : (tensor<3x2xi64>) -> tensor<3x2xi64>
  %2 = stablehlo.concatenate %arg2, %arg1, %arg2, dim = 0 : (tensor<?x?xi64>, tensor<1x2xi64>, tensor<?x?xi64>) -> tensor<?x2xi64>
  %3 = stablehlo.concatenate %arg1, %arg2, dim = 0 : (tensor<1x2xi64>, tensor<?x?xi64>) -> tensor<5x2xi64>
  return %0, %1, %2, %3 : tensor<4x2xi64>, tensor<3x2xi64>, tensor<?x2xi64>, tensor<5x2xi64>
}

// CHECK-LABEL: func.func @pad
func.func @pad(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>, %arg2: tensor<?x3xi32>) -> (tensor<5x9xi32>, tensor<1x1xi32>, tensor<?x3xi32>) {
  // CHECK-NEXT: %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  // CHECK-NEXT: %1 = stablehlo.pad %arg0, %arg1, low = [-1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
  // CHECK-NEXT: %2 = stablehlo.pad %arg2, %arg1, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %0 = stablehlo.pad %arg0, %arg1, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  %1 = stablehlo.pad %arg0, %arg1, low = [-1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
  %2 = stablehlo.pad %arg2, %arg1, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  return %0, %1, %2 : tensor<5x9xi32>, tensor<1x1xi32>, tensor<?x3xi32>
}

// CHECK-LABEL: func.func @dynamic_slice
func.func @dynamic_slice(%arg0: tensor<4x4xi32>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<?x4xf32>, %arg4: tensor<ui32>) -> (tensor<2x2xi32>, tensor<3x4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_slice %arg3, %arg4, %arg4, sizes = [3, 4] : (tensor<?x4xf32>, tensor<ui32>, tensor<ui32>) -> tensor<3x4xf32>
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  %1 = stablehlo.dynamic_slice %arg3, %arg4, %arg4, sizes = [3, 4] : (tensor<?x4xf32>, tensor<ui32>, tensor<ui32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<2x2xi32>, tensor<3x4xf32>
}

// CHECK-LABEL: func.func @dynamic_update_slice
func.func @dynamic_update_slice(%arg0: tensor<4x4xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<i64>, %arg3: tensor<?x4xi32>) -> (tensor<4x4xi32>, tensor<?x4xi32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_update_slice %arg3, %arg1, %arg2, %arg2 : (tensor<?x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<?x4xi32>
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  %1 = stablehlo.dynamic_update_slice %arg3, %arg1, %arg2, %arg2 : (tensor<?x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<?x4xi32>
  return %0, %1 : tensor<4x4xi32>, tensor<?x4xi32>
}

// CHECK-LABEL: func.func @get_dimension_size
func.func @get_dimension_size(%arg0: tensor<2x?xi64>) -> (tensor<i32>, tensor<i32>) {
  // CHECK-NEXT: %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2x?xi64>) -> tensor<i32>
  // CHECK-NEXT: %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x?xi64>) -> tensor<i32>
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2x?xi64>) -> tensor<i32>
  %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x?xi64>) -> tensor<i32>
  return %0, %1 : tensor<i32>, tensor<i32>
}

// Attributes not in the pretty form are kept in a trailing dictionary.
// CHECK-LABEL: func.func @discardable_attributes
func.func @discardable_attributes(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] {tag = "t"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %0 = stablehlo.transpose %arg0, dims = [1, 0] {tag = "t"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Rank 0: no start indices. Upstream prints a stray `, ,` here that its own
// parser rejects; this form parses in both.
// CHECK-LABEL: func.func @rank_zero
func.func @rank_zero(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  // CHECK-NEXT: %0 = stablehlo.dynamic_slice %arg0,  sizes = [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %1 = stablehlo.dynamic_update_slice %arg0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %2 = stablehlo.transpose %arg0, dims = [] : (tensor<f32>) -> tensor<f32>
  %0 = "stablehlo.dynamic_slice"(%arg0) <{slice_sizes = array<i64>}> : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.dynamic_update_slice %arg0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.transpose %arg0, dims = [] : (tensor<f32>) -> tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}
