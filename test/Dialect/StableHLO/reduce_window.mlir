// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

// reduce_window has no pretty form upstream: it prints generically, with
// the window attributes as properties.

// CHECK-LABEL: func.func @strided_padded_window
func.func @strided_padded_window(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<4x4xf32> {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{padding = dense<{{\[\[}}0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT: %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT: stablehlo.return %1 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  %0 = "stablehlo.reduce_window"(%x, %c) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// The spec's example: every attribute, written as an attribute dictionary.
// CHECK-LABEL: func.func @dilated_window
func.func @dilated_window(%input: tensor<3x2xi32>, %init: tensor<i32>) -> tensor<2x2xi32> {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 2, 1>, padding = dense<{{\[\[}}2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
  // CHECK-NEXT: %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
  // CHECK-NEXT: stablehlo.return %1 : tensor<i32>
  // CHECK-NEXT: }) : (tensor<3x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  %0 = "stablehlo.reduce_window"(%input, %init) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 3, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<3x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// Variadic inputs; the body accumulates the i8 input in i32 (c13).
// CHECK-LABEL: func.func @variadic
func.func @variadic(%x: tensor<6xf32>, %i: tensor<6xi8>, %c: tensor<f32>, %d: tensor<i8>) -> (tensor<3xf32>, tensor<3xi32>) {
  // CHECK-NEXT: %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
  // CHECK-NEXT: stablehlo.return %arg6, %arg5 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }) : (tensor<6xf32>, tensor<6xi8>, tensor<f32>, tensor<i8>) -> (tensor<3xf32>, tensor<3xi32>)
  %0:2 = "stablehlo.reduce_window"(%x, %i, %c, %d) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %p: tensor<f32>, %q: tensor<i32>):
    stablehlo.return %p, %b : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi8>, tensor<f32>, tensor<i8>) -> (tensor<3xf32>, tensor<3xi32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// Dynamic input dimensions give dynamic windows counts; the declared result
// may refine them. A window larger than the input gives zero windows.
// CHECK-LABEL: func.func @dynamic_and_empty
func.func @dynamic_and_empty(%x: tensor<?x5xf32>, %c: tensor<f32>) -> (tensor<?x2xf32>, tensor<7x0xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 1, 4>}> ({
  // CHECK: }) : (tensor<?x5xf32>, tensor<f32>) -> tensor<?x2xf32>
  // CHECK-NEXT: %1 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 1, 6>}> ({
  // CHECK: }) : (tensor<?x5xf32>, tensor<f32>) -> tensor<7x0xf32>
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 1, 4>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<?x5xf32>, tensor<f32>) -> tensor<?x2xf32>
  %1 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 1, 6>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<?x5xf32>, tensor<f32>) -> tensor<7x0xf32>
  return %0, %1 : tensor<?x2xf32>, tensor<7x0xf32>
}

// A bounded dimension has as many windows as its bound allows (bounded-dynamism RFC).
// CHECK-LABEL: func.func @bounded_dims
func.func @bounded_dims(%x: tensor<?x4xf32, #stablehlo.bounds<5, ?>>, %c: tensor<f32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>> {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
  // CHECK: }) : (tensor<?x4xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?x4xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  return %0 : tensor<?x2xf32, #stablehlo.bounds<4, ?>>
}
