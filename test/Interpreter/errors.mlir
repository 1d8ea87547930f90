// Unsupported ops, unsupported custom calls and results too large to
// allocate are clear errors, never crashes.
// RUN: not hlokit-run --split-input-file %s 2>&1 | FileCheck %s

// CHECK: hlokit-run: error: op 'func.constant' is not supported by the interpreter
func.func @unsupported() {
  %f = func.constant @unsupported : () -> ()
  func.return
}

// -----

// CHECK: hlokit-run: error: custom_call @my_kernel is not supported by the interpreter
func.func @custom() {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %y = stablehlo.custom_call @my_kernel(%x) : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}errors.mlir:[[@LINE+2]]:8: 'stablehlo.iota': result of 4000000000000000 bytes is too large to allocate
func.func @too_large() {
  %0 = stablehlo.iota dim = 0 : tensor<100000x100000x100000xf32>
  func.return
}

// -----

// CHECK: hlokit-run: error: {{.*}}errors.mlir:[[@LINE+3]]:8: 'stablehlo.broadcast_in_dim': result of 147573952589676412928 bytes is too large to allocate
func.func @overflowing() {
  %c = stablehlo.constant dense<1.0> : tensor<f64>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f64>) -> tensor<4294967296x4294967296xf64>
  func.return
}

