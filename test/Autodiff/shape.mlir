// RUN: hlokit-opt %s -split-input-file --hlokit-vjp=func=f | FileCheck %s --check-prefix=VJP
// RUN: hlokit-opt %s -split-input-file --hlokit-jvp=func=f | FileCheck %s --check-prefix=JVP

// broadcast_in_dim: the cotangent is summed over the new dimension and the
// kept dimensions are put back in operand order.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<3x5x2xf64>) -> (tensor<3x5x2xf64>, tensor<2x3xf64>) {
// VJP-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x5x2xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %1 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x5x2xf64>, tensor<f64>) -> tensor<3x2xf64>
// VJP-NEXT: %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x2xf64>) -> tensor<2x3xf64>
// VJP-NEXT: return %0, %2 : tensor<3x5x2xf64>, tensor<2x3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> (tensor<3x5x2xf64>, tensor<3x5x2xf64>) {
// JVP-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x5x2xf64>
// JVP-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x5x2xf64>
// JVP-NEXT: return %0, %1 : tensor<3x5x2xf64>, tensor<3x5x2xf64>
func.func @f(%x: tensor<2x3xf64>) -> tensor<3x5x2xf64> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x5x2xf64>
  return %0 : tensor<3x5x2xf64>
}

// -----

// broadcast_in_dim: an expanded size-1 dimension is summed and restored.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<1x3xf64>, %arg1: tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<1x3xf64>) {
// VJP-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %1 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<3xf64>
// VJP-NEXT: %2 = stablehlo.reshape %1 : (tensor<3xf64>) -> tensor<1x3xf64>
// VJP-NEXT: return %0, %2 : tensor<4x3xf64>, tensor<1x3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<1x3xf64>, %arg1: tensor<1x3xf64>) -> (tensor<4x3xf64>, tensor<4x3xf64>) {
// JVP-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
// JVP-NEXT: %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
// JVP-NEXT: return %0, %1 : tensor<4x3xf64>, tensor<4x3xf64>
func.func @f(%x: tensor<1x3xf64>) -> tensor<4x3xf64> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// -----

// transpose: the inverse permutation.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<1x2x3xf64>, %arg1: tensor<3x1x2xf64>) -> (tensor<3x1x2xf64>, tensor<1x2x3xf64>) {
// VJP-NEXT: %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<1x2x3xf64>) -> tensor<3x1x2xf64>
// VJP-NEXT: %1 = stablehlo.transpose %arg1, dims = [1, 2, 0] : (tensor<3x1x2xf64>) -> tensor<1x2x3xf64>
// VJP-NEXT: return %0, %1 : tensor<3x1x2xf64>, tensor<1x2x3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<1x2x3xf64>, %arg1: tensor<1x2x3xf64>) -> (tensor<3x1x2xf64>, tensor<3x1x2xf64>) {
// JVP-NEXT: %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<1x2x3xf64>) -> tensor<3x1x2xf64>
// JVP-NEXT: %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<1x2x3xf64>) -> tensor<3x1x2xf64>
// JVP-NEXT: return %0, %1 : tensor<3x1x2xf64>, tensor<3x1x2xf64>
func.func @f(%x: tensor<1x2x3xf64>) -> tensor<3x1x2xf64> {
  %0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<1x2x3xf64>) -> tensor<3x1x2xf64>
  return %0 : tensor<3x1x2xf64>
}

// -----

// reshape and reverse are their own transposes.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2x3xf64>, %arg1: tensor<3x2xf64>) -> (tensor<3x2xf64>, tensor<2x3xf64>) {
// VJP-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<2x3xf64>) -> tensor<6xf64>
// VJP-NEXT: %1 = stablehlo.reverse %0, dims = [0] : tensor<6xf64>
// VJP-NEXT: %2 = stablehlo.reshape %1 : (tensor<6xf64>) -> tensor<3x2xf64>
// VJP-NEXT: %3 = stablehlo.reshape %arg1 : (tensor<3x2xf64>) -> tensor<6xf64>
// VJP-NEXT: %4 = stablehlo.reverse %3, dims = [0] : tensor<6xf64>
// VJP-NEXT: %5 = stablehlo.reshape %4 : (tensor<6xf64>) -> tensor<2x3xf64>
// VJP-NEXT: return %2, %5 : tensor<3x2xf64>, tensor<2x3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> (tensor<3x2xf64>, tensor<3x2xf64>) {
// JVP-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<2x3xf64>) -> tensor<6xf64>
// JVP-NEXT: %1 = stablehlo.reshape %arg1 : (tensor<2x3xf64>) -> tensor<6xf64>
// JVP-NEXT: %2 = stablehlo.reverse %0, dims = [0] : tensor<6xf64>
// JVP-NEXT: %3 = stablehlo.reverse %1, dims = [0] : tensor<6xf64>
// JVP-NEXT: %4 = stablehlo.reshape %2 : (tensor<6xf64>) -> tensor<3x2xf64>
// JVP-NEXT: %5 = stablehlo.reshape %3 : (tensor<6xf64>) -> tensor<3x2xf64>
// JVP-NEXT: return %4, %5 : tensor<3x2xf64>, tensor<3x2xf64>
func.func @f(%x: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = stablehlo.reshape %x : (tensor<2x3xf64>) -> tensor<6xf64>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<6xf64>
  %2 = stablehlo.reshape %1 : (tensor<6xf64>) -> tensor<3x2xf64>
  return %2 : tensor<3x2xf64>
}

// -----

// slice: zero padding back to the operand, the stride becoming interior
// padding.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<10xf64>, %arg1: tensor<3xf64>) -> (tensor<3xf64>, tensor<10xf64>) {
// VJP-NEXT: %0 = stablehlo.slice %arg0 [1:8:3] : (tensor<10xf64>) -> tensor<3xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %1 = stablehlo.pad %arg1, %cst, low = [1], high = [2], interior = [2] : (tensor<3xf64>, tensor<f64>) -> tensor<10xf64>
// VJP-NEXT: return %0, %1 : tensor<3xf64>, tensor<10xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<10xf64>, %arg1: tensor<10xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
// JVP-NEXT: %0 = stablehlo.slice %arg0 [1:8:3] : (tensor<10xf64>) -> tensor<3xf64>
// JVP-NEXT: %1 = stablehlo.slice %arg1 [1:8:3] : (tensor<10xf64>) -> tensor<3xf64>
// JVP-NEXT: return %0, %1 : tensor<3xf64>, tensor<3xf64>
func.func @f(%x: tensor<10xf64>) -> tensor<3xf64> {
  %0 = stablehlo.slice %x [1:8:3] : (tensor<10xf64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// pad: the opposite edge padding, then every (interior+1)-th element; the
// padding value gets the rest of the cotangent.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<3xf64>, %arg1: tensor<f64>, %arg2: tensor<6xf64>) -> (tensor<6xf64>, tensor<3xf64>, tensor<f64>) {
// VJP-NEXT: %0 = stablehlo.pad %arg0, %arg1, low = [2], high = [-1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %1 = stablehlo.pad %arg2, %cst, low = [-2], high = [1], interior = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<5xf64>
// VJP-NEXT: %2 = stablehlo.slice %1 [0:5:2] : (tensor<5xf64>) -> tensor<3xf64>
// VJP-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
// VJP-NEXT: %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// VJP-NEXT: %4 = stablehlo.reduce(%arg2 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
// VJP-NEXT: %5 = stablehlo.subtract %4, %3 : tensor<f64>
// VJP-NEXT: return %0, %2, %5 : tensor<6xf64>, tensor<3xf64>, tensor<f64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<3xf64>, %arg1: tensor<f64>, %arg2: tensor<3xf64>, %arg3: tensor<f64>) -> (tensor<6xf64>, tensor<6xf64>) {
// JVP-NEXT: %0 = stablehlo.pad %arg0, %arg1, low = [2], high = [-1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
// JVP-NEXT: %1 = stablehlo.pad %arg2, %arg3, low = [2], high = [-1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
// JVP-NEXT: return %0, %1 : tensor<6xf64>, tensor<6xf64>
func.func @f(%x: tensor<3xf64>, %p: tensor<f64>) -> tensor<6xf64> {
  %0 = stablehlo.pad %x, %p, low = [2], high = [-1], interior = [1] : (tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
  return %0 : tensor<6xf64>
}

// -----

// concatenate: one slice per input.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<2xf64>, %arg1: tensor<3xf64>, %arg2: tensor<5xf64>) -> (tensor<5xf64>, tensor<2xf64>, tensor<3xf64>) {
// VJP-NEXT: %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf64>, tensor<3xf64>) -> tensor<5xf64>
// VJP-NEXT: %1 = stablehlo.slice %arg2 [0:2] : (tensor<5xf64>) -> tensor<2xf64>
// VJP-NEXT: %2 = stablehlo.slice %arg2 [2:5] : (tensor<5xf64>) -> tensor<3xf64>
// VJP-NEXT: return %0, %1, %2 : tensor<5xf64>, tensor<2xf64>, tensor<3xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<2xf64>, %arg1: tensor<3xf64>, %arg2: tensor<2xf64>, %arg3: tensor<3xf64>) -> (tensor<5xf64>, tensor<5xf64>) {
// JVP-NEXT: %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf64>, tensor<3xf64>) -> tensor<5xf64>
// JVP-NEXT: %1 = stablehlo.concatenate %arg2, %arg3, dim = 0 : (tensor<2xf64>, tensor<3xf64>) -> tensor<5xf64>
// JVP-NEXT: return %0, %1 : tensor<5xf64>, tensor<5xf64>
func.func @f(%a: tensor<2xf64>, %b: tensor<3xf64>) -> tensor<5xf64> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf64>, tensor<3xf64>) -> tensor<5xf64>
  return %0 : tensor<5xf64>
}

// -----

// dynamic_slice: a dynamic_update_slice of zeros (same clamping);
// dynamic_update_slice: the operand loses the overwritten window, the update
// reads it.
// VJP-LABEL: func.func @f_vjp(%arg0: tensor<5xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i32>, %arg3: tensor<2xf64>, %arg4: tensor<5xf64>) -> (tensor<2xf64>, tensor<5xf64>, tensor<5xf64>, tensor<2xf64>) {
// VJP-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg2, sizes = [2] : (tensor<5xf64>, tensor<i32>) -> tensor<2xf64>
// VJP-NEXT: %1 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
// VJP-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
// VJP-NEXT: %2 = stablehlo.dynamic_update_slice %arg4, %cst, %arg2 : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
// VJP-NEXT: %3 = stablehlo.dynamic_slice %arg4, %arg2, sizes = [2] : (tensor<5xf64>, tensor<i32>) -> tensor<2xf64>
// VJP-NEXT: %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5xf64>
// VJP-NEXT: %4 = stablehlo.dynamic_update_slice %cst_0, %arg3, %arg2 : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
// VJP-NEXT: %5 = stablehlo.add %2, %4 : tensor<5xf64>
// VJP-NEXT: return %0, %1, %5, %3 : tensor<2xf64>, tensor<5xf64>, tensor<5xf64>, tensor<2xf64>
// JVP-LABEL: func.func @f_jvp(%arg0: tensor<5xf64>, %arg1: tensor<2xf64>, %arg2: tensor<i32>, %arg3: tensor<5xf64>, %arg4: tensor<2xf64>) -> (tensor<2xf64>, tensor<5xf64>, tensor<2xf64>, tensor<5xf64>) {
// JVP-NEXT: %0 = stablehlo.dynamic_slice %arg0, %arg2, sizes = [2] : (tensor<5xf64>, tensor<i32>) -> tensor<2xf64>
// JVP-NEXT: %1 = stablehlo.dynamic_slice %arg3, %arg2, sizes = [2] : (tensor<5xf64>, tensor<i32>) -> tensor<2xf64>
// JVP-NEXT: %2 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
// JVP-NEXT: %3 = stablehlo.dynamic_update_slice %arg3, %arg4, %arg2 : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
// JVP-NEXT: return %0, %2, %1, %3 : tensor<2xf64>, tensor<5xf64>, tensor<2xf64>, tensor<5xf64>
func.func @f(%x: tensor<5xf64>, %u: tensor<2xf64>, %i: tensor<i32>) -> (tensor<2xf64>, tensor<5xf64>) {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<5xf64>, tensor<i32>) -> tensor<2xf64>
  %1 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<5xf64>, tensor<2xf64>, tensor<i32>) -> tensor<5xf64>
  return %0, %1 : tensor<2xf64>, tensor<5xf64>
}
