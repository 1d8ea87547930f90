// Quantized types the interpreter cannot hold are clear errors.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hlokit-run %s --output-dir %t
// RUN: not hlokit-run %s --entry expressed_f8 --input %t/result0.npy 2>&1 | FileCheck %s --check-prefix=F8
// RUN: not hlokit-run %s --entry storage_i2 2>&1 | FileCheck %s --check-prefix=I2

func.func @storage() -> tensor<2xi8> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  func.return %x : tensor<2xi8>
}

// An f8 expressed type has no runtime element type, so add cannot run in
// its expressed type.
// F8: quantized_errors.mlir:[[@LINE+2]]:{{[0-9]+}}: 'stablehlo.add': quantized element type !quant.uniform<i8:f8E4M3FN, 1.000000e+00> is not supported by the interpreter
func.func private @expressed_f8(%q: tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>) -> tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>> {
  %sum = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>
  func.return %sum : tensor<2x!quant.uniform<i8:f8E4M3FN, 1.0>>
}

// I2: quantized_errors.mlir:[[@LINE+3]]:{{[0-9]+}}: 'stablehlo.uniform_quantize': element type !quant.uniform<i2:f32, 1.000000e+00> is not supported by the interpreter
func.func private @storage_i2() -> tensor<2x!quant.uniform<i2:f32, 1.0>> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i2:f32, 1.0>>
  func.return %q : tensor<2x!quant.uniform<i2:f32, 1.0>>
}
