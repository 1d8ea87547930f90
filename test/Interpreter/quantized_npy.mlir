// Quantized tensors in .npy files are their storage integers: a result is
// written with the storage dtype and a quantized parameter reads it back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --output-dir %t | FileCheck %s --check-prefix=MAKE
// RUN: hlokit-run %s --entry dequantize --input %t/result0.npy | FileCheck %s --check-prefix=READ
// RUN: not hlokit-run %s --entry dequantize --input %t/result1.npy 2>&1 | FileCheck %s --check-prefix=DTYPE

// MAKE:      tensor<3x!quant.uniform<u8:f32, 5.000000e-01:10>> {
// MAKE-NEXT:   [8, 10, 30]
// MAKE:      tensor<3xf32> {
func.func @make() -> (tensor<3x!quant.uniform<u8:f32, 0.5:10>>, tensor<3xf32>) {
  %x = stablehlo.constant dense<[-1.0, 0.0, 10.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<u8:f32, 0.5:10>>
  return %q, %x : tensor<3x!quant.uniform<u8:f32, 0.5:10>>, tensor<3xf32>
}

// READ:      tensor<3xf32> {
// READ-NEXT:   [-1.000000e+00, 0.000000e+00, 1.000000e+01]
// DTYPE: input 0 ({{.*}}result1.npy): has element type f32 but ui8 is expected
func.func private @dequantize(%q: tensor<3x!quant.uniform<u8:f32, 0.5:10>>) -> tensor<3xf32> {
  %x = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<u8:f32, 0.5:10>>) -> tensor<3xf32>
  return %x : tensor<3xf32>
}
