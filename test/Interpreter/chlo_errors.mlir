// chlo ops that cannot run report a clear error, never crash.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: hlokit-run: error: {{.*}}chlo_errors.mlir:[[@LINE+3]]:{{.*}}top_k does not support element type complex<f32>
func.func @top_k_complex() {
  %x = stablehlo.constant dense<[(1.0, 2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  %v, %i = chlo.top_k(%x, k = 1) : tensor<2xcomplex<f32>> -> (tensor<1xcomplex<f32>>, tensor<1xi32>)
  func.return
}

// -----

// A `?` dimension whose runtime size neither matches nor is 1.
// CHECK: hlokit-run: error: {{.*}}chlo_errors.mlir:[[@LINE+6]]:{{.*}}broadcast_add_c3: dimension 0 of 'tensor<2xf32>' (size [2]) does not broadcast with size [3]
func.func @runtime_broadcast_mismatch() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<3>>
  %y = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = chlo.broadcast_add %d, %y : (tensor<?xf32, #stablehlo.bounds<3>>, tensor<3xf32>) -> tensor<3xf32>
  func.return
}

